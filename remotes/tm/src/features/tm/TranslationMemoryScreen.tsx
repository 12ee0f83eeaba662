import { Link, useParams } from 'react-router-dom';
import { can, errorMessage, isApiError, useCurrentUser } from '@tessera/shared';
import { ErrorState, Page, Spinner, isImportRunning, linkClass, useRequestedDialog } from '@tessera/shared/ui';
import { ImportStatus } from './ImportStatus.tsx';
import { TmHeader } from './TmHeader.tsx';
import type { TmDialog } from './TmHeader.tsx';
import { UnitsPanel } from './UnitsPanel.tsx';
import { useTranslationMemory } from './queries.ts';

/** The translation-memory screen (/tm/:id): header with actions, import progress, and the units. */
export function TranslationMemoryScreen() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) return <TmNotFound />;
  return <TmById key={id} id={id} />;
}

export default TranslationMemoryScreen;

/** What a link (a failed import's toast) may open: `?then=import`, `?then=delete`. */
const REQUESTABLE = ['import', 'delete'] as const;

function TmById({ id }: { id: number }) {
  const user = useCurrentUser();
  const tm = useTranslationMemory(id);
  const manage = can(user, 'tm.manage');
  const [dialog, setDialog] = useRequestedDialog<Exclude<TmDialog, null>>(REQUESTABLE, manage);

  if (tm.isPending) return <Spinner label="Loading the translation memory…" />;
  if (tm.isError) {
    if (isApiError(tm.error, 404)) return <TmNotFound />;
    return (
      <Page>
        <ErrorState
          title="The translation memory could not be loaded"
          message={errorMessage(tm.error)}
          onRetry={() => void tm.refetch()}
        />
      </Page>
    );
  }
  return (
    <Page>
      <TmHeader tm={tm.data} user={user} dialog={dialog} setDialog={setDialog} />
      <ImportStatus
        tm={tm.data}
        onTryAnother={manage ? () => setDialog('import') : undefined}
        onDelete={manage ? () => setDialog('delete') : undefined}
      />
      {/* Units appear once the import has finished; a failed one leaves the units the TM had. */}
      {!isImportRunning(tm.data) && <UnitsPanel tm={tm.data} user={user} />}
    </Page>
  );
}

function TmNotFound() {
  return (
    <Page className="max-w-2xl">
      <ErrorState
        title="Translation memory not found"
        message="This translation memory does not exist. It may have been deleted, or the link is wrong."
        action={
          <Link to="/" className={linkClass}>
            Back to the home page
          </Link>
        }
      />
    </Page>
  );
}
