import { cloneElement, isValidElement, use, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { PSEUDO_LOCALE, SOURCE_LOCALE, activeLocale, registerCatalog, useLocale } from './locale.ts';

/** One compiled message: its ICU placeholders' values in, the text out. */
export type MessageFunction = (values?: Record<string, unknown>) => string;

/** An app's messages in one language, as its `.arb` catalog compiles (scripts/catalogs.ts). */
export type Catalog = Readonly<Record<string, MessageFunction>>;

/** The text of a message by key, its placeholders' values given. */
export type TranslateKey = (key: string, values?: Record<string, unknown>) => string;

/** An app's catalog of another language, loaded on demand: `(locale) => import(`./locales/${locale}.arb`)`. */
export type CatalogImport = (locale: string) => Promise<{ default: Catalog }>;

export type KeyedMessages = {
  /** The messages in the active locale; suspends while that locale's catalog loads. */
  useMessages: () => TranslateKey;
  /** The messages in a locale (the active one by default), for code outside components; English until loaded. */
  messagesIn: (locale?: string) => TranslateKey;
};

/**
 * An app's messages looked up by key: its English catalog, and the way to load its other languages, which a change
 * of language (or a first render in one) loads once. A message the app's catalog lacks in a language is shown in
 * English; a language the app has no catalog for is English throughout. `importPseudo` gives the pseudo-locale's
 * catalog. Every release of the major keeps this form, which remotes of earlier releases call; today's apps define
 * their catalogs with `defineCatalog` (@tessera/shared/i18n/catalog), which registers its loaders through it.
 */
export function defineMessages(
  english: Catalog,
  importCatalog: CatalogImport,
  importPseudo: CatalogImport,
): KeyedMessages {
  const catalogs = new Map<string, Catalog>([[SOURCE_LOCALE, english]]);
  const loading = new Map<string, Promise<void>>();

  function load(locale: string): Promise<void> | undefined {
    if (catalogs.has(locale)) return undefined;
    let pending = loading.get(locale);
    if (!pending) {
      pending = (locale === PSEUDO_LOCALE ? importPseudo : importCatalog)(locale).then(
        (module) => void catalogs.set(locale, module.default),
        () => void catalogs.set(locale, {}),
      );
      loading.set(locale, pending);
    }
    return pending;
  }
  registerCatalog(load);

  function messagesIn(locale = activeLocale()): TranslateKey {
    const catalog = catalogs.get(locale) ?? {};
    return (key, values) => (catalog[key] ?? english[key])?.(values) ?? key;
  }

  function useMessages(): TranslateKey {
    const locale = useLocale();
    // The catalog on its way when the component first rendered, kept: React replays a component that suspended
    // with the hooks of its attempt, and that replay must call use() again, with the same promise, even though the
    // catalog has arrived by then (a use() it skips leaves the hooks after it out of step: the render fails).
    // A change of language has loaded every registered catalog of the new one before it re-renders anything.
    const [arriving] = useState(() => load(locale));
    if (arriving) use(arriving);
    return useMemo(() => messagesIn(locale), [locale]);
  }

  return { useMessages, messagesIn };
}

const MARK_START = '\uE000';
const MARK_END = '\uE001';
const MARKS = new RegExp(`${MARK_START}(\\d+)${MARK_END}`);

/**
 * A message whose placeholders hold elements (a link, a count in bold): each element goes through the compiled
 * message as a private-use mark and comes back in its place, so the translation decides where it stands.
 * `t('withErrors', { count: 3, shown: <strong>3</strong> })` for `{count, plural, one {{shown} segment} other …}`.
 */
export function richMessage(t: TranslateKey, key: string, values: Record<string, unknown>): ReactNode[] {
  const elements: ReactNode[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!isValidElement(value)) return [name, value];
      elements.push(value);
      return [name, `${MARK_START}${elements.length - 1}${MARK_END}`];
    }),
  );
  return t(key, marked)
    .split(MARKS)
    .map((part, index) =>
      index % 2 === 0 ? part : cloneElement(elements[Number(part)] as ReactElement, { key: `${part}-${index}` }),
    )
    .filter((part) => part !== '');
}
