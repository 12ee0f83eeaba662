import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The heights of a list's rows, each the estimate until it is measured, and where each row starts: the layout of
 * a virtualised list. Starts are summed again only after a height changed, in one pass (50k rows take well under
 * a millisecond).
 */
export class RowHeights {
  private heights = new Float64Array(0);
  private starts = new Float64Array(1);
  private stale = false;
  private readonly estimate: number;

  constructor(estimate: number) {
    this.estimate = estimate;
  }

  get count(): number {
    return this.heights.length;
  }

  /** A list of another length keeps the heights of the rows both have (a new filter shows other rows there). */
  resize(count: number): void {
    if (count === this.heights.length) return;
    const heights = new Float64Array(count).fill(this.estimate);
    heights.set(this.heights.subarray(0, Math.min(count, this.heights.length)));
    this.heights = heights;
    this.stale = true;
  }

  /** Records a row's measured height; says by how much the row grew (negative: shrank). */
  set(index: number, height: number): number {
    if (!(index >= 0 && index < this.count)) return 0;
    const growth = height - this.heights[index]!;
    if (growth !== 0) {
      this.heights[index] = height;
      this.stale = true;
    }
    return growth;
  }

  heightOf(index: number): number {
    return this.heights[index] ?? this.estimate;
  }

  startOf(index: number): number {
    return this.layout()[Math.min(Math.max(index, 0), this.count)]!;
  }

  get total(): number {
    return this.startOf(this.count);
  }

