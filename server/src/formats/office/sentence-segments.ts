import { INLINE_CODE_END, INLINE_CODE_START, inlineToken } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { NO_FORMAT, type Piece, type RunFormat, type Wrapper } from './inline-pieces.ts';
import { sentencesWithWords, type SentenceSpan } from '../segmentation/segment.ts';
import { sentenceSpans } from './sentences.ts';
import type { TargetLanguage } from './target-language.ts';

/**
 * A paragraph's pieces cut into sentences, each a segment whose inline codes are the formatting and wrappers
 * around its text and the placeholders in it, and the paragraph written back from the sentences' targets. The
 * same for every Office format: how a run is written is the format's `RunWriter`.
 *
 * Formatting is relative: in each sentence (and inside each hyperlink) the formatting most of its text has is
 * the base and needs no code, and each stretch of text formatted otherwise is one pair, which carries its run's
 * properties; adjacent runs formatted alike are one stretch. A pair never spans two sentences: formatting that
 * runs on is a pair in each. A translated paragraph is written as runs made from those codes (the first run of a
 * stretch giving its properties), wrappers written around the runs they hold again, placeholders copied as
 * they were, and the space between sentences as it was.
 */

/** A placeholder stands for one character of the text that is segmented. */
const OBJECT = '\uFFFC';

/** How the merge writes a placeholder's span of the part (with any text boxes inside it translated). */
export type WriteSpan = (start: number, end: number) => string;

/** How a format writes its runs. */
export interface RunWriter {
  /** The markup a formatting pair's codes show (a run's start with its properties, and its end). */
  pairXml(format: RunFormat): { open: string; close: string };
  /**
   * `text` as runs in `format`, a line break or tab typed in it as the format writes one; a translation's runs
   * (`language` given) marked as text of that language.
   */
  runs(format: RunFormat, text: string, language: TargetLanguage | null): string;
}

type CodeRole =
  | { kind: 'format'; format: RunFormat; partner: number }
  | { kind: 'wrapper'; wrapper: Wrapper; inner: RunFormat; partner: number }
  | { kind: 'close'; partner: number }
  | { kind: 'placeholder'; piece: Extract<Piece, { kind: 'placeholder' }> };

export interface SentenceSegment {
  /** Its number among the paragraph's sentences, those without words included: its segment's key. */
  readonly number: number;
  source: string;
  codes: InlineCode[];
  /** It holds a hyperlink's text (a wrapper that is a link). */
  readonly inLink: boolean;
}

type Chunk = { kind: 'gap'; pieces: Piece[] } | { kind: 'sentence'; segment: Sentence };

export interface SegmentedParagraph {
  segments: SentenceSegment[];
  /**
   * The paragraph's content with each segment's target (or its source where `targets` has none), the targets'
   * runs marked as text of the target `language`.
   */
  write(targets: readonly (string | undefined)[], writeSpan: WriteSpan, language: TargetLanguage): string;
}

/** `partText`: the part's XML the paragraph was read from. */
export function segmentParagraph(
  pieces: readonly Piece[],
  partText: string,
  language: string | undefined,
  writer: RunWriter,
): SegmentedParagraph {
  const chunks = chunksOf(pieces, partText, language, writer);
  const segments: SentenceSegment[] = [];
  for (const chunk of chunks) if (chunk.kind === 'sentence') segments.push(chunk.segment);
  return {
    segments,
    write(targets, writeSpan, language) {
      // The paragraph's markup in pieces, joined once into one flat string.
      const out: string[] = [];
      let index = 0;
      for (const chunk of chunks) {
        if (chunk.kind === 'gap') {
          writePieces(out, chunk.pieces, writeSpan, writer);
          continue;
        }
        const target = targets[index++];
        if (target === undefined) chunk.segment.write(out, chunk.segment.source, writeSpan, null);
        else chunk.segment.write(out, target, writeSpan, language);
      }
      return out.join('');
    },
  };
}

