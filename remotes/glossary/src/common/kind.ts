import * as glossaryApi from '@tessera/shared/api/glossary';
import type { Glossary } from '@tessera/shared/contract';
import type { Message } from '@tessera/shared/i18n/catalog';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { messagesIn } from './i18n.ts';
import { glossaryPath } from './paths.ts';
import { glossaryKeys } from './queries.ts';
import * as glossaryWords from '../locales/en/glossary.arb';

/** A word of the kind in the active locale, looked up each time the shared kit reads it (not at module load). */
const word = (message: Message<'glossary'>) => messagesIn()(message);

/** Glossaries as the shared create, import, rename and delete dialogs and the glossary's screen need them. */
export const glossaryKind: ResourceScreenKind<Glossary> = {
  id: 'glossary',
  get noun() {
    return word(glossaryWords.glossaryNoun);
  },
  get plural() {
    return word(glossaryWords.glossaryPlural);
  },
  records: {
    kind: 'record',
    get one() {
      return word(glossaryWords.glossaryRecordNoun);
    },
    get many() {
      return word(glossaryWords.glossaryRecordsNoun);
    },
    get Many() {
      return word(glossaryWords.glossaryRecordsTitle);
    },
    get owner() {
      return word(glossaryWords.glossaryOwnerNoun);
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
      return word(glossaryWords.glossaryLoading);
    },
    get back() {
      return word(glossaryWords.glossaryBackToAll);
    },
    get importLabel() {
      return word(glossaryWords.glossaryImportFile);
    },
    get deleteLabel() {
      return word(glossaryWords.glossaryDelete);
    },
    deleteWhileImporting: true,
    importing: (glossary) =>
      word(
        glossary.processing_status === 'processing'
          ? glossaryWords.glossaryImportingRecords
          : glossaryWords.glossaryImportQueued,
      ),
  },
};
