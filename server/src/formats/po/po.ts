import { escapeC, unescapeC } from '../c-escapes.ts';
import { FormatError } from '../terms.ts';
import {
  lineAndColumn,
  renderTokens,
  targetTokens,
  textDocumentFormat,
  withPlaceholders,
  type Splice,
  type TextUnit,
} from '../text-units.ts';

/**
 * gettext PO and POT files. Read by hand: the PO libraries (gettext-parser, pofile) give no positions and re-fold
 * every line when they write, so a translated file would differ everywhere. Each `msgstr` (each `msgstr[n]` of
 * a plural entry) is a segment whose span is its quoted strings, continuation lines included; a translation
 * replaces them with one quoted string, so only translated entries change. `msgctxt` and references (`#:`) are
 * the context, translator (`# `) and extracted (`#.`) comments the note, `#, fuzzy` the state; obsolete
 * entries (`#~`) and the header are kept as they are. Placeholders follow the entry's flags: printf directives
 * for `c-format`/`python-format` (and `%(name)s`), `{name}` for `python-brace-format`.
 */

const PRINTF =
  /%(?:\(\w+\))?(?:\d+\$)?[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn%@]/g;
const BRACES = /\{[^{}\s]*\}/g;

interface PoString {
  value: string;
  /** Span of the quoted strings in the text: the first quote to the last one, both included. */
  start: number;
  end: number;
}

interface PoEntry {
  context: PoString | null;
  id: PoString | null;
  plural: PoString | null;
  /** msgstr, or msgstr[0], msgstr[1] … */
  strings: PoString[];
  flags: string[];
  /** The `#, …` line that holds the fuzzy flag, its line break included. */
  fuzzyLine: Splice | null;
  comments: string[];
  references: string[];
}

function unescapePo(quoted: string): string {
  return quoted.replace(/\\(.)/g, (_all, character: string) => unescapeC(character));
}

const KEYWORD = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[(\d+)\])?)\s+(".*?)\s*$/;
const STRING_LINE = /^\s*(".*?)\s*$/;

/** Parses the text into entries, with the span of each msgstr; throws FormatError naming the line. */
function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let entry: PoEntry | null = null;
  /** The keyword whose strings continuation lines extend. */
  let current: { keyword: string; string: PoString } | null = null;
  const fail = (offset: number, problem: string): never => {
    const { line, column } = lineAndColumn(text, offset);
    throw new FormatError(`Malformed PO file at line ${line}, column ${column}: ${problem}`);
  };
  const finish = () => {
    if (entry && !entry.id && !entry.flags.includes('obsolete') && entry.strings.length > 0)
      fail(entry.strings[0]!.start, 'an entry has a msgstr but no msgid');
    if (entry && entry.id) entries.push(entry);
    entry = null;
    current = null;
  };
  const fresh = (): PoEntry => ({
    context: null,
    id: null,
    plural: null,
    strings: [],
    flags: [],
    fuzzyLine: null,
    comments: [],
    references: [],
  });
  const quoted = (literal: string, offset: number): PoString => {
    if (!/^"(?:[^"\\]|\\.)*"$/.test(literal)) fail(offset, 'a string is not closed, or holds an unescaped quote');
    return { value: unescapePo(literal.slice(1, -1)), start: offset, end: offset + literal.length };
  };
  const lines = /([^\r\n]*)(\r\n|\n|\r|$)/g;
  for (let match = lines.exec(text); match && match[0] !== ''; match = lines.exec(text)) {
    const content = match[1]!.replace(/^\uFEFF/, '');
    const at = match.index + match[1]!.length - content.length;
    const trimmed = content.trim();
    if (trimmed === '') {
      finish();
      continue;
    }
    if (trimmed.startsWith('#')) {
      if (current) finish();
      const comments: PoEntry = (entry ??= fresh());
      if (trimmed.startsWith('#~')) comments.flags.push('obsolete');
      else if (trimmed.startsWith('#,')) {
        const flags = trimmed
          .slice(2)
          .split(',')
          .map((f) => f.trim());
        comments.flags.push(...flags);
        if (flags.includes('fuzzy'))
          comments.fuzzyLine = { start: at, end: match.index + match[0].length, text: content + match[2] };
      } else if (trimmed.startsWith('#:')) comments.references.push(trimmed.slice(2).trim());
      else if (trimmed.startsWith('#.') || trimmed.startsWith('# ') || trimmed === '#')
        comments.comments.push(trimmed.slice(2).trim());
      continue;
    }
    const continuation = STRING_LINE.exec(content);
    if (continuation) {
      if (!current) fail(at, 'a string line follows no msgctxt, msgid or msgstr');
      const more = quoted(continuation[1]!, at + content.indexOf('"'));
      current!.string.value += more.value;
      current!.string.end = more.end;
      continue;
    }
    const keyword = KEYWORD.exec(content);
    if (!keyword) fail(at, `"${trimmed.slice(0, 40)}" is neither a comment nor msgctxt, msgid, msgid_plural or msgstr`);
    const name = keyword![1]!;
    if ((name === 'msgctxt' || name === 'msgid') && current?.keyword.startsWith('msgstr')) finish();
    const string = quoted(keyword![3]!, at + content.indexOf('"'));
    const target: PoEntry = (entry ??= fresh());
    current = { keyword: name, string };
    if (name === 'msgctxt') target.context = string;
    else if (name === 'msgid') target.id = string;
    else if (name === 'msgid_plural') target.plural = string;
    else target.strings.push(string);
  }
  finish();
  return entries;
}

