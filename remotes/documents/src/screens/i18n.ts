import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/screens.arb?translations';

/** The words of this remote's screens (a document, a project, a QA report): English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'screens'>(translations);
