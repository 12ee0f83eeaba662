import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en.arb';

/** The project's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}.arb`),
  () => import('./locales/en.arb?pseudo'),
);
