import * as glossaryApi from '@tessera/shared/api/glossary';
import type { Glossary } from '@tessera/shared/contract';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { messagesIn } from './i18n.ts';
import { glossaryPath } from './paths.ts';
import { glossaryKeys } from './queries.ts';

/** A word of the kind in the active locale, looked up each time the shared kit reads it (not at module load). */
const word = (key: string) => messagesIn()(key);

/** Glossaries as the shared create, import, rename and delete dialogs and the glossary's screen need them. */
export const glossaryKind: ResourceScreenKind<Glossary> = {
  id: 'glossary',
  get noun() {
    return word('glossaryNoun');
  },
  get plural() {
    return word('glossaryPlural');
  },
  records: {
    kind: 'record',
    get one() {
      return word('glossaryRecordNoun');
    },
    get many() {
      return word('glossaryRecordsNoun');
    },
    get Many() {
      return word('glossaryRecordsTitle');
    },
    get owner() {
      return word('glossaryOwnerNoun');
    },
  },
  keys: glossaryKeys,
  pathOf: glossaryPath,
  list: glossaryApi.listGlossaries,
  fetchOne: glossaryApi.getGlossary,
  rename: glossaryApi.renameGlossary,
  remove: glossaryApi.deleteGlossary,
  managePermission: 'glossary.manage',
  screen: {
    get loading() {
      return word('glossaryLoading');
    },
    get back() {
      return word('glossaryBackToAll');
    },
    get importLabel() {
      return word('glossaryImportFile');
    },
    get deleteLabel() {
      return word('glossaryDelete');
    },
    deleteWhileImporting: true,
    importing: (glossary) =>
      word(glossary.processing_status === 'processing' ? 'glossaryImportingRecords' : 'glossaryImportQueued'),
  },
};
