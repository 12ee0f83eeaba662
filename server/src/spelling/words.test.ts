import { describe, expect, it } from 'vitest';
import { wordsToCheck } from './words.ts';

const LATIN = /\p{Script=Latin}/u;
const words = (text: string) => wordsToCheck(text, LATIN).map((span) => span.word);

describe('wordsToCheck', () => {
  it('leaves out e-mail addresses and dotted names, wherever they stand', () => {
    expect(words('Write to a.b@example.com or open config.json, as the guide says.')).toEqual([
      'Write',
      'to',
      'or',
      'open',
      'as',
      'the',
      'guide',
      'says',
    ]);
  });

  it('checks no run of letters longer than a dictionary word, and reads a 100,000-character target whole', () => {
    const run = 'x'.repeat(100_000);
    expect(words(run)).toEqual([]);
    expect(words(`${'a.'.repeat(30_000)} ${'b@'.repeat(30_000)} Hause`)).toEqual(['Hause']);
    expect(words(`Donaudampfschifffahrtsgesellschaft ${'y'.repeat(101)}`)).toEqual([
      'Donaudampfschifffahrtsgesellschaft',
    ]);
  });
});
