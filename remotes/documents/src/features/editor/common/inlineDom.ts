/**
 * The target editor is a contentEditable element in which inline codes are non-editable chips. These helpers
 * move between the API's token strings (see `splitInline` in the contract) and that DOM.
 */
import { inlineToken, splitInline } from '@tessera/shared';
import type { InlineCode } from '@tessera/shared/contract';
import { messagesIn } from './i18n.ts';
import * as editorWords from '../locales/en/editor.arb';

const CHIP_CLASS =
  'mx-px inline-flex select-none items-center rounded bg-sky-100 px-1 align-baseline font-mono text-[11px] leading-4 text-sky-800 ring-1 ring-sky-300 ring-inset';

export function codeChip(code: InlineCode | undefined, id: number): HTMLSpanElement {
  const chip = document.createElement('span');
  chip.contentEditable = 'false';
  chip.dataset.code = String(id);
  chip.className = CHIP_CLASS;
  chip.textContent = code?.label ?? `#${id}`;
  // Built outside React: the words of the language active when the chip is drawn.
  const t = messagesIn();
  chip.title = code?.xml ?? t(editorWords.editorCodeUnknown);
  chip.setAttribute('aria-label', t(editorWords.editorCodeChip, { label: code?.label ?? id }));
  return chip;
}

/**
 * Replaces the element's content with the value: text as text nodes, line breaks as <br>, tokens as chips. A
 * value that ends with a line break gets one more <br>: a block's last <br> is not drawn (that is how browsers
 * render HTML), so without it the empty last line would be invisible and the caret could not reach it.
 */
export function renderValue(element: HTMLElement, value: string, codes: readonly InlineCode[]): void {
  const nodes = splitInline(value).flatMap((part) =>
    typeof part === 'string' ? textWithBreaks(part) : [codeChip(codes[part.code - 1], part.code)],
  );
  if (nodes.at(-1)?.nodeName === 'BR') nodes.push(document.createElement('br'));
  element.replaceChildren(...nodes);
}

function textWithBreaks(text: string): Node[] {
  return text
    .split('\n')
    .flatMap((line, index) => [
      ...(index > 0 ? [document.createElement('br')] : []),
      ...(line === '' ? [] : [document.createTextNode(line)]),
    ]);
}

/**
 * Reads the value back: chips become tokens, line breaks (<br>, block elements browsers insert) become '\n'.
 * The <br> that ends the content is not drawn by the browser (see renderValue), so it is no line break either.
 */
export function readValue(element: HTMLElement): string {
  return readValueWithPieces(element).value;
}

/** A text node of the editor and where its text starts in the value `readValue` answers. */
export type TextPiece = { node: Text; start: number };

