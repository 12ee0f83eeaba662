import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/panel.arb';

/**
 * The words of the side panel's tabs (matches, concordance, terms, QA, history, comments): loaded with the tabs,
 * after the grid. English bundled, every other language loaded when it is chosen.
 */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/panel.arb`),
  () => import('./locales/en/panel.arb?pseudo'),
);
