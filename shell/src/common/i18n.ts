import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/shell.arb?translations';

/** The shell's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'shell'>(translations);
