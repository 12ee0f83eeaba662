import { useCallback } from 'react';
import { PSEUDO_LOCALE, SOURCE_LOCALE, activeLocale, useLocale } from '@tessera/shared/i18n';

const namers = new Map<string, Intl.DisplayNames>();

/** The language names of an interface locale, "French (Canada)" rather than "Canadian French" (made once each). */
function namesIn(locale: string): Intl.DisplayNames {
  let names = namers.get(locale);
  if (!names) {
    const tag = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
    names = new Intl.DisplayNames(tag, { type: 'language', languageDisplay: 'standard', fallback: 'none' });
    namers.set(locale, names);
  }
  return names;
}

/**
 * A document's target language in words, in the interface's language ("German (Austria)", "Deutsch (Österreich)"
 * for de-AT; the code when none is known): a project's files in several languages share a name, and their language
 * tells them apart.
 */
export function targetLanguageOf(code: string, locale: string = activeLocale()): string {
  try {
    return namesIn(locale).of(Intl.getCanonicalLocales(code.trim())[0] ?? code) ?? code;
  } catch {
    // Not a well-formed language tag.
    return code;
  }
}

/** `targetLanguageOf` in the active locale, for components: they re-render on a change of language. */
export function useTargetLanguage(): (code: string) => string {
  const locale = useLocale();
  return useCallback((code: string) => targetLanguageOf(code, locale), [locale]);
}
