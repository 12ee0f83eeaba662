/**
 * A home list shown a page at a time from the server: the page asked for, its rows for ListSection, the total for
 * the pager, and a step back to the last page there is when the page shown was emptied elsewhere.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { lazyPart } from '@tessera/shared/ui';
import { messagesIn } from './i18n.ts';
import * as homeWords from './locales/en/home.arb';

export const Pagination = lazyPart(() => import('@tessera/shared/ui/lists'), 'Pagination', {
  what: () => messagesIn()(homeWords.homeDocumentPages),
});

interface Page<T> {
  records: T[];
  total_rows: number;
}

export function usePagedList<T>({
  key,
  pageSize,
  fetchPage,
  refetchWhile,
}: {
  /** The list's query key: whatever refreshes the list (an upload, a deletion) refreshes its pages. */
  key: QueryKey;
  pageSize: number;
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>;
  /** Only the page shown is asked again, every 1.5 s, while one of its rows says so (a document being read). */
  refetchWhile?: (row: T) => boolean;
}) {
  const [page, setPage] = useState(0);
  const pageQuery = {
    queryKey: [...key, { page, limit: pageSize }],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(page, signal),
    placeholderData: keepPreviousData,
  };
  const query = useQuery({
    ...pageQuery,
    select: (found: Page<T>) => found.records,
    refetchInterval: (q) => (refetchWhile && q.state.data?.records.some(refetchWhile) ? 1500 : false),
  });
  // The same request (one fetch, one cache entry), read for its total.
  const total = useQuery({ ...pageQuery, select: (found: Page<T>) => found.total_rows }).data ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [query.isSuccess, query.isPlaceholderData, page, lastPage]);
  return { query, page, setPage, total, paged: total > pageSize };
}
