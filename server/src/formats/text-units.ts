import { Readable } from 'node:stream';
import { inlineText, inlineToken, splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { decodeStrictly } from './decode.ts';
import {
  isOverlong,
  overlongUnit,
  readAll,
  streamOf,
  type DocumentFormat,
  type DocumentLanguages,
  type DocumentSegment,
  type ReadOptions,
  type SegmentEdit,
  type TranslationCredits,
} from './document.ts';
import { lineAndColumn } from './line-and-column.ts';
import { segmentationRules, type SegmentationRules } from './segmentation/srx.ts';
import { FormatError } from './terms.ts';
import { countWords } from './words.ts';

/** The formats that write text units quote positions in their messages too. */
export { lineAndColumn };

/**
 * What the text-based document formats (plain text, JSON, PO …) share: the file is decoded whole, `extract`
 * finds each translatable piece with the span of the decoded text that holds it, and the merge replaces the
 * spans of the translated pieces, copying every other character as it was. Byte-faithful by construction:
 * no library re-serialises the file.
 */

/** A translatable piece of a text file and the span `[start, end)` of the decoded text its target replaces. */
export interface TextUnit extends Omit<
  DocumentSegment,
  'sourceText' | 'words' | 'maxWidth' | 'rejected' | 'origin' | 'state'
> {
  start: number;
  end: number;
  state?: string | null;
  /** Most characters the target may have, where the file states a limit (the segment's `maxWidth`). */
  maxWidth?: number | null;
  /** What an approved translation also changes in the file (PO: the `fuzzy` flag goes); several units may share it. */
  onApproval?: Splice;
  /** Units written together (the forms of a plural, which follow the target language): their own span is not used. */
  group?: UnitGroup;
  /**
   * A one-language file's whole entry holding the unit (its key, value and line break): what a file written without
   * untranslated strings leaves out once none of the units it holds is written (`leaveOutEntries`).
   */
  entrySpan?: { start: number; end: number };
}

/** What a unit starts as where the file holds no translation: no target, not approved nor locked, no note. */
export const UNTRANSLATED = { target: '', approved: false, locked: false, note: null, context: null } as const;

/** Units the merge writes together: a plural's forms, whose keys or cases are those of the target language. */
export interface UnitGroup {
  /** The splices that write these translations (tokens by unit); a unit without one keeps the source's text. */
  splices(targets: ReadonlyMap<TextUnit, string>): Splice[];
}

/** Text that replaces the span `[start, end)` of the decoded file. */
export interface Splice {
  start: number;
  end: number;
  text: string;
}

export interface ExtractedText<Unit extends TextUnit = TextUnit> {
  units: Unit[];
  /** Languages the file itself states (PO's `Language` header); the upload's fill the rest. */
  stated: DocumentLanguages;
}

/** A text-based format: how it reads units out of the text and how it writes one unit's target. */
export interface TextFormatRules<Unit extends TextUnit = TextUnit> {
  type: DocumentFormat['type'];
  extensions: readonly string[];
  mediaType: string;
  monolingual: boolean;
  /** `DocumentFormat.sameSegmentsForEveryTarget`. */
  sameSegmentsForEveryTarget?: boolean;
  /** `DocumentFormat.readerVersion`: 1 where left out. */
  readerVersion?: number;
  /** The first few KB, decoded, are this format's (files are refused by the strict decoding otherwise). */
  looksLike(head: string): boolean;
  /** `segmentation`: the rules a prose format cuts its paragraphs into sentences by. */
  extract(
    text: string,
    languages: DocumentLanguages,
    encoding: TextEncoding,
    segmentation: SegmentationRules,
  ): ExtractedText<Unit>;
  /** The text that replaces the unit's span for this target (tokens rendered and escaped as the format does). */
  render(unit: Unit, target: string): string;
  /**
   * For a format whose translations do more than replace their own spans (a multi-language file creating the
   * target language's entries, several units sharing one insertion): every splice of the translated file,
   * in place of one `render` per unit.
   */
  splices?(
    text: string,
    units: readonly Unit[],
    edits: ReadonlyMap<number, SegmentEdit>,
    languages: { source: string; target: string },
    credits?: TranslationCredits,
  ): Splice[];
  /**
   * DocumentFormat.unitTexts: the text of each message by its key as the file writes it, for a one-language format
   * whose `splices` write it back whole for an untranslated unit given one (SegmentEdit.keptText).
   */
  unitTexts?(text: string): Map<string, string>;
  /**
   * For a one-language key-value format: the splices that leave out the entries of the units not `written` (an
   * untranslated string, WritingOptions.untranslated 'leave-out'), none overlapping the spans written units replace.
   * By default the `entrySpan`s of its units (`leaveOutEntries`); a format whose units have none keeps every entry.
   */
  leaveOut?(text: string, units: readonly Unit[], written: ReadonlySet<Unit>): Splice[];
  /** Which languages the format states itself; the others the upload must give. */
  needs(extracted: ExtractedText<Unit>): ('source' | 'target')[];
  /** A file that is not valid UTF-8 (nor UTF-16 with a BOM) is read as ISO-8859-1, where the format says so. */
  latin1Fallback?: boolean;
  targetFileName?: DocumentFormat['targetFileName'];
}

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'latin1';

interface DecodedFile {
  /** With its byte-order mark, if it had one, as U+FEFF: written back as it came. */
  text: string;
  encoding: TextEncoding;
}

function chooseEncoding(head: Buffer): TextEncoding {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/**
 * The file as text: UTF-8, or UTF-16 with a byte-order mark; a byte invalid in it is refused with its line, or,
 * with `latin1Fallback`, the whole file is read as ISO-8859-1 (where every byte is a character).
 */
export async function decodeFile(bytes: Buffer, latin1Fallback = false): Promise<DecodedFile> {
  const encoding = chooseEncoding(bytes);
  if (latin1Fallback && encoding === 'utf-8') {
    try {
      return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), encoding };
    } catch {
      return { text: bytes.toString('latin1'), encoding: 'latin1' };
    }
  }
  const decoder = () => new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  try {
    // The whole file in one call: no copy of its bytes nor count of its lines, which only a refusal needs.
    return { text: decoder().decode(bytes), encoding };
  } catch {
    // Read again piece by piece, for the refusal naming the line of the first byte the encoding refuses.
  }
  let text = '';
  const decoding = {
    choose: decoder,
    advice: 'Save it as UTF-8 (or UTF-16 with a byte-order mark) and upload it again.',
  };
  for await (const piece of decodeStrictly(Readable.from([bytes]), decoding)) text += piece;
  return { text, encoding };
}

