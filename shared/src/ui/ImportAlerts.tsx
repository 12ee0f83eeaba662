import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProcessingStatus } from '../contract/common.ts';
import { Button } from './Button.tsx';
import { Alert, ProgressBar } from './states.tsx';

/** A background import that is still running: its (polled) progress, and that nothing is needed meanwhile. */
export function ImportRunningAlert({
  title,
  items,
  progress,
}: {
  title: string;
  /** "records", "units" */ items: string;
  progress: number;
}) {
  return (
    <div className="mb-4">
      <Alert title={title}>
        <p className="mb-2">The {items} appear here when the import has finished. You can leave this page meanwhile.</p>
        <ProgressBar value={progress} label="Import progress" />
      </Alert>
    </div>
  );
}

export type ImportFailedActions = {
  /** "Try another file": import into the same item again. */
  onTryAnother?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** "Delete glossary", "Delete memory". */
  deleteLabel?: string;
};

/**
 * A failed import: the server's reason, that the file left nothing behind (the item keeps what it had), and
 * what to do next when the user may: another file, or delete the item.
 */
export function ImportFailedAlert({
  reason,
  items,
  onTryAnother,
  onDelete,
  deleteLabel = 'Delete',
}: { reason: string | null; items: string } & ImportFailedActions) {
  const actions = (onTryAnother || onDelete) && (
    <div className="flex gap-2">
      {onTryAnother && (
        <Button size="sm" onClick={onTryAnother}>
          Try another file
        </Button>
      )}
      {onDelete && (
        <Button size="sm" variant="danger-subtle" onClick={onDelete}>
          {deleteLabel}
        </Button>
      )}
    </div>
  );
  return (
    <div className="mb-4">
      <Alert tone="error" title="The import failed" action={actions || undefined}>
        {reason ?? 'The file could not be imported.'} No {items} were imported from it.
      </Alert>
    </div>
  );
}

/** What an import toast follows: an item's name and import state, as the API answers it. */
export type ImportedItem = {
  id: number;
  name: string;
  processing_status: ProcessingStatus;
  processing_progress: number;
  processing_error: string | null;
};

export const isImportRunning = (item: Pick<ImportedItem, 'processing_status'> | undefined) =>
  item?.processing_status === 'pending' ||
  item?.processing_status === 'uploaded' ||
  item?.processing_status === 'processing';

/**
 * The dialog open on an item's screen, which a link can ask for: `?then=import` or `?then=delete` (what a failed
 * import's toast sends the user to) opens that one once, when `allowed` says the user may; the parameter then
 * goes, so a reload does not reopen it.
 */
export function useRequestedDialog<Dialog extends string>(requestable: readonly Dialog[], allowed: boolean) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [params, setParams] = useSearchParams();
  const then = params.get('then');
  useEffect(() => {
    if (then === null) return;
    const requested = requestable.find((name) => name === then);
    if (allowed && requested) setDialog(requested);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('then');
        return next;
      },
      { replace: true },
    );
  }, [then, allowed, requestable, setParams]);
  return [dialog, setDialog] as const;
}
