/** A word in small letters: how the words a project's dictionary or a glossary accepts are compared. */
export const lower = (word: string) => word.toLocaleLowerCase();

/** A word of a text, by its place in it: `text.slice(start, end) === word` (UTF-16 offsets). */
export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/**
 * What is not prose, though written with letters: inline-code tokens, URLs, e-mail addresses, placeholders of
 * software strings ({0}, {{name}}, ${name}, %s, %1$d, %(name)s), markup tags and entities, and dotted names
 * (config.json, example.com, e.g.). Blanked out before words are read, at their place. The two that start with a
 * run of letters start only where such a run starts (the lookbehinds): tried from every letter of a long run,
 * they took time in the square of its length (a 20,000-letter run 2.4 s, a 100,000-character target a minute).
 */
const NOT_PROSE = new RegExp(
  [
    /\u0001\d+\u0002/.source,
    /\b(?:https?|ftp):\/\/\S+|\bwww\.\S+/.source,
    /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u.source,
    /\{\{[^{}]*\}\}|\$?\{[^{}\s]*\}/.source,
    /%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?[sdifuxXeEgGcp@]|%\([^)\s]*\)[sd]/.source,
    /<\/?[A-Za-z][^<>]*>|&#?[A-Za-z0-9]+;/.source,
    /(?<![\p{L}\p{N}_-])[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+\.?/u.source,
  ].join('|'),
  'gu',
);

/** Letters and digits, joined by apostrophes (don't, l'homme, aujourd’hui); hyphens separate words. */
const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}\p{N}_]+)*/gu;

/** Hunspell reads words of at most 100 characters (MAXWORDLEN): a longer one is no dictionary's word. */
const LONGEST_WORD = 100;

/**
 * Words nobody means as a dictionary word: with a digit or an underscore (MP3, user_id), in capitals (GDPR,
 * acronyms), with a capital after a small letter (iPhone, JavaScript: names and identifiers), one letter, or longer
 * than any dictionary's words.
 */
const notADictionaryWord = (word: string) =>
  word.length > LONGEST_WORD ||
  /[\p{N}_]/u.test(word) ||
  !/\p{Ll}/u.test(word) ||
  /\p{Ll}\p{M}*\p{Lu}/u.test(word) ||
  [...word.replace(/\p{M}/gu, '')].length < 2;

/**
 * The words of a text a dictionary of `script` should know (see dictionaries.ts): none of what is not prose, and
 * no word with a letter of another script.
 */
export function wordsToCheck(text: string, script: RegExp): WordSpan[] {
  const prose = text.replace(NOT_PROSE, (match) => ' '.repeat(match.length));
  const words: WordSpan[] = [];
  for (const match of prose.matchAll(WORD)) {
    const word = match[0];
    if (notADictionaryWord(word)) continue;
    const letters = word.match(/\p{L}/gu) ?? [];
    if (!letters.every((letter) => script.test(letter))) continue;
    words.push({ word, start: match.index, end: match.index + word.length });
  }
  return words;
}

/**
 * The distinct words of a glossary's target term in small letters, in any script: what the spelling check accepts
 * in a text of the glossary's target language (check.ts acceptedIn), kept with the term index's row.
 */
export const acceptedWordsOfTerm = (target: string): string[] => [
  ...new Set(wordsToCheck(lower(target), /\p{L}/u).map((span) => span.word)),
];