function headerField(entries: PoEntry[], name: string): string | undefined {
  const header = entries.find((e) => e.id!.value === '' && e.context === null && !e.flags.includes('obsolete'));
  const value = header?.strings[0]?.value ?? '';
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(value)?.[1]?.trim() || undefined;
}

function placeholdersOf(flags: string[]): RegExp | null {
  if (flags.includes('c-format') || flags.includes('python-format') || flags.includes('objc-format')) return PRINTF;
  if (flags.includes('python-brace-format')) return BRACES;
  return null;
}

function unitsOf(entry: PoEntry): TextUnit[] {
  const id = entry.id!.value;
  if (entry.flags.includes('obsolete') || (id === '' && entry.context === null)) return [];
  const msgctxt = entry.context?.value ?? null;
  const placeholders = placeholdersOf(entry.flags);
  const note = entry.comments.filter((c) => c !== '').join('\n') || null;
  const context = [msgctxt ?? '', ...entry.references].filter((c) => c !== '').join('\n') || null;
  const fuzzy = entry.flags.includes('fuzzy');
  return entry.strings.map((string, index) => {
    const plural = entry.plural !== null;
    const { source, codes } = withPlaceholders(plural && index > 0 ? entry.plural!.value : id, placeholders);
    return {
      unitId: msgctxt === null ? id : `${msgctxt}\u0004${id}`,
      segmentId: plural ? `msgstr[${index}]` : null,
      source,
      target: targetTokens(string.value, codes, placeholders),
      codes,
      state: fuzzy ? 'fuzzy' : null,
      approved: false,
      locked: false,
      note,
      context,
      start: string.start,
      end: string.end,
      ...(entry.fuzzyLine && { onApproval: withoutFuzzy(entry.fuzzyLine) }),
    };
  });
}

/** An approved translation is no longer fuzzy: the flag goes, and the `#,` line with it when it held nothing else. */
function withoutFuzzy(line: Splice): Splice {
  const flags = line.text
    .trim()
    .slice(2)
    .split(',')
    .map((flag) => flag.trim())
    .filter((flag) => flag !== 'fuzzy');
  const lineBreak = /(?:\r\n|\n|\r)$/.exec(line.text)?.[0] ?? '';
  return { ...line, text: flags.length > 0 ? `#, ${flags.join(', ')}${lineBreak}` : '' };
}

export const poFormat = textDocumentFormat({
  type: 'PO',
  extensions: ['.po', '.pot'],
  mediaType: 'text/x-gettext-translation',
  monolingual: false,
  looksLike: (head) => /^(?:\uFEFF)?(?:\s*#[^\n]*\n|\s*\n)*\s*msg(?:ctxt|id)\s+"/.test(head),
  extract(text) {
    const entries = parsePo(text);
    return { units: entries.flatMap(unitsOf), stated: { target: headerField(entries, 'Language') } };
  },
  render: (unit, target) => `"${renderTokens(target, unit.codes, escapeC)}"`,
  needs: (extracted) => (extracted.stated.target ? ['source'] : ['source', 'target']),
});
