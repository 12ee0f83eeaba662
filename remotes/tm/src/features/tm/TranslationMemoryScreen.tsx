import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError, useCurrentUser } from '@tessera/shared';
import { ErrorState, Page, Spinner, linkClass } from '@tessera/shared/ui';
import { ImportStatus } from './ImportStatus.tsx';
import { TmHeader } from './TmHeader.tsx';
import type { TmDialog } from './TmHeader.tsx';
import { canManageTms } from './permissions.ts';
import { UnitsPanel } from './UnitsPanel.tsx';
import { isImportRunning, useTranslationMemory } from './queries.ts';

/** The translation-memory screen of spec §2 (/tm/:id): header with actions, import progress, and the units. */
export function TranslationMemoryScreen() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  if (!Number.isInteger(id) || id <= 0) return <TmNotFound />;
  return <TmById key={id} id={id} />;
}

export default TranslationMemoryScreen;

function TmById({ id }: { id: number }) {
  const user = useCurrentUser();
  const tm = useTranslationMemory(id);
  const manage = canManageTms(user);
  const [dialog, setDialog] = useTmDialog(manage);

  if (tm.isPending) return <Spinner label="Loading the translation memory…" />;
  if (tm.isError) {
    if (isApiError(tm.error, 404)) return <TmNotFound />;
    return (
      <Page>
        <ErrorState title="The translation memory could not be loaded" message={errorMessage(tm.error)} onRetry={() => void tm.refetch()} />
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

/**
 * The dialog open on the screen. `?then=import` or `?then=delete` (a failed import's toast sends the user here
 * so) opens that one once, for someone allowed to; the parameter then goes, so a reload does not reopen it.
 */
function useTmDialog(manage: boolean) {
  const [dialog, setDialog] = useState<TmDialog>(null);
  const [params, setParams] = useSearchParams();
  const then = params.get('then');
  useEffect(() => {
    if (then === null) return;
    if (manage && (then === 'import' || then === 'delete')) setDialog(then);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('then');
        return next;
      },
      { replace: true },
    );
  }, [then, manage, setParams]);
  return [dialog, setDialog] as const;
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
