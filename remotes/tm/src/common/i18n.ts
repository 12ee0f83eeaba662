import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/tm.arb?translations';

/** This remote's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'tm'>(translations);
