import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { glossaryApi, isApiError, listKeys } from '@tessera/shared';
import { isImportRunning } from '@tessera/shared/ui';

/** Query keys of the glossary feature; ['glossaries'] is also the prefix of the home screen's list. */
export const glossaryKeys = {
  list: listKeys.glossaries,
  one: (id: number) => ['glossary', id] as const,
  records: (id: number) => ['glossary', id, 'records'] as const,
  recordsPage: (id: number, page: number, search: string) => ['glossary', id, 'records', { page, search }] as const,
};

/** How often a running import is polled for its progress. */
export const IMPORT_POLL_MS = 1000;

export function useGlossary(id: number) {
  return useQuery({
    queryKey: glossaryKeys.one(id),
    queryFn: ({ signal }) => glossaryApi.getGlossary(id, signal),
    // A missing glossary stays missing: retrying a 404 only delays the "not found" message.
    retry: (failures, error) => !isApiError(error, 404) && !isApiError(error, 403) && failures < 1,
    refetchInterval: (query) => (isImportRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

export function useGlossaryRecords(id: number, page: number, search: string) {
  return useQuery({
    queryKey: glossaryKeys.recordsPage(id, page, search),
    queryFn: ({ signal }) => glossaryApi.listGlossaryRecords(id, { page, search }, signal),
    // Keep the current rows on screen while the next page or search loads (no flashing table).
    placeholderData: keepPreviousData,
  });
}

/** After records change: the page lists and the glossary's records_count (header and home list). */
export function useRefreshGlossary(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: glossaryKeys.records(id) }),
      client.invalidateQueries({ queryKey: glossaryKeys.one(id), exact: true }),
      client.invalidateQueries({ queryKey: ['glossaries'] }),
    ]);
}
