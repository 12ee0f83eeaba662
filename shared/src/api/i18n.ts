import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from './locales/en/client-errors.arb?translations';

/** The client's own words for a failed call (no answer, a refusal…): English bundled, other languages when chosen. */
export const { messagesIn } = defineCatalog<'client-errors'>(translations);
