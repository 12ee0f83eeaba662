/**
 * The spelling check answers offsets into the target's value (text with inline-code tokens, as `readValue` reads
 * the editor); squiggles and replacements need places in the editor's DOM, where codes are chips and line breaks
 * are <br> or blocks. These helpers go from one to the other, walking the DOM exactly as `readValue` does.
 */
import { inlineToken } from '@tessera/shared';
import type { SpellingWord } from '@tessera/shared/contract';

/** A text node of the editor and where its text starts in the value. */
type TextPiece = { node: Text; start: number };

/** The editor's text nodes with their places in the value, and the value itself (what `readValue` answers). */
export function textPieces(element: HTMLElement): { value: string; pieces: TextPiece[] } {
  let value = '';
  const pieces: TextPiece[] = [];
  const walk = (node: Node, isFirst: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      pieces.push({ node: node as Text, start: value.length });
      value += node.nodeValue ?? '';
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    if (node.dataset.code) {
      value += inlineToken(Number(node.dataset.code));
      return;
    }
    if (node.tagName === 'BR') {
      if (!endsContent(node, element)) value += '\n';
      return;
    }
    if ((node.tagName === 'DIV' || node.tagName === 'P') && !isFirst) value += '\n';
    node.childNodes.forEach((child, index) => walk(child, index === 0));
  };
  element.childNodes.forEach((child, index) => walk(child, index === 0));
  return { value, pieces };
}

/** Whether nothing visible follows the node inside root (as inlineDom.ts decides where the content ends). */
function endsContent(node: Node, root: Node): boolean {
  for (let current: Node = node; current !== root && current.parentNode; current = current.parentNode) {
    for (let next = current.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType !== Node.TEXT_NODE || next.nodeValue) return false;
    }
  }
  return true;
}

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
