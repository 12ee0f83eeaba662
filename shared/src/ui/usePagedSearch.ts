import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { searchText } from '../contract/plain.ts';
import { pageCount } from './Pagination.tsx';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Wait this long after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export type PageSearchUpdate = (next: { page?: number; search?: string }, options?: { replace?: boolean }) => void;

/**
 * Page (0-based, as the API) and search of a paged list, kept in the URL (`?page=&search=`) so reload, back
 * and shared links keep them. Other parameters in the URL are left alone.
 */
export function usePageSearchParams(): { page: number; search: string; update: PageSearchUpdate } {
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page') ?? '0');
  const page = Number.isInteger(pageParam) && pageParam >= 0 ? pageParam : 0;
  // As the server reads it: '?search=null' (a careless link) is no search, in the box and the summary too.
  const search = searchText(params.get('search') ?? undefined);

  const update = useCallback<PageSearchUpdate>(
    (next, options = {}) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) =>
            value ? updated.set(key, value) : updated.delete(key);
          if (next.search !== undefined) {
            set('search', next.search);
            // A new search starts on its first page.
            updated.delete('page');
          }
          if (next.page !== undefined) set('page', next.page > 0 ? String(next.page) : undefined);
          return updated;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return { page, search, update };
}

/**
 * usePageSearchParams plus the search box that drives it. The box and the URL follow each other: what the user
 * types goes into the URL once they pause (replace: no history entry per keystroke); a URL changed by
 * back/forward goes into the box. `typing` tells the two apart, so a stale box never overwrites the URL
 * someone navigated to.
 */
export function usePagedSearch(debounceMs = SEARCH_DEBOUNCE_MS) {
  const { page, search, update } = usePageSearchParams();
  const [searchInput, setSearchInput] = useState(search);
  const debouncedSearch = useDebouncedValue(searchInput, debounceMs);

  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current || debouncedSearch !== searchInput) return;
    typing.current = false;
    if (debouncedSearch !== search) update({ search: debouncedSearch }, { replace: true });
  }, [debouncedSearch, searchInput, search, update]);
  useEffect(() => {
    if (!typing.current) setSearchInput(search);
  }, [search]);
  const onSearchInput = (value: string) => {
    typing.current = true;
    setSearchInput(value);
  };

  return { page, search, update, searchInput, onSearchInput };
}

/** A delete can empty the last page of a list: step back to the page that now is the last one. */
export function useStepBackFromEmptyPage(
  list: { data?: { records: unknown[]; total_rows: number }; isPlaceholderData: boolean },
  page: number,
  pageSize: number,
  update: PageSearchUpdate,
) {
  const { data, isPlaceholderData } = list;
  useEffect(() => {
    if (data && data.records.length === 0 && page > 0 && !isPlaceholderData)
      update({ page: pageCount(data.total_rows, pageSize) - 1 }, { replace: true });
  }, [data, isPlaceholderData, page, pageSize, update]);
}
