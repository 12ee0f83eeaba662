import { Button } from '@tessera/shared/ui';
import type { NumberedKeys } from '../shortcuts.ts';

/**
 * Puts item `number` of a tab's list into the open target: a match in place of the target, a term at the caret.
 * The first ones show their key beside the button: inside, it would be visible text missing from the button's name.
 */
export function InsertButton({
  noun,
  number,
  keys,
  disabled,
  replaces = false,
  onInsert,
}: {
  /** "match", "term": the button's name is "Insert match 3". */
  noun: string;
  number: number;
  keys: NumberedKeys;
  disabled?: boolean;
  /** The item takes the target's place (a match) rather than going in at the caret (a term). */
  replaces?: boolean;
  onInsert: () => void;
}) {
  const key = number <= keys.count ? `${keys.prefix}${number}` : undefined;
  return (
    <span className="ml-auto flex items-center">
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Insert ${noun} ${number}`}
        aria-keyshortcuts={key?.replace('Ctrl', 'Control')}
        title={`${replaces ? 'Replace the target with it' : 'Insert it at the caret'}${key ? ` (${key})` : ''}`}
        disabled={disabled}
        onClick={onInsert}
      >
        Insert
      </Button>
      {key && (
        <kbd aria-hidden="true" className="font-sans text-[10px] text-slate-600">
          {key}
        </kbd>
      )}
    </span>
  );
}
