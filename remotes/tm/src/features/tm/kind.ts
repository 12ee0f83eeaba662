import { listKeys, tmApi } from '@tessera/shared';
import type { TranslationMemory } from '@tessera/shared/contract';
import type { ResourceScreenKind } from '@tessera/shared/resource-dialogs';
import { tmPath } from '../home/paths.ts';
import { tmKeys } from './queries.ts';

/** Translation memories as the shared create, import, rename and delete dialogs need them. */
export const tmKind: ResourceScreenKind<TranslationMemory> = {
  noun: 'Translation memory',
  // Loaded when a name is first checked: the screen itself does not download the contract's schemas.
  nameSchema: async () => (await import('@tessera/shared/contract')).TmName,
  sameLanguage: 'Choose a language other than the source.',
  listKey: listKeys.translationMemories,
  pathOf: tmPath,
  importNoun: 'translation memory',
  recordsNoun: 'units',
  oneKey: tmKeys.one,
  recordsKey: tmKeys.records,
  fetchOne: (id) => tmApi.getTranslationMemory(id),
  rename: (id, name) => tmApi.renameTranslationMemory(id, { name }),
  remove: (id) => tmApi.deleteTranslationMemory(id),
};
