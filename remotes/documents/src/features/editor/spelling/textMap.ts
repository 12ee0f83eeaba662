/**
 * The spelling check answers offsets into the target's value (text with inline-code tokens, as `readValue` reads
 * the editor); squiggles and replacements need places in the editor's DOM, where codes are chips and line breaks
 * are <br> or blocks. These helpers go from one to the other, with the text nodes' places `readValue` reads.
 */
import type { SpellingWord } from '@tessera/shared/contract';
import { readValueWithPieces, type TextPiece } from '../common/inlineDom.ts';

/** The editor's text nodes with their places in the value, and the value itself (what `readValue` answers). */
export const textPieces = readValueWithPieces;

/** The text node and offset at a value offset; `after` picks the end of a node rather than the next one's start. */
function pointAt(pieces: readonly TextPiece[], offset: number, after: boolean): [Text, number] | null {
  for (const { node, start } of pieces) {
    const length = node.nodeValue?.length ?? 0;
    const inside = after ? offset > start && offset <= start + length : offset >= start && offset < start + length;
    if (inside) return [node, offset - start];
  }
  return null;
}

/**
 * A DOM range over each word, for the words whose text is still where the check found it in `checked` (the value
 * sent); none when the editor's value has changed since (the answer is stale).
 */
export function wordRanges(element: HTMLElement, checked: string, words: readonly SpellingWord[]): Range[] {
  const { value, pieces } = textPieces(element);
  if (value !== checked) return [];
  return words.flatMap((word) => {
    if (value.slice(word.start, word.end) !== word.word) return [];
    const start = pointAt(pieces, word.start, false);
    const end = pointAt(pieces, word.end, true);
    if (!start || !end) return [];
    const range = document.createRange();
    range.setStart(...start);
    range.setEnd(...end);
    return [range];
  });
}

/** The caret's offset in the editor's value, or null when the caret is not in a text node of the editor. */
export function caretOffset(element: HTMLElement): number | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const { focusNode, focusOffset } = selection;
  if (!focusNode || !element.contains(focusNode)) return null;
  const piece = textPieces(element).pieces.find(({ node }) => node === focusNode);
  return piece ? piece.start + focusOffset : null;
}

/** The word the offset is in or touches (the caret right after a word is still "in" it). */
export const wordAt = <W extends SpellingWord>(words: readonly W[], offset: number): W | undefined =>
  words.find((word) => word.start <= offset && offset <= word.end);
