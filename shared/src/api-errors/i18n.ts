import { use, useMemo, useState } from 'react';
import {
  activeLocale,
  defineMessages,
  loadCatalogs,
  useLocale,
  type Messages,
  type Translate,
} from '@tessera/shared/i18n';

/**
 * The words for the API's error codes, English included, are downloaded with the first error answer
 * (`loadApiErrorWords`, which the API client awaits before it hands such an answer over): most pages never meet
 * one, and these words would be the largest catalog on every page. Until then a code has no words here, and an
 * error is told by the server's own English text. Once loaded they follow the page's language like any app's.
 */
let messages: Messages | undefined;
let english: Readonly<Record<string, unknown>> = {};
let loading: Promise<Messages | undefined> | undefined;

/** No words: each key is itself (what a failed download leaves until the next error answer tries again). */
const keyItself: Translate = (key) => key;

function loadMessages(): Promise<Messages | undefined> {
  loading ??= import('./locales/en/api-errors.arb').then(
    async ({ default: catalog }) => {
      const defined = defineMessages(
        catalog,
        (locale) => import(`./locales/${locale}/api-errors.arb`),
        () => import('./locales/en/api-errors.arb?pseudo'),
      );
      // Ready once the active language's words are there too (defineMessages has begun loading them).
      await loadCatalogs(activeLocale());
      english = catalog;
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
export function messagesIn(locale?: string): Translate {
  return messages ? messages.messagesIn(locale) : keyItself;
}

/**
 * The words in the active locale, for a component; suspends while they first load (a change of language loads
 * them before it shows, as every app's words).
 */
export function useMessages(): Translate {
  const locale = useLocale();
  // Kept from the first render: a replay after suspending must call use() again (see defineMessages).
  const [arriving] = useState(() => (messages ? undefined : loadMessages()));
  const loaded = arriving ? use(arriving) : messages;
  return useMemo(() => (loaded ? loaded.messagesIn(locale) : keyItself), [loaded, locale]);
}

/** Whether the words are loaded (a failed download leaves them not loaded). */
export const wordsLoaded = () => messages !== undefined;

/** Whether the words (once loaded) have a message for a key: every key is in English. */
export const hasMessage = (key: string) => key in english;
