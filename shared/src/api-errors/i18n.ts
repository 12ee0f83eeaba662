import { use } from 'react';
import { activeLocale, defineMessages, loadCatalogs, type Messages, type Translate } from '@tessera/shared/i18n';

/**
 * The words for the API's error codes, English included, are downloaded with the first error answer
 * (`loadApiErrorWords`, which the API client awaits before it hands such an answer over): most pages never meet
 * one, and these words would be the largest catalog on every page. Until then a code has no words here, and an
 * error is told by the server's own English text. Once loaded they follow the page's language like any app's.
 */
let messages: Messages | undefined;
let english: Readonly<Record<string, unknown>> = {};
let loading: Promise<Messages> | undefined;

const keyItself: Translate = (key) => key;
/** No words: what a failed download leaves until the next error answer tries again. */
const withoutWords: Messages = { messagesIn: () => keyItself, useMessages: () => keyItself };

function loadMessages(): Promise<Messages> {
  loading ??= import('./locales/en/api-errors.arb').then(
    ({ default: catalog }) => {
      english = catalog;
      messages = defineMessages(
        catalog,
        (locale) => import(`./locales/${locale}/api-errors.arb`),
        () => import('./locales/en/api-errors.arb?pseudo'),
      );
      return messages;
    },
    () => {
      // Offline, or the chunk is gone after a deployment: the server's English text tells the error.
      loading = undefined;
      return withoutWords;
    },
  );
  return loading;
}

/**
 * Loads the words for error answers, in English and the active language, once; resolves when both are there (a
 * catalog that cannot be downloaded leaves the server's text to tell its errors, and never rejects).
 */
export async function loadApiErrorWords(): Promise<void> {
  await loadMessages();
  await loadCatalogs(activeLocale());
}

/** The words in a locale (the active one by default); each key is itself until the words are loaded. */
export function messagesIn(locale?: string): Translate {
  return (messages ?? withoutWords).messagesIn(locale);
}

/** The words in the active locale, for a component; suspends while they load. */
export function useMessages(): Translate {
  return (messages ?? use(loadMessages())).useMessages();
}

/** Whether the words are loaded (a failed download leaves them not loaded). */
export const wordsLoaded = () => messages !== undefined;

/** Whether the words (once loaded) have a message for a key: every key is in English. */
export const hasMessage = (key: string) => key in english;
