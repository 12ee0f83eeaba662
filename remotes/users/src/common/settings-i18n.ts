import { defineMessages } from '@tessera/shared/i18n';
import english from '../locales/en/settings.arb';

/**
 * The words of the workspace's settings page (sign-in providers, machine translation, provisioning, token limits),
 * loaded with that page: the users page does not download them. English bundled, every other language loaded when
 * it is chosen.
 */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`../locales/${locale}/settings.arb`),
  () => import('../locales/en/settings.arb?pseudo'),
);
