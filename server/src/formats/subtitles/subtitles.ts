import iconv from 'iconv-lite';
import { inlineToken, type InlineCode } from '@tessera/shared/contract';
import { readAll, streamOf, type DocumentFormat } from '../document.ts';
import { renderTokens, textDocumentFormat, UNTRANSLATED, type TextFormatRules, type TextUnit } from '../text-units.ts';

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
  /** A block that holds no cue (WebVTT's header, NOTE, STYLE, REGION). */
  skipped(block: Block, index: number): boolean;
  decode(text: string): string;
  escape(text: string): string;
}

/** One unit per cue: the lines after its timing line, the id and timing the context. */
function cueUnits(text: string, syntax: SubtitleSyntax): TextUnit[] {
  const units: TextUnit[] = [];
  blocksOf(text.replace(/^\uFEFF/, ' ')).forEach((block, index) => {
    if (syntax.skipped(block, index)) return;
    const timingAt = block.lines.findIndex((line) => line.text.includes('-->'));
    const payload = block.lines.slice(timingAt + 1);
    const timing = block.lines[timingAt];
    if (timingAt < 0 || !timing || payload.length === 0) return;
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

function subtitleRules(
  type: 'SRT' | 'VTT',
  extensions: string[],
  mediaType: string,
  looksLike: RegExp,
  syntax: SubtitleSyntax,
): TextFormatRules {
  return {
    type,
    extensions,
    mediaType,
    monolingual: true,
    looksLike: (head) => looksLike.test(head),
    extract: (text) => ({ units: cueUnits(text, syntax), stated: {} }),
    render: (unit, target) => renderTokens(target, unit.codes, syntax.escape),
    needs: () => ['source', 'target'],
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

const vttRules = subtitleRules('VTT', ['.vtt'], 'text/vtt', /^\uFEFF?WEBVTT(?:[ \t]|\r|\n|$)/, {
  skipped: (block, index) => index === 0 || /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block.lines[0]!.text),
  decode: (text) => text.replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => VTT_ENTITIES[entity]!),
  escape: (text) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\u200e/g, '&lrm;')
      .replace(/\u200f/g, '&rlm;'),
});

const srtRules = subtitleRules(
  'SRT',
  ['.srt'],
  'application/x-subrip',
  new RegExp(`^\\uFEFF?\\s*\\d+[ \\t]*(?:\\r\\n|\\n|\\r)${TIMESTAMP}[ \\t]*-->`),
  { skipped: () => false, decode: (text) => text, escape: (text) => text },
);

export const vttFormat = textDocumentFormat(vttRules);

const srtAsUtf8 = textDocumentFormat(srtRules);

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
    if (utf8.equals(bytes))
      return { mediaType: `${srtRules.mediaType}; charset=windows-1252`, bytes: streamOf(source) };
    const { bytes: written, charset } = backToWindows1252(utf8);
    return { mediaType: `${srtRules.mediaType}; charset=${charset}`, bytes: streamOf(written) };
  },
};
