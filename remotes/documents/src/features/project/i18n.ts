import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/project.arb';

/** The project's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/project.arb`),
  () => import('./locales/en/project.arb?pseudo'),
);
