import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory } from '@tessera/shared/contract';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { messagesIn } from './i18n.ts';
import { tmPath } from './paths.ts';
import { tmKeys } from './queries.ts';

/** A word of the kind in the active locale, looked up each time the shared kit reads it (not at module load). */
const word = (key: string) => messagesIn()(key);

/** Translation memories as the shared create, import, rename and delete dialogs and the TM's screen need them. */
export const tmKind: ResourceScreenKind<TranslationMemory> = {
  id: 'tm',
  get noun() {
    return word('tmNoun');
  },
  get plural() {
    return word('tmPlural');
  },
  records: {
    kind: 'unit',
    get one() {
      return word('tmUnitNoun');
    },
    get many() {
      return word('tmUnitsNoun');
    },
    get Many() {
      return word('tmUnitsTitle');
    },
    get owner() {
      return word('tmOwnerNoun');
    },
  },
  keys: tmKeys,
  pathOf: tmPath,
  list: tmApi.listTranslationMemories,
  fetchOne: tmApi.getTranslationMemory,
  rename: tmApi.renameTranslationMemory,
  remove: tmApi.deleteTranslationMemory,
  managePermission: 'tm.manage',
  screen: {
    get loading() {
      return word('tmLoading');
    },
    get back() {
      return word('tmBackHome');
    },
    get importLabel() {
      return word('tmImportTmxInto');
    },
    get deleteLabel() {
      return word('tmDelete');
    },
    // The server refuses to delete a TM while its import runs.
    deleteWhileImporting: false,
    importing: (tm) => word(tm.processing_progress >= 0.9 ? 'tmBuildingIndex' : 'tmImportingUnits'),
  },
};
