/**
 * @tessera/shared/i18n/catalog: an app's message catalog as its code uses it. Each message is an object its English
 * catalog exports (`import * as kitWords from './locales/en/kit.arb'`, then `t(kitWords.retry)`), so a chunk carries
 * the English of the messages its code names and no others; the app's other languages load on demand. Bundled by
 * each app: it registers the catalog with the page's one locale through `defineMessages`, the form every release of
 * the major provides.
 */
import { useMemo, type ReactNode } from 'react';
import {
  PSEUDO_LOCALE,
  activeLocale,
  defineMessages,
  richMessage as richKeyedMessage,
  useLocale,
  type Catalog,
  type MessageFunction,
} from '@tessera/shared/i18n';

declare const catalogName: unique symbol;

/**
 * One message as its English catalog's module exports it: `{ <key>: its English }`. Its type names its catalog,
 * so that a message is only ever given to its own catalog's `t`.
 */
export type Message<CatalogName extends string = string> = Readonly<Record<string, MessageFunction>> & {
  readonly [catalogName]?: CatalogName;
};

/** The text of a message in the active language, its placeholders' values given. */
export type Translate<CatalogName extends string = string> = (
  message: Message<CatalogName>,
  values?: Record<string, unknown>,
) => string;

/** A catalog's other languages by locale, each loaded on demand: `import translations from './kit.arb?translations'`. */
export type Translations = Readonly<Record<string, () => Promise<{ default: Catalog }>>>;

export type Messages<CatalogName extends string = string> = {
  /** The messages in the active locale; suspends while that locale's catalog loads. */
  useMessages: () => Translate<CatalogName>;
  /** The messages in a locale (the active one by default), for code outside components; English until loaded. */
  messagesIn: (locale?: string) => Translate<CatalogName>;
};

/** A message's key: the one member of its object. */
function keyOf(message: Message): string {
  for (const key in message) return key;
  throw new Error('A message names no key');
}

/**
 * An app's catalog: a change of language (or a first render in one) loads its translation once. A message the
 * translation lacks is shown in English, and a language the app has no translation for is English throughout.
 */
export function defineCatalog<CatalogName extends string>(translations: Translations): Messages<CatalogName> {
  const loaded = new Map<string, Catalog>();
  const importInto = async (locale: string) => {
    const importCatalog = Object.hasOwn(translations, locale) ? translations[locale] : undefined;
    if (!importCatalog) throw new Error(`No ${locale} catalog`);
    const module = await importCatalog();
    loaded.set(locale, module.default);
    return module;
  };
  // Registered by key, without English: the page's locale loads the translations and says when they are there.
  const registered = defineMessages({}, importInto, () => importInto(PSEUDO_LOCALE));

  function messagesIn(locale = activeLocale()): Translate<CatalogName> {
    const catalog = loaded.get(locale) ?? {};
    return (message, values) => {
      const key = keyOf(message);
      return (catalog[key] ?? message[key]!)(values);
    };
  }

  function useMessages(): Translate<CatalogName> {
    // Suspends while the active locale's translation loads, and re-renders on a change of language.
    registered.useMessages();
    const locale = useLocale();
    return useMemo(() => messagesIn(locale), [locale]);
  }

  return { useMessages, messagesIn };
}

/**
 * A message whose placeholders hold elements (a link, a count in bold), each put where the translation places it:
 * `richMessage(t, words.withErrors, { count: 3, shown: <strong>3</strong> })`.
 */
export function richMessage<CatalogName extends string>(
  t: Translate<CatalogName>,
  message: Message<CatalogName>,
  values: Record<string, unknown>,
): ReactNode[] {
  return richKeyedMessage((_key, marked) => t(message, marked), keyOf(message), values);
}