export function encodeFile(text: string, encoding: TextEncoding): Buffer {
  if (encoding === 'utf-8' || encoding === 'latin1')
    return Buffer.from(text, encoding === 'latin1' ? 'latin1' : 'utf8');
  const bytes = Buffer.from(text, 'utf16le');
  return encoding === 'utf-16le' ? bytes : bytes.swap16();
}

/**
 * A well-formed markup tag inside a string: HTML/XML-like `<b>`, `</b>`, `<br />`, `<a href="x">`, and
 * react-i18next's `Trans` components `<bold>`, `<1>`, `<allocatedAmount />`. A `<` not followed by a name, or a
 * name not closed by `>` (`a < b`, `5 <= 6`), is text. Attribute values hold no inline token, so that a tag
 * matched over text already tokenized never swallows a code.
 */
export const MARKUP_TAG =
  /<\/?[A-Za-z0-9][\w.:-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:"[^"\u0001]*"|'[^'\u0001]*'|[^\s"'<>/=\u0001]+))?)*\s*\/?>/g;
const WHOLE_TAG = new RegExp(`^(?:${MARKUP_TAG.source})$`);

/** One global rule matching what any of `rules` matches (the first of them where several start at one place). */
export const anyOf = (...rules: RegExp[]): RegExp => new RegExp(rules.map((rule) => rule.source).join('|'), 'g');

/** A format's placeholder rule with markup tags as inline codes too (a tag wins where both start). */
export const withTags = (placeholders: RegExp): RegExp => anyOf(MARKUP_TAG, placeholders);

interface CodeMatch {
  index: number;
  text: string;
  kind: InlineCode['kind'];
  /** The number its label shares with the other half of its pair. */
  pair?: number;
}

