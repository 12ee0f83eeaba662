/**
 * The one way a language is chosen: a BCP 47 code typed or picked from a list that names each language
 * (`Intl.DisplayNames`), the codes chosen lately first. The browser's own suggestion list (a datalist) filters as
 * one types and works with the keyboard and screen readers; the field says which language the code stands for.
 */
import type { FocusEvent } from 'react';
import { TextField } from '@tessera/shared/ui';
import type { TextFieldProps } from '@tessera/shared/ui';

const COMMON_LANGUAGES = [
  'en',
  'en-US',
  'en-GB',
  'de',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr',
  'fr-FR',
  'fr-CA',
  'es',
  'es-ES',
  'es-419',
  'es-MX',
  'it',
  'nl',
  'pl',
  'pt',
  'pt-PT',
  'pt-BR',
  'sv',
  'da',
  'nb',
  'fi',
  'et',
  'lv',
  'lt',
  'cs',
  'sk',
  'sl',
  'hr',
  'sr',
  'bg',
  'ro',
  'hu',
  'el',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'fa',
  'hi',
  'bn',
  'th',
  'vi',
  'id',
  'ms',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'zh-CN',
  'zh-TW',
];
const LANGUAGE_LIST_ID = 'tessera-language-codes';
const RECENT_KEY = 'tessera.recent-languages';
const RECENT_COUNT = 6;

const names = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard', fallback: 'none' });

/** The canonical form of a BCP 47 code (`en-us` → `en-US`), or null for something that is not one. */
function canonicalLanguage(code: string): string | null {
  try {
    return Intl.getCanonicalLocales(code.trim())[0] ?? null;
  } catch {
    return null;
  }
}

/** The language a code names ("German (Austria)"), or null when it names none known. */
export function languageName(code: string): string | null {
  const canonical = canonicalLanguage(code);
  return canonical ? (names.of(canonical) ?? null) : null;
}

/** Codes chosen lately, the latest first (kept in this browser). */
function recentLanguages(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

function rememberLanguage(code: string) {
  const canonical = canonicalLanguage(code);
  if (!canonical || !languageName(canonical)) return;
  const recent = [canonical, ...recentLanguages().filter((known) => known !== canonical)].slice(0, RECENT_COUNT);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(recent));
  } catch {
    // A browser that keeps nothing (private mode, full storage) only loses the ordering.
  }
}

/** What the field says under itself: the language its code names, or that it names none. */
function nameHint(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const name = languageName(value);
  if (name) return name;
  return canonicalLanguage(value) ? 'No language known by this code' : 'Not a language code (such as "en" or "de-AT")';
}

export type LanguageFieldProps = Omit<TextFieldProps, 'list'> & { label: string };

/** One language field; needs `<LanguageOptions />` once on the page (LanguageFields brings it). */
export function LanguageField({ hint, onBlur, ...props }: LanguageFieldProps) {
  return (
    <TextField
      list={LANGUAGE_LIST_ID}
      autoComplete="off"
      spellCheck={false}
      hint={nameHint(props.value) ?? hint}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        rememberLanguage(event.target.value);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

/** The suggestion list the language fields share: recent codes first, each with its language's name. */
export function LanguageOptions() {
  const recent = recentLanguages();
  const codes = [...recent, ...COMMON_LANGUAGES.filter((code) => !recent.includes(code))];
  return (
    <datalist id={LANGUAGE_LIST_ID}>
      {codes.map((code) => (
        <option key={code} value={code} label={languageName(code) ?? code} />
      ))}
    </datalist>
  );
}

type PairFieldProps = Omit<LanguageFieldProps, 'label' | 'placeholder'>;

/** Source and target side by side; optional ones come from the file. */
export function LanguageFields({
  source,
  target,
  optional,
}: {
  source: PairFieldProps;
  target: PairFieldProps;
  optional: boolean;
}) {
  const suffix = optional ? ' (optional)' : '';
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <LanguageField label={`Source language${suffix}`} placeholder={optional ? 'from the file' : 'en'} {...source} />
        <LanguageField label={`Target language${suffix}`} placeholder={optional ? 'from the file' : 'de'} {...target} />
      </div>
      <LanguageOptions />
    </>
  );
}
