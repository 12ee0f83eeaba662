import { describe, expect, it } from 'vitest';
import { inlineToken } from '@tessera/shared/contract';
import { readValue, renderValue } from '../common/inlineDom.ts';
import { caretOffset, textPieces, wordAt, wordRanges } from './textMap.ts';

const CODES = [
  { id: 1, kind: 'open' as const, label: '<1>', xml: '<b>' },
  { id: 2, kind: 'close' as const, label: '</1>', xml: '</b>' },
];

/** The word at [start, end) of the value, as the server answers it. */
const word = (value: string, text: string, from = 0) => {
  const start = value.indexOf(text, from);
  return { word: text, start, end: start + text.length, suggestions: [] };
};

function editor(html?: string, value?: string) {
  const element = document.createElement('div');
  if (value !== undefined) renderValue(element, value, CODES);
  else element.innerHTML = html ?? '';
  return element;
}

describe("the spelling check's offsets in the target editor", () => {
  it('reads the value as the editor does, codes as tokens and line breaks as \\n', () => {
    const value = `Die ${inlineToken(1)}Datie${inlineToken(2)}\nzweite Zeile\n`;
    const element = editor(undefined, value);
    expect(textPieces(element).value).toBe(readValue(element));
    expect(textPieces(element).value).toBe(value);
  });

  it('puts each word on its text between chips and after line breaks', () => {
    const value = `Die ${inlineToken(1)}Datie${inlineToken(2)} und\ndie Konfiguraiton`;
    const element = editor(undefined, value);
    const ranges = wordRanges(element, value, [word(value, 'Datie'), word(value, 'Konfiguraiton')]);
    expect(ranges.map((range) => range.toString())).toEqual(['Datie', 'Konfiguraiton']);
    expect(ranges[0]!.startContainer.parentNode).toBe(element);
  });

  it('follows the blocks a browser makes of typed lines, and words split over two text nodes', () => {
    const element = editor('Erste<div>Zwei<span>te</span> Datie</div>');
    const { value } = textPieces(element);
    expect(value).toBe('Erste\nZweite Datie');
    const ranges = wordRanges(element, value, [word(value, 'Zweite'), word(value, 'Datie')]);
    expect(ranges.map((range) => range.toString())).toEqual(['Zweite', 'Datie']);
  });

  it('places nothing when the target changed since the text was sent (the answer is stale)', () => {
    const element = editor(undefined, 'Die Datie');
    expect(wordRanges(element, 'Die Datie!', [word('Die Datie!', 'Datie')])).toEqual([]);
    expect(wordRanges(element, 'Die Datie', [{ ...word('Die Datie', 'Datie'), start: 0, end: 5 }])).toEqual([]);
  });

  it('finds the word the caret is in or right after, in value offsets', () => {
    const value = `${inlineToken(1)}Die Datie`;
    const element = editor(undefined, value);
    document.body.append(element);
    const text = element.lastChild!;
    const caret = document.createRange();
    caret.setStart(text, 'Die Dat'.length);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(caret);
    const offset = caretOffset(element)!;
    expect(offset).toBe(value.indexOf('Dat') + 3);
    const words = [word(value, 'Die'), word(value, 'Datie')];
    expect(wordAt(words, offset)?.word).toBe('Datie');
    expect(wordAt(words, value.length)?.word).toBe('Datie');
    expect(wordAt(words, value.indexOf('Die') - 1)).toBeUndefined();
    element.remove();
  });
});
