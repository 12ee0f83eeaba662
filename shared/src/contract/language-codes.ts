/**
 * Language codes compared as people mean them, without zod: screens compare a project's languages with its
 * resources' while rendering (re-exported by ./plain.ts), and the schemas read codes in their canonical form.
 */

/**
 * The one spelling of a language code that glossaries, TMs, documents and projects store and compare: the BCP 47
 * canonical form ICU gives ('en_us' -> 'en-US', 'zh-hant-tw' -> 'zh-Hant-TW'), deprecated codes replaced by
 * their successors ('iw' -> 'he', 'in' -> 'id'), so that a Hebrew TM and a Hebrew document say the same. A tag
 * ICU refuses (empty subtags, repeated variants) only gets the usual case per subtag shape.
 */
export function canonicalLanguageCode(code: string): string {
  let canonical = canonicalCodes.get(code);
  if (canonical === undefined) {
    canonical = canonicalForm(code);
    if (canonicalCodes.size < MAX_CACHED_CODES) canonicalCodes.set(code, canonical);
  }
  return canonical;
}

// Files name a language on every unit or entry, and ICU takes microseconds a tag: each distinct one is worked
// out once (a file of made-up tags fills the cache only so far).
const canonicalCodes = new Map<string, string>();
const MAX_CACHED_CODES = 1000;

function canonicalForm(code: string): string {
  const tag = code.trim().replaceAll('_', '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag
      .split('-')
      .filter(Boolean)
      .map((part, index) => {
        if (index === 0 || !/^[a-z]+$/i.test(part)) return part.toLowerCase();
        if (part.length === 2) return part.toUpperCase();
        if (part.length === 4) return part[0]!.toUpperCase() + part.slice(1).toLowerCase();
        return part.toLowerCase();
      })
      .join('-');
  }
}

/** Codes naming the same language once canonical: 'de' and 'DE', 'iw' and 'he'. */
export const sameLanguageCode = (a: string, b: string) =>
  canonicalLanguageCode(a).toLowerCase() === canonicalLanguageCode(b).toLowerCase();

/**
 * The same language, or one a more specific form of the other, once canonical: 'en' and 'en-US', 'iw' and
 * 'he-IL'. Whole subtags only: 'de' is no form of 'den'. Files say 'en-US' where a user asks for 'en'.
 */
export function sameOrVariantLanguage(a: string, b: string): boolean {
  const x = canonicalLanguageCode(a).toLowerCase();
  const y = canonicalLanguageCode(b).toLowerCase();
  return x === y || x.startsWith(`${y}-`) || y.startsWith(`${x}-`);
}
