import { defineMessages } from '@tessera/shared/i18n';
import english from '../locales/en/tm.arb';

/** This remote's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`../locales/${locale}/tm.arb`),
  () => import('../locales/en/tm.arb?pseudo'),
);
