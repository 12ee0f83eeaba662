import { use, useMemo, useState } from 'react';
import { activeLocale, loadCatalogs, useLocale, type TranslateKey } from '@tessera/shared/i18n';
import { defineCatalog, type Message, type Messages, type Translate } from '@tessera/shared/i18n/catalog';

/**
 * The words for the API's error codes, English included, are downloaded with the first error answer
 * (`loadApiErrorWords`, which the API client awaits before it hands such an answer over): most pages never meet
 * one, and these words would be the largest catalog on every page. Until then a code has no words here, and an
 * error is told by the server's own English text. Once loaded they follow the page's language like any app's.
 */
let messages: Messages | undefined;
/** The English catalog's messages by key (its module's exports), once loaded. */
let english: Readonly<Record<string, Message>> = {};
let loading: Promise<Messages | undefined> | undefined;

/** No words: each key is itself (what a failed download leaves until the next error answer tries again). */
const keyItself: TranslateKey = (key) => key;

/** The words of a catalog's translator, looked up by key: an error code names its message at run time. */
function byKey(translate: Translate): TranslateKey {
  return (key, values) => (Object.hasOwn(english, key) ? translate(english[key]!, values) : key);
}

function loadMessages(): Promise<Messages | undefined> {
  loading ??= Promise.all([
    import('./locales/en/api-errors.arb'),
    import('./locales/en/api-errors.arb?translations'),
  ]).then(
    async ([messagesByKey, { default: translations }]) => {
      const defined = defineCatalog(translations);
      // Ready once the active language's words are there too (defineCatalog has begun loading them).
      await loadCatalogs(activeLocale());
      english = messagesByKey;
      messages = defined;
      return defined;
    },
    () => {
      // Offline, or the chunk is gone after a deployment: the server's English text tells the error.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/**
 * Loads the words for error answers, in English and the active language, once; resolves when both are there (a
 * catalog that cannot be downloaded leaves the server's text to tell its errors, and never rejects). From then on
 * a change of language loads them with every app's words, before it shows.
 */
export async function loadApiErrorWords(): Promise<void> {
  await loadMessages();
}

/** The words in a locale (the active one by default); each key is itself until the words are loaded. */
export function messagesIn(locale?: string): TranslateKey {
  return messages ? byKey(messages.messagesIn(locale)) : keyItself;
}

/**
 * The words in the active locale, for a component; suspends while they first load (a change of language loads
 * them before it shows, as every app's words).
 */
export function useMessages(): TranslateKey {
  const locale = useLocale();
  // Kept from the first render: a replay after suspending must call use() again (see defineMessages).
  const [arriving] = useState(() => (messages ? undefined : loadMessages()));
  const loaded = arriving ? use(arriving) : messages;
  return useMemo(() => (loaded ? byKey(loaded.messagesIn(locale)) : keyItself), [loaded, locale]);
}

/** Whether the words are loaded (a failed download leaves them not loaded). */
export const wordsLoaded = () => messages !== undefined;

/** Whether the words (once loaded) have a message for a key: every key is in English. */
export const hasMessage = (key: string) => key in english;
