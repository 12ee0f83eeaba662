import { defineMessages } from '@tessera/shared/i18n';
import english from '../locales/en/sign-in.arb';

/**
 * The words of the pages before sign-in (starting up, signing in, accepting an invitation): a catalog of their own,
 * so the sign-in page does not download the signed-in app's words.
 */
export const { useMessages: useSignInMessages } = defineMessages(
  english,
  (locale) => import(`../locales/${locale}/sign-in.arb`),
  () => import('../locales/en/sign-in.arb?pseudo'),
);
