import iconv from 'iconv-lite';
import { inlineText, inlineToken } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { readAll, streamOf, type DocumentFormat, type ReadOptions } from '../document.ts';
import { FormatError } from '../terms.ts';
import {
  lineAndColumn,
  renderTokens,
  textDocumentFormat,
  UNTRANSLATED,
  type TextFormatRules,
  type TextUnit,
} from '../text-units.ts';

/**
 * Subtitles: SubRip (`.srt`) and WebVTT (`.vtt`), read by hand (the npm subtitle parsers give no offsets and
 * rewrite timings on output). Each cue is one segment, its context the cue's number (or id) and timing; the
 * timing line with its settings, cue ids, the WebVTT header and its NOTE, STYLE and REGION blocks are never
 * read. Cue markup is inline codes: `<i>`, `<b>`, `<u>`, `<font …>`, WebVTT's `<c.class>`, `<v Speaker>`,
 * `<lang>`, `<ruby>`/`<rt>` (their closing tags pairs with them) and timestamps, SSA's `{\an8}` positions, and
 * a line break inside a cue, so that a translation keeps the cue's lines. WebVTT's entities are read for the
 * translator and written back escaped; SubRip has none. A SubRip file that is not UTF-8 (with or without a BOM)
 * is windows-1252, as subtitle editors on Windows save it, and a translation is written back in it where every
 * character fits, else as UTF-8 with a byte-order mark (which every player reads) rather than with characters lost.
 *
 * With `joinCues` (an upload option), cues that continue a sentence are one segment: a cue whose text does not end
 * with . ! ? … (and any closing quotes or brackets) is joined with the next, up to `MAX_JOINED_CUES`, their texts
 * separated by a space. Its translation is cut back into the cues at word boundaries, never inside a code nor
 * between a tag and its closing tag, where each cue's share of the source's characters ends; every timing, id and
 * block between them is written as it was.
 */

const CUE_MARKUP = /<\/?[A-Za-z][^<>]*>|<\d[\d:.]*>|\{\\[^{}]*\}|[ \t]*(?:\r\n|\n|\r)[ \t]*/g;
const LINE_END = /\r\n|\n|\r/;
const TIMESTAMP = String.raw`(?:\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}`;
const TIMING = new RegExp(`^\\s*(${TIMESTAMP})\\s*-->\\s*(${TIMESTAMP})`);

interface CueMatch {
  index: number;
  text: string;
  kind: InlineCode['kind'];
  pair?: number;
}

/** The name a closing tag gives: `<c.yellow>` and `<v Bob>` are closed by `</c>` and `</v>`. */
const tagName = (tag: string) => /^<\/?([A-Za-z]+)/.exec(tag)?.[1]?.toLowerCase();

/** Opening tags paired with the closing tag of their name; tags without their other half and the rest standalone. */
function pairCueTags(matches: CueMatch[]): void {
  const open: CueMatch[] = [];
  let pairs = 0;
  for (const match of matches) {
    const name = match.text.startsWith('<') && tagName(match.text);
    if (!name) continue;
    if (!match.text.startsWith('</')) {
      open.push(match);
      continue;
    }
    const at = open.findLastIndex((o) => tagName(o.text) === name);
    if (at < 0) continue;
    const opening = open[at]!;
    open.length = at;
    opening.kind = 'open';
    match.kind = 'close';
    opening.pair = match.pair = ++pairs;
  }
  // Pairs numbered in the order they open, as the translator reads them.
  const order = new Map(matches.filter((m) => m.kind === 'open').map((m, i) => [m.pair, i + 1]));
  for (const match of matches) if (match.pair) match.pair = order.get(match.pair)!;
}

