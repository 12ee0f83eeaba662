import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, listKeys, tmApi } from '@tessera/shared';
import { isImportRunning } from '@tessera/shared/ui';

/** Query keys of the TM feature; ['translation-memories'] is also the prefix of the home screen's list. */
export const tmKeys = {
  list: listKeys.translationMemories,
  one: (id: number) => ['translation-memory', id] as const,
  records: (id: number) => ['translation-memory', id, 'records'] as const,
  recordsPage: (id: number, page: number, search: string) =>
    ['translation-memory', id, 'records', { page, search }] as const,
};

/** How often a running import is polled for its progress. */
export const IMPORT_POLL_MS = 1000;

export function useTranslationMemory(id: number) {
  return useQuery({
    queryKey: tmKeys.one(id),
    queryFn: ({ signal }) => tmApi.getTranslationMemory(id, signal),
    retry: (failures, error) => !isApiError(error, 404) && !isApiError(error, 403) && failures < 1,
    refetchInterval: (query) => (isImportRunning(query.state.data) ? IMPORT_POLL_MS : false),
  });
}

export function useTmRecords(id: number, page: number, search: string) {
  return useQuery({
    queryKey: tmKeys.recordsPage(id, page, search),
    queryFn: ({ signal }) => tmApi.listTmRecords(id, { page, search }, signal),
    placeholderData: keepPreviousData,
  });
}

/** After units change: the pages, the TM's unit count (header) and the home list. */
export function useRefreshTm(id: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tmKeys.records(id) }),
      client.invalidateQueries({ queryKey: tmKeys.one(id), exact: true }),
      client.invalidateQueries({ queryKey: ['translation-memories'] }),
    ]);
}
