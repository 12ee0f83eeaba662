import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/standalone.arb?translations';

/** The standalone host's words (a remote run alone by its developers): never part of a composed page. */
export const { useMessages } = defineCatalog<'standalone'>(translations);
