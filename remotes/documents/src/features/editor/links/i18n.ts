import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/links.arb?translations';

/**
 * The words of the dialog of the document's memories, glossaries and match threshold: loaded with the dialog.
 * English bundled, every other language loaded when it is chosen.
 */
export const { useMessages, messagesIn } = defineCatalog<'links'>(translations);
