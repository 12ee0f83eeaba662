import type { SavedDocumentRecord } from '@tessera/shared/contract';
import { Button } from '@tessera/shared/ui';
import { errorMessage } from '../../../common/documentQueries.ts';
import { useMessages } from '../common/parts-i18n.ts';
import * as editorPartsWords from '../locales/en/editor-parts.arb';

/**
 * The offer after an approval: what filling the repetitions would do, did, or why it failed. The keys that
 * accept it come from the hook that registers them, so this lazily loaded bar imports nothing back from it.
 */
export function RepetitionOfferBar({
  approved,
  shortcut,
  state,
  onAccept,
  onDismiss,
}: {
  approved: SavedDocumentRecord;
  shortcut: string;
  state: {
    isIdle: boolean;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { updated_repetitions: number[] };
  };
  onAccept: () => void;
  onDismiss: () => void;
}) {
  const t = useMessages();
  const number = approved.position + 1;
  const others = approved.repetitions;
  let message: string;
  if (state.data) {
    const filled = state.data.updated_repetitions.length;
    message =
      filled === 0
        ? t(editorPartsWords.editorRepetitionsNoneFilled, { number })
        : t(editorPartsWords.editorRepetitionsFilled, { number, count: filled });
  } else if (state.isError) {
    message = t(editorPartsWords.editorRepetitionsFailed, { number, reason: errorMessage(state.error) });
  } else {
    message = t(editorPartsWords.editorRepetitionsOffer, { number, count: others });
  }
  return (
    <div
      role="status"
      aria-label={t(editorPartsWords.editorRepetitionsLabel)}
      className="flex flex-wrap items-center gap-2 pb-2 text-sm text-slate-700"
    >
      <span className={state.isError ? 'text-red-700' : undefined}>{message}</span>
      {state.isIdle && (
        <Button size="sm" variant="primary" onClick={onAccept} aria-keyshortcuts="Control+Shift+Enter">
          {t(editorPartsWords.editorRepetitionsFill)}
          <kbd className="ms-1 font-sans text-[10px]">{shortcut}</kbd>
        </Button>
      )}
      {state.isPending && <span className="text-slate-500">{t(editorPartsWords.editorRepetitionsFilling)}</span>}
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t(editorPartsWords.editorDismiss)}
      </Button>
    </div>
  );
}
