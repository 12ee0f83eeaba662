import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tessera/shared';
import { isImportRunning } from '@tessera/shared/ui';
import type { ResourceScreenKind, ScreenResource } from './ResourceScreenDialogs.tsx';

/** How often a running import is polled for its progress. */
const IMPORT_POLL_MS = 1000;

/** One glossary or TM, polled while its import runs. */
export function useResource<T extends ScreenResource>(kind: ResourceScreenKind<T>, id: number) {
  return useQuery({
    queryKey: kind.keys.one(id),
    queryFn: ({ signal }) => kind.fetchOne(id, signal),
    // A missing resource stays missing: retrying a 404 only delays the "not found" message.
    retry: (failures, error) => !isApiError(error, 404) && !isApiError(error, 403) && failures < 1,
    refetchInterval: (query) => (isImportRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

export type ResourceQueriesOptions<Page> = {
  /** The first part of the keys of one resource: 'glossary', 'translation-memory'. */
  key: string;
  /** The home screen's list (listKeys); its first part is the prefix of every list of this kind. */
  listKey: readonly [string, ...string[]];
  fetchPage: (id: number, query: { page: number; search: string }, signal: AbortSignal) => Promise<Page>;
};

/**
 * The query keys of a resource with a screen of its own (a glossary, a translation memory), the hook of a page of
 * its records, and the one that refreshes what shows them after its records change.
 */
export function resourceQueries<Page>({ key, listKey, fetchPage }: ResourceQueriesOptions<Page>) {
  const keys = {
    list: listKey,
    one: (id: number) => [key, id] as const,
    records: (id: number) => [key, id, 'records'] as const,
    recordsPage: (id: number, page: number, search: string) => [key, id, 'records', { page, search }] as const,
  };

  function useRecords(id: number, page: number, search: string) {
    return useQuery({
      queryKey: keys.recordsPage(id, page, search),
      queryFn: ({ signal }) => fetchPage(id, { page, search }, signal),
      // Keep the current rows on screen while the next page or search loads (no flashing table).
      placeholderData: keepPreviousData,
    });
  }

  /** After records change: the pages, the resource's records_count (header) and the home list. */
  function useRefresh(id: number) {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.records(id) }),
        client.invalidateQueries({ queryKey: keys.one(id), exact: true }),
        client.invalidateQueries({ queryKey: listKey.slice(0, 1) }),
      ]);
  }

  return { keys, useRecords, useRefresh };
}
