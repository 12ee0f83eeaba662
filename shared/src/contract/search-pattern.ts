/**
 * Text searches as the server and the editor run them. A regular expression runs on RE2 (the re2js port): its
 * time grows with the text's length times the pattern's size and never exponentially, as JavaScript's
 * backtracking RegExp can ("(a+)+b|!" against 30 letters and a "!" took 10 s, each two more letters 4 times
 * longer). A substring search is an escaped RegExp, which holds nothing to backtrack into.
 *
 * Kept out of the contract's index, which screens download for their forms: re2js comes with a regular
 * expression search only (the editor loads this module when one is typed; the server imports it by path).
 */
import { RE2JS, RE2JSException } from 're2js';
import { escapeRegExp, regexProblem } from './segment-text.ts';

/**
 * The most instructions a user's regular expression may compile to. Matching costs up to about 40 ns per
 * instruction and character (measured on re2js 2.10), so a 100,000-character target, the longest the contract
 * lets in, costs up to about 0.8 s at this size; ordinary patterns compile to 5-50.
 */
export const MAX_REGEX_SIZE = 200;

/** A compiled search: a regular expression on RE2, or a substring as an escaped RegExp. */
export type SearchPattern = RE2JS | RegExp;

export type SearchOptions = { regex: boolean; caseSensitive: boolean };

/**
 * How each reason a regular expression is refused is said: English by default (as the server answers and the
 * contract's schemas say it, after "The pattern"), or a screen's own sentences in the interface's language.
 */
export type RegexProblemWords = {
  /** Not a regular expression: `detail` is the engine's (English) reason. */
  invalid: (detail: string) => string;
  /** Uses backreferences (\1, \k<name>). */
  backreferences: () => string;
  /** Uses lookahead or lookbehind. */
  lookaround: () => string;
  /** Compiles to `size` instructions, more than `max`. */
  tooCostly: (size: number, max: number) => string;
};

const ENGLISH: RegexProblemWords = {
  invalid: (detail) => `is not a valid regular expression: ${detail}`,
  backreferences: () => 'is not a valid regular expression: backreferences (\\1, \\k<name>) are not supported',
  lookaround: () =>
    'is not a valid regular expression: lookahead and lookbehind ((?=, (?!, (?<=, (?<!) are not supported',
  tooCostly: (size, max) =>
    `is too costly a regular expression: it compiles to ${size} steps per character, at most ${max} (shorten its repetitions such as {1,500} or its alternatives)`,
};

/**
 * Why a regular expression cannot be searched with (null when it can): not one, using backreferences or
 * lookaround (only a backtracking engine runs them, in time that can grow exponentially with the text),
 * repeating more than RE2 allows, or too large to match in bounded time. Said in `words`, English by default.
 */
export function searchRegexProblem(pattern: string, words: RegexProblemWords = ENGLISH): string | null {
  const invalid = regexProblem(pattern);
  if (invalid) return words.invalid(invalid);
  const backtracking = backtrackingOnly(pattern);
  if (backtracking) return words[backtracking]();
  let compiled: RE2JS;
  try {
    compiled = compileRegex(pattern, false);
  } catch (error) {
    if (!(error instanceof RE2JSException)) throw error;
    return words.invalid(error.message.replace(/^error parsing regexp: /, ''));
  }
  const size = compiled.programSize();
  if (size > MAX_REGEX_SIZE) return words.tooCostly(size, MAX_REGEX_SIZE);
  return null;
}

/** The first construct of a valid pattern that a linear-time engine cannot run. */
function backtrackingOnly(pattern: string): 'backreferences' | 'lookaround' | null {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[++i] ?? '';
      if (!inClass && (next === 'k' || (next >= '1' && next <= '9'))) return 'backreferences';
      continue;
    }
    if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(' && /^\(\?<?[=!]/.test(pattern.slice(i, i + 4))) return 'lookaround';
  }
  return null;
}

/** The pattern of a search whose regular expression, if any, passed searchRegexProblem. */
export function searchPattern(find: string, { regex, caseSensitive }: SearchOptions): SearchPattern {
  if (regex) return compileRegex(find, caseSensitive);
  return new RegExp(escapeRegExp(find), caseSensitive ? 'gu' : 'giu');
}

/** JavaScript's syntax (\u00A0, named groups (?<name>…)) written as RE2 reads it. */
const compileRegex = (pattern: string, caseSensitive: boolean) =>
  RE2JS.compile(RE2JS.translateRegExp(pattern), caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);

/** What String.prototype.replace passes a replacer: the match, its groups, offset, text, then named groups if any. */
export type Replacer = (match: string, ...rest: unknown[]) => string;

/** Every match of the pattern in the text replaced as the replacer says, like String.prototype.replace with /g. */
export function replaceMatches(text: string, pattern: SearchPattern, replacer: Replacer): string {
  if (pattern instanceof RegExp) return text.replace(pattern, replacer);
  // The automaton that only answers whether there is a match is several times faster than finding the matches.
  return pattern.test(text) ? pattern.matcher(text).replaceAll(replacer) : text;
}

/** Where the pattern matches in the text, empty matches left out: what a screen marks. */
export function matchSpans(text: string, pattern: SearchPattern): { index: number; text: string }[] {
  if (pattern instanceof RegExp) {
    return [...text.matchAll(pattern)].flatMap((match) => (match[0] ? [{ index: match.index, text: match[0] }] : []));
  }
  if (!pattern.test(text)) return [];
  return [...pattern.matchAll(text)].flatMap((match) =>
    match[0] ? [{ index: match.index ?? 0, text: match[0] }] : [],
  );
}
