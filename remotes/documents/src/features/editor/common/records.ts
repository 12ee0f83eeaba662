import { keepPreviousData, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { PAGE_SIZE } from '@tessera/shared';
import * as documentsApi from '@tessera/shared/api/documents';
import type { DocumentRecord, DocumentRecordPage } from '@tessera/shared/contract';
import { recordsKey } from '../../../common/documentQueries.ts';

/** What the grid lists: the toolbar's filters, without the page (the grid loads the pages it shows). */
export type RecordsView = Omit<Parameters<typeof documentsApi.listDocumentRecords>[1], 'page'>;

/** The view lists fewer than every segment: some filter is set (in the whole document, an index is a position). */
export const viewIsFiltered = (view: RecordsView) =>
  (view.filter ?? 'all') !== 'all' ||
  view.open_in !== undefined ||
  (view.qa ?? 'any') !== 'any' ||
  Boolean(view.search) ||
  Boolean(view.changed_since) ||
  (view.comments ?? 'any') !== 'any' ||
  view.mt_below !== undefined ||
  view.screenshot !== undefined;

export const pageKey = (documentId: number, view: RecordsView, page: number) =>
  [...recordsKey(documentId), view, page] as const;

/**
 * The segments a filtered view keeps listed whatever its filters say (the server's `keep`): those opened in it, so
 * that a segment confirmed there stays in place, and the rows before the open one do not move, until the
 * translator refreshes the list or changes the filter.
 */
export type KeptRows = () => readonly number[];

const NOTHING_KEPT: KeptRows = () => [];

const fetchPage = (documentId: number, view: RecordsView, page: number, keep: KeptRows, signal?: AbortSignal) => {
  const ids = keep();
  return documentsApi.listDocumentRecords(
    documentId,
    { ...view, page, ...(ids.length > 0 ? { keep: ids.join(',') } : {}) },
    signal,
  );
};

/**
 * How near (in rows) the rows on screen may come to the end of a server page before the next page is loaded, and to
 * its start before the previous one is: a translator going on with Ctrl+Enter, or back with Alt+Up, finds the
 * segments there already loaded.
 */
export const PAGE_PREFETCH_ROWS = 30;

/**
 * The server pages a view needs: the first (it tells the length), those the rows `first`..`last` fall on, the
 * page of the open row (`active`, wherever the list has scrolled), and the next or previous page where those rows
 * come within PAGE_PREFETCH_ROWS of a page's end or start (`prefetched`, not counted as loading the list).
 */
export function pagesToLoad(first: number, last: number, active: number | null, total: number | undefined) {
  const shown = new Set([0]);
  const from = Math.floor(Math.max(first, 0) / PAGE_SIZE);
  const to = Math.floor(Math.max(last, first, 0) / PAGE_SIZE);
  for (let page = from; page <= to; page++) shown.add(page);
  if (active !== null && active >= 0) shown.add(Math.floor(active / PAGE_SIZE));
  const prefetched = new Set<number>();
  const lastPage = total === undefined ? undefined : Math.max(Math.ceil(total / PAGE_SIZE) - 1, 0);
  if (last % PAGE_SIZE >= PAGE_SIZE - PAGE_PREFETCH_ROWS && (lastPage === undefined || to + 1 <= lastPage))
    prefetched.add(to + 1);
  if (Math.max(first, 0) % PAGE_SIZE < PAGE_PREFETCH_ROWS && from > 0) prefetched.add(from - 1);
  for (const page of shown) prefetched.delete(page);
  return { shown: [...shown], prefetched: [...prefetched] };
}

/**
 * The segments of a view as one long list that is loaded where it is looked at: see pagesToLoad. 50k segments are
 * 500 pages; a screen shows one or two of them, and the next is loaded before the translator gets there.
 */
export function useRecordWindow(
  documentId: number,
  view: RecordsView,
  first: number,
  last: number,
  active: number | null = null,
  keep: KeptRows = NOTHING_KEPT,
) {
  const client = useQueryClient();
  // The length the view is known to have, for not asking a page past its end.
  const known = client.getQueryData<DocumentRecordPage>(pageKey(documentId, view, 0))?.total_rows;
  const { shown, prefetched } = pagesToLoad(first, last, active, known);
  const pages = [...shown, ...prefetched];
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: pageKey(documentId, view, page),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(documentId, view, page, keep, signal),
      // The first page gives the list its length: a new filter keeps the old length until its own arrives.
      placeholderData: page === 0 ? keepPreviousData : undefined,
    })),
  });
  const head = results[0]!;
  const { recordAt, indexOf, isKept } = useRecordLookup(
    pages,
    results.map((result) => (result.isPlaceholderData ? undefined : result.data)),
  );
  return {
    total: head.data?.total_rows,
    recordAt,
    indexOf,
    isKept,
    /** The first page of this view has arrived (the length is this view's, not the previous one's). */
    ready: head.data !== undefined && !head.isPlaceholderData,
    isPending: head.isPending,
    /** A page the screen shows is on its way (not one fetched ahead). */
    isFetching: results.slice(0, shown.length).some((result) => result.isFetching),
    error: head.error,
    refetch: () => void head.refetch(),
  };
}

type RecordLookup = {
  recordAt: (index: number) => DocumentRecord | undefined;
  /** Where a segment is in the view, if its page is loaded. */
  indexOf: (id: number) => number | undefined;
  /** The segment is listed only because the view keeps it: it no longer matches the filters. */
  isKept: (id: number) => boolean;
};

/**
 * The record at an index of the view among the pages loaded (`loaded[i]` is page `pages[i]`'s, if there), as one
 * function for as long as the same pages are loaded: the grid keys its rows with it, and the virtualised list
 * works out every row's key and offset again (50,000 on a large document) whenever that function changes.
 */
function useRecordLookup(pages: readonly number[], loaded: readonly (DocumentRecordPage | undefined)[]): RecordLookup {
  const last = useRef<{
    pages: readonly number[];
    loaded: readonly (DocumentRecordPage | undefined)[];
    lookup: RecordLookup;
  }>(null);
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((value, index) => value === b[index]);
  if (last.current && same(last.current.pages, pages) && same(last.current.loaded, loaded)) return last.current.lookup;
  const byPage = new Map<number, DocumentRecordPage>();
  loaded.forEach((page, index) => {
    if (page) byPage.set(pages[index]!, page);
  });
  const kept = new Set([...byPage.values()].flatMap((page) => page.kept_ids ?? []));
  const lookup: RecordLookup = {
    recordAt: (index) => byPage.get(Math.floor(index / PAGE_SIZE))?.records[index % PAGE_SIZE],
    indexOf: (id) => {
      for (const [page, data] of byPage) {
        const offset = data.records.findIndex((record) => record.id === id);
        if (offset !== -1) return page * PAGE_SIZE + offset;
      }
      return undefined;
    },
    isKept: (id) => kept.has(id),
  };
  last.current = { pages, loaded, lookup };
  return lookup;
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
  keep: KeptRows = NOTHING_KEPT,
): Promise<number | undefined> {
  for (let page = Math.floor(Math.max(from, 0) / PAGE_SIZE); page >= 0; page += direction) {
    const data = await client.fetchQuery({
      queryKey: pageKey(documentId, view, page),
      queryFn: ({ signal }) => fetchPage(documentId, view, page, keep, signal),
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
