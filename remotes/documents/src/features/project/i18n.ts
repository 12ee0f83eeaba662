import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/project.arb?translations';

/** The project's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'project'>(translations);