/** Where each piece sits in the paragraph's text (a placeholder one character, a marker none). */
function offsetsOf(pieces: readonly Piece[]): { text: string; at: number[] } {
  // Joined once, into a flat string the segmentation rules then read, rather than built up piece by piece.
  const texts: string[] = [];
  const at: number[] = [];
  let length = 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    at.push(length);
    const text = piece.kind === 'text' ? piece.text : piece.kind === 'placeholder' ? OBJECT : '';
    if (text === '') continue;
    texts.push(text);
    length += text.length;
  }
  const text = texts.length === 1 ? texts[0]! : texts.join('');
  return { text, at };
}

/** The places of a range's bounds and notes in a paragraph's text. */
interface Anchors {
  /** Where the placeholders that bound a range (`anchor`) stand. */
  bounds: ReadonlySet<number>;
  /** Where the notes of a range (`rangeNote`, a comment's reference) stand. */
  notes: ReadonlySet<number>;
}

/** Where the placeholders that bound a range and their notes stand in the paragraph's text; most have none. */
function anchorsOf(pieces: readonly Piece[], at: readonly number[]): Anchors {
  let bounds: Set<number> | undefined;
  let notes: Set<number> | undefined;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece.kind !== 'placeholder') continue;
    if (piece.anchor) (bounds ??= new Set()).add(at[i]!);
    if (piece.rangeNote) (notes ??= new Set()).add(at[i]!);
  }
  return bounds ? { bounds, notes: notes ?? NONE } : NO_ANCHORS;
}
const NONE: ReadonlySet<number> = new Set();
const NO_ANCHORS: Anchors = { bounds: NONE, notes: NONE };

/**
 * The sentences' spans, each with its number in the paragraph: a placeholder written right after a sentence's end
 * (a footnote reference after its full stop) belongs to it, but a range's bound (`anchors`) at either edge of the
 * text stays between sentences (a comment on a whole sentence is written around its translation as it was), an
 * end with the note right after it (a Word comment's reference) too, after the placeholders that belong to the
 * sentence; a span without text (only placeholders) is no sentence, nor one without words (a number, a rule:
 * `holdsWords`), which is written as it was.
 */
function spansOf(
  text: string,
  language: string | undefined,
  { bounds: anchors, notes }: Anchors,
): (SentenceSpan & { number: number })[] {
  const spans = sentenceSpans(text, language);
  /** Whether a range's note stands at `at`, right after the range's bound. */
  const isNoteOf = (at: number) => notes.has(at) && anchors.has(at - 1);
  const kept: SentenceSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    const next = spans[i + 1]?.end ?? text.length;
    let stop = span.end;
    while (stop < next && text[stop] === OBJECT) stop++;
    let begin = span.start;
    const last = kept.at(-1);
    if (last && begin < last.end) begin = last.end;
    while (begin < stop && (WHITE_SPACE.test(text[begin]!) || anchors.has(begin) || isNoteOf(begin))) begin++;
    while (stop > begin && anchors.size > 0) {
      if (anchors.has(stop - 1) || WHITE_SPACE.test(text[stop - 1]!)) stop--;
      else if (stop - 2 >= begin && isNoteOf(stop - 1)) stop -= 2;
      else break;
    }
    if (!holdsText(text, begin, stop)) continue;
    kept.push(begin === span.start && stop === span.end ? span : { start: begin, end: stop });
  }
  // Numbered among the spans holding text, as they were before those without words were left out.
  return sentencesWithWords(kept, (span) => text.slice(span.start, span.end)).map(({ sentence, number }) => ({
    ...sentence,
    number,
  }));
}

/** A white space character (a pattern made once: a literal in a loop is a new object each time round). */
const WHITE_SPACE = /\s/;

/** Whether `[from, to)` of the text holds more than white space and placeholders (looked at where it is). */
function holdsText(text: string, from: number, to: number): boolean {
  NOT_SPACE_OR_OBJECT.lastIndex = from;
  // The pattern matches one character: it ends just before where the search goes on.
  return NOT_SPACE_OR_OBJECT.test(text) && NOT_SPACE_OR_OBJECT.lastIndex - 1 < to;
}
const NOT_SPACE_OR_OBJECT = /[^\s\uFFFC]/g;

