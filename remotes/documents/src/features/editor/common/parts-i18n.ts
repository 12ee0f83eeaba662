import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/editor-parts.arb?translations';

/**
 * The words of the editor's parts that load on demand (find and replace, a segment's details, review notes and the
 * review dialog, the preview, spelling suggestions, the QA questions, the shortcut list, the repetitions offer):
 * with those parts, so that opening a document does not download them.
 */
export const { useMessages } = defineCatalog<'editor-parts'>(translations);
