import { listKeys } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import { resourceQueries } from '@tessera/shared/resource-dialogs';

/** Query keys and hooks of the glossary feature; ['glossaries'] is also the prefix of the home screen's list. */
export const {
  keys: glossaryKeys,
  useRecords: useGlossaryRecords,
  useRefresh: useRefreshGlossary,
} = resourceQueries({
  key: 'glossary',
  listKey: listKeys.glossaries,
  fetchPage: glossaryApi.listGlossaryRecords,
});
