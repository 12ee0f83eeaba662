import { describe, expect, it } from 'vitest';
import { countWords } from './words.ts';

describe('word counts', () => {
  it('counts runs of ASCII letters and digits as words', () => {
    expect(countWords('Click OK, then 2nd step_two')).toBe(6);
    expect(countWords('')).toBe(0);
  });

  it('counts every CJK ideograph or kana as a word, and other scripts by runs', () => {
    expect(countWords('日本語 テキスト café')).toBe(3 + 4 + 1);
  });
});
