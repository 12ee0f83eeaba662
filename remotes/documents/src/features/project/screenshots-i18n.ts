import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/project-screenshots.arb?translations';

/** The words of the project page's screenshots tab: English bundled, every other language loaded when chosen. */
export const { useMessages, messagesIn } = defineCatalog<'project-screenshots'>(translations);
