import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowHeights, useRowWindow, type WindowRow } from './rowWindow.ts';

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

describe('the rows a virtualised list renders', () => {
  const listOf = (count: number, keep: number | null = null) => {
    const scroller = { current: null as HTMLElement | null };
    const hook = renderHook(
      ({ keep }) =>
        useRowWindow({ count, scroller, estimate: 40, overscan: 2, keep, keyOf: (index) => `row-${index}` }),
      { initialProps: { keep } },
    );
    const element = document.createElement('div');
    act(() => void hook.result.current.scrollerRef(element));
    return { ...hook, element };
  };
  // Without layout the window's height (happy-dom: 768 px) stands in for the list's: rows 0 to 19 are on screen.
  const indexes = (rows: readonly WindowRow[]) => rows.map((row) => row.index);

  it('renders the rows on screen and two more, each at its place, in a block as high as every row', () => {
    const { result } = listOf(1000);
    expect(indexes(result.current.rows)).toEqual(Array.from({ length: 22 }, (_, index) => index));
    expect(result.current.rows[3]).toEqual({ index: 3, key: 'row-3', start: 120 });
    expect(result.current.total).toBe(40_000);
  });

  it('keeps rendering the row to keep when it is far from the screen', () => {
    const { result, rerender } = listOf(1000, 500);
    expect(indexes(result.current.rows).at(-1)).toBe(500);
    expect(result.current.rows.at(-1)?.start).toBe(20_000);
    rerender({ keep: null });
    expect(indexes(result.current.rows)).not.toContain(500);
  });

  it('scrolls as little as shows a row below the screen whole, and renders the rows around it', () => {
    const { result, element } = listOf(1000);
    act(() => result.current.scrollToIndex(100));
    expect(element.scrollTop).toBe(101 * 40 - 768);
    expect(indexes(result.current.rows)).toEqual(Array.from({ length: 24 }, (_, index) => 79 + index));
  });

  it('renders nothing for an empty list', () => {
    expect(listOf(0).result.current.rows).toEqual([]);
  });
});