/** A cue's text with its markup and line breaks as codes, the text between `decode`d. */
function cueSource(payload: string, decode: (text: string) => string): { source: string; codes: InlineCode[] } {
  const matches: CueMatch[] = [...payload.matchAll(CUE_MARKUP)].map((m) => ({
    index: m.index,
    text: m[0],
    kind: 'standalone',
  }));
  pairCueTags(matches);
  const codes: InlineCode[] = [];
  let source = '';
  let copied = 0;
  for (const match of matches) {
    const label =
      match.kind === 'open'
        ? `<${match.pair}>`
        : match.kind === 'close'
          ? `</${match.pair}>`
          : LINE_END.test(match.text)
            ? '↵'
            : match.text;
    codes.push({ id: codes.length + 1, kind: match.kind, label, xml: match.text });
    source += decode(payload.slice(copied, match.index)) + inlineToken(codes.length);
    copied = match.index + match.text.length;
  }
  return { source: source + decode(payload.slice(copied)), codes };
}

interface Block {
  start: number;
  lines: { start: number; text: string }[];
}

/** The blocks of a subtitle file: runs of lines that are not blank, with the offset of each line. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of text.matchAll(/[^\r\n]*(?:\r\n|\n|\r|$)/g)) {
    if (line[0] === '') break;
    const content = line[0].replace(/[\r\n]+$/, '');
    if (content.trim() === '') {
      current = null;
      continue;
    }
    if (!current) blocks.push((current = { start: line.index, lines: [] }));
    current.lines.push({ start: line.index, text: content });
  }
  return blocks;
}

interface SubtitleSyntax {
  /** What the format is called in a refusal: "SubRip", "WebVTT". */
  name: string;
  /** SubRip: each cue's first line is its number. */
  numbered: boolean;
  /** What the file must start with (WebVTT's `WEBVTT` line), said in a refusal. */
  header?: { pattern: RegExp; expected: string };
  /** A block that holds no cue (WebVTT's header, NOTE, STYLE, REGION). */
  skipped(block: Block, index: number): boolean;
  decode(text: string): string;
  escape(text: string): string;
}

/** A unit of cues joined into one segment: the text between them, and each cue's share of the source. */
interface CueUnit extends TextUnit {
  joined?: { gaps: string[]; weights: number[] };
}

/** A cue's text ends a sentence: a final . ! ? … (or a CJK full stop), closing quotes and brackets after them. */
const SENTENCE_END = /[.!?…。！？][\p{Pf}\p{Pe}"']*\s*$/u;

/**
 * How many cues at most are one segment: a file without sentence punctuation (song lyrics) would otherwise be a
 * single segment.
 */
export const MAX_JOINED_CUES = 8;

/** A timestamp's milliseconds, or null where it names an impossible time (61 seconds, 75 minutes). */
function timestampMs(stamp: string): number | null {
  const [clock, fraction] = stamp.split(/[,.]/) as [string, string];
  const parts = clock.split(':').map(Number);
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts];
  if (minutes! > 59 || seconds! > 59) return null;
  return ((hours! * 60 + minutes!) * 60 + seconds!) * 1000 + Number(fraction.padEnd(3, '0'));
}

/**
 * Refuses a cue block the format cannot have: one without its timing line, a SubRip cue whose number is not a
 * number, a timing that is not one (or names an impossible time, or ends before it starts). The message names the
 * line, as a subtitle editor would.
 */
function checkCue(text: string, block: Block, timingAt: number, syntax: SubtitleSyntax): void {
  const refuse = (at: number, problem: string): never => {
    throw new FormatError(`Malformed ${syntax.name} file at line ${lineAndColumn(text, at).line}: ${problem}`);
  };
  const example = syntax.numbered ? '00:00:01,000 --> 00:00:04,000' : '00:00:01.000 --> 00:00:04.000';
  if (timingAt < 0) refuse(block.start, `a cue without its timing line (like "${example}")`);
  const timing = block.lines[timingAt]!;
  if (syntax.numbered) {
    if (timingAt === 0) refuse(timing.start, 'a cue without its number on the line before its timing');
    const number = block.lines[0]!;
    if (timingAt > 1 || !/^\s*\d+\s*$/.test(number.text))
      refuse(number.start, `the cue number "${number.text.trim()}" is not a number`);
  }
  const times = TIMING.exec(timing.text);
  if (!times) refuse(timing.start, `"${timing.text.trim()}" is not a timing like "${example}"`);
  const [startMs, endMs] = [timestampMs(times![1]!), timestampMs(times![2]!)];
  if (startMs === null || endMs === null)
    refuse(timing.start, `"${timing.text.trim()}" names a time that does not exist (minutes and seconds go to 59)`);
  if (endMs! < startMs!) refuse(timing.start, `"${timing.text.trim()}" ends before it starts`);
}

