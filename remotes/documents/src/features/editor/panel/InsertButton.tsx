import { Button } from '@tessera/shared/ui';
import { useMessages } from './i18n.ts';
import type { NumberedKeys } from '../common/shortcuts.ts';
import * as panelWords from './locales/en/panel.arb';

/**
 * Puts item `number` of a tab's list into the open target: a match in place of the target, a term at the caret.
 * The first ones show their key beside the button: inside, it would be visible text missing from the button's name.
 */
export function InsertButton({
  label,
  number,
  keys,
  disabled,
  replaces = false,
  onInsert,
}: {
  /** The button's name: "Insert match 3", "Insert term 2". */
  label: string;
  number: number;
  keys: NumberedKeys;
  disabled?: boolean;
  /** The item takes the target's place (a match) rather than going in at the caret (a term). */
  replaces?: boolean;
  onInsert: () => void;
}) {
  const t = useMessages();
  const key = number <= keys.count ? `${keys.prefix}${number}` : undefined;
  const hint = replaces
    ? key
      ? t(panelWords.editorReplaceTargetHintKey, { key })
      : t(panelWords.editorReplaceTargetHint)
    : key
      ? t(panelWords.editorInsertAtCaretHintKey, { key })
      : t(panelWords.editorInsertAtCaretHint);
  return (
    <span className="ms-auto flex items-center">
      <Button
        size="sm"
        variant="ghost"
        aria-label={label}
        aria-keyshortcuts={key?.replace('Ctrl', 'Control')}
        title={hint}
        disabled={disabled}
        onClick={onInsert}
      >
        {t(panelWords.editorInsert)}
      </Button>
      {key && (
        <kbd aria-hidden="true" className="font-sans text-[10px] text-slate-600">
          {key}
        </kbd>
      )}
    </span>
  );
}