/** The tag's name, and whether it opens (`<b>`), closes (`</b>`) or stands alone (`<br />`); null for no tag. */
function tagOf(text: string): { name: string; kind: InlineCode['kind'] } | null {
  if (!WHOLE_TAG.test(text)) return null;
  const name = /^<\/?([^\s/>]+)/.exec(text)![1]!;
  return { name, kind: text.startsWith('</') ? 'close' : text.endsWith('/>') ? 'standalone' : 'open' };
}

/**
 * Pairs each closing tag with the nearest open tag of its name (those opened after it and left open, like an
 * HTML `<br>`, stand alone); a tag without its other half stands alone. Pairs are numbered after `pairs`.
 */
function pairTags(matches: CodeMatch[], pairs: number): void {
  const open: { match: CodeMatch; name: string }[] = [];
  for (const match of matches) {
    const tag = tagOf(match.text);
    if (!tag || tag.kind === 'standalone') continue;
    if (tag.kind === 'open') {
      open.push({ match, name: tag.name });
      continue;
    }
    const at = open.findLastIndex((o) => o.name === tag.name);
    if (at < 0) continue;
    const opening = open[at]!.match;
    open.length = at;
    opening.kind = 'open';
    match.kind = 'close';
    opening.pair = match.pair = ++pairs;
  }
}

/** The label the editor shows: a pair's halves `<n>` and `</n>` (as `pairsOf` pairs them), a placeholder its text. */
const labelOf = (match: CodeMatch) =>
  match.kind === 'open' ? `<${match.pair}>` : match.kind === 'close' ? `</${match.pair}>` : match.text;

/**
 * Text with the matches of `placeholders` (a global pattern: the format's rule) as inline codes, each code
 * holding the placeholder as the file writes it, appended to `codes`. Matches that are markup tags of one
 * pair (`withTags`) are its open and close codes; every other match is a standalone code.
 */
export function withPlaceholders(
  text: string,
  placeholders: RegExp | null,
  codes: InlineCode[] = [],
): { source: string; codes: InlineCode[] } {
  if (!placeholders) return { source: text, codes };
  const matches: CodeMatch[] = [...text.matchAll(placeholders)].map((m) => ({
    index: m.index,
    text: m[0],
    kind: 'standalone',
  }));
  pairTags(matches, codes.filter((code) => code.kind === 'open').length);
  let source = '';
  let copied = 0;
  for (const match of matches) {
    codes.push({ id: codes.length + 1, kind: match.kind, label: labelOf(match), xml: match.text });
    source += text.slice(copied, match.index) + inlineToken(codes.length);
    copied = match.index + match.text.length;
  }
  return { source: source + text.slice(copied), codes };
}

/** A token string as the file's text: each code's own text, the text between them escaped as the format does. */
export function renderTokens(value: string, codes: readonly InlineCode[], escape: (text: string) => string): string {
  let out = '';
  for (const part of splitInline(value)) {
    if (typeof part === 'string') out += escape(part);
    else {
      const code = codes[part.code - 1];
      if (!code) throw new Error(`Unknown inline code ${part.code}`);
      out += code.xml;
    }
  }
  return out;
}

/**
 * A token string as the content of a quoted literal (JSON, PO, `.strings`): codes hold their text as the value
 * reads unescaped (a tag's `"` included), so the format's escape applies to them as to the text around.
 */
export const renderLiteral = (value: string, codes: readonly InlineCode[], escape: (text: string) => string) =>
  escape(renderTokens(value, codes, (text) => text));

function toSegment(unit: TextUnit): DocumentSegment {
  const sourceText = inlineText(unit.source);
  return {
    unitId: unit.unitId,
    segmentId: unit.segmentId,
    source: unit.source,
    sourceText,
    target: unit.target,
    codes: unit.codes,
    state: unit.state ?? null,
    approved: unit.approved,
    rejected: false,
    origin: null,
    locked: unit.locked,
    note: unit.note,
    context: unit.context,
    words: countWords(sourceText),
    maxWidth: unit.maxWidth ?? null,
    ...(unit.block && { block: unit.block }),
    ...(unit.place && { place: unit.place }),
  };
}