/** One unit per cue: the lines after its timing line, the id and timing the context. */
function cueUnits(text: string, syntax: SubtitleSyntax): CueUnit[] {
  const units: CueUnit[] = [];
  const unmarked = text.replace(/^\uFEFF/, ' ');
  if (syntax.header && !syntax.header.pattern.test(unmarked.trimStart()))
    throw new FormatError(`Malformed ${syntax.name} file at line 1: ${syntax.header.expected}`);
  blocksOf(unmarked).forEach((block, index) => {
    if (syntax.skipped(block, index)) return;
    const timingAt = block.lines.findIndex((line) => line.text.includes('-->'));
    checkCue(text, block, timingAt, syntax);
    const payload = block.lines.slice(timingAt + 1);
    const timing = block.lines[timingAt];
    if (!timing || payload.length === 0) return;
    const [first, last] = [payload[0]!, payload.at(-1)!];
    const [start, end] = [first.start, last.start + last.text.length];
    const { source, codes } = cueSource(text.slice(start, end), syntax.decode);
    const id = block.lines.slice(0, timingAt).map((line) => line.text.trim());
    const times = TIMING.exec(timing.text);
    units.push({
      ...UNTRANSLATED,
      unitId: String(units.length + 1),
      segmentId: null,
      source,
      codes,
      context: [...id, times ? `${times[1]} --> ${times[2]}` : timing.text.trim()].join(' · '),
      start,
      end,
    });
  });
  return units;
}

/** A pair's labels (`<2>`, `</2>`) renumbered by `offset`; other labels as they are. */
const shiftedLabel = (label: string, offset: number) =>
  label.replace(/^<(\/?)(\d+)>$/, (_, slash: string, n: string) => `<${slash}${Number(n) + offset}>`);

/** Cues joined into one unit: their sources with a space between, codes and pairs numbered on. */
function joinedUnit(cues: readonly CueUnit[], text: string): CueUnit {
  if (cues.length === 1) return cues[0]!;
  let source = '';
  const codes: InlineCode[] = [];
  let pairs = 0;
  for (const cue of cues) {
    const offset = codes.length;
    source +=
      (source ? ' ' : '') + cue.source.replace(/\u0001(\d+)\u0002/g, (_, n: string) => inlineToken(Number(n) + offset));
    codes.push(...cue.codes.map((code) => ({ ...code, id: code.id + offset, label: shiftedLabel(code.label, pairs) })));
    pairs += cue.codes.filter((code) => code.kind === 'open').length;
  }
  const [first, last] = [cues[0]!, cues.at(-1)!];
  return {
    ...first,
    source,
    codes,
    context: cues.map((cue) => cue.context).join(' | '),
    end: last.end,
    joined: {
      gaps: cues.slice(1).map((cue, i) => text.slice(cues[i]!.end, cue.start)),
      weights: cues.map((cue) => Math.max(1, inlineText(cue.source).length)),
    },
  };
}

/** The cues as units, those continuing a sentence joined with the next. */
function joinedCueUnits(units: readonly CueUnit[], text: string): CueUnit[] {
  const joined: CueUnit[] = [];
  let run: CueUnit[] = [];
  for (const unit of units) {
    run.push(unit);
    if (SENTENCE_END.test(inlineText(unit.source)) || run.length === MAX_JOINED_CUES) {
      joined.push(joinedUnit(run, text));
      run = [];
    }
  }
  if (run.length) joined.push(joinedUnit(run, text));
  return joined;
}

