/**
 * The `lang` and `dir` attributes of text in a document's language, so spell checkers, screen readers, fonts
 * and the caret's direction follow the text rather than the page (English, left to right).
 */

/** Languages written right to left in their usual script (ISO 639 codes as BCP 47 uses them). */
const RIGHT_TO_LEFT_LANGUAGES = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'khw',
  'ks',
  'ku-arab',
  'lrc',
  'mzn',
  'nqo',
  'pnb',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
  'ji',
]);
/** Scripts written right to left, for tags such as `az-Arab` or `pa-Arab`. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg', 'mand', 'samr', 'yezi']);
const LEFT_TO_RIGHT_SCRIPTS = new Set(['latn', 'cyrl']);

/** A language tag as BCP 47 writes it: XLIFF files also carry `de_DE` or stray spaces. Empty when unknown. */
export const languageTag = (language: string | null | undefined) => (language ?? '').trim().replace(/_/g, '-');

export function isRightToLeft(language: string): boolean {
  const subtags = languageTag(language).toLowerCase().split('-');
  const script = subtags.slice(1).find((subtag) => subtag.length === 4);
  if (script && RIGHT_TO_LEFT_SCRIPTS.has(script)) return true;
  if (script && LEFT_TO_RIGHT_SCRIPTS.has(script)) return false;
  return RIGHT_TO_LEFT_LANGUAGES.has(subtags[0] ?? '') || RIGHT_TO_LEFT_LANGUAGES.has(subtags.slice(0, 2).join('-'));
}

/**
 * Attributes for an element holding text in `language`. An unknown language gives `lang=""` (HTML's "unknown"),
 * which is true, rather than inheriting the page's English; `dir="auto"` then lets the text decide.
 */
export function languageAttributes(language: string | null | undefined): { lang: string; dir: 'ltr' | 'rtl' | 'auto' } {
  const lang = languageTag(language);
  if (lang === '') return { lang, dir: 'auto' };
  return { lang, dir: isRightToLeft(lang) ? 'rtl' : 'ltr' };
}
