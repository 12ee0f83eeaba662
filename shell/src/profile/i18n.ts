import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/profile.arb';

/** The profile page's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/profile.arb`),
  () => import('./locales/en/profile.arb?pseudo'),
);
