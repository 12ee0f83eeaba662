/**
 * Recognises language codes and language names in column headers ("de-DE", "pt_BR", "English", "Deutsch").
 * ICU (built into Node) is the source of truth for which codes exist, so no hand-written list goes stale.
 */
const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const CODE_SHAPE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** The canonical code ('de-DE') when `text` is a language code ICU knows, else undefined. */
export function asLanguageCode(text: string): string | undefined {
  const candidate = text.trim().replaceAll('_', '-');
  if (!CODE_SHAPE.test(candidate)) return undefined;
  const primary = candidate.split('-')[0]!.toLowerCase();
  if (englishNames.of(primary) === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(candidate)[0];
  } catch {
    return undefined;
  }
}

let namesToCodes: Map<string, string> | undefined;

/** English and native names of every two-letter language ICU knows, lower-cased: 'german' and 'deutsch' -> 'de'. */
function languageNames(): Map<string, string> {
  if (namesToCodes) return namesToCodes;
  namesToCodes = new Map();
  for (let a = 97; a <= 122; a++) {
    for (let b = 97; b <= 122; b++) {
      const code = String.fromCharCode(a, b);
      const english = englishNames.of(code);
      if (!english) continue;
      namesToCodes.set(english.toLowerCase(), code);
      const native = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
      if (native && !namesToCodes.has(native.toLowerCase())) namesToCodes.set(native.toLowerCase(), code);
    }
  }
  return namesToCodes;
}

/** A code for a language code or a language name ("English", "Français"), else undefined. */
export function asLanguage(text: string): string | undefined {
  return asLanguageCode(text) ?? languageNames().get(text.trim().toLowerCase());
}
