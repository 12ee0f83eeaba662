import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/project-settings.arb?translations';

/** The words of the project's settings dialog: with the dialog, loaded when it opens, not with the page's panels. */
export const { useMessages } = defineCatalog<'project-settings'>(translations);
