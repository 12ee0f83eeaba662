import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/home.arb?translations';

/** The words of this remote's sections of the home screen and their dialogs: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'home'>(translations);
