import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/panel.arb?translations';

/**
 * The words of the side panel's tabs (matches, concordance, terms, QA, history, comments): loaded with the tabs,
 * after the grid. English bundled, every other language loaded when it is chosen.
 */
export const { useMessages, messagesIn } = defineCatalog<'panel'>(translations);
