import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/screens.arb';

/** The words of this remote's screens (a document, a project, a QA report): English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/screens.arb`),
  () => import('./locales/en/screens.arb?pseudo'),
);
