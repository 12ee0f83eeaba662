import { describe, expect, it, onTestFinished } from 'vitest';
import { inlineToken, type InlineCode } from '@tessera/shared/contract';
import { insertCodeAtCaret, insertTextAtCaret, readValue, renderValue, sourceCodes } from './inlineDom.ts';

const codes: InlineCode[] = [
  { id: 1, kind: 'open', label: '<1>', xml: '<g id="1">' },
  { id: 2, kind: 'close', label: '</1>', xml: '</g>' },
  { id: 3, kind: 'standalone', label: '{1}', xml: '<x id="2"/>' },
];
const t = inlineToken;

/** An editor element in the page (the caret only lives there), removed when the test ends. */
function editorInPage() {
  const editor = document.createElement('div');
  document.body.append(editor);
  onTestFinished(() => editor.remove());
  return editor;
}

describe('target editor DOM', () => {
  it('shows codes as non-editable chips and reads the same value back', () => {
    const editor = document.createElement('div');
    const value = `Klicken ${t(1)}hier${t(2)} & <weiter>${t(3)}`;
    renderValue(editor, value, codes);
    const chips = editor.querySelectorAll('[data-code]');
    expect(
      [...chips].map((chip) => [chip.textContent, chip.getAttribute('contenteditable'), chip.getAttribute('title')]),
    ).toEqual([
      ['<1>', 'false', '<g id="1">'],
      ['</1>', 'false', '</g>'],
      ['{1}', 'false', '<x id="2"/>'],
    ]);
    expect(editor.textContent).toBe('Klicken <1>hier</1> & <weiter>{1}');
    expect(readValue(editor)).toBe(value);
  });

  it('reads line breaks that browsers write as <br> or blocks', () => {
    const editor = document.createElement('div');
    editor.innerHTML = 'one<br>two<div>three</div>';
    expect(readValue(editor)).toBe('one\ntwo\nthree');
  });

  it('keeps every line break of a value, a trailing one too (shown as <br>, plus the undrawn last one)', () => {
    const editor = document.createElement('div');
    for (const value of ['erste Zeile\nzweite Zeile', 'erste Zeile\n', '\n', `a${t(3)}\n\nb`, '']) {
      renderValue(editor, value, codes);
      expect(readValue(editor)).toBe(value);
    }
    renderValue(editor, 'erste Zeile\n', codes);
    expect(editor.innerHTML).toBe('erste Zeile<br><br>');
  });

  it('inserts a line break at the end with the caret after it, on the new line', () => {
    const editor = editorInPage();
    editor.contentEditable = 'true';
    renderValue(editor, 'erste Zeile', codes);
    const caret = document.createRange();
    caret.setStart(editor.firstChild!, 'erste Zeile'.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(caret);
    insertTextAtCaret(editor, '\n');
    expect(readValue(editor)).toBe('erste Zeile\n');
    insertTextAtCaret(editor, 'zweite Zeile');
    expect(readValue(editor)).toBe('erste Zeile\nzweite Zeile');
  });

  it('pastes text with its line breaks (Windows ones too) as breaks', () => {
    const editor = editorInPage();
    insertTextAtCaret(editor, 'eins\r\nzwei\n');
    expect(readValue(editor)).toBe('eins\nzwei\n');
  });

  it('inserts a code at the end when the caret is not in the editor', () => {
    const editor = editorInPage();
    renderValue(editor, 'Text ', codes);
    insertCodeAtCaret(editor, codes[2]!);
    expect(readValue(editor)).toBe(`Text ${t(3)}`);
  });

  it('lists the source codes in reading order (what Ctrl+Alt+1…9 insert)', () => {
    expect(sourceCodes(`${t(3)} a ${t(1)}b${t(2)}`, codes).map((c) => c.label)).toEqual(['{1}', '<1>', '</1>']);
  });
});
