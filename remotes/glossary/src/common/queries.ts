import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listKeys } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import type { GlossaryRecordSort, SortOrder } from '@tessera/shared/contract';
import { resourceQueries } from '@tessera/shared/resource-dialogs';

/** Query keys and hooks of the glossary feature; ['glossaries'] is also the prefix of the home screen's list. */
export const { keys: glossaryKeys, useRefresh: useRefreshGlossary } = resourceQueries({
  key: 'glossary',
  listKey: listKeys.glossaries,
  fetchPage: glossaryApi.listGlossaryRecords,
});

/** A page of the glossary's records, searched and sorted; under the records' key, so a refresh reaches it. */
export function useGlossaryRecords(
  id: number,
  query: { page: number; search: string; sort: GlossaryRecordSort | undefined; order: SortOrder },
) {
  return useQuery({
    queryKey: [...glossaryKeys.records(id), query],
    queryFn: ({ signal }) => glossaryApi.listGlossaryRecords(id, query, signal),
    // Keep the current rows on screen while the next page, search or sort loads (no flashing table).
    placeholderData: keepPreviousData,
  });
}
