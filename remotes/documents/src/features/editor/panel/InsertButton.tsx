import { Button } from '@tessera/shared/ui';
import type { NumberedKeys } from '../shortcuts.ts';

/** Inserts item `number` of a tab's list (a match, a term) into the open target; the first ones show their key. */
export function InsertButton({
  noun,
  number,
  keys,
  disabled,
  onInsert,
}: {
  /** "match", "term": the button's name is "Insert match 3". */
  noun: string;
  number: number;
  keys: NumberedKeys;
  disabled?: boolean;
  onInsert: () => void;
}) {
  const key = number <= keys.count ? `${keys.prefix}${number}` : undefined;
  return (
    <Button
      size="sm"
      variant="ghost"
      className="ml-auto"
      aria-label={`Insert ${noun} ${number}`}
      title={key && `Insert (${key})`}
      disabled={disabled}
      onClick={onInsert}
    >
      Insert{key && <kbd className="ml-1 font-sans text-[10px] text-slate-500">{key}</kbd>}
    </Button>
  );
}