/** `readValue`'s value, with each text node's place in it (for the spelling squiggles). */
export function readValueWithPieces(element: HTMLElement): { value: string; pieces: TextPiece[] } {
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

/** Whether nothing visible follows the node inside root (empty text nodes do not count). */
function endsContent(node: Node, root: Node): boolean {
  for (let current: Node = node; current !== root && current.parentNode; current = current.parentNode) {
    for (let next = current.nextSibling; next; next = next.nextSibling) {
      if (next.nodeType !== Node.TEXT_NODE || next.nodeValue) return false;
    }
  }
  return true;
}

/** The caret's range when it is inside the element; otherwise a caret at the element's end. */
function caretRange(element: HTMLElement): Range {
  const selection = window.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (range && element.contains(range.commonAncestorContainer)) return range;
  return endRange(element);
}

/** A caret at the end of the content: before the undrawn <br> that may close it (see renderValue), on the last line. */
function endRange(element: HTMLElement): Range {
  const end = document.createRange();
  const last = element.lastChild;
  if (last?.nodeName === 'BR') end.setStartBefore(last);
  else end.setStart(element, element.childNodes.length);
  end.collapse(true);
  return end;
}

/** Focuses the editor with the caret at the end of its content. */
export function focusEnd(element: HTMLElement): void {
  element.focus();
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(endRange(element));
}

/** Puts the caret right after the node (a chip, a line break, a pasted text). */
export function placeCaretAfter(node: Node): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** Replaces the selection (or inserts at the caret, or at the end) with the nodes and puts the caret after them. */
function insertAtCaret(element: HTMLElement, nodes: Node[]): void {
  const last = nodes.at(-1);
  if (!last) return;
  element.focus();
  const range = caretRange(element);
  range.deleteContents();
  const fragment = document.createDocumentFragment();
  fragment.append(...nodes);
  range.insertNode(fragment);
  // A break that ends the content needs the undrawn <br> after it (see renderValue), or the new line is not shown.
  if (last.nodeName === 'BR' && endsContent(last, element))
    last.parentNode?.insertBefore(document.createElement('br'), last.nextSibling);
  placeCaretAfter(last);
}

/** Inserts a chip at the caret (or at the end when the caret is elsewhere) and puts the caret after it. */
export function insertCodeAtCaret(element: HTMLElement, code: InlineCode): void {
  insertAtCaret(element, [codeChip(code, code.id)]);
}

/** Inserts plain text at the caret (paste without formatting, Shift+Enter's '\n'); its line breaks become <br>. */
export function insertTextAtCaret(element: HTMLElement, text: string): void {
  insertAtCaret(element, textWithBreaks(text.replace(/\r\n?/g, '\n')));
}

/** The source's codes in order of appearance (what Ctrl+Alt+1…9 insert). */
export function sourceCodes(source: string, codes: readonly InlineCode[]): InlineCode[] {
  return splitInline(source).flatMap((part) =>
    typeof part === 'string' || !codes[part.code - 1] ? [] : [codes[part.code - 1]!],
  );
}

/**
 * Inserts a value in the API's token form (a TM match, a term, the source) at the caret, replacing the selection:
 * text with its line breaks, tokens as the segment's chips.
 */
export function insertValueAtCaret(element: HTMLElement, value: string, codes: readonly InlineCode[]): void {
  const nodes = splitInline(value).flatMap((part) =>
    typeof part === 'string'
      ? textWithBreaks(part.replace(/\r\n?/g, '\n'))
      : [codeChip(codes[part.code - 1], part.code)],
  );
  insertAtCaret(element, nodes);
}

/**
 * Replaces the whole content with a value in the API's token form (a TM match, a machine translation) and puts
 * the caret at its end. Where the browser keeps an editing history (execCommand), the replacement is one step
 * of it, so Ctrl+Z brings back what was there; elsewhere the content is simply rendered anew.
 */
export function replaceValue(element: HTMLElement, value: string, codes: readonly InlineCode[]): void {
  element.focus();
  const selection = window.getSelection();
  const all = document.createRange();
  all.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(all);
  const lines = value.replace(/\r\n?/g, '\n');
  const holder = document.createElement('div');
  renderValue(holder, lines, codes);
  const recorded =
    typeof document.execCommand === 'function' &&
    (lines === ''
      ? document.execCommand('delete', false)
      : document.execCommand('insertHTML', false, holder.innerHTML));
  if (!recorded || readValue(element) !== lines) renderValue(element, lines, codes);
  focusEnd(element);
}

/**
 * Whether the caret sits on the first (or last) line of the editor, where Up (or Down) has nowhere to go inside
 * it and moves to the neighbouring segment instead. Without layout (no line boxes measured), a caret at the very
 * start (or end) counts.
 */
export function caretOnEdgeLine(element: HTMLElement, edge: 'first' | 'last'): boolean {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return true;
  const range = selection.getRangeAt(0);
  if (!element.contains(range.commonAncestorContainer) || !range.collapsed) return false;
  const box = element.getBoundingClientRect();
  const rects = range.getClientRects?.() ?? [];
  const caret = rects.length > 0 ? rects[0]! : range.getBoundingClientRect?.();
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
  if (caret && box.height > 0 && (caret.height > 0 || caret.top > 0)) {
    return edge === 'first' ? caret.top - box.top < lineHeight : box.bottom - caret.bottom < lineHeight;
  }
  const probe = document.createRange();
  probe.selectNodeContents(element);
  if (edge === 'first') probe.setEnd(range.startContainer, range.startOffset);
  else probe.setStart(range.endContainer, range.endOffset);
  return probe.toString() === '' && !holdsChip(probe);
}

const holdsChip = (range: Range) => range.cloneContents().querySelector('[data-code]') !== null;
