import { Link, useParams } from 'react-router-dom';
import { can, errorMessage, isApiError, useCurrentUser } from '@tessera/shared';
import { ErrorState, Page, Spinner, isImportRunning, linkClass, useRequestedDialog } from '@tessera/shared/ui';
import { GlossaryHeader } from './GlossaryHeader.tsx';
import type { GlossaryDialog } from './GlossaryHeader.tsx';
import { ImportStatus } from './ImportStatus.tsx';
import { RecordsPanel } from './RecordsPanel.tsx';
import { useGlossary } from './queries.ts';

/** The glossary screen (/glossary/:id): header with actions, import progress, and the records. */
export function GlossaryScreen() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) return <GlossaryNotFound />;
  return <GlossaryById key={id} id={id} />;
}

export default GlossaryScreen;

/** What a link (a failed import's toast) may open: `?then=import`, `?then=delete`. */
const REQUESTABLE = ['import', 'delete'] as const;

function GlossaryById({ id }: { id: number }) {
  const user = useCurrentUser();
  const glossary = useGlossary(id);
  const manage = can(user, 'glossary.manage');
  const [dialog, setDialog] = useRequestedDialog<GlossaryDialog>(REQUESTABLE, manage);

  if (glossary.isPending) return <Spinner label="Loading glossary…" />;
  if (glossary.isError) {
    if (isApiError(glossary.error, 404)) return <GlossaryNotFound />;
    return (
      <Page>
        <ErrorState
          title="The glossary could not be loaded"
          message={errorMessage(glossary.error)}
          onRetry={() => void glossary.refetch()}
        />
      </Page>
    );
  }

  const importing = isImportRunning(glossary.data);
  return (
    <Page>
      <GlossaryHeader glossary={glossary.data} user={user} dialog={dialog} setDialog={setDialog} />
      <ImportStatus
        glossary={glossary.data}
        onTryAnother={manage ? () => setDialog('import') : undefined}
        onDelete={manage ? () => setDialog('delete') : undefined}
      />
      {/* Records appear once an import has finished; until then the table would only show a partial count. */}
      {!importing && <RecordsPanel glossary={glossary.data} user={user} />}
    </Page>
  );
}

function GlossaryNotFound() {
  return (
    <Page className="max-w-2xl">
      <ErrorState
        title="Glossary not found"
        message="This glossary does not exist. It may have been deleted, or the link is wrong."
        action={
          <Link to="/" className={linkClass}>
            Back to all glossaries
          </Link>
        }
      />
    </Page>
  );
}
