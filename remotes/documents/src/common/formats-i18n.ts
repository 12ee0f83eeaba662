import { defineMessages } from '@tessera/shared/i18n';
import english from '../locales/en/formats.arb';

/** The names of document formats and of analysis bands, which the home screen's lists show too: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`../locales/${locale}/formats.arb`),
  () => import('../locales/en/formats.arb?pseudo'),
);
