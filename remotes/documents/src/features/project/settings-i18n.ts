import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/project-settings.arb';

/** The words of the project's settings dialog: with the dialog, loaded when it opens, not with the page's panels. */
export const { useMessages } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/project-settings.arb`),
  () => import('./locales/en/project-settings.arb?pseudo'),
);
