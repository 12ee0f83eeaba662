import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory } from '@tessera/shared/contract';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { tmPath } from './paths.ts';
import { tmKeys } from './queries.ts';

/** Translation memories as the shared create, import, rename and delete dialogs and the TM's screen need them. */
export const tmKind: ResourceScreenKind<TranslationMemory> = {
  noun: 'Translation memory',
  plural: 'Translation memories',
  records: { one: 'unit', many: 'units', Many: 'Units', owner: 'translation memory' },
  keys: tmKeys,
  pathOf: tmPath,
  list: tmApi.listTranslationMemories,
  fetchOne: tmApi.getTranslationMemory,
  rename: tmApi.renameTranslationMemory,
  remove: tmApi.deleteTranslationMemory,
  managePermission: 'tm.manage',
  screen: {
    loading: 'Loading the translation memory…',
    back: 'Back to the home page',
    importLabel: 'Import TMX',
    deleteLabel: 'Delete memory',
    // The server refuses to delete a TM while its import runs.
    deleteWhileImporting: false,
    importing: (tm) => (tm.processing_progress >= 0.9 ? 'Building the search index…' : 'Importing translation units…'),
  },
};
