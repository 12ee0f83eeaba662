// The kit through the package: this module is bundled by the apps that use it, the kit is the page's one copy.
import { Alert, Button, ProgressBar } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

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
  const t = useMessages();
  return (
    <div className="mb-4">
      <Alert title={title}>
        <p className="mb-2">{t(kitWords.importRunningNote, { items })}</p>
        <ProgressBar value={progress} label={t(kitWords.importProgress)} />
      </Alert>
    </div>
  );
}

export type ImportFailedActions = {
  /** "Try another file": import into the same item again. */
  onTryAnother?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** "Delete glossary", "Delete memory"; "Delete" by default. */
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
  deleteLabel,
}: { reason: string | null; items: string } & ImportFailedActions) {
  const t = useMessages();
  const actions = (onTryAnother || onDelete) && (
    <div className="flex gap-2">
      {onTryAnother && (
        <Button size="sm" onClick={onTryAnother}>
          {t(kitWords.importTryAnother)}
        </Button>
      )}
      {onDelete && (
        <Button size="sm" variant="danger-subtle" onClick={onDelete}>
          {deleteLabel ?? t(kitWords.delete)}
        </Button>
      )}
    </div>
  );
  return (
    <div className="mb-4">
      <Alert tone="error" title={t(kitWords.importFailedTitle)} action={actions || undefined}>
        {reason === null
          ? t(kitWords.importFailedNoReason, { items })
          : t(kitWords.importFailedReason, { reason, items })}
      </Alert>
    </div>
  );
}