function chunksOf(
  pieces: readonly Piece[],
  partText: string,
  language: string | undefined,
  writer: RunWriter,
): Chunk[] {
  const { text, at } = offsetsOf(pieces);
  const spans = spansOf(text, language, anchorsOf(pieces, at));
  const chunks: Chunk[] = [];
  // Spans are in order, so each clip starts from the first piece the one before did not pass.
  let first = 0;
  const clipTo = (from: number, to: number, gap: boolean) => {
    const inside = clip(pieces, at, first, from, to, gap);
    while (first < pieces.length && pieceEnd(pieces[first]!, at[first]!) < to) first++;
    return inside;
  };
  // A gap with nothing in it (before and after most paragraphs' one sentence) writes nothing: it is left out.
  const gap = (from: number, to: number) => {
    const inside = clipTo(from, to, true);
    if (inside.length > 0) chunks.push({ kind: 'gap', pieces: inside });
  };
  let boundary = 0;
  for (const { start, end, number } of spans) {
    gap(boundary, start);
    chunks.push({ kind: 'sentence', segment: sentence(clipTo(start, end, false), partText, writer, number) });
    boundary = end;
  }
  gap(boundary, text.length);
  return chunks;
}

/** Where a piece that starts at `start` of the paragraph's text ends. */
const pieceEnd = (piece: Piece, start: number) =>
  piece.kind === 'text' ? start + piece.text.length : piece.kind === 'placeholder' ? start + 1 : start;

/**
 * The pieces within `[from, to)` of the paragraph's text, text cut at the bounds, looking from piece `first` on
 * (those before end before `from`). A marker at a bound belongs to the gap there (`gap`: the bounds are
 * inclusive for markers), else to the sentence it is inside.
 */
function clip(
  pieces: readonly Piece[],
  at: readonly number[],
  first: number,
  from: number,
  to: number,
  gap: boolean,
): Piece[] {
  const inside: Piece[] = [];
  for (let i = first; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const start = at[i]!;
    if (start > to) break;
    if (piece.kind === 'marker') {
      if (gap ? start >= from && start <= to : start > from && start < to) inside.push(piece);
    } else if (piece.kind === 'placeholder') {
      if (start >= from && start < to) inside.push(piece);
    } else {
      const end = start + piece.text.length;
      if (start >= from && end <= to) inside.push(piece);
      else {
        const text = piece.text.slice(Math.max(from - start, 0), Math.max(Math.min(to, end) - start, 0));
        if (text !== '') inside.push({ ...piece, text });
      }
    }
  }
  return inside;
}

interface Node {
  wrapper: Wrapper | null;
  children: readonly (Node | Piece)[];
}

/** The pieces as a tree of the wrappers around them. */
function treeOf(pieces: readonly Piece[], wrapper: Wrapper | null, depth: number): Node {
  // Most sentences are in no wrapper: their pieces are the children as they are.
  if (!wrapsAt(pieces, depth)) return { wrapper, children: pieces };
  const node = { wrapper, children: [] as (Node | Piece)[] };
  for (let i = 0; i < pieces.length;) {
    const piece = pieces[i]!;
    const inner = piece.wrappers[depth];
    if (!inner) {
      node.children.push(piece);
      i++;
      continue;
    }
    let j = i;
    while (j < pieces.length && pieces[j]!.wrappers[depth] === inner) j++;
    node.children.push(treeOf(pieces.slice(i, j), inner, depth + 1));
    i = j;
  }
  return node;
}

/** Whether a piece is in a wrapper `depth` wrappers deep. */
function wrapsAt(pieces: readonly Piece[], depth: number): boolean {
  for (const piece of pieces) if (piece.wrappers.length > depth) return true;
  return false;
}

const isPiece = (child: Node | Piece): child is Piece => 'kind' in child;

/** The formatting most of the node's own text has (the first such where several tie). */
function baseFormat(node: Node): RunFormat {
  // A sentence has a few formattings: a list searched beats a map made for each.
  const lengths: { format: RunFormat; length: number }[] = [];
  for (const child of node.children) {
    if (!isPiece(child) || child.kind !== 'text') continue;
    const entry = lengths.find(({ format }) => format.key === child.format.key);
    if (entry) entry.length += child.text.length;
    else lengths.push({ format: child.format, length: child.text.length });
  }
  let best: { format: RunFormat; length: number } | undefined;
  for (const entry of lengths) if (!best || entry.length > best.length) best = entry;
  return best?.format ?? NO_FORMAT;
}

