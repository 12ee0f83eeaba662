import { useSyncExternalStore } from 'react';
import languages from './languages.json' with { type: 'json' };

/**
 * The page's one active locale: what every app's messages and formats follow. Chosen at start from what the person
 * chose last on this browser, else from the browser's languages (the first one Tessera has), else English; a
 * signed-in person's choice on the server replaces it (the shell applies it). A change loads every registered
 * catalog of the new locale first, then re-renders every mounted app at once.
 */

/** The source language: every message exists in it, and a message missing in another language falls back to it. */
export const SOURCE_LOCALE = 'en';

/** The pseudo-locale of development and tests (accented, longer, bracketed English); never offered in pickers. */
export const PSEUDO_LOCALE = 'en-XA';

/**
 * The key-revealing language (English, each message marked with its key in invisible characters) that
 * `tessera screenshots capture` shows Tessera's screens in to box their messages (tessera-screenshots.yml); made at
 * build time from the English catalogs (scripts/catalogs.ts), loaded only when chosen, never offered in pickers.
 */
const REVEALING_LOCALE = 'en-XR';

/** The languages the interface is translated into; a new one is a line in languages.json and its catalogs. */
export const INTERFACE_LANGUAGES: readonly string[] = languages;

const STORAGE_KEY = 'tessera.locale';

/** Loads one app's catalog for a locale, if it has not been loaded yet (see messages.ts). */
export type CatalogLoader = (locale: string) => Promise<void> | undefined;

const loaders = new Set<CatalogLoader>();
const listeners = new Set<() => void>();

/** The interface language for a list of wanted ones (`navigator.languages`): exact first, then by base language. */
export function preferredLocale(wanted: readonly string[], available: readonly string[] = INTERFACE_LANGUAGES): string {
  const lower = available.map((tag) => tag.toLowerCase());
  for (const tag of wanted) {
    const exact = lower.indexOf(tag.toLowerCase());
    if (exact >= 0) return available[exact]!;
    const base = lower.indexOf(tag.toLowerCase().split('-')[0]!);
    if (base >= 0) return available[base]!;
  }
  return SOURCE_LOCALE;
}

/** Whether a locale can be shown: a language of the list, the pseudo-locale or the key-revealing language. */
export const isInterfaceLocale = (locale: string) =>
  locale === PSEUDO_LOCALE || locale === REVEALING_LOCALE || INTERFACE_LANGUAGES.includes(locale);

function storedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    // Storage refused (privacy settings): the browser's languages decide.
    return null;
  }
}

function initialLocale(): string {
  const stored = storedLocale();
  if (stored && isInterfaceLocale(stored)) return stored;
  return preferredLocale(globalThis.navigator?.languages ?? []);
}

let active = initialLocale();

/** Right to left for the scripts written so (Arabic, Hebrew, Persian, Urdu…), by the locale's likely script. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const script = new Intl.Locale(locale).maximize().script;
  return script && ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'].includes(script) ? 'rtl' : 'ltr';
}

function showOnPage(locale: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

showOnPage(active);

export const activeLocale = () => active;

/** Registers an app's catalog loader, and starts loading the active locale's catalog at once. */
export function registerCatalog(loader: CatalogLoader): void {
  loaders.add(loader);
  void loader(active);
}

/**
 * Loads every registered app's catalog of a locale (a failed one falls back to English, never rejects), including
 * those of apps that register while the others load: a lazily loaded chunk registering then would otherwise load
 * only the locale still active, and keep its English after the change.
 */
export async function loadCatalogs(locale: string): Promise<void> {
  for (;;) {
    const pending = [...loaders].map((load) => load(locale)).filter((loading) => loading !== undefined);
    if (pending.length === 0) return;
    await Promise.all(pending);
  }
}

/**
 * Makes a locale the active one once every mounted app has its catalog, and remembers it on this browser unless
 * `remember` is false. An unknown locale is ignored.
 */
export async function setLocale(locale: string, { remember = true } = {}): Promise<void> {
  if (!isInterfaceLocale(locale)) return;
  if (remember) {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    } catch {
      // Not remembered on this browser; the profile keeps it for a signed-in person.
    }
  }
  await loadCatalogs(locale);
  if (locale === active) return;
  active = locale;
  showOnPage(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active locale, re-rendering on a change. */
export const useLocale = (): string => useSyncExternalStore(subscribe, activeLocale, activeLocale);
