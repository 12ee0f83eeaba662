/**
 * The CLDR plural categories a language fills, in CLDR's order: how many forms a translator writes for a
 * plural message (i18next suffixes, ICU `plural` cases, Rails `one/other` maps).
 */

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export type PluralType = 'cardinal' | 'ordinal';

export const PLURAL_CATEGORIES: readonly PluralCategory[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export const isPluralCategory = (key: string): key is PluralCategory =>
  (PLURAL_CATEGORIES as readonly string[]).includes(key);

/** Categories in CLDR's order, whatever order they came in. */
export const inCldrOrder = (categories: Iterable<string>): PluralCategory[] => {
  const present = new Set(categories);
  return PLURAL_CATEGORIES.filter((category) => present.has(category));
};

/**
 * The categories a message in `language` has: `Intl.PluralRules`' own list. Without a language (a file
 * inspected before its languages are known), the ones the file has.
 */
export function pluralCategoriesOf(
  language: string | undefined,
  type: PluralType,
  present: Iterable<string>,
): PluralCategory[] {
  if (!language) return inCldrOrder(present);
  try {
    return inCldrOrder(new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories);
  } catch {
    // A tag Intl does not know: the file's own forms are the best guess.
    return inCldrOrder(present);
  }
}