/** Each child's formatting stretch: a text's key where it is not the base; a placeholder's between two alike. */
function stretchKeys(children: readonly (Node | Piece)[], base: RunFormat): (string | null)[] {
  const keys = children.map((child) =>
    isPiece(child) && child.kind === 'text' && child.format.key !== base.key ? child.format.key : null,
  );
  // A placeholder's key is set from its neighbours' own keys (those of texts and wrappers, never a placeholder's).
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (!isPiece(child) || child.kind !== 'placeholder') continue;
    const before = neighbourKey(children, keys, i - 1, -1);
    if (before !== null && before === neighbourKey(children, keys, i + 1, 1)) keys[i] = before;
  }
  return keys;
}

/** The key of the first text or wrapper from `from` on in the direction of `step`; null where there is none. */
function neighbourKey(
  children: readonly (Node | Piece)[],
  keys: readonly (string | null)[],
  from: number,
  step: number,
): string | null {
  for (let i = from; i >= 0 && i < children.length; i += step) {
    const child = children[i]!;
    if (!isPiece(child) || child.kind === 'text') return keys[i]!;
  }
  return null;
}

const NO_MARKERS = { before: '', after: '' };

/** One sentence's segment: its tokens and codes, and how a target is written. */
function sentence(pieces: readonly Piece[], partText: string, writer: RunWriter, number: number): Sentence {
  // Most sentences hold no marker: they share the empty markup and are read without a filtered copy.
  let before = '';
  let after = '';
  let markers = false;
  for (const piece of pieces) {
    if (piece.kind !== 'marker') continue;
    markers = true;
    if (piece.side === 'start') before += piece.xml;
    else if (piece.side === 'end') after += piece.xml;
  }
  const root = treeOf(markers ? pieces.filter((p) => p.kind !== 'marker') : pieces, null, 0);
  const base = baseFormat(root);
  const tokens = new SentenceTokens();
  tokens.add(root, base);
  const kept = before === '' && after === '' ? NO_MARKERS : { before, after };
  return new Sentence(number, tokens.source(), tokens.roles, base, kept, writer, partText);
}

/** The token of code `id`, made once for the ids nearly every sentence has. */
const TOKENS = Array.from({ length: 64 }, (_, id) => inlineToken(id));
const tokenOf = (id: number) => TOKENS[id] ?? inlineToken(id);

/**
 * A sentence's source as tokens, and the role of each of its codes (by id), read from its tree: a stretch formatted
 * otherwise than its node's base is a pair, a wrapper a pair around what it holds, a placeholder a code of its own.
 */
class SentenceTokens {
  readonly roles: CodeRole[] = [];
  readonly #tokens: string[] = [];

  /** The tokens joined: one flat string rather than a string built up piece by piece. */
  source(): string {
    return this.#tokens.join('');
  }

  add(node: Node, nodeBase: RunFormat): void {
    const keys = stretchKeys(node.children, nodeBase);
    let stretchOpen = 0;
    let stretchKey: string | null = null;
    for (let i = 0; i < node.children.length; i++) {
      const child = node.children[i]!;
      if (keys[i] !== stretchKey && stretchOpen) stretchOpen = this.#close(stretchOpen);
      if (keys[i] !== null && keys[i] !== stretchKey) {
        const format = (child as Extract<Piece, { kind: 'text' }>).format;
        stretchOpen = this.#code({ kind: 'format', format, partner: 0 });
      }
      stretchKey = keys[i]!;
      if (!isPiece(child)) {
        const inner = baseFormat(child);
        const open = this.#code({ kind: 'wrapper', wrapper: child.wrapper!, inner, partner: 0 });
        this.add(child, inner);
        this.#close(open);
      } else if (child.kind === 'text') this.#tokens.push(child.text);
      else if (child.kind === 'placeholder') this.#code({ kind: 'placeholder', piece: child });
    }
    if (stretchOpen) this.#close(stretchOpen);
  }

  /** A code in the source; its id. */
  #code(role: CodeRole): number {
    const id = this.roles.push(role);
    this.#tokens.push(tokenOf(id));
    return id;
  }

  /** Closes the pair opened by code `open`; 0, as no pair is open then. */
  #close(open: number): 0 {
    const close = this.#code({ kind: 'close', partner: open });
    (this.roles[open - 1] as { partner: number }).partner = close;
    return 0;
  }
}

