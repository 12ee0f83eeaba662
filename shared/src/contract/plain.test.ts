import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  SEARCH_COUNT_LIMIT,
  SEGMENT_STATUSES,
  searchTotal,
  segmentStatusLabel,
  totalFromPage,
} from './plain.ts';

describe('totalFromPage', () => {
  it.each([
    ['a partly filled page is the last: the rows before it and on it', 3, 42, 3 * PAGE_SIZE + 42],
    ['an empty first page: nothing at all', 0, 0, 0],
    ['a full page: more may follow', 3, PAGE_SIZE, undefined],
    ['an empty page past the first: the list may have ended earlier', 3, 0, undefined],
  ])('%s', (_rule, page, onPage, total) => {
    expect(totalFromPage(page, onPage)).toBe(total);
  });
});

describe('searchTotal', () => {
  it('answers the exact count within the limit', () => {
    expect(searchTotal(0, PAGE_SIZE, 640)).toEqual({ total_rows: 640 });
  });

  it('caps the count beyond the limit', () => {
    expect(searchTotal(9, PAGE_SIZE, SEARCH_COUNT_LIMIT + 1)).toEqual({
      total_rows: SEARCH_COUNT_LIMIT,
      total_rows_capped: true,
    });
  });

  it('gives the last page its exact total, however many were counted', () => {
    expect(searchTotal(12, 7, SEARCH_COUNT_LIMIT + 1)).toEqual({ total_rows: 12 * PAGE_SIZE + 7 });
  });
});

describe('segmentStatusLabel', () => {
  it("calls a translator's confirmation (the API's approved) confirmed, and a reviewer's reviewed", () => {
    expect(segmentStatusLabel('approved')).toBe('confirmed');
    expect(segmentStatusLabel('reviewed')).toBe('reviewed');
  });

  it('writes the hyphenated statuses as words', () => {
    expect(segmentStatusLabel('needs-translation')).toBe('needs translation');
    expect(segmentStatusLabel('needs-review')).toBe('needs review');
  });

  it('gives every status a label of its own, so no two badges read alike', () => {
    const labels = SEGMENT_STATUSES.map(segmentStatusLabel);
    expect(new Set(labels).size).toBe(SEGMENT_STATUSES.length);
  });
});
