import { closingQuote, escapeC, unescapeC } from '../c-escapes.ts';
import { FormatError } from '../terms.ts';
import {
  lineAndColumn,
  anyOf,
  renderLiteral,
  textDocumentFormat,
  UNTRANSLATED,
  withPlaceholders,
  wholeLines,
  withTags,
  type TextUnit,
} from '../text-units.ts';

/**
 * iOS and macOS `.strings` files (`"key" = "value";`, the old-style property list Xcode still writes, UTF-16
 * with a byte-order mark or UTF-8): each value is a segment keyed by its key, the comment just before an entry
 * (`/* … *\/` or `//`) its note. Read by hand: no maintained npm reader gives offsets (and the plist readers
 * re-serialise); the tokenizer below follows the syntax of Foundation's strings file parser. A translation
 * replaces the text between its value's quotes.
 */

/** `${name}` templates, which apps fill with their own substitution after the system's formatting. */
export const TEMPLATE_VARIABLE = /\$\{[^{}\s]+\}/g;

/**
 * Format specifiers of `String(format:)`/`NSLocalizedString` (`%@`, `%1$@`, `%d`, `%lld`, `%.2f`, `%%`),
 * `.stringsdict` variables (`%#@files@`) and `${name}` templates; no space flag, so "100% done" stays text.
 */
export const APPLE_FORMAT = anyOf(
  TEMPLATE_VARIABLE,
  /%(?:\d+\$)?#@[^@\s]+@|%(?:\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSaAp%]/g,
);
/** A `.strings` value's codes: its format specifiers and markup tags (`<a>#%@</a>`). */
const STRINGS_CODES = withTags(APPLE_FORMAT);

function unescapeStrings(quoted: string): string {
  return quoted.replace(
    /\\(?:[Uu]([0-9a-fA-F]{4})|([0-7]{1,3})|([\s\S]))/g,
    (_all, hex?: string, octal?: string, other?: string) => {
      if (hex) return String.fromCharCode(parseInt(hex, 16));
      if (octal) return String.fromCharCode(parseInt(octal, 8));
      return unescapeC(other!);
    },
  );
}

/** What the tokenizer finds: a string (its unescaped value and the span of its content), a word, `=` or `;`. */
interface Token {
  kind: 'string' | 'word' | '=' | ';';
  value: string;
  start: number;
  end: number;
  /** The comment between the previous token and this one, if any. */
  comment: string | null;
}

const WHITESPACE = /\s+/y;
/** A run of a word's characters: anything but whitespace, quotes, `=`, `;` and `/` (allowed where no comment starts). */
const WORD_RUN = /[^\s"=;/]*/y;
const LINE_END = /[\r\n]/g;

/** The end of the match of a sticky `pattern` at `at` (`at` itself when it matches nothing there). */
function matchEnd(pattern: RegExp, text: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.exec(text) ? pattern.lastIndex : at;
}

/** Where an unquoted word starting at `at` ends: a `/` belongs to it unless a comment starts there. */
function wordEnd(text: string, at: number): number {
  let end = matchEnd(WORD_RUN, text, at);
  while (end > at && text[end] === '/' && text[end + 1] !== '/' && text[end + 1] !== '*')
    end = matchEnd(WORD_RUN, text, end + 1);
  return end;
}

/** A comment's text as a note: without its leading `*` and surrounding whitespace; null when empty. */
const noteOf = (comment: string) => comment.replace(/^\s*\*?\s*|\s+$/g, '') || null;

/**
 * The file's tokens, read by hand: loops and single-class runs only, as a regular expression with an alternative
 * per character overflows its backtracking stack on a value of a few MB.
 */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let comment: string | null = null;
  const fail = (offset: number, problem: string): never => {
    const { line, column } = lineAndColumn(text, offset);
    throw new FormatError(`Malformed .strings file at line ${line}, column ${column}: ${problem}`);
  };
  const push = (kind: Token['kind'], value: string, start: number, end: number) => {
    tokens.push({ kind, value, start, end, comment });
    comment = null;
  };
  let at = text.startsWith('\uFEFF') ? 1 : 0;
  while (at < text.length) {
    const spaceEnd = matchEnd(WHITESPACE, text, at);
    if (spaceEnd > at) {
      at = spaceEnd;
      continue;
    }
    const character = text[at]!;
    if (text.startsWith('/*', at)) {
      const close = text.indexOf('*/', at + 2);
      if (close < 0) fail(at, 'a comment is not closed');
      comment = noteOf(text.slice(at + 2, close));
      at = close + 2;
    } else if (text.startsWith('//', at)) {
      LINE_END.lastIndex = at;
      const lineEnd = LINE_END.exec(text)?.index ?? text.length;
      comment = noteOf(text.slice(at + 2, lineEnd));
      at = lineEnd;
    } else if (character === '"') {
      const close = closingQuote(text, at);
      if (close < 0) fail(at, 'a string is not closed');
      push('string', unescapeStrings(text.slice(at + 1, close)), at + 1, close);
      at = close + 1;
    } else if (character === '=' || character === ';') {
      push(character, character, at, at + 1);
      at++;
    } else {
      const end = wordEnd(text, at);
      if (end === at) fail(at, `unexpected "${character}"`);
      push('word', text.slice(at, end), at, end);
      at = end;
    }
  }
  return tokens;
}

function extractStrings(text: string): TextUnit[] {
  const tokens = tokenize(text);
  const units: TextUnit[] = [];
  const fail = (token: Token | undefined, problem: string): never => {
    // A string token's span is its content: the error points at its opening quote.
    const offset = token ? token.start - (token.kind === 'string' ? 1 : 0) : text.length;
    const { line, column } = lineAndColumn(text, offset);
    throw new FormatError(`Malformed .strings file at line ${line}, column ${column}: ${problem}`);
  };
  for (let i = 0; i < tokens.length;) {
    const key = tokens[i]!;
    if (key.kind !== 'string' && key.kind !== 'word') fail(key, `a key is expected, not "${key.value}"`);
    // `"key";` alone: the key is its own value, nothing to translate.
    if (tokens[i + 1]?.kind === ';') {
      i += 2;
      continue;
    }
    const [equals, value, end] = [tokens[i + 1], tokens[i + 2], tokens[i + 3]];
    const entryStart = key.start - (key.kind === 'string' ? 1 : 0);
    if (equals?.kind !== '=') fail(equals, 'an "=" is expected after the key');
    if (value?.kind !== 'string' && value?.kind !== 'word') fail(value, 'a value is expected after "="');
    if (end?.kind !== ';') fail(end, 'a ";" is expected after the value');
    i += 4;
    if (value!.kind !== 'string' || value!.value.trim() === '') continue;
    const { source, codes } = withPlaceholders(value!.value, STRINGS_CODES);
    units.push({
      ...UNTRANSLATED,
      unitId: key.value,
      segmentId: null,
      source,
      codes,
      note: key.comment,
      start: value!.start,
      end: value!.end,
      entrySpan: wholeLines(text, entryStart, end!.end),
    });
  }
  return units;
}

export const stringsFormat = textDocumentFormat({
  type: 'STRINGS',
  extensions: ['.strings'],
  mediaType: 'text/plain',
  monolingual: true,
  sameSegmentsForEveryTarget: true,
  looksLike: (head) => /^\uFEFF?\s*(?:\/[*/]|"|[\w.$-]+\s*=|$)/.test(head),
  extract: (text) => ({ units: extractStrings(text), stated: {} }),
  render: (unit, target) => renderLiteral(target, unit.codes, escapeC),
  needs: () => ['source', 'target'],
});
