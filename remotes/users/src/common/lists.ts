import { PSEUDO_LOCALE, SOURCE_LOCALE, activeLocale } from '@tessera/shared/i18n';

/**
 * Short items (how someone signs in, a provider's settings) one after the other as the language lists them:
 * "Password, Corp SSO, Partner ID" in English, "Passwort, Corp SSO und Partner ID" in German.
 */
export function shortList(items: readonly string[], locale = activeLocale()): string {
  return shortListFormat(locale).format(items);
}

/** shortList's pieces: each item (`element`) and what the language puts between them (`literal`). */
export function shortListParts(items: readonly string[], locale = activeLocale()) {
  return shortListFormat(locale).formatToParts(items);
}

function shortListFormat(locale: string) {
  const tag = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
  return new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
}
