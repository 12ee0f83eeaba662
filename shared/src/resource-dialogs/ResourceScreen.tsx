/**
 * The screen of one glossary or translation memory (/glossary/:id, /tm/:id): its header with actions, the
 * import's progress or failure, and its records. What differs per kind (calls, wording) comes in as its
 * ResourceScreenKind, and what differs per screen (the header's extras, the records) as props; the loading,
 * not-found and failure states and the dialogs' wiring are the same.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { can, isApiError, useCurrentUser } from '@tessera/shared';
import type { User } from '@tessera/shared/contract';
import { ErrorState, Page, QueryErrorState, Spinner, isImportRunning, lazyPart, linkClass } from '@tessera/shared/ui';
import { useRequestedDialog } from '@tessera/shared/ui/lists';
import { ResourceHeader } from './ResourceHeader.tsx';
import type { ResourceHeaderParts } from './ResourceHeader.tsx';
import type { ResourceDialog, ResourceScreenKind, ScreenItem } from './ResourceScreenDialogs.tsx';
import { useResource } from './queries.ts';
import { messagesIn, useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

// An import's alerts show only while one runs or after one failed: their code is fetched then.
const importAlerts = () => import('@tessera/shared/ui/import-alerts');
const ImportRunningAlert = lazyPart(importAlerts, 'ImportRunningAlert', {
  what: () => messagesIn()(kitWords.resourceImportProgressWhat),
});
const ImportFailedAlert = lazyPart(importAlerts, 'ImportFailedAlert', {
  what: () => messagesIn()(kitWords.resourceImportFailureWhat),
});

/** What a link (a failed import's toast) may open: `?then=import`, `?then=delete`. */
const REQUESTABLE = ['import', 'delete'] as const;

export type ResourceScreenProps<T extends ScreenItem> = {
  kind: ResourceScreenKind<T>;
  header: (item: T) => ResourceHeaderParts<T>;
  /** What shows once an import has ended well (its report), if anything. */
  importReport?: (item: T) => ReactNode;
  records: (item: T, user: User | null) => ReactNode;
};

/** The screen of the resource whose id is in the URL; an id that cannot be one is "not found" at once. */
export function ResourceScreen<T extends ScreenItem>(props: ResourceScreenProps<T>) {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) return <ResourceNotFound kind={props.kind} />;
  return <ResourceById key={id} id={id} {...props} />;
}

function ResourceById<T extends ScreenItem>({
  id,
  kind,
  header,
  importReport,
  records,
}: ResourceScreenProps<T> & { id: number }) {
  const user = useCurrentUser();
  const query = useResource(kind, id);
  const manage = can(user, kind.managePermission);
  const [dialog, setDialog] = useRequestedDialog<ResourceDialog>(REQUESTABLE, manage);
  const t = useMessages();

  if (query.isPending) return <Spinner label={kind.screen.loading} />;
  if (query.isError) {
    if (isApiError(query.error, 404)) return <ResourceNotFound kind={kind} />;
    return (
      <Page>
        <QueryErrorState
          title={t(kitWords.resourceLoadFailed, { kind: kind.id, owner: kind.records.owner })}
          query={query}
        />
      </Page>
    );
  }

  const item = query.data;
  const importing = isImportRunning(item);
  return (
    <Page>
      <ResourceHeader kind={kind} item={item} manage={manage} dialog={dialog} setDialog={setDialog} {...header(item)} />
      {importing && (
        <ImportRunningAlert
          title={kind.screen.importing(item)}
          items={kind.records.many}
          progress={item.processing_progress}
        />
      )}
      {item.processing_status === 'error' && (
        <ImportFailedAlert
          reason={item.processing_error}
          items={kind.records.many}
          onTryAnother={manage ? () => setDialog('import') : undefined}
          onDelete={manage ? () => setDialog('delete') : undefined}
          deleteLabel={kind.screen.deleteLabel}
        />
      )}
      {item.processing_status === 'done' && importReport?.(item)}
      {/* Records appear once an import has finished: until then the table would only show a partial count, and a
          failed import leaves the records the resource had. */}
      {!importing && records(item, user)}
    </Page>
  );
}

function ResourceNotFound<T extends ScreenItem>({ kind }: { kind: ResourceScreenKind<T> }) {
  const t = useMessages();
  return (
    <Page narrow>
      <ErrorState
        title={t(kitWords.resourceNotFound, { kind: kind.id, noun: kind.noun })}
        message={t(kitWords.resourceNotFoundText, { kind: kind.id, owner: kind.records.owner })}
        action={
          <Link to="/" className={linkClass}>
            {kind.screen.back}
          </Link>
        }
      />
    </Page>
  );
}
