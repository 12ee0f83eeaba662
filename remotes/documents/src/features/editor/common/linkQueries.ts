import * as matchingApi from '@tessera/shared/api/matching';
import { documentSetting } from './settings.ts';

/** The translation memories the document uses, in priority order. */
export const { key: tmLinksKey, useSetting: useTmLinks } = documentSetting(
  'tm-links',
  matchingApi.getDocumentTranslationMemories,
);

/** The glossaries the document uses, in priority order. */
export const { key: glossaryLinksKey, useSetting: useGlossaryLinks } = documentSetting(
  'glossary-links',
  matchingApi.getDocumentGlossaries,
);
