import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const hit = (text: string) => ({ text, hit: true });
const plain = (text: string) => ({ text, hit: false });

describe('highlightParts', () => {
  it('cuts the text into plain and highlighted runs', () => {
    expect(
      highlightParts('Save the file now', [
        [0, 4],
        [9, 13],
      ]),
    ).toEqual([hit('Save'), plain(' the '), hit('file'), plain(' now')]);
  });

  it('gives the whole text as plain without ranges, and nothing for an empty text', () => {
    expect(highlightParts('Save', [])).toEqual([plain('Save')]);
    expect(highlightParts('', [[0, 3]])).toEqual([]);
  });

  it('clips ranges past the end and skips overlapping or empty ones', () => {
    expect(highlightParts('abcdef', [[4, 99]])).toEqual([plain('abcd'), hit('ef')]);
    expect(
      highlightParts('abcdef', [
        [0, 3],
        [2, 4],
        [5, 5],
      ]),
    ).toEqual([hit('abc'), hit('d'), plain('ef')]);
  });
});
