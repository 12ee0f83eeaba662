import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/api-errors.arb';

/** The words for the API's error codes: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/api-errors.arb`),
  () => import('./locales/en/api-errors.arb?pseudo'),
);

/** Whether the catalogs have words for a message key (every key is in English). */
export const hasMessage = (key: string) => key in english;
