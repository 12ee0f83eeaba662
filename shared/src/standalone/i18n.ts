import { defineMessages } from '@tessera/shared/i18n';
import english from './locales/en/standalone.arb';

/** The standalone host's words (a remote run alone by its developers): never part of a composed page. */
export const { useMessages } = defineMessages(
  english,
  (locale) => import(`./locales/${locale}/standalone.arb`),
  () => import('./locales/en/standalone.arb?pseudo'),
);
