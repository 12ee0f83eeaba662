import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/home-screen.arb?translations';

/** The home screen's words: with the home screen, so that the remotes' routes do not download them. */
export const { useMessages } = defineCatalog<'home-screen'>(translations);
