import { closingQuote, escapeC, unescapeC } from '../c-escapes.ts';
import { FormatError } from '../terms.ts';
import type { SegmentEdit, TranslationCredits } from '../document.ts';
import {
  lineAndColumn,
  renderLiteral,
  targetTokens,
  textDocumentFormat,
  unitSplices,
  withPlaceholders,
  withTags,
  MARKUP_TAG,
  type Splice,
  type TextFormatRules,
  type TextUnit,
  type UnitGroup,
} from '../text-units.ts';
import {
  categoriesOfForms,
  gettextLanguage,
  pluralFormsOf,
  readPluralForms,
  type TargetPluralForms,
} from './plural-forms.ts';

/**
 * gettext PO and POT files. Read by hand: the PO libraries (gettext-parser, pofile) give no positions and re-fold
 * every line when they write, so a translated file would differ everywhere. Each `msgstr` (each `msgstr[n]` of
 * a plural entry) is a segment whose span is its quoted strings, continuation lines included; a translation
 * replaces them with one quoted string, so only translated entries change. `msgctxt` and references (`#:`) are
 * the context, translator (`# `) and extracted (`#.`) comments the note, `#, fuzzy` the state; obsolete
 * entries (`#~`) and the header are kept as they are. Placeholders follow the entry's flags: printf directives
 * for `c-format`/`python-format` (and `%(name)s`, with every flag msgfmt reads: "20% in" holds `% i`), `{name}`
 * for `python-brace-format`; markup tags are codes in every entry.
 *
 * A plural entry has the header's `nplurals` forms: where the file has more (`msgstr[1]` under `nplurals=1`, as
 * catalogs of one-form languages often do), the extra ones are no segments and go when the last form is written.
 *
 * Plural forms: a file whose header has `Plural-Forms` keeps its forms, each segment named by the CLDR
 * category its counts take (`msgstr[1].few`). A template (a POT, `nplurals=INTEGER`) has the target language's
 * forms instead, and once translated becomes that language's PO: `Language` and `Plural-Forms` in the header
 * (which is no longer fuzzy), each plural entry's `msgstr[n]` lines those of the language.
 */