  /** The row under this offset from the list's top: the first row above it, the last one below it. */
  indexAt(offset: number): number {
    const starts = this.layout();
    let [low, high] = [0, this.count - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return Math.max(low, 0);
  }

  private layout(): Float64Array {
    if (!this.stale) return this.starts;
    const starts = new Float64Array(this.count + 1);
    for (let index = 0; index < this.count; index++) starts[index + 1] = starts[index]! + this.heights[index]!;
    this.starts = starts;
    this.stale = false;
    return starts;
  }
}

export type WindowRow = { index: number; key: string | number; start: number };

type Viewport = { top: number; height: number };

/** The rows on screen: from the one at the viewport's top to the one at its bottom. */
function visibleRows(heights: RowHeights, { top, height }: Viewport) {
  return { first: heights.indexAt(top), last: heights.indexAt(top + Math.max(height, 1) - 1) };
}

/** The rows to render: those on screen, `overscan` more each side, and the one to keep. */
function rowIndexes(count: number, visible: { first: number; last: number }, overscan: number, keep: number | null) {
  if (count === 0) return [];
  const first = Math.max(visible.first - overscan, 0);
  const last = Math.min(visible.last + overscan, count - 1);
  const indexes = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  if (keep === null || keep >= count || (keep >= first && keep <= last)) return indexes;
  return keep < first ? [keep, ...indexes] : [...indexes, keep];
}

/** Where a row's `data-index` says it is. */
const indexOf = (element: Element) => Number((element as HTMLElement).dataset.index);

/**
 * A virtualised list of `count` rows in a scrolling element: only the rows on screen (and `overscan` more each
 * side) are rendered, each placed at its `start` in a block of `total` height. Rows are measured where a browser
 * lays them out (give each `measure` as its ref, with a `data-index`); until then, and without layout (unit
 * tests), each is `estimate` high. A row above the viewport that grows pushes the scroll position down with it,
 * so what the reader sees stays put.
 */
export function useRowWindow({
  count,
  scroller,
  estimate,
  overscan,
  keep,
  keyOf,
}: {
  count: number;
  /** The scrolling element: the hook sets it through `scrollerRef`. */
  scroller: RefObject<HTMLElement | null>;
  estimate: number;
  overscan: number;
  /** A row rendered wherever it is (the open segment: its editor keeps its caret when it scrolls away). */
  keep: number | null;
  keyOf: (index: number) => string | number;
}) {
  const [heights] = useState(() => new RowHeights(estimate));
  heights.resize(count);
  const [, rerender] = useState(0);
  const viewport = useRef<Viewport>({ top: 0, height: 0 });
  const shown = useRef({ first: 0, last: 0 });
  const visible = visibleRows(heights, viewport.current);
  shown.current = visible;

  /** Renders again when the rows on screen changed: at once while scrolling, so no blank rows get painted. */
  const refresh = useCallback(
    (now: boolean) => {
      const next = visibleRows(heights, viewport.current);
      if (next.first === shown.current.first && next.last === shown.current.last) return;
      const bump = () => rerender((version) => version + 1);
      if (now) flushSync(bump);
      else bump();
    },
    [heights],
  );

  // Each measured row, with the index it was measured at: a row the list moved keeps its height at its new index.
  const [measured] = useState(() => new Map<Element, { index: number; height: number }>());
  const [rowObserver] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          const element = scroller.current;
          const firstOnScreen = heights.indexAt(viewport.current.top);
          let above = 0;
          let changed = false;
          for (const entry of entries) {
            if (!entry.target.isConnected) continue;
            const index = indexOf(entry.target);
            const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height;
            measured.set(entry.target, { index, height });
            const growth = heights.set(index, height);
            if (growth !== 0) changed = true;
            if (index < firstOnScreen) above += growth;
          }
          if (!changed) return;
          if (above !== 0 && element) element.scrollTop = viewport.current.top += above;
          rerender((version) => version + 1);
        }),
  );
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !rowObserver) return;
      rowObserver.observe(element);
      return () => {
        rowObserver.unobserve(element);
        measured.delete(element);
      };
    },
    [rowObserver, measured],
  );
  const rows: WindowRow[] = rowIndexes(count, visible, overscan, keep).map((index) => ({
    index,
    key: keyOf(index),
    start: heights.startOf(index),
  }));
  const placement = rows.map((row) => `${row.key}@${row.index}`).join(' ');
  useLayoutEffect(() => {
    let moved = false;
    for (const [element, row] of measured) {
      const index = indexOf(element);
      if (index === row.index) continue;
      measured.set(element, { index, height: row.height });
      if (heights.set(index, row.height) !== 0) moved = true;
    }
    if (moved) rerender((version) => version + 1);
  }, [placement, measured, heights]);

  const scrollerRef = useCallback(
    (element: HTMLElement | null) => {
      scroller.current = element;
      if (!element) return;
      // Where nothing is laid out (unit tests), the window's height stands in for the list's, so rows still render.
      const measureViewport = () => {
        viewport.current = { top: element.scrollTop, height: element.clientHeight || window.innerHeight };
      };
      const onScroll = () => {
        viewport.current.top = element.scrollTop;
        refresh(true);
      };
      const resized =
        typeof ResizeObserver === 'undefined'
          ? undefined
          : new ResizeObserver(() => {
              measureViewport();
              refresh(true);
            });
      measureViewport();
      refresh(false);
      element.addEventListener('scroll', onScroll, { passive: true });
      resized?.observe(element);
      return () => {
        element.removeEventListener('scroll', onScroll);
        resized?.disconnect();
        scroller.current = null;
      };
    },
    [scroller, refresh],
  );

  /** Scrolls as little as shows the row whole (its top, if it is taller than the viewport); says if it scrolled. */
  const reveal = useCallback(
    (index: number) => {
      const element = scroller.current;
      if (!element || index < 0 || index >= heights.count) return false;
      const { top, height } = viewport.current;
      const start = heights.startOf(index);
      const end = start + heights.heightOf(index);
      const target = start < top ? start : end > top + height ? Math.min(start, end - height) : top;
      if (Math.abs(target - top) < 1) return false;
      element.scrollTop = target;
      viewport.current.top = element.scrollTop;
      refresh(false);
      return true;
    },
    [scroller, heights, refresh],
  );
  const scrollToIndex = useCallback(
    (index: number) => {
      reveal(index);
      // The rows rendered there are measured in the next frames and may move it: show it again until it stays.
      let [frames, still] = [0, 0];
      const settle = () => {
        still = reveal(index) ? 0 : still + 1;
        if (still < 2 && ++frames < 10) requestAnimationFrame(settle);
      };
      requestAnimationFrame(settle);
    },
    [reveal],
  );

  return { rows, total: heights.total, measure, scrollerRef, scrollToIndex };
}