/**
 * An existing translation as tokens of the source's codes (each placeholder the source code written the same
 * way, in whatever order the translation puts them); one whose placeholders are not the source's is not kept.
 */
export function targetTokens(value: string, codes: readonly InlineCode[], placeholders: RegExp | null): string {
  if (value === '' || !placeholders) return value;
  const unused = [...codes];
  let complete = true;
  const tokens = value.replace(placeholders, (match) => {
    const code = unused.find((c) => c.xml === match);
    if (!code) {
      complete = false;
      return match;
    }
    unused.splice(unused.indexOf(code), 1);
    return inlineToken(code.id);
  });
  return complete && unused.length === 0 ? tokens : '';
}

/**
 * Each translated unit's span replaced by its rendered target (and what its approval changes besides); the units
 * of a group written by their group.
 */
export function unitSplices<Unit extends TextUnit>(
  rules: TextFormatRules<Unit>,
  units: readonly Unit[],
  edits: ReadonlyMap<number, SegmentEdit>,
): Splice[] {
  const splices = new Map<number, Splice>();
  const groups = new Map<UnitGroup, Map<TextUnit, string>>();
  units.forEach((unit, position) => {
    const edit = edits.get(position);
    if (!edit || unit.locked || (rules.monolingual && edit.target === '')) return;
    if (unit.group) {
      groups.set(unit.group, (groups.get(unit.group) ?? new Map()).set(unit, edit.target));
      return;
    }
    splices.set(unit.start, { start: unit.start, end: unit.end, text: rules.render(unit, edit.target) });
    if (edit.approved && edit.target !== '' && unit.onApproval) splices.set(unit.onApproval.start, unit.onApproval);
  });
  for (const [group, targets] of groups) for (const splice of group.splices(targets)) splices.set(splice.start, splice);
  return [...splices.values()];
}

/** The units a merge writes a text of their own for: a translation, or the translation file's own text (keptText). */
function writtenUnits<Unit extends TextUnit>(
  units: readonly Unit[],
  edits: ReadonlyMap<number, SegmentEdit>,
): ReadonlySet<Unit> {
  return new Set(
    units.filter((unit, position) => {
      const edit = edits.get(position);
      return edit !== undefined && !unit.locked && (edit.target !== '' || edit.keptText != null);
    }),
  );
}

/**
 * `[start, end)` widened to whole lines where nothing else stands on them: back over the blanks before it to its
 * line's start, on over the blanks after it and its line break, so that leaving an entry out leaves no blank line.
 */
export function wholeLines(text: string, start: number, end: number): { start: number; end: number } {
  let from = start;
  while (from > 0 && (text[from - 1] === ' ' || text[from - 1] === '\t')) from--;
  if (from > 0 && text[from - 1] !== '\n' && text[from - 1] !== '\r') return { start, end };
  // A span that already ends with its line break (a YAML block's) is whole at its end.
  if (end > start && (text[end - 1] === '\n' || text[end - 1] === '\r')) return { start: from, end };
  let to = end;
  while (to < text.length && (text[to] === ' ' || text[to] === '\t')) to++;
  if (text.startsWith('\r\n', to)) to += 2;
  else if (text[to] === '\n' || text[to] === '\r') to++;
  else if (to < text.length) return { start, end };
  return { start: from, end: to };
}

/** Whether a unit of `units` starts within `[from, to)`: a search in their sorted starts. */
export function unitStartsWithin(units: readonly TextUnit[]): (from: number, to: number) => boolean {
  const starts = units.map((unit) => unit.start).sort((a, b) => a - b);
  return (from, to) => {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < from) low = middle + 1;
      else high = middle;
    }
    return low < starts.length && starts[low]! < to;
  };
}

/** The entries (TextUnit.entrySpan) none of whose units is written, each spliced out whole. */
export function leaveOutEntries(_text: string, units: readonly TextUnit[], written: ReadonlySet<TextUnit>): Splice[] {
  const entries = new Map<number, Splice & { written: boolean }>();
  for (const unit of units) {
    if (!unit.entrySpan) continue;
    const entry = entries.get(unit.entrySpan.start) ?? { ...unit.entrySpan, text: '', written: false };
    entry.written ||= written.has(unit);
    entries.set(unit.entrySpan.start, entry);
  }
  return [...entries.values()].filter((entry) => !entry.written).map(({ start, end }) => ({ start, end, text: '' }));
}

