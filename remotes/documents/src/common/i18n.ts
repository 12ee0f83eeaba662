import { defineMessages } from '@tessera/shared/i18n';
import english from '../locales/en/documents.arb';

/** This remote's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`../locales/${locale}/documents.arb`),
  () => import('../locales/en/documents.arb?pseudo'),
);
