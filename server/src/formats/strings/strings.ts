import { escapeC, unescapeC } from '../c-escapes.ts';
import { FormatError } from '../terms.ts';
import {
  lineAndColumn,
  renderTokens,
  textDocumentFormat,
  UNTRANSLATED,
  withPlaceholders,
  type TextUnit,
} from '../text-units.ts';

/**
 * iOS and macOS `.strings` files (`"key" = "value";`, the old-style property list Xcode still writes, UTF-16
 * with a byte-order mark or UTF-8): each value is a segment keyed by its key, the comment just before an entry
 * (`/* … *\/` or `//`) its note. Read by hand: no maintained npm reader gives offsets (and the plist readers
 * re-serialise); the tokenizer below follows the syntax of Foundation's strings file parser. A translation
 * replaces the text between its value's quotes.
 */

/**
 * Format specifiers of `String(format:)`/`NSLocalizedString` (`%@`, `%1$@`, `%d`, `%lld`, `%.2f`, `%%`) and
 * `.stringsdict` variables (`%#@files@`); no space flag, so "100% done" stays text.
 */
export const APPLE_FORMAT =
  /%(?:\d+\$)?#@[^@\s]+@|%(?:\d+\$)?[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSaAp%]/g;

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

const TOKEN =
  /\s+|\/\*([\s\S]*?)\*\/|\/\/([^\r\n]*)|"((?:[^"\\]|\\[\s\S])*)"|([^\s"=;/]+(?:\/(?![/*])[^\s"=;/]*)*)|([=;])/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let comment: string | null = null;
  const fail = (offset: number, problem: string): never => {
    const { line, column } = lineAndColumn(text, offset);
    throw new FormatError(`Malformed .strings file at line ${line}, column ${column}: ${problem}`);
  };
  TOKEN.lastIndex = text.startsWith('\uFEFF') ? 1 : 0;
  while (TOKEN.lastIndex < text.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) {
      if (text.startsWith('/*', at)) fail(at, 'a comment is not closed');
      if (text[at] === '"') fail(at, 'a string is not closed');
      fail(at, `unexpected "${text[at]}"`);
    }
    const [all, block, line, string, word, punctuation] = match!;
    if (block !== undefined || line !== undefined) comment = (block ?? line)!.replace(/^\s*\*?\s*|\s+$/g, '') || null;
    else if (string !== undefined)
      tokens.push({ kind: 'string', value: unescapeStrings(string), start: at + 1, end: at + all.length - 1, comment });
    else if (word !== undefined) tokens.push({ kind: 'word', value: word, start: at, end: at + all.length, comment });
    else if (punctuation !== undefined)
      tokens.push({ kind: punctuation as '=' | ';', value: punctuation, start: at, end: at + 1, comment });
    if (all.trim() !== '' && block === undefined && line === undefined) comment = null;
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
    if (equals?.kind !== '=') fail(equals, 'an "=" is expected after the key');
    if (value?.kind !== 'string' && value?.kind !== 'word') fail(value, 'a value is expected after "="');
    if (end?.kind !== ';') fail(end, 'a ";" is expected after the value');
    i += 4;
    if (value!.kind !== 'string' || value!.value.trim() === '') continue;
    const { source, codes } = withPlaceholders(value!.value, APPLE_FORMAT);
    units.push({
      ...UNTRANSLATED,
      unitId: key.value,
      segmentId: null,
      source,
      codes,
      note: key.comment,
      start: value!.start,
      end: value!.end,
    });
  }
  return units;
}

export const stringsFormat = textDocumentFormat({
  type: 'STRINGS',
  extensions: ['.strings'],
  mediaType: 'text/plain',
  monolingual: true,
  looksLike: (head) => /^\uFEFF?\s*(?:\/[*/]|"|[\w.$-]+\s*=|$)/.test(head),
  extract: (text) => ({ units: extractStrings(text), stated: {} }),
  render: (unit, target) => renderTokens(target, unit.codes, escapeC),
  needs: () => ['source', 'target'],
});
