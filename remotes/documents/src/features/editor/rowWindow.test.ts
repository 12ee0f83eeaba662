import { describe, expect, it } from 'vitest';
import { RowHeights } from './rowWindow.ts';

const rows = (count: number, estimate = 33) => {
  const heights = new RowHeights(estimate);
  heights.resize(count);
  return heights;
};

describe('the layout of a virtualised list', () => {
  it('places rows not measured yet one estimate apart', () => {
    const heights = rows(4);
    expect([0, 1, 2, 3].map((index) => heights.startOf(index))).toEqual([0, 33, 66, 99]);
    expect(heights.total).toBe(132);
  });

  it('moves the rows after a measured row by what it grew, and says how much that was', () => {
    const heights = rows(4);
    expect(heights.set(1, 66)).toBe(33);
    expect(heights.set(1, 66)).toBe(0);
    expect([0, 1, 2, 3].map((index) => heights.startOf(index))).toEqual([0, 33, 99, 132]);
    expect(heights.heightOf(1)).toBe(66);
    expect(heights.total).toBe(165);
  });

  it('ignores measurements of rows the list no longer has', () => {
    const heights = rows(2);
    expect(heights.set(2, 100)).toBe(0);
    expect(heights.set(-1, 100)).toBe(0);
    expect(heights.total).toBe(66);
  });

  it('finds the row under an offset, the last row past the end and the first above the top', () => {
    const heights = rows(3);
    heights.set(0, 50);
    expect(heights.indexAt(-10)).toBe(0);
    expect(heights.indexAt(49)).toBe(0);
    expect(heights.indexAt(50)).toBe(1);
    expect(heights.indexAt(83)).toBe(2);
    expect(heights.indexAt(10_000)).toBe(2);
    expect(rows(0).indexAt(0)).toBe(0);
  });

  it('keeps the heights of the rows a longer or shorter list still has', () => {
    const heights = rows(3);
    heights.set(0, 40);
    heights.set(2, 40);
    heights.resize(2);
    expect(heights.total).toBe(73);
    heights.resize(4);
    expect([0, 1, 2, 3].map((index) => heights.heightOf(index))).toEqual([40, 33, 33, 33]);
  });

  it('moves the last of 50,000 rows by what a row near the top grew', () => {
    const heights = rows(50_000);
    heights.set(10, 66);
    expect(heights.startOf(49_999)).toBe(49_999 * 33 + 33);
    expect(heights.indexAt(49_999 * 33 + 40)).toBe(49_999);
  });
});
