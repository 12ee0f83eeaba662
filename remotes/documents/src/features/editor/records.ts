import { keepPreviousData, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { PAGE_SIZE } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { DocumentRecord, DocumentRecordPage } from '@tessera/shared/contract';
import { recordsKey } from '../documents/queries.ts';

/** What the grid lists: the toolbar's filters, without the page (the grid loads the pages it shows). */
export type RecordsView = Omit<Parameters<typeof documentsApi.listDocumentRecords>[1], 'page'>;

export const pageKey = (documentId: number, view: RecordsView, page: number) =>
  [...recordsKey(documentId), view, page] as const;

const fetchPage = (documentId: number, view: RecordsView, page: number, signal?: AbortSignal) =>
  documentsApi.listDocumentRecords(documentId, { ...view, page }, signal);

/**
 * The segments of a view as one long list that is loaded where it is looked at: the server's pages that the
 * visible rows (`first`..`last`, indexes in the view) fall on, plus the first page, which tells the length.
 * 50k segments are 500 pages; a screen shows one or two of them.
 */
export function useRecordWindow(documentId: number, view: RecordsView, first: number, last: number) {
  const pages = useMemo(() => {
    const wanted = new Set([0]);
    for (
      let page = Math.floor(Math.max(first, 0) / PAGE_SIZE);
      page <= Math.floor(Math.max(last, first, 0) / PAGE_SIZE);
      page++
    )
      wanted.add(page);
    return [...wanted];
  }, [first, last]);
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: pageKey(documentId, view, page),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(documentId, view, page, signal),
      // The first page gives the list its length: a new filter keeps the old length until its own arrives.
      placeholderData: page === 0 ? keepPreviousData : undefined,
    })),
  });
  const head = results[0]!;
  const loaded = new Map<number, DocumentRecordPage>();
  results.forEach((result, index) => {
    if (result.data && !result.isPlaceholderData) loaded.set(pages[index]!, result.data);
  });
  const recordAt = (index: number): DocumentRecord | undefined =>
    loaded.get(Math.floor(index / PAGE_SIZE))?.records[index % PAGE_SIZE];
  return {
    total: head.data?.total_rows,
    recordAt,
    /** The first page of this view has arrived (the length is this view's, not the previous one's). */
    ready: head.data !== undefined && !head.isPlaceholderData,
    isPending: head.isPending,
    isFetching: results.some((result) => result.isFetching),
    error: head.error,
    refetch: () => void head.refetch(),
  };
}

/**
 * The first index at or after `from` (or at or before it, going back) whose record passes `test`, reading the
 * pages of the view from the cache or the server as the search goes. Undefined when there is none.
 */
export async function findIndex(
  client: QueryClient,
  documentId: number,
  view: RecordsView,
  from: number,
  direction: 1 | -1,
  test: (record: DocumentRecord) => boolean,
): Promise<number | undefined> {
  for (let page = Math.floor(Math.max(from, 0) / PAGE_SIZE); page >= 0; page += direction) {
    const data = await client.fetchQuery({
      queryKey: pageKey(documentId, view, page),
      queryFn: ({ signal }) => fetchPage(documentId, view, page, signal),
      staleTime: 30_000,
    });
    const start = page * PAGE_SIZE;
    const indexes = data.records.map((_, offset) => start + offset);
    for (const index of direction === 1 ? indexes : indexes.reverse()) {
      if ((direction === 1 ? index >= from : index <= from) && test(data.records[index - start]!)) return index;
    }
    if (direction === 1 && start + PAGE_SIZE >= data.total_rows) return undefined;
  }
  return undefined;
}

/** Puts a saved record in place in every cached page (the grid does not jump, even when it no longer matches a filter). */
export function useReplaceRecord(documentId: number) {
  const client = useQueryClient();
  return useCallback(
    (saved: DocumentRecord) =>
      client.setQueriesData<DocumentRecordPage>({ queryKey: recordsKey(documentId) }, (page) =>
        page && page.records.some((record) => record.id === saved.id)
          ? { ...page, records: page.records.map((record) => (record.id === saved.id ? saved : record)) }
          : page,
      ),
    [client, documentId],
  );
}
