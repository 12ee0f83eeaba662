// The kit through the package: this module is bundled by the apps that use it, the kit is the page's one copy.
import { Alert, Button, ProgressBar } from '@tessera/shared/ui';

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
