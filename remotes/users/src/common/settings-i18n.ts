import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/settings.arb?translations';

/**
 * The words of the workspace's settings page (sign-in providers, machine translation, provisioning, token limits),
 * loaded with that page: the users page does not download them. English bundled, every other language loaded when
 * it is chosen.
 */
export const { useMessages, messagesIn } = defineCatalog<'settings'>(translations);
