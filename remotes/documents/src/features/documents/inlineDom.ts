/**
 * The target editor is a contentEditable element in which inline codes are non-editable chips. These helpers
 * move between the API's token strings (see `splitInline` in the contract) and that DOM.
 */
import { inlineToken, splitInline, type InlineCode } from '@tessera/shared/contract';

const CHIP_CLASS =
  'mx-px inline-flex select-none items-center rounded bg-sky-100 px-1 align-baseline font-mono text-[11px] leading-4 text-sky-800 ring-1 ring-sky-300 ring-inset';

export function codeChip(code: InlineCode | undefined, id: number): HTMLSpanElement {
  const chip = document.createElement('span');
  chip.contentEditable = 'false';
  chip.dataset.code = String(id);
  chip.className = CHIP_CLASS;
  chip.textContent = code?.label ?? `#${id}`;
  chip.title = code?.xml ?? 'unknown inline code';
  chip.setAttribute('aria-label', `inline code ${code?.label ?? id}`);
  return chip;
}

/** Replaces the element's content with the value: text as text nodes, tokens as chips. */
export function renderValue(element: HTMLElement, value: string, codes: readonly InlineCode[]): void {
  element.replaceChildren(
    ...splitInline(value).map((part) => (typeof part === 'string' ? document.createTextNode(part) : codeChip(codes[part.code - 1], part.code))),
  );
}

/** Reads the value back: chips become tokens, line breaks (<br>, block elements browsers insert) become '\n'. */
export function readValue(element: HTMLElement): string {
  let value = '';
  const walk = (node: Node, isFirst: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      value += node.nodeValue ?? '';
      return;
    }
    if (!(node instanceof HTMLElement)) return;
    if (node.dataset.code) {
      value += inlineToken(Number(node.dataset.code));
      return;
    }
    if (node.tagName === 'BR') {
      value += '\n';
      return;
    }
    if ((node.tagName === 'DIV' || node.tagName === 'P') && !isFirst) value += '\n';
    node.childNodes.forEach((child, index) => walk(child, index === 0));
  };
  element.childNodes.forEach((child, index) => walk(child, index === 0));
  return value.replace(/\n$/, '');
}

/** Inserts a chip at the caret (or at the end when the caret is elsewhere) and puts the caret after it. */
export function insertCodeAtCaret(element: HTMLElement, code: InlineCode): void {
  element.focus();
  const selection = window.getSelection();
  let range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  if (!range || !element.contains(range.commonAncestorContainer)) {
    range = document.createRange();
    range.selectNodeContents(element);
    range.collapse(false);
  }
  range.deleteContents();
  const chip = codeChip(code, code.id);
  range.insertNode(chip);
  range.setStartAfter(chip);
  range.collapse(true);
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** Inserts plain text at the caret (paste without formatting). */
export function insertTextAtCaret(element: HTMLElement, text: string): void {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || !element.contains(selection.anchorNode)) {
    element.append(document.createTextNode(text));
    return;
  }
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** The source's codes in order of appearance (what Ctrl+Alt+1…9 insert). */
export function sourceCodes(source: string, codes: readonly InlineCode[]): InlineCode[] {
  return splitInline(source).flatMap((part) => (typeof part === 'string' || !codes[part.code - 1] ? [] : [codes[part.code - 1]!]));
}
