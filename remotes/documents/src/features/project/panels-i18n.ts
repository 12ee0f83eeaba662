import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/project-panels.arb?translations';

/**
 * The words of the project page's panels (resources, analysis, quality, report, assignments, webhooks, repository)
 * and the assignments' steps dialog, loaded with the panels: the page's first screen needs only the documents list's
 * words.
 * English bundled, every other language loaded when it is chosen.
 */
export const { useMessages, messagesIn } = defineCatalog<'project-panels'>(translations);
