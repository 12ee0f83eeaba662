import * as glossaryApi from '@tessera/shared/api/glossary';
import type { Glossary } from '@tessera/shared/contract';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { glossaryPath } from './paths.ts';
import { glossaryKeys } from './queries.ts';

/** Glossaries as the shared create, import, rename and delete dialogs and the glossary's screen need them. */
export const glossaryKind: ResourceScreenKind<Glossary> = {
  noun: 'Glossary',
  plural: 'Glossaries',
  records: { one: 'record', many: 'records', Many: 'Records', owner: 'glossary' },
  keys: glossaryKeys,
  pathOf: glossaryPath,
  list: glossaryApi.listGlossaries,
  fetchOne: glossaryApi.getGlossary,
  rename: glossaryApi.renameGlossary,
  remove: glossaryApi.deleteGlossary,
  managePermission: 'glossary.manage',
  screen: {
    loading: 'Loading glossary…',
    back: 'Back to all glossaries',
    importLabel: 'Import file',
    deleteLabel: 'Delete glossary',
    deleteWhileImporting: true,
    importing: (glossary) => (glossary.processing_status === 'processing' ? 'Importing records…' : 'Import queued…'),
  },
};
