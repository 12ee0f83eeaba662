import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { GlossaryRecordSort, SortOrder } from '@tessera/shared/contract';

/** The columns the records sort by, as the API names them (the contract's list, without loading it). */
const SORTS: readonly GlossaryRecordSort[] = ['source', 'target', 'status', 'changed'];

export interface RecordSort {
  sort: GlossaryRecordSort | undefined;
  order: SortOrder;
  /** A column's header clicked: ascending first, then descending, then the order the records were added. */
  toggle: (column: GlossaryRecordSort) => void;
}

/**
 * The sort of the records, kept in the URL (`?sort=source&order=desc`) beside the page and search, so reload and
 * shared links keep it. A new sort starts on the first page.
 */
export function useRecordSort(): RecordSort {
  const [params, setParams] = useSearchParams();
  const sort = SORTS.find((column) => column === params.get('sort'));
  const order: SortOrder = sort && params.get('order') === 'desc' ? 'desc' : 'asc';
  const toggle = useCallback(
    (column: GlossaryRecordSort) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        next.delete('order');
        if (sort !== column) next.set('sort', column);
        else if (order === 'asc') next.set('order', 'desc');
        else next.delete('sort');
        return next;
      }),
    [setParams, sort, order],
  );
  return { sort, order, toggle };
}
