import { PSEUDO_LOCALE, SOURCE_LOCALE, activeLocale } from '@tessera/shared/i18n';
import { defineCatalog } from '@tessera/shared/i18n/catalog';
import translations from '../locales/en/kit.arb?translations';

/** The kit's words: English bundled, every other language loaded when it is chosen. */
export const { useMessages, messagesIn } = defineCatalog<'kit'>(translations);

/** Languages whose nouns keep their capital inside a sentence. */
const CAPITALISED_NOUNS = new Set(['de', 'lb']);

/**
 * A caller's title ("Glossaries", "New password") as words inside one of the kit's sentences: lowercased where the
 * language writes common nouns so ("Loading glossaries…"), as it is where nouns keep their capital (German); scripts
 * without case are left alone by lowercasing anyway.
 */
export function inSentence(title: string, locale: string = activeLocale()): string {
  const tag = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
  return CAPITALISED_NOUNS.has(tag.split('-')[0]!) ? title : title.toLocaleLowerCase(tag);
}
