import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/editor.arb?translations';

/** The editor's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'editor'>(translations);