const PRINTF = withTags(
  /%(?:\(\w+\))?(?:\d+\$)?[-+ #0'I]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn%@]/g,
);
const BRACES = withTags(/\{[^{}\s]*\}/g);

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
    if (entry?.id && entry.strings.length === 0) fail(entry.id.start, 'an entry has a msgid but no msgstr');
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
    if (literal[0] !== '"' || closingQuote(literal, 0) !== literal.length - 1)
      fail(offset, 'a string is not closed, or holds an unescaped quote');
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
    // The next entry starts after a msgstr; before one, the entry so far has none.
    if ((name === 'msgctxt' || name === 'msgid') && (current?.keyword.startsWith('msgstr') || entry?.id)) finish();
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

function placeholdersOf(flags: string[]): RegExp {
  if (flags.includes('c-format') || flags.includes('python-format') || flags.includes('objc-format')) return PRINTF;
  if (flags.includes('python-brace-format')) return BRACES;
  return MARKUP_TAG;
}

/** How the plural entries' forms are laid out: as the file has them, or as the target language needs them. */
type PluralLayout =
  | { follows: 'file'; labels: readonly (string | null)[]; nplurals?: number }
  | { follows: 'target'; forms: TargetPluralForms; lineBreak: string };

function pluralLayout(entries: PoEntry[], text: string, target: string | undefined): PluralLayout {
  const fileForms = readPluralForms(headerField(entries, 'Plural-Forms'));
  if (fileForms)
    return {
      follows: 'file',
      labels: target ? categoriesOfForms(fileForms, target) : [],
      nplurals: fileForms.nplurals,
    };
  const targetForms = target ? pluralFormsOf(target) : null;
  if (targetForms) return { follows: 'target', forms: targetForms, lineBreak: /\r\n|\n|\r/.exec(text)?.[0] ?? '\n' };
  return { follows: 'file', labels: [] };
}

function unitsOf(entry: PoEntry, layout: PluralLayout): TextUnit[] {
  const id = entry.id!.value;
  if (entry.flags.includes('obsolete') || (id === '' && entry.context === null)) return [];
  const msgctxt = entry.context?.value ?? null;
  const placeholders = placeholdersOf(entry.flags);
  const plural = entry.plural !== null;
  const common = {
    unitId: msgctxt === null ? id : `${msgctxt}\u0004${id}`,
    state: entry.flags.includes('fuzzy') ? 'fuzzy' : null,
    approved: false,
    locked: false,
    note: entry.comments.filter((c) => c !== '').join('\n') || null,
    context: [msgctxt ?? '', ...entry.references].filter((c) => c !== '').join('\n') || null,
    ...(entry.fuzzyLine && { onApproval: withoutFuzzy(entry.fuzzyLine) }),
  };
  const form = (index: number, label: string | null | undefined) => ({
    segmentId: plural ? `msgstr[${index}]${label ? `.${label}` : ''}` : null,
    ...withPlaceholders(plural && index > 0 ? entry.plural!.value : id, placeholders),
  });
  if (plural && layout.follows === 'target') return targetFormUnits(entry, layout, common, form, placeholders);
  const file = layout.follows === 'file' ? layout : null;
  return headerForms(entry, file?.nplurals).map((string, index) => {
    const { segmentId, source, codes } = form(index, file?.labels[index]);
    const target = targetTokens(string.value, codes, placeholders);
    return { ...common, segmentId, source, codes, target, start: string.start, end: string.end };
  });
}

/**
 * The strings of an entry as the header's number of forms: a plural entry's forms past `nplurals` are none,
 * and the last form's span runs over them, so that writing it takes them out.
 */
function headerForms(entry: PoEntry, nplurals = entry.strings.length): PoString[] {
  if (entry.plural === null || entry.strings.length <= nplurals) return entry.strings;
  const kept = entry.strings.slice(0, nplurals);
  return [...kept.slice(0, -1), { ...kept.at(-1)!, end: entry.strings.at(-1)!.end }];
}

/**
 * A template's plural entry as the target language's forms, written together: the `msgstr[n]` lines of the
 * language replace the template's, a form left untranslated as an empty string.
 */
function targetFormUnits(
  entry: PoEntry,
  layout: Extract<PluralLayout, { follows: 'target' }>,
  common: Omit<TextUnit, 'segmentId' | 'source' | 'codes' | 'target' | 'start' | 'end'>,
  form: (index: number, label: string) => Pick<TextUnit, 'segmentId' | 'source' | 'codes'>,
  placeholders: RegExp,
): TextUnit[] {
  const strings = entry.strings;
  const span = { start: strings[0]!.start, end: strings.at(-1)!.end };
  const units: TextUnit[] = [];
  const group: UnitGroup = {
    splices(targets) {
      const written = units.map((unit) => targets.get(unit) ?? unit.target);
      if (written.every((target) => target === '')) return [];
      const quoted = units.map((unit, index) => `"${renderLiteral(written[index]!, unit.codes, escapeC)}"`);
      const lines = quoted.map((string, index) => (index === 0 ? string : `msgstr[${index}] ${string}`));
      return [{ ...span, text: lines.join(layout.lineBreak) }];
    },
  };
  layout.forms.categories.forEach((category, index) => {
    const { segmentId, source, codes } = form(index, category);
    const existing = strings[index]?.value ?? '';
    units.push({
      ...common,
      segmentId,
      source,
      codes,
      target: targetTokens(existing, codes, placeholders),
      ...span,
      group,
    });
  });
  return units;
}

/**
 * The header of a translated PO, as gettext's tools leave it: `Language` named as gettext names it where the
 * header lacks one, `Plural-Forms` where the plural entries follow the target language (a template's), and who
 * translated it last and when; each field replaced where the header has it, added after its last line where
 * not, and the header's `fuzzy` flag gone (it marks a header nobody filled in).
 */
function translatedHeaderSplices(
  entries: PoEntry[],
  text: string,
  fields: readonly (readonly [field: string, value: string])[],
): Splice[] {
  const header = entries.find((e) => e.id!.value === '' && e.context === null && !e.flags.includes('obsolete'));
  const string = header?.strings[0];
  if (!header || !string || fields.length === 0) return [];
  const splices: Splice[] = header.fuzzyLine ? [withoutFuzzy(header.fuzzyLine)] : [];
  const lineBreak = /\r\n|\n|\r/.exec(text)?.[0] ?? '\n';
  const added: string[] = [];
  for (const [field, value] of fields) {
    const line = `"${escapeC(`${field}: ${value}\n`)}"`;
    const existing = new RegExp(`"${field}:(?:[^"\\\\]|\\\\.)*"`).exec(text.slice(string.start, string.end));
    if (existing) {
      const start = string.start + existing.index;
      splices.push({ start, end: start + existing[0].length, text: line });
    } else added.push(line);
  }
  if (added.length > 0)
    splices.push({ start: string.end, end: string.end, text: added.map((l) => lineBreak + l).join('') });
  return splices;
}

/** The header fields a translated PO gets (see translatedHeaderSplices). */
function translatedHeaderFields(
  entries: PoEntry[],
  layout: PluralLayout,
  target: string,
  credits: TranslationCredits | undefined,
): [string, string][] {
  const fields: [string, string][] = [];
  if (!headerField(entries, 'Language')?.trim()) fields.push(['Language', gettextLanguage(target)]);
  if (layout.follows === 'target') fields.push(['Plural-Forms', layout.forms.header]);
  if (credits)
    fields.push(['PO-Revision-Date', gettextDate(credits.revisedAt)], ['Last-Translator', credits.lastTranslator]);
  return fields;
}

/** A date as PO headers write it: `2026-11-26 05:40+0000`, in UTC. */
export const gettextDate = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')}+0000`;

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

/** What a file's text tells: its entries and how their plural forms are laid out for the target language. */
function readFile(text: string, languages: { target?: string }) {
  const entries = parsePo(text);
  const stated = headerField(entries, 'Language');
  return { entries, stated, layout: pluralLayout(entries, text, stated ?? languages.target) };
}

const rules: TextFormatRules = {
  type: 'PO',
  extensions: ['.po', '.pot'],
  // 2: an entry has as many plural forms as the header's nplurals, however many msgstr[n] it carries.
  readerVersion: 2,
  mediaType: 'text/x-gettext-translation',
  monolingual: false,
  looksLike: (head) => /^(?:\uFEFF)?(?:\s*#[^\n]*\n|\s*\n)*\s*msg(?:ctxt|id)\s+"/.test(head),
  extract(text, languages) {
    const { entries, stated, layout } = readFile(text, languages);
    return { units: entries.flatMap((entry) => unitsOf(entry, layout)), stated: { target: stated } };
  },
  render: (unit, target) => `"${renderLiteral(target, unit.codes, escapeC)}"`,
  // A template translated is a PO of the text domain the template is named for (app.pot → app.po).
  targetFileName: (fileName) => fileName.replace(/\.pot$/i, '.po'),
  splices(text, units, edits: ReadonlyMap<number, SegmentEdit>, languages, credits) {
    const splices = unitSplices(rules, units, edits);
    const { entries, layout } = readFile(text, languages);
    const translated = units.some((unit, position) => !unit.locked && (edits.get(position)?.target ?? '') !== '');
    if (!translated) return splices;
    const fields = translatedHeaderFields(entries, layout, languages.target, credits);
    return [...splices, ...translatedHeaderSplices(entries, text, fields)];
  },
  needs: (extracted) => (extracted.stated.target ? ['source'] : ['source', 'target']),
};

export const poFormat = textDocumentFormat(rules);
