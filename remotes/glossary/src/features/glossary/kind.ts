import { listKeys } from '@tessera/shared';
import * as glossaryApi from '@tessera/shared/api/glossary';
import type { Glossary } from '@tessera/shared/contract';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { glossaryPath } from '../home/paths.ts';
import { glossaryKeys } from './queries.ts';

/** Glossaries as the shared create, import, rename and delete dialogs and the glossary's screen need them. */
export const glossaryKind: ResourceScreenKind<Glossary> = {
  noun: 'Glossary',
  // Loaded when a name is first checked: the screen itself does not download the contract's schemas.
  nameSchema: async () => (await import('@tessera/shared/contract')).ResourceName,
  sameLanguage: 'Choose a language other than the source language.',
  listKey: listKeys.glossaries,
  pathOf: glossaryPath,
  importNoun: 'glossary',
  recordNoun: 'record',
  recordsNoun: 'records',
  oneKey: glossaryKeys.one,
  recordsKey: glossaryKeys.records,
  fetchOne: glossaryApi.getGlossary,
  rename: (id, name) => glossaryApi.renameGlossary(id, { name }),
  remove: (id) => glossaryApi.deleteGlossary(id),
  managePermission: 'glossary.manage',
  screen: {
    loading: 'Loading glossary…',
    breadcrumb: 'Glossaries',
    back: 'Back to all glossaries',
    importLabel: 'Import file',
    deleteLabel: 'Delete glossary',
    deleteWhileImporting: true,
    importing: (glossary) => (glossary.processing_status === 'processing' ? 'Importing records…' : 'Import queued…'),
  },
};
