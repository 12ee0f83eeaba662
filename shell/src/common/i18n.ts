import { defineMessages } from '@tessera/shared/i18n';
import english from '../locales/en/shell.arb';

/** The shell's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`../locales/${locale}/shell.arb`),
  () => import('../locales/en/shell.arb?pseudo'),
);
