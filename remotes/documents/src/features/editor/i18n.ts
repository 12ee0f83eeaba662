import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/editor.arb';

/** The editor's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/editor.arb`),
  () => import('./locales/en/editor.arb?pseudo'),
);
