import { inlineToken, splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { FormatError } from '../terms.ts';
import {
  lineAndColumn,
  MARKUP_TAG,
  textDocumentFormat,
  UNTRANSLATED,
  withPlaceholders,
  withTags,
  type TextUnit,
} from '../text-units.ts';

/**
 * Java `.properties` files, read as `java.util.Properties.load` reads them: `key=value`, `key: value` and
 * `key value`, continuation lines (a line ending in an odd number of backslashes), `#` and `!` comment lines
 * (those just above an entry are its note), `\uXXXX` and the other backslash escapes. Read by hand because
 * the npm readers give no offsets into the file; each value's span runs from its first character to the end
 * of its last continuation line, and a translation replaces it with one line. The file's encoding is kept:
 * UTF-8, or ISO-8859-1 for a file that is not valid UTF-8 (as Java's `PropertyResourceBundle` falls back to);
 * a translation is written with `\uXXXX` escapes unless the file already holds UTF-8 characters unescaped.
 * Values with `MessageFormat` arguments (`{0}`, `{0,number}`, `{1,choice,…}`) have them and their quoted
 * parts as inline codes, `''` shown as the apostrophe it stands for; other values have printf placeholders.
 */

interface PropertiesUnit extends TextUnit {
  /** The value is a `MessageFormat` pattern: apostrophes and braces in a translation are quoted. */
  messageFormat: boolean;
  /** Characters outside ASCII are written as `\uXXXX`. */
  escapeNonAscii: boolean;
}

interface Entry {
  key: string;
  value: string;
  /** Span of the value in the text: its first character to the end of its logical line. */
  start: number;
  end: number;
  /** Span of the whole entry: the start of its first natural line to after its last one's line break. */
  line: { start: number; end: number };
  comments: string[];
}

/**
 * java.util.Formatter directives (`%s`, `%1$d`, `%.2f`, `%tY`, `%%`) and markup tags (Swing's `<html>…<b>x</b>`).
 * A percent is a literal otherwise: "100% done" and "95%-100%:" hold none (no space flag, `%` conversion bare).
 */
const PRINTF = withTags(/%%|%(?:\d+\$)?[-+#0,(]*\d*(?:\.\d+)?[sSdoxXeEfgGaAcCbBhHn]|%[tT][a-zA-Z]/g);
const ARGUMENT = /\{\s*\d+\s*[,}]/;
const WHITESPACE = new Set([' ', '\t', '\f']);
const LINE_BREAK = /\r\n|\n|\r/g;

/** A natural line: its text (no line break) and where it starts. */
interface NaturalLine {
  text: string;
  start: number;
}

function naturalLines(text: string): NaturalLine[] {
  const lines: NaturalLine[] = [];
  let start = text.startsWith('\uFEFF') ? 1 : 0;
  for (const match of text.matchAll(LINE_BREAK)) {
    lines.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) lines.push({ text: text.slice(start), start });
  return lines;
}

const endsContinued = (line: string) => (/\\+$/.exec(line)?.[0].length ?? 0) % 2 === 1;
const leadingWhitespace = (line: string) => /^[ \t\f]*/.exec(line)![0].length;

const ESCAPED: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };

/** A key or value with its backslash escapes resolved; `offsetOf` places a malformed `\u` in the file. */
function unescapeProperties(raw: string, offsetOf: (index: number) => number, text: string): string {
  return raw.replace(/\\(u(.{0,4})|[^])?/g, (all, escape: string | undefined, hex: string | undefined, index) => {
    if (escape === undefined) return '';
    if (hex === undefined) return ESCAPED[escape] ?? escape;
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
      const { line, column } = lineAndColumn(text, offsetOf(index));
      throw new FormatError(
        `Malformed properties file at line ${line}, column ${column}: "${all}" is not a \\u escape of four hexadecimal digits`,
      );
    }
    return String.fromCharCode(parseInt(hex, 16));
  });
}

/** The logical line from natural line `first` on: its text, where each character is, and the lines it takes. */
function logicalLine(lines: NaturalLine[], first: number) {
  let logical = '';
  const pieces: { at: number; start: number }[] = [];
  let index = first;
  for (;;) {
    const line = lines[index]!;
    const skip = leadingWhitespace(line.text);
    const continued = endsContinued(line.text) && index + 1 < lines.length;
    const body = line.text.slice(skip, endsContinued(line.text) ? -1 : undefined);
    pieces.push({ at: logical.length, start: line.start + skip });
    logical += body;
    if (!continued) break;
    index++;
  }
  const last = lines[index]!;
  const offsetOf = (at: number) => {
    const piece = pieces.findLast((p) => p.at <= at)!;
    return piece.start + at - piece.at;
  };
  const end = last.start + last.text.length - (endsContinued(last.text) ? 1 : 0);
  return { logical, offsetOf, end, next: index + 1 };
}

/** Where the key ends and the value starts in a logical line, as `Properties.load` decides. */
function splitEntry(logical: string): { keyEnd: number; valueStart: number } {
  let keyEnd = 0;
  let valueStart = logical.length;
  let separator = false;
  let backslash = false;
  for (; keyEnd < logical.length; keyEnd++) {
    const c = logical[keyEnd]!;
    if (!backslash && (c === '=' || c === ':' || WHITESPACE.has(c))) {
      valueStart = keyEnd + 1;
      separator = c === '=' || c === ':';
      break;
    }
    backslash = c === '\\' ? !backslash : false;
  }
  for (; valueStart < logical.length; valueStart++) {
    const c = logical[valueStart]!;
    if (WHITESPACE.has(c)) continue;
    if (separator || (c !== '=' && c !== ':')) break;
    separator = true;
  }
  return { keyEnd, valueStart };
}

function parseProperties(text: string): Entry[] {
  const lines = naturalLines(text);
  const entries: Entry[] = [];
  let comments: string[] = [];
  for (let index = 0; index < lines.length;) {
    const body = lines[index]!.text.slice(leadingWhitespace(lines[index]!.text));
    if (body === '' || body.startsWith('#') || body.startsWith('!')) {
      comments = body === '' ? [] : [...comments, body.slice(1).replace(/^ /, '')];
      index++;
      continue;
    }
    const { logical, offsetOf, end, next } = logicalLine(lines, index);
    const { keyEnd, valueStart } = splitEntry(logical);
    const key = unescapeProperties(logical.slice(0, keyEnd), offsetOf, text);
    const value = unescapeProperties(logical.slice(valueStart), (at) => offsetOf(valueStart + at), text);
    const start = valueStart < logical.length ? offsetOf(valueStart) : end;
    const line = { start: lines[index]!.start, end: next < lines.length ? lines[next]!.start : text.length };
    entries.push({ key, value, start, end, line, comments });
    comments = [];
    index = next;
  }
  return entries;
}

/** A pattern's markup tags (`Press <u>{0}</u>`) as codes too, after its arguments and quoted parts. */
const messageFormatTags = ({ source, codes }: { source: string; codes: InlineCode[] }) =>
  withPlaceholders(source, MARKUP_TAG, codes);

/**
 * A `MessageFormat` pattern as text and codes: each argument (braces balanced) and each quoted part a code,
 * `''` the apostrophe it stands for.
 */
function messageFormatTokens(pattern: string): { source: string; codes: InlineCode[] } {
  const parts: (string | { code: string })[] = [];
  for (let i = 0; i < pattern.length;) {
    const c = pattern[i]!;
    let end = i + 1;
    if (c === "'" && pattern[i + 1] === "'") {
      parts.push("'");
      i += 2;
      continue;
    }
    if (c === "'") {
      while (end < pattern.length && !(pattern[end] === "'" && pattern[end + 1] !== "'"))
        end += pattern[end] === "'" ? 2 : 1;
      end = Math.min(end + 1, pattern.length);
    } else if (c === '{') {
      let depth = 1;
      for (; end < pattern.length && depth > 0; end++)
        depth += pattern[end] === '{' ? 1 : pattern[end] === '}' ? -1 : 0;
    } else {
      parts.push(c);
      i++;
      continue;
    }
    parts.push({ code: pattern.slice(i, end) });
    i = end;
  }
  const codes: InlineCode[] = [];
  const source = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      codes.push({ id: codes.length + 1, kind: 'standalone', label: part.code, xml: part.code });
      return inlineToken(codes.length);
    })
    .join('');
  return { source, codes };
}