const TOKEN = /\u0001(\d+)\u0002/g;
const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * A joined unit's target cut into one piece per cue: at the word boundaries outside every code and pair nearest to
 * where each cue's share of the source ends, as many of the target's characters in. A line break at either end of
 * a piece goes (the cut is the cue's end); a target with fewer words than cues leaves the last cues empty.
 */
export function splitAcrossCues(target: string, codes: readonly InlineCode[], weights: readonly number[]): string[] {
  const tokens = [...target.matchAll(TOKEN)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    code: codes[Number(m[1]) - 1],
  }));
  // Where a cut may go: not inside a token nor a pair; and what of the text comes before it.
  const cuttable = new Map<number, number>();
  let [depth, next, plain, at] = [0, 0, 0, 0];
  const spaced = /\s/.test(inlineText(target));
  const positions = (index: number) => {
    while (at < index) {
      const token = tokens[next];
      if (token && token.start === at) {
        depth += token.code?.kind === 'open' ? 1 : token.code?.kind === 'close' ? -1 : 0;
        at = token.end;
        next++;
      } else {
        plain++;
        at++;
      }
    }
  };
  let previous: Intl.SegmentData | null = null;
  for (const segment of words.segment(target)) {
    positions(segment.index);
    const insideToken = tokens.some((t) => t.start < segment.index && segment.index < t.end);
    const boundary = spaced ? previous !== null && /^\s+$/.test(previous.segment) : segment.isWordLike === true;
    if (segment.index > 0 && boundary && !insideToken && depth === 0) cuttable.set(segment.index, plain);
    previous = segment;
  }
  positions(target.length);
  const candidates = [...cuttable];
  const total = weights.reduce((a, b) => a + b, 0);
  const cuts: number[] = [];
  let share = 0;
  let from = 0;
  for (let k = 0; k < weights.length - 1; k++) {
    share += weights[k]!;
    const wanted = (plain * share) / total;
    // Leave a candidate for each cut still to make, where there are enough.
    const usable = candidates.slice(from, Math.max(from + 1, candidates.length - (weights.length - 2 - k)));
    if (!usable.length) {
      cuts.push(target.length);
      continue;
    }
    let best = 0;
    usable.forEach(([, before], i) => {
      if (Math.abs(before - wanted) < Math.abs(usable[best]![1] - wanted)) best = i;
    });
    cuts.push(usable[best]![0]);
    from += best + 1;
  }
  const lineBreak = new Set(codes.filter((code) => code.label === '↵').map((code) => inlineToken(code.id)));
  const trimmed = (piece: string) => {
    let out = piece.trim();
    for (let changed = true; changed;) {
      changed = false;
      for (const token of lineBreak) {
        if (out.startsWith(token)) [out, changed] = [out.slice(token.length).trimStart(), true];
        if (out.endsWith(token)) [out, changed] = [out.slice(0, -token.length).trimEnd(), true];
      }
    }
    return out;
  };
  return [0, ...cuts].map((cut, i) => trimmed(target.slice(cut, cuts[i] ?? target.length)));
}

function subtitleRules(
  type: 'SRT' | 'VTT',
  extensions: string[],
  mediaType: string,
  looksLike: RegExp,
  syntax: SubtitleSyntax,
  joinCues: boolean,
): TextFormatRules<CueUnit> {
  const render = (unit: CueUnit, target: string) => renderTokens(target, unit.codes, syntax.escape);
  return {
    type,
    extensions,
    mediaType,
    monolingual: true,
    sameSegmentsForEveryTarget: true,
    looksLike: (head) => looksLike.test(head),
    extract: (text) => {
      const units = cueUnits(text, syntax);
      return { units: joinCues ? joinedCueUnits(units, text) : units, stated: {} };
    },
    render: (unit, target) => {
      if (!unit.joined) return render(unit, target);
      const { gaps, weights } = unit.joined;
      return splitAcrossCues(target, unit.codes, weights)
        .map((piece, i) => render(unit, piece) + (gaps[i] ?? ''))
        .join('');
    },
    needs: () => ['source', 'target'],
  };
}

/** A subtitle format read one segment per cue, or with cues joined where the read options say so. */
function withJoinOption(separate: DocumentFormat, joined: DocumentFormat): DocumentFormat {
  const chosen = (options: ReadOptions | undefined) => (options?.joinCues ? joined : separate);
  return {
    ...separate,
    inspect: (open, languages, options) => chosen(options).inspect(open, languages, options),
    read: (input, onBatch, batchSize, languages, options) =>
      chosen(options).read(input, onBatch, batchSize, languages, options),
    merge: (original, edits, languages, credits, options) =>
      chosen(options).merge(original, edits, languages, credits, options),
  };
}

