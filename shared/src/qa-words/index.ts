/**
 * @tessera/shared/qa-words: QA findings in the reader's language. A finding carries its phrases (contract QaPhrase:
 * a key of these catalogs and its values); a check's title is said by its id. The server writes the English of
 * the same catalog into each finding's `message` for readers of the API (server/src/documents/qa/english.ts).
 */
import { useMemo } from 'react';
import {
  qaCheckTitleKey,
  qaPhrasesText,
  type QaCheckCount,
  type QaCheckId,
  type QaIssue,
} from '@tessera/shared/contract';
import { activeLocale, useLocale } from '@tessera/shared/i18n';
import { defineCatalog, type Message, type Translate } from '@tessera/shared/i18n/catalog';
import * as english from './locales/en/qa-words.arb';
import translations from './locales/en/qa-words.arb?translations';

const catalog = defineCatalog<'qa-words'>(translations);
const messages: Readonly<Record<string, Message<'qa-words'>>> = english;

export interface QaWords {
  /** What a finding says is wrong; a finding stored without phrases is named by its check. */
  finding: (issue: Pick<QaIssue, 'check' | 'phrases'>) => string;
  /** What a check looks for, as a heading. */
  checkTitle: (check: QaCheckId) => string;
  /** Why a check could not look at the document, if it could not. */
  note: (count: Pick<QaCheckCount, 'note' | 'note_phrase'>) => string | undefined;
}

function wordsOf(t: Translate<'qa-words'>, locale: string): QaWords {
  const say = (key: string, values?: Record<string, string | number>) =>
    Object.hasOwn(messages, key) ? t(messages[key]!, values) : key;
  const checkTitle = (check: QaCheckId) => say(qaCheckTitleKey(check));
  return {
    checkTitle,
    finding: ({ check, phrases }) =>
      phrases && phrases.length > 0 ? qaPhrasesText(phrases, { say, locale }) : checkTitle(check),
    note: ({ note, note_phrase }) => (note_phrase ? qaPhrasesText([note_phrase], { say, locale }) : note),
  };
}

/** The QA words in the active locale; suspends while its catalog loads. */
export function useQaWords(): QaWords {
  const t = catalog.useMessages();
  const locale = useLocale();
  return useMemo(() => wordsOf(t, locale), [t, locale]);
}

/** The QA words in a locale (the active one by default), for code outside components; English until loaded. */
export const qaWordsIn = (locale = activeLocale()): QaWords => wordsOf(catalog.messagesIn(locale), locale);
