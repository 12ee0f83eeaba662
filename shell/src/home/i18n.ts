import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/home-screen.arb';

/** The home screen's words: with the home screen, so that the remotes' routes do not download them. */
export const { useMessages } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/home-screen.arb`),
  () => import('./locales/en/home-screen.arb?pseudo'),
);
