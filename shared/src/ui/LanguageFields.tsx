/**
 * The one way a language is chosen: a BCP 47 code typed or picked from a list that names each language
 * (`Intl.DisplayNames`), the codes chosen lately first. The browser's own suggestion list (a datalist) filters as
 * one types and works with the keyboard and screen readers; the field says which language the code stands for.
 */
import type { FocusEvent } from 'react';
import { PSEUDO_LOCALE, SOURCE_LOCALE, activeLocale, useLocale } from '@tessera/shared/i18n';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { TextField } from '@tessera/shared/ui';
import type { TextFieldProps } from '@tessera/shared/ui';
import { useMessages } from '@tessera/shared/ui/messages';
import * as kitWords from '../locales/en/kit.arb';

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

/** Each interface language's names of languages, made once. */
const namesByLocale = new Map<string, Intl.DisplayNames>();

function namesIn(locale: string): Intl.DisplayNames {
  let names = namesByLocale.get(locale);
  if (!names) {
    const tag = locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale;
    names = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard', fallback: 'none' });
    namesByLocale.set(locale, names);
  }
  return names;
}

/** The canonical form of a BCP 47 code (`en-us` → `en-US`), or null for something that is not one. */
function canonicalLanguage(code: string): string | null {
  try {
    return Intl.getCanonicalLocales(code.trim())[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * The language a code names ("German (Austria)", in the active interface language: "Deutsch (Österreich)" in German),
 * or null when it names none known.
 */
export function languageName(code: string, locale: string = activeLocale()): string | null {
  const canonical = canonicalLanguage(code);
  return canonical ? (namesIn(locale).of(canonical) ?? null) : null;
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
function nameHint(value: unknown, t: Translate<'kit'>, locale: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const name = languageName(value, locale);
  if (name) return name;
  return canonicalLanguage(value) ? t(kitWords.languageUnknownCode) : t(kitWords.languageNotACode);
}

export type LanguageFieldProps = Omit<TextFieldProps, 'list'> & { label: string };

/** One language field; needs `<LanguageOptions />` once on the page (LanguageFields brings it). */
export function LanguageField({ hint, onBlur, ...props }: LanguageFieldProps) {
  const t = useMessages();
  const locale = useLocale();
  return (
    <TextField
      list={LANGUAGE_LIST_ID}
      autoComplete="off"
      spellCheck={false}
      hint={nameHint(props.value, t, locale) ?? hint}
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
  const locale = useLocale();
  const recent = recentLanguages();
  const codes = [...recent, ...COMMON_LANGUAGES.filter((code) => !recent.includes(code))];
  return (
    <datalist id={LANGUAGE_LIST_ID}>
      {codes.map((code) => (
        <option key={code} value={code} label={languageName(code, locale) ?? code} />
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
  const t = useMessages();
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <LanguageField
          label={t(optional ? kitWords.languageSourceOptional : kitWords.languageSource)}
          placeholder={optional ? t(kitWords.languageFromFile) : 'en'}
          {...source}
        />
        <LanguageField
          label={t(optional ? kitWords.languageTargetOptional : kitWords.languageTarget)}
          placeholder={optional ? t(kitWords.languageFromFile) : 'de'}
          {...target}
        />
      </div>
      <LanguageOptions />
    </>
  );
}
