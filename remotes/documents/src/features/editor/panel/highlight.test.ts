import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('cuts the text into plain and highlighted runs', () => {
    expect(
      highlightParts('Save the file now', [
        [0, 4],
        [9, 13],
      ]),
    ).toEqual([
      { text: 'Save', hit: true },
      { text: ' the ', hit: false },
      { text: 'file', hit: true },
      { text: ' now', hit: false },
    ]);
  });

  it('gives the whole text as plain without ranges, and nothing for an empty text', () => {
    expect(highlightParts('Save', [])).toEqual([{ text: 'Save', hit: false }]);
    expect(highlightParts('', [[0, 3]])).toEqual([]);
  });

  it('clips ranges past the end and skips overlapping or empty ones', () => {
    expect(highlightParts('abcdef', [[4, 99]])).toEqual([
      { text: 'abcd', hit: false },
      { text: 'ef', hit: true },
    ]);
    expect(
      highlightParts('abcdef', [
        [0, 3],
        [2, 4],
        [5, 5],
      ]),
    ).toEqual([
      { text: 'abc', hit: true },
      { text: 'd', hit: true },
      { text: 'ef', hit: false },
    ]);
  });
});
