import * as tmApi from '@tessera/shared/api/tm';
import type { TranslationMemory } from '@tessera/shared/contract';
import type { Message } from '@tessera/shared/i18n/catalog';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { messagesIn } from './i18n.ts';
import { tmPath } from './paths.ts';
import { tmKeys } from './queries.ts';
import * as tmWords from '../locales/en/tm.arb';

/** A word of the kind in the active locale, looked up each time the shared kit reads it (not at module load). */
const word = (message: Message<'tm'>) => messagesIn()(message);

/** Translation memories as the shared create, import, rename and delete dialogs and the TM's screen need them. */
export const tmKind: ResourceScreenKind<TranslationMemory> = {
  id: 'tm',
  get noun() {
    return word(tmWords.tmNoun);
  },
  get plural() {
    return word(tmWords.tmPlural);
  },
  records: {
    kind: 'unit',
    get one() {
      return word(tmWords.tmUnitNoun);
    },
    get many() {
      return word(tmWords.tmUnitsNoun);
    },
    get Many() {
      return word(tmWords.tmUnitsTitle);
    },
    get owner() {
      return word(tmWords.tmOwnerNoun);
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
      return word(tmWords.tmLoading);
    },
    get back() {
      return word(tmWords.tmBackHome);
    },
    get importLabel() {
      return word(tmWords.tmImportTmxInto);
    },
    get deleteLabel() {
      return word(tmWords.tmDelete);
    },
    // The server refuses to delete a TM while its import runs.
    deleteWhileImporting: false,
    importing: (tm) => word(tm.processing_progress >= 0.9 ? tmWords.tmBuildingIndex : tmWords.tmImportingUnits),
  },
};
