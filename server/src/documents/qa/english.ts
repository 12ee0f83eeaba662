/**
 * QA findings in English for readers of the API, the CLI and exported reports (`message`, a check's `title`): the
 * English catalog of @tessera/shared/qa-words, which the screens say in the reader's language, compiled once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { qaCheckTitleKey, qaPhrasesText, type QaCheckId, type QaPhrase } from '@tessera/shared/contract';

// A CommonJS module whose `module.exports` is the class its typings call the default export (as mail-text.ts).
type MessageFormatClass = (typeof import('@messageformat/core'))['default'];
type MessageFunction = import('@messageformat/core').MessageFunction<'string'>;
const require = createRequire(import.meta.url);
const MessageFormat = require('@messageformat/core') as MessageFormatClass;

const CATALOG = new URL('./locales/en/qa-words.arb', pathToFileURL(require.resolve('@tessera/shared/qa-words')));

let compiled: Record<string, MessageFunction> | undefined;

function say(key: string, values?: Record<string, string | number>): string {
  if (!compiled) {
    const arb = JSON.parse(readFileSync(CATALOG, 'utf8')) as Record<string, unknown>;
    const messageFormat = new MessageFormat<'string'>('en', { strict: true });
    compiled = {};
    for (const [name, message] of Object.entries(arb))
      if (!name.startsWith('@') && typeof message === 'string') compiled[name] = messageFormat.compile(message);
  }
  const message = compiled[key];
  if (!message) throw new Error(`The QA catalog has no message "${key}"`);
  return message(values);
}

/** A finding's phrases in English. */
export const englishOf = (phrases: readonly QaPhrase[]) => qaPhrasesText(phrases, { say, locale: 'en' });

/** What a check looks for, in English. */
export const englishTitleOf = (check: QaCheckId) => say(qaCheckTitleKey(check));

/** A check's answer in English, null when it found nothing: what the checks' tests read. */
export const englishAnswer = (phrases: readonly QaPhrase[] | null) => (phrases === null ? null : englishOf(phrases));
