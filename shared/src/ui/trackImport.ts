import { formatsOf } from '@tessera/shared/i18n';
import { isImportRunning } from './importedItem.ts';
import { messagesIn } from '@tessera/shared/ui/messages';
import type { ImportedItem } from './importedItem.ts';
import type { ToastApi } from './Toast.tsx';
import * as kitWords from '../locales/en/kit.arb';

export type TrackImportOptions = {
  /** The item as the import call answered. */
  item: ImportedItem;
  /** "translation memory", "glossary": for the toast's sentences. */
  noun: string;
  /** Which resource it is ("glossary", "tm"; ResourceKind's `id`): the sentences' words that agree with the noun. */
  kind?: string;
  /** Reads the item again (the toast follows its state until the import ends). */
  fetch: () => Promise<ImportedItem>;
  /** The failed toast's choices. */
  onTryAnother: () => void;
  onDelete: () => void;
  /** Told once the import has ended, whichever way (e.g. to refresh lists). */
  onEnd?: (item: ImportedItem) => void;
  /** A fetch error saying the item is gone (404): the toast goes at once. */
  isGone?: (error: unknown) => boolean;
  pollMs?: number;
};

/** Imports followed by a toast right now, by key: a second start for the same item takes over from the first. */
const followed = new Map<string, symbol>();

/**
 * A toast that follows a background import to its end, whatever screen the user is on: "Importing … 40%"
 * while it runs (it stays), then that it finished, or that it failed with the server's reason and the choices
 * "Try another file" and "Delete". It never outlives the job saying "Importing": it polls until the item says
 * done or error, and goes away if the item is gone.
 */
export function trackImport(
  toast: ToastApi,
  { item, noun, kind, fetch, onTryAnother, onDelete, onEnd, isGone, pollMs = 1000 }: TrackImportOptions,
): void {
  const key = `import:${kind ?? noun}:${item.id}`;
  const run = Symbol(key);
  followed.set(key, run);
  let failures = 0;
  const show = (current: ImportedItem) => {
    // In the language of the moment the toast says it, which may have changed since the import started.
    const t = messagesIn();
    const about = { kind, noun, name: current.name };
    if (isImportRunning(current)) {
      const percent = formatsOf().percent(current.processing_progress);
      toast.show(t(kitWords.importToastRunning, { ...about, percent }), 'info', { key, sticky: true });
      return false;
    }
    if (current.processing_status === 'error') {
      const reason = current.processing_error;
      toast.show(
        reason === null
          ? t(kitWords.importToastFailedNoReason, about)
          : t(kitWords.importToastFailed, { ...about, reason }),
        'error',
        {
          key,
          sticky: true,
          actions: [
            { label: t(kitWords.importTryAnother), onClick: onTryAnother },
            { label: t(kitWords.delete), onClick: onDelete },
          ],
        },
      );
    } else {
      toast.show(t(kitWords.importToastFinished, about), 'success', { key });
    }
    onEnd?.(current);
    return true;
  };
  const poll = async () => {
    if (followed.get(key) !== run) return;
    try {
      const current = await fetch();
      failures = 0;
      if (followed.get(key) !== run) return;
      if (show(current)) {
        followed.delete(key);
        return;
      }
    } catch (error) {
      // Deleted meanwhile, or unreachable for a while: a toast that cannot follow the import goes.
      if (isGone?.(error) || ++failures >= 5) {
        followed.delete(key);
        toast.dismiss(key);
        return;
      }
    }
    setTimeout(() => void poll(), pollMs);
  };
  if (show(item)) followed.delete(key);
  else setTimeout(() => void poll(), pollMs);
}
