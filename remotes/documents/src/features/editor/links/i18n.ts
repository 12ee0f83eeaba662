import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/links.arb';

/**
 * The words of the dialog of the document's memories, glossaries and match threshold: loaded with the dialog.
 * English bundled, every other language loaded when it is chosen.
 */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/links.arb`),
  () => import('./locales/en/links.arb?pseudo'),
);
