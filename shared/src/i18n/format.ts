import { useMemo } from 'react';
import { PSEUDO_LOCALE, SOURCE_LOCALE, activeLocale, useLocale } from './locale.ts';

/** Dates, numbers, sizes and times written the way a locale writes them, through `Intl`. */
export type Formats = {
  locale: string;
  /** A date: "Nov 26, 2026", "26.11.2026", "2026/11/26". */
  date: (value: Date | string | number) => string;
  /** A date with its time, to the minute. */
  dateTime: (value: Date | string | number) => string;
  /** A count or a measure: "1,234", "1.234", "1 234". */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A share of 1 as a percentage: 0.42 → "42%", "42 %". */
  percent: (share: number) => string;
  /** A size in bytes with the unit that suits it: "820 bytes", "1.4 MB". */
  fileSize: (bytes: number) => string;
  /** How long ago or from now, in the largest unit that fits: "3 minutes ago", "vor 3 Minuten", "tomorrow". */
  relativeTime: (value: Date | string | number, now?: number) => string;
  /** Items joined as the language does: "a, b, and c"; "a, b, c" for a unit list. */
  list: (items: readonly string[], type?: 'conjunction' | 'disjunction' | 'unit') => string;
  /** A language's name in this locale ("German (Austria)" for de-AT, "ドイツ語"); the code when none is known. */
  languageName: (code: string) => string;
};

/** The locale `Intl` formats for: the pseudo-locale writes as English does. */
const intlLocale = (locale: string) => (locale === PSEUDO_LOCALE ? SOURCE_LOCALE : locale);

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

const SIZE_UNITS = [
  ['byte', 1],
  ['kilobyte', 1024],
  ['megabyte', 1024 ** 2],
  ['gigabyte', 1024 ** 3],
] as const;

const TIME_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const cache = new Map<string, Formats>();

/** The formats of a locale (the active one by default), made once per locale. */
export function formatsOf(locale = activeLocale()): Formats {
  let formats = cache.get(locale);
  if (formats) return formats;
  const tag = intlLocale(locale);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const names = new Intl.DisplayNames(tag, { type: 'language', languageDisplay: 'standard', fallback: 'none' });
  formats = {
    locale,
    date: (value) => date.format(asDate(value)),
    dateTime: (value) => dateTime.format(asDate(value)),
    number: (value, options) => (options ? new Intl.NumberFormat(tag, options).format(value) : number.format(value)),
    percent: (share) => percent.format(share),
    fileSize(bytes) {
      const [unit, size] = SIZE_UNITS.findLast(([, size]) => bytes >= size) ?? SIZE_UNITS[0];
      const amount = bytes / size;
      const digits = unit === 'byte' || amount >= 10 ? 0 : 1;
      return new Intl.NumberFormat(tag, {
        style: 'unit',
        unit,
        unitDisplay: unit === 'byte' ? 'long' : 'short',
        maximumFractionDigits: digits,
      }).format(amount);
    },
    relativeTime(value, now = Date.now()) {
      const seconds = Math.round((asDate(value).getTime() - now) / 1000);
      const [unit, size] = TIME_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      return relative.format(Math.round(seconds / size), unit);
    },
    list: (items, type = 'conjunction') => new Intl.ListFormat(tag, { type }).format(items),
    languageName(code) {
      try {
        return names.of(code) ?? code;
      } catch {
        // Not a well-formed language tag.
        return code;
      }
    },
  };
  cache.set(locale, formats);
  return formats;
}

/** The active locale's formats, re-rendering on a change of language. */
export function useFormats(): Formats {
  const locale = useLocale();
  return useMemo(() => formatsOf(locale), [locale]);
}