/**
 * The codes of a sentence, one per role and in their order, pairs numbered from 1 as they open. Made when asked for
 * (the segments of an import): a translation is written from the roles alone.
 */
function codesOf(roles: readonly CodeRole[], writer: RunWriter, partText: string): InlineCode[] {
  /** The pairs by the id of their opening code: their number and closing markup. */
  const pairs = new Map<number, { label: number; close: string }>();
  return roles.map((role, i): InlineCode => {
    const id = i + 1;
    if (role.kind === 'placeholder')
      return { id, kind: 'standalone', label: role.piece.label, xml: placeholderXml(partText, role.piece) };
    if (role.kind === 'close') {
      const pair = pairs.get(role.partner)!;
      return { id, kind: 'close', label: pairLabel(pair.label, '</'), xml: pair.close };
    }
    const { open, close } = role.kind === 'format' ? writer.pairXml(role.format) : role.wrapper;
    const label = pairs.size + 1;
    pairs.set(id, { label, close });
    return { id, kind: 'open', label: pairLabel(label, '<'), xml: open };
  });
}

/** The labels of pairs `<n>` and `</n>`, made once for the numbers nearly every sentence has (kept by every segment). */
const OPEN_LABELS = Array.from({ length: 16 }, (_, n) => `<${n}>`);
const CLOSE_LABELS = Array.from({ length: 16 }, (_, n) => `</${n}>`);
const pairLabel = (n: number, start: '<' | '</') => (start === '<' ? OPEN_LABELS : CLOSE_LABELS)[n] ?? `${start}${n}>`;

/** A sentence as the segment it is, written back from its roles. */
class Sentence implements SentenceSegment {
  readonly number: number;
  readonly source: string;
  readonly #roles: readonly CodeRole[];
  readonly #base: RunFormat;
  /** The markup of the markers kept before and after the sentence's text. */
  readonly #markers: { before: string; after: string };
  readonly #writer: RunWriter;
  readonly #partText: string;
  #codes: InlineCode[] | null = null;

  constructor(
    number: number,
    source: string,
    roles: readonly CodeRole[],
    base: RunFormat,
    markers: { before: string; after: string },
    writer: RunWriter,
    partText: string,
  ) {
    this.number = number;
    this.source = source;
    this.#roles = roles;
    this.#base = base;
    this.#markers = markers;
    this.#writer = writer;
    this.#partText = partText;
  }

