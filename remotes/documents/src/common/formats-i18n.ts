import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/formats.arb?translations';

/** The names of document formats and of analysis bands, which the home screen's lists show too: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'formats'>(translations);
