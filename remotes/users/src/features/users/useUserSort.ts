import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SortOrder, UserSort } from '@tessera/shared/contract';

/** The columns the users table sorts by, as the API names them (the contract's list, without loading it). */
const SORTS: readonly UserSort[] = ['name', 'email', 'role', 'last_sign_in', 'status'];

export interface UsersSorting {
  sort: UserSort;
  order: SortOrder;
  /** A column's header clicked: ascending first, then descending, then ascending again. */
  toggle: (column: UserSort) => void;
}

/**
 * The sort of the users table, kept in the URL (`?sort=email&order=desc`) beside the page and search, so reload and
 * shared links keep it; by name, ascending, when the URL says nothing. A new sort starts on the first page.
 */
export function useUserSort(): UsersSorting {
  const [params, setParams] = useSearchParams();
  const sort = SORTS.find((column) => column === params.get('sort')) ?? 'name';
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const toggle = useCallback(
    (column: UserSort) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        const nextOrder = column === sort && order === 'asc' ? 'desc' : 'asc';
        if (column === 'name') next.delete('sort');
        else next.set('sort', column);
        if (nextOrder === 'desc') next.set('order', 'desc');
        else next.delete('order');
        return next;
      }),
    [setParams, sort, order],
  );
  return { sort, order, toggle };
}