const VTT_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

const VTT_SYNTAX: SubtitleSyntax = {
  name: 'WebVTT',
  numbered: false,
  header: { pattern: /^WEBVTT(?:[ \t]|\r|\n|$)/, expected: 'a WebVTT file starts with a line "WEBVTT"' },
  skipped: (block, index) => index === 0 || /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0]!.text),
  decode: (text) => text.replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => VTT_ENTITIES[entity]!),
  escape: (text) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\u200e/g, '&lrm;')
      .replace(/\u200f/g, '&rlm;'),
};
/**
 * A subtitle file is whatever its name says as long as it is text: the reader then says what is wrong with one that
 * is malformed, where a format not recognised could only list the formats there are.
 */
const TEXT = /^[^\u0000]*$/;

const vttRules = (joinCues: boolean) => subtitleRules('VTT', ['.vtt'], 'text/vtt', TEXT, VTT_SYNTAX, joinCues);

const SRT_MEDIA_TYPE = 'application/x-subrip';
const srtRules = (joinCues: boolean) =>
  subtitleRules(
    'SRT',
    ['.srt'],
    SRT_MEDIA_TYPE,
    TEXT,
    { name: 'SubRip', numbered: true, skipped: () => false, decode: (text) => text, escape: (text) => text },
    joinCues,
  );

export const vttFormat = withJoinOption(textDocumentFormat(vttRules(false)), textDocumentFormat(vttRules(true)));

const srtAsUtf8 = withJoinOption(textDocumentFormat(srtRules(false)), textDocumentFormat(srtRules(true)));

/** Whether the file's bytes are UTF-8 (or UTF-16 with a BOM): else it is read as windows-1252. */
function isUnicode(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The file as UTF-8, and whether it was windows-1252. */
async function asUnicode(input: AsyncIterable<Buffer>): Promise<{ bytes: Buffer; windows1252: boolean }> {
  const bytes = await readAll(input);
  if (isUnicode(bytes)) return { bytes, windows1252: false };
  return { bytes: Buffer.from(iconv.decode(bytes, 'windows-1252'), 'utf8'), windows1252: true };
}

/** A translated windows-1252 file back in windows-1252, or as UTF-8 with a BOM where a character does not fit. */
function backToWindows1252(utf8: Buffer): { bytes: Buffer; charset: string } {
  const text = utf8.toString('utf8');
  const encoded = iconv.encode(text, 'windows-1252');
  if (iconv.decode(encoded, 'windows-1252') === text) return { bytes: encoded, charset: 'windows-1252' };
  return { bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]), charset: 'utf-8' };
}

export const srtFormat: DocumentFormat = {
  ...srtAsUtf8,
  async inspect(open, languages, options) {
    const { bytes } = await asUnicode(open());
    return srtAsUtf8.inspect(() => streamOf(bytes), languages, options);
  },
  async read(input, onBatch, batchSize, languages, options) {
    const { bytes } = await asUnicode(input);
    return srtAsUtf8.read(streamOf(bytes), onBatch, batchSize, languages, options);
  },
  async merge(original, edits, languages, credits, options) {
    const source = await readAll(original);
    const { bytes, windows1252 } = await asUnicode(streamOf(source));
    const merged = await srtAsUtf8.merge(streamOf(bytes), edits, languages, credits, options);
    if (!windows1252) return merged;
    const utf8 = await readAll(merged.bytes);
    // An untouched file comes back as it was uploaded, whatever windows-1252 would make of its bytes.
    if (utf8.equals(bytes)) return { mediaType: `${SRT_MEDIA_TYPE}; charset=windows-1252`, bytes: streamOf(source) };
    const { bytes: written, charset } = backToWindows1252(utf8);
    return { mediaType: `${SRT_MEDIA_TYPE}; charset=${charset}`, bytes: streamOf(written) };
  },
};
