import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/project-panels.arb';

/**
 * The words of the project page's panels (resources, analysis, quality, report, assignments, webhooks, repository)
 * and the assignments' steps dialog, loaded with the panels: the page's first screen needs only the documents list's
 * words.
 * English bundled, every other language loaded when it is chosen.
 */
export const { useMessages, messagesIn } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/project-panels.arb`),
  () => import('./locales/en/project-panels.arb?pseudo'),
);
