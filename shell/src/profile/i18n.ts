import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/profile.arb?translations';

/** The profile page's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'profile'>(translations);
