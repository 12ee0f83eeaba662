import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/client-errors.arb';

/** The client's own words for a failed call (no answer, a refusal…): English bundled, other languages when chosen. */
export const { messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/client-errors.arb`),
  () => import('./locales/en/client-errors.arb?pseudo'),
);
