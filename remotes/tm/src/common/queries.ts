import { listKeys } from '@tessera/shared';
import * as tmApi from '@tessera/shared/api/tm';
import { resourceQueries } from '@tessera/shared/resource-dialogs';

/** Query keys and hooks of the TM feature; ['translation-memories'] is also the prefix of the home screen's list. */
export const {
  keys: tmKeys,
  useRecords: useTmRecords,
  useRefresh: useRefreshTm,
} = resourceQueries({
  key: 'translation-memory',
  listKey: listKeys.translationMemories,
  fetchPage: tmApi.listTmRecords,
});
