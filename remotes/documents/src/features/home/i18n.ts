import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/home.arb';

/** The words of this remote's sections of the home screen and their dialogs: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/home.arb`),
  () => import('./locales/en/home.arb?pseudo'),
);
