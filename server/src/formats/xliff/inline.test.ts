import { describe, expect, it } from 'vitest';
import { inlineText, inlineToken } from '@tessera/shared/contract';
import { countWords } from '../words.ts';
import { normalizeSpace, readSource } from './inline.ts';

// The definitions the fast paths must agree with, written plainly as regular expressions.
const wordsByPattern = (text: string) =>
  (text.match(/[^\x00-\x7f]/)
    ? text.match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{P}\p{S}]+/gu,
      )
    : text.match(/[A-Za-z0-9]+/g)
  )?.length ?? 0;
const spaceByPattern = (text: string) =>
  /[\t\r\n]| {2}|^ | $/.test(text) ? text.replace(/[ \t\r\n]+/g, ' ').trim() : text;

/** Deterministic random strings over an alphabet that has every character class the rules distinguish. */
function* samples(count: number): Generator<string> {
  const alphabet = [
    'a',
    'Z',
    '0',
    '9',
    ' ',
    ' ',
    '\t',
    '\n',
    '\r',
    '-',
    '_',
    '@',
    '[',
    '`',
    '{',
    '.',
    'é',
    '日',
    'カ',
    '\u00a0',
    '\u0001',
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x80000000;
  for (let n = 0; n < count; n++) {
    let text = '';
    const length = Math.floor(next() * 12);
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * (n % 2 ? alphabet.length : 16))];
    yield text;
  }
}

describe('word counts and whitespace display', () => {
  it('collapses whitespace runs and trims, leaving already tidy text as it is', () => {
    expect(normalizeSpace('  a \t b\r\n c ')).toBe('a b c');
    expect(normalizeSpace('a b')).toBe('a b');
  });

  it('agrees with the regular-expression definitions on thousands of mixed strings', () => {
    for (const text of samples(5000)) {
      expect(countWords(text), JSON.stringify(text)).toBe(wordsByPattern(text));
      expect(normalizeSpace(text), JSON.stringify(text)).toBe(spaceByPattern(text));
    }
  });

  it('reads a source in one pass as normalizeSpace, inlineText and countWords do in turn, codes included', () => {
    const withCodes = (text: string, n: number) => text.replaceAll('\u0001', inlineToken((n % 12) + 1));
    let n = 0;
    for (const text of samples(5000)) {
      const raw = withCodes(text, n++);
      for (const preserve of [false, true]) {
        const source = preserve ? raw : normalizeSpace(raw);
        const expected = { source, sourceText: inlineText(source), words: countWords(inlineText(source)) };
        expect(readSource(raw, preserve), JSON.stringify(raw)).toEqual(expected);
        expect(readSource(raw, preserve, inlineText(raw)), JSON.stringify(raw)).toEqual(expected);
      }
    }
    expect(readSource(`a${inlineToken(1)}b  c${inlineToken(2)} `, false)).toEqual({
      source: `a${inlineToken(1)}b c${inlineToken(2)}`,
      sourceText: 'ab c',
      words: 2,
    });
    // Two spaces around a code are in the text without codes, not in the source: nothing to collapse.
    const spaced = `a ${inlineToken(1)} b`;
    expect(readSource(spaced, false, 'a  b')).toEqual({ source: spaced, sourceText: 'a  b', words: 2 });
  });
});