/** The text with the splices (which do not overlap) made. */
function spliced(text: string, splices: Splice[]): string {
  let out = '';
  let copied = 0;
  for (const splice of splices.sort((a, b) => a.start - b.start || a.end - b.end)) {
    out += text.slice(copied, splice.start) + splice.text;
    copied = splice.end;
  }
  return out + text.slice(copied);
}

/** Refuses a file whose first unit longer than a save takes (`isOverlong`) is named with its line. */
function refuseOverlongUnits(text: string, units: readonly TextUnit[]): void {
  const overlong = units.find(isOverlong);
  if (overlong) throw overlongUnit(overlong.unitId, lineAndColumn(text, overlong.start).line);
}

/** A document format built from a text format's rules: decoding, batching and the span merge are shared. */
export function textDocumentFormat<Unit extends TextUnit>(rules: TextFormatRules<Unit>): DocumentFormat {
  const { unitTexts } = rules;
  const extractFile = async (input: AsyncIterable<Buffer>, languages: DocumentLanguages, options: ReadOptions) => {
    const file = await decodeFile(await readAll(input), rules.latin1Fallback);
    const segmentation = segmentationRules(options.segmentation);
    return { file, extracted: rules.extract(file.text, languages, file.encoding, segmentation) };
  };
  /** The units of a file to import: one a save could not translate refuses the file. */
  const extractImport = async (input: AsyncIterable<Buffer>, languages: DocumentLanguages, options: ReadOptions) => {
    const { file, extracted } = await extractFile(input, languages, options);
    refuseOverlongUnits(file.text, extracted.units);
    return extracted;
  };
  return {
    type: rules.type,
    extensions: rules.extensions,
    readerVersion: rules.readerVersion ?? 1,
    monolingual: rules.monolingual,
    ...(rules.sameSegmentsForEveryTarget && { sameSegmentsForEveryTarget: true }),
    wholeFile: true,
    ...(rules.targetFileName && { targetFileName: rules.targetFileName }),
    looksLike: (head) => rules.looksLike(head.toString(chooseEncoding(head) === 'utf-8' ? 'utf8' : 'utf16le')),
    async inspect(open, languages = {}, options = {}) {
      const extracted = await extractImport(open(), languages, options);
      return { needs: rules.needs(extracted), statedTarget: extracted.stated.target };
    },
    async read(input, onBatch, batchSize, languages, options = {}) {
      const extracted = await extractImport(input, languages, options);
      const source = extracted.stated.source ?? languages.source;
      const target = extracted.stated.target ?? languages.target;
      if (!source || !target) throw new FormatError(`The ${source ? 'target' : 'source'} language is not known`);
      const segments = extracted.units.map(toSegment);
      for (let i = 0; i < segments.length; i += batchSize) await onBatch(segments.slice(i, i + batchSize));
      return { languages: { source, target }, version: null, segments: segments.length };
    },
    ...(unitTexts && {
      unitTexts: async (bytes: Buffer) => unitTexts((await decodeFile(bytes, rules.latin1Fallback)).text),
    }),
    async merge(original, edits, languages, credits, options = {}, writing = {}) {
      const { file, extracted } = await extractFile(original, languages, options);
      const byPosition = new Map<number, SegmentEdit>();
      for await (const edit of edits) byPosition.set(edit.position, edit);
      const splices = rules.splices
        ? rules.splices(file.text, extracted.units, byPosition, languages, credits)
        : unitSplices(rules, extracted.units, byPosition);
      if (writing.untranslated === 'leave-out') {
        const leaveOut = rules.leaveOut ?? leaveOutEntries;
        splices.push(...leaveOut(file.text, extracted.units, writtenUnits(extracted.units, byPosition)));
      }
      const text = spliced(file.text, splices);
      const charset = { 'utf-8': 'utf-8', 'utf-16le': 'utf-16', 'utf-16be': 'utf-16', latin1: 'iso-8859-1' }[
        file.encoding
      ];
      return { mediaType: `${rules.mediaType}; charset=${charset}`, bytes: streamOf(encodeFile(text, file.encoding)) };
    },
  };
}
