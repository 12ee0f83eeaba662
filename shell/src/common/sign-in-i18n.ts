import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/sign-in.arb?translations';

/**
 * The words of the pages before sign-in (starting up, signing in, accepting an invitation): a catalog of their own,
 * so the sign-in page does not download the signed-in app's words.
 */
export const { useMessages: useSignInMessages } = defineCatalog<'sign-in'>(translations);