/** A value as a properties file writes it: backslash escapes, a leading blank or separator kept as text. */
function escapeValue(value: string, escapeNonAscii: boolean): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\r') out += '\\r';
    else if (c === '\t') out += '\\t';
    else if (c === '\f') out += '\\f';
    else if (i === 0 && (c === ' ' || c === '=' || c === ':')) out += `\\${c}`;
    else if (code < 0x20 || (escapeNonAscii && code > 0x7e))
      out += `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
    else out += c;
  }
  return out;
}

/** Text typed into a `MessageFormat` pattern: apostrophes doubled, braces quoted. */
const quoteMessageFormat = (text: string) => text.replace(/'/g, "''").replace(/[{}]/g, "'$&'");

function render(unit: PropertiesUnit, target: string): string {
  const value = splitInline(target)
    .map((part) => {
      if (typeof part !== 'string') return unit.codes[part.code - 1]!.xml;
      return unit.messageFormat ? quoteMessageFormat(part) : part;
    })
    .join('');
  return escapeValue(value, unit.escapeNonAscii);
}

export const propertiesFormat = textDocumentFormat<PropertiesUnit>({
  type: 'PROPERTIES',
  extensions: ['.properties'],
  mediaType: 'text/x-java-properties',
  monolingual: true,
  sameSegmentsForEveryTarget: true,
  latin1Fallback: true,
  looksLike: (head) => !head.includes('\u0000'),
  extract(text, _languages, encoding) {
    const escapeNonAscii = encoding !== 'utf-8' || !/[^\u0000-\u007f\uFEFF]/.test(text);
    const units = parseProperties(text).flatMap((entry): PropertiesUnit[] => {
      if (entry.value.trim() === '') return [];
      const messageFormat = ARGUMENT.test(entry.value);
      const { source, codes } = messageFormat
        ? messageFormatTags(messageFormatTokens(entry.value))
        : withPlaceholders(entry.value, PRINTF);
      const note = entry.comments.join('\n').trim() || null;
      return [
        {
          ...UNTRANSLATED,
          segmentId: null,
          unitId: entry.key,
          source,
          codes,
          note,
          start: entry.start,
          end: entry.end,
          entrySpan: entry.line,
          messageFormat,
          escapeNonAscii,
        },
      ];
    });
    return { units, stated: {} };
  },
  render,
  needs: () => ['source', 'target'],
});
