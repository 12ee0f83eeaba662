import { useCallback, useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';

/** One-line rows are 33 px (the measured height of a row with one line of 14 px text): 20 fit above the fold at 1366x768. */
export const ROW_ESTIMATE = 33;

/** The first and last index of the rows on screen (and around it, the open row aside): the pages of the view to load. */
export type RowRange = { first: number; last: number };

/**
 * The grid's rows as a virtualised list: only the rows on screen exist (50k segments scroll like 50), the open
 * row among them wherever it has scrolled, rows measured as the browser lays them out. `onRange` hears which
 * rows are on screen, so that their pages are loaded.
 */
export function useGridScrolling({
  scroller,
  count,
  active,
  keyOf,
  onRange,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  count: number;
  /** The open row's index, null when none is open. */
  active: number | null;
  /** A row's key: its segment's id once loaded. */
  keyOf: (index: number) => number;
  onRange: Dispatch<SetStateAction<RowRange>>;
}) {
  // The active row stays rendered when it scrolls away, so its editor (and caret, and selection) survive.
  const rangeExtractor = useCallback(
    (visible: Range) => {
      const indexes = defaultRangeExtractor(visible);
      if (active === null || active >= visible.count || indexes.includes(active)) return indexes;
      return [...indexes, active].sort((a, b) => a - b);
    },
    [active],
  );
  // oxlint-disable-next-line react/incompatible-library -- the project does not use the React Compiler
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 12,
    rangeExtractor,
    getItemKey: keyOf,
    // Where nothing is laid out (unit tests), the window's height stands in for the list's, so rows still render.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) =>
        callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
      ),
    // Rows are measured where a browser lays them out; without layout (unit tests) every row keeps the estimate.
    measureElement: (element) => element.getBoundingClientRect().height || ROW_ESTIMATE,
  });
  const items = virtualizer.getVirtualItems();
  // The rows on screen and around it, without the open row when it scrolled far away: the pages between are not wanted.
  const indexes = new Set(items.map((item) => item.index));
  const around = items.filter(
    (item) => item.index !== active || indexes.has(item.index - 1) || indexes.has(item.index + 1),
  );
  const first = around[0]?.index ?? 0;
  const last = around.at(-1)?.index ?? 40;
  useEffect(() => {
    onRange((before) => (before.first === first && before.last === last ? before : { first, last }));
  }, [first, last, onRange]);
  return { virtualizer, items };
}