  get codes(): InlineCode[] {
    return (this.#codes ??= codesOf(this.#roles, this.#writer, this.#partText));
  }

  get inLink(): boolean {
    return this.#roles.some((role) => role.kind === 'wrapper' && role.wrapper.link === true);
  }

  /**
   * Adds to `out` the XML of this sentence with `target` (tokens) as its text; a range's bound the target leaves out
   * (a comment's start or end, which a match or a machine translation may not hold) before or after it.
   */
  write(out: string[], target: string, writeSpan: WriteSpan, language: TargetLanguage | null): void {
    const { before, after } = this.#markers;
    if (before !== '') out.push(before);
    const text = target === this.source ? target : withBoundsKept(target, this.source, this.#roles);
    writeTarget(out, text, { roles: this.#roles, base: this.#base, writer: this.#writer }, writeSpan, language);
    if (after !== '') out.push(after);
  }
}

type PlaceholderPiece = Extract<Piece, { kind: 'placeholder' }>;

/**
 * `target` with the codes of the range bounds (`anchor`) it leaves out put back: a start before its text, an end
 * after it, or just before the placeholder that followed the end in the source (a comment's reference, which Word
 * writes after its range and LibreOffice reads so).
 */
function withBoundsKept(target: string, source: string, roles: readonly CodeRole[]): string {
  let kept = target;
  for (let i = 0; i < roles.length; i++) {
    const role = roles[i]!;
    const token = tokenOf(i + 1);
    if (role.kind !== 'placeholder' || !role.piece.anchor || kept.includes(token)) continue;
    if (role.piece.anchor === 'start') {
      kept = token + kept;
      continue;
    }
    const follower = tokenOf(i + 2);
    const followed = roles[i + 1]?.kind === 'placeholder' && source.includes(token + follower);
    kept = followed && kept.includes(follower) ? kept.replace(follower, token + follower) : kept + token;
  }
  return kept;
}

/** Adds to `out` a placeholder as the part writes it (its span through `writeSpan`). */
const writePlaceholder = (out: string[], piece: PlaceholderPiece, writeSpan: WriteSpan) =>
  out.push(piece.before, writeSpan(piece.start, piece.end), piece.after);

/** A placeholder's `xml`: its markup as the part writes it. */
const placeholderXml = (partText: string, piece: Extract<Piece, { kind: 'placeholder' }>) =>
  piece.before + partText.slice(piece.start, piece.end) + piece.after;

/** Adds to `out` a target's tokens as runs: each text in the formatting of the innermost stretch or wrapper around it. */
function writeTarget(
  out: string[],
  target: string,
  { roles, base, writer }: { roles: readonly CodeRole[]; base: RunFormat; writer: RunWriter },
  writeSpan: WriteSpan,
  language: TargetLanguage | null,
): void {
  const open: number[] = [];
  // The target is read token by token where it stands, with no list of its parts made first.
  let textFrom = 0;
  for (let at = target.indexOf(INLINE_CODE_START); at >= 0; at = target.indexOf(INLINE_CODE_START, at + 1)) {
    const end = tokenEnd(target, at);
    if (end < 0) continue; // no token: a character of the text
    if (at > textFrom) out.push(writer.runs(formatAt(open, roles) ?? base, target.slice(textFrom, at), language));
    const code = Number(target.slice(at + 1, end - 1));
    textFrom = end;
    at = end - 1;
    const role = roles[code - 1];
    if (!role) continue;
    if (role.kind === 'placeholder') writePlaceholder(out, role.piece, writeSpan);
    else if (role.kind === 'close') {
      const at = open.lastIndexOf(role.partner);
      if (at < 0) continue;
      const opener = roles[role.partner - 1]!;
      if (opener.kind === 'wrapper') out.push(opener.wrapper.close);
      open.splice(at, 1);
    } else {
      if (role.kind === 'wrapper') out.push(role.wrapper.open);
      open.push(code);
    }
  }
  if (textFrom < target.length)
    out.push(writer.runs(formatAt(open, roles) ?? base, textFrom === 0 ? target : target.slice(textFrom), language));
  for (const id of open.reverse()) {
    const role = roles[id - 1]!;
    if (role.kind === 'wrapper') out.push(role.wrapper.close);
  }
}

/** Where the inline token (`\u0001n\u0002`) starting at `at` ends, just after it; -1 where none starts there. */
function tokenEnd(text: string, at: number): number {
  let k = at + 1;
  for (let c = text.charCodeAt(k); c >= 48 && c <= 57; c = text.charCodeAt(++k));
  return k > at + 1 && text.charCodeAt(k) === END_CODE ? k + 1 : -1;
}
const END_CODE = INLINE_CODE_END.charCodeAt(0);

function formatAt(open: readonly number[], roles: readonly CodeRole[]): RunFormat | null {
  for (let i = open.length - 1; i >= 0; i--) {
    const role = roles[open[i]! - 1]!;
    if (role.kind === 'format') return role.format;
    if (role.kind === 'wrapper') return role.inner;
  }
  return null;
}

/** Adds to `out` the pieces between sentences as they were: text in its run's formatting, wrappers around what they held. */
function writePieces(out: string[], pieces: readonly Piece[], writeSpan: WriteSpan, writer: RunWriter): void {
  let chain: readonly Wrapper[] = [];
  for (const piece of pieces) {
    let shared = 0;
    while (shared < chain.length && chain[shared] === piece.wrappers[shared]) shared++;
    for (let i = chain.length - 1; i >= shared; i--) out.push(chain[i]!.close);
    for (let i = shared; i < piece.wrappers.length; i++) out.push(piece.wrappers[i]!.open);
    chain = piece.wrappers;
    if (piece.kind === 'text') out.push(writer.runs(piece.format, piece.text, null));
    else if (piece.kind === 'placeholder') writePlaceholder(out, piece, writeSpan);
    else out.push(piece.xml);
  }
  for (let i = chain.length - 1; i >= 0; i--) out.push(chain[i]!.close);
}
