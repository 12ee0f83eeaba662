import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder } from '../contract/common.ts';

/** How a list is sorted now and what a click on a column's header does. */
export interface ColumnSorting<Column extends string> {
  /** The column sorted by; undefined is the list's own order (as added, as uploaded). */
  sort: Column | undefined;
  order: SortOrder;
  toggle: (column: Column) => void;
  /** What a click on the column's header sorts by next; undefined is back to the list's own order. */
  next: (column: Column) => SortOrder | undefined;
}

/**
 * A list's sort kept in the URL (`?sort=email&order=desc`) beside its page and search, so reload, back and shared
 * links keep it; a new sort starts on the first page. A header clicked sorts ascending, then descending, then goes
 * back to the list's own order; a list with a `defaultColumn` has no order of its own and sorts by that column when
 * the URL says nothing, so its third click is ascending again.
 */
export function useSortInUrl<Column extends string>(
  columns: readonly Column[],
  defaultColumn: Column,
): ColumnSorting<Column> & { sort: Column };
export function useSortInUrl<Column extends string>(columns: readonly Column[]): ColumnSorting<Column>;
export function useSortInUrl<Column extends string>(
  columns: readonly Column[],
  defaultColumn?: Column,
): ColumnSorting<Column> {
  const [params, setParams] = useSearchParams();
  const sort = columns.find((column) => column === params.get('sort')) ?? defaultColumn;
  const order: SortOrder = sort !== undefined && params.get('order') === 'desc' ? 'desc' : 'asc';
  const next = useCallback(
    (column: Column): SortOrder | undefined => {
      if (sort !== column) return 'asc';
      if (order === 'asc') return 'desc';
      return defaultColumn === undefined ? undefined : 'asc';
    },
    [sort, order, defaultColumn],
  );
  const toggle = useCallback(
    (column: Column) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const nextOrder = next(column);
        updated.delete('page');
        updated.delete('order');
        if (nextOrder === undefined || column === defaultColumn) updated.delete('sort');
        else updated.set('sort', column);
        if (nextOrder === 'desc') updated.set('order', 'desc');
        return updated;
      }),
    [setParams, next, defaultColumn],
  );
  return { sort, order, toggle, next };
}
