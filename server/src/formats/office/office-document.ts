import { SEGMENT_TARGET_MAX_LENGTH } from '@tessera/shared/contract/plain';
import { inlineText } from '@tessera/shared/contract/segment-text';
import type {
  DocumentFormatType,
  DocumentReviewMarks,
  PreviewValueCell,
  SegmentBlock,
  SegmentPlace,
} from '@tessera/shared/contract';
import {
  overlongUnit,
  readAll,
  streamOf,
  type DocumentFormat,
  type DocumentSegment,
  type SegmentEdit,
} from '../document.ts';
import { FormatError } from '../terms.ts';
import { lineAndColumn } from '../text-units.ts';
import { countWords } from '../words.ts';
import type { Piece } from './inline-pieces.ts';
import { partBytes, partBytesOf, type XmlPart } from './opc.ts';
import { segmentParagraph, type RunWriter, type SegmentedParagraph, type WriteSpan } from './sentence-segments.ts';
import { placed, withHyperlink } from '../segment-structure.ts';
import { isRightToLeft, type TargetLanguage } from './target-language.ts';
import { writePackage } from './zip-package-writer.ts';

/**
 * A document format over a ZIP package whose text is in paragraphs of XML parts (PowerPoint, Excel,
 * OpenDocument): the format's reader finds the parts and their paragraphs, this module cuts the paragraphs into
 * sentences (`sentence-segments.ts`), hands them over as segments, and writes a translation back by patching each
 * translated paragraph's span of its part, every other byte of the part and every other part as it was.
 */

/** A paragraph as a format's reader finds it. */
export interface OfficeParagraph {
  /** Where it is (slide 3, notes), for the segment's place and context; empty where the format says nothing. */
  place: SegmentPlace;
  pieces: Piece[];
  /** The span of the part its pieces are written in. */
  start: number;
  end: number;
  runs: RunWriter;
  /**
   * For a translation into a right-to-left language: the span before `start` to write anew and its new text (the
   * paragraph's properties turned right-to-left); null where the format has nothing to say.
   */
  rightToLeft?: () => { start: number; text: string } | null;
  /** The paragraph's content as written at last, where the format tidies up the runs of a translation. */
  finish?: (content: string) => string;
  /** Its unit's key where the format names it (an Excel string's cell); else its part's key and number. */
  unitId?: string;
  /**
   * Its span is another paragraph's too (an Excel shared string that cells of another context use), so that its
   * translation cannot be written there: the format's `morePatches` writes it elsewhere.
   */
  elsewhere?: boolean;
  /**
   * Spans of other parts that show this paragraph again (a SmartArt item in the graphic's drawing as last laid
   * out): its translation is written there too.
   */
  mirrors?: readonly { xml: XmlPart; start: number; end: number }[];
  /** Said on each of its segments (a Word paragraph with tracked changes says how it is read); none where left out. */
  note?: string;
  /**
   * What it is for the editor's preview (a heading, a list item, a table cell, a note); a running paragraph where
   * left out. A cell's table is numbered within its part: the document numbers them across parts.
   */
  block?: Omit<SegmentBlock, 'blockIndex'>;
}

/**
 * A part holding paragraphs, `key` naming its units (`slide3`). Several may be of one XML part (a workbook's
 * shared strings, read sheet by sheet): the merge writes that part once with all their translations.
 */
export interface TextPart {
  xml: XmlPart;
  key: string;
  paragraphs: OfficeParagraph[];
  /**
   * Spans of the part that repeat another (a Word text box's fallback, which older readers show, repeats its
   * choice's content): where the source span holds a translated paragraph, the copy is written as the source is.
   */
  copies?: readonly SpanCopy[];
  /**
   * The tracked changes and comments the part holds, where its format counts them (`reviewMarks`): counted when
   * asked, which only a read does.
   */
  marks?: () => PartReviewMarks | Promise<PartReviewMarks>;
  /**
   * The document's number of the part's first table, where the format numbers them itself because one table is
   * read from several parts (an Excel sheet's shared strings and its own cells); else the part's tables follow
   * those of the parts before.
   */
  firstTable?: number;
  /**
   * The cells of the part's tables (numbered as its paragraphs' are) that hold nothing to translate, with the value
   * each shows: the preview draws them in their places. A cell whose paragraph makes no segment (a number typed as
   * text) is one too, without being listed here.
   */
  valueCells?: readonly PreviewValueCell[];
}

/** A part's tracked changes (revisions as its format records them) and comments. */
export interface PartReviewMarks {
  trackedChanges: number;
  comments: number;
}

export interface SpanCopy {
  source: { start: number; end: number };
  copy: { start: number; end: number };
}

export interface OfficeFormatDefinition {
  type: DocumentFormatType;
  extensions: readonly string[];
  /** `DocumentFormat.readerVersion`: 1 where left out. */
  readerVersion?: number;
  /** The media type of a translated file, by the uploaded file's bytes (an ODF package names its own). */
  mediaType(bytes: Buffer): string;
  /**
   * The text parts in reading order; throws a FormatError naming what a file of another kind is. `source`: the
   * document's source language, in whose conventions a spreadsheet's values are shown in the preview.
   */
  textParts(bytes: Buffer, source?: string): Promise<TextPart[]>;
  /** What the document's first segment says where it has no note of its own (a summary of its paragraphs' notes). */
  documentNote?(segments: readonly DocumentSegment[]): string | null;
  /**
   * The format has tracked changes or comments, which its parts count (`TextPart.marks`) and the read result
   * adds up; `commentsTranslated`: its comments are read as segments (else kept as they are).
   */
  reviewMarks?: { commentsTranslated: boolean };
  /**
   * What a translation writes besides the paragraphs in their spans, as patches of the parts as they were read:
   * where the paragraphs marked `elsewhere` go (`placed`: those translated, and those whose span holds another
   * paragraph's translation, which keep their text as it was), and what says the target language beyond the runs
   * (`translated`: every paragraph with a translation, where it is read from).
   */
  morePatches?(
    placed: readonly PlacedParagraph[],
    language: TargetLanguage,
    translated: readonly TranslatedParagraph[],
  ): PartPatch[];
  /**
   * A part holding translated paragraphs as written, told the target language where the format says it in markup
   * the paragraphs' spans do not hold alone (an InDesign story's ranges, in and around the paragraphs).
   */
  retarget?(xml: XmlPart, written: string, language: TargetLanguage): string;
}

/** A paragraph with a translation, and the part it is read from. */
export interface TranslatedParagraph {
  xml: XmlPart;
  paragraph: OfficeParagraph;
}

/** A paragraph marked `elsewhere` and its content to write (its runs, as a paragraph's span holds them). */
export interface PlacedParagraph {
  paragraph: OfficeParagraph;
  content: string;
}

/** A span of a part (as read) and the text that replaces it; an empty span is an insertion. */
export interface PartPatch {
  xml: XmlPart;
  start: number;
  end: number;
  text: string;
}

/** A paragraph of `part` cut into sentences in the source `language`. */
const segmentedParagraph = (part: TextPart, paragraph: OfficeParagraph, language: string | undefined) =>
  segmentParagraph(paragraph.pieces, part.xml.text, language, paragraph.runs);

/** What a paragraph is for the preview where its reader says nothing: a running paragraph. */
const NO_BLOCK: NonNullable<OfficeParagraph['block']> = { kind: 'paragraph' };

/**
 * The parts' segments. Each paragraph is cut into sentences just before its segments are made, and what the cutting
 * made is let go with it: tens of thousands of paragraphs cut first and read after would all be kept meanwhile.
 */
function segmentsOf(
  definition: OfficeFormatDefinition,
  parts: readonly TextPart[],
  language: string | undefined,
): { segments: DocumentSegment[]; valueCells: PreviewValueCell[] } {
  const segments: DocumentSegment[] = [];
  const valueCells: PreviewValueCell[] = [];
  let blockIndex = 0;
  let tablesBefore = 0;
  for (const part of parts) {
    const tableBase = part.firstTable === undefined ? tablesBefore : part.firstTable - 1;
    let tablesHere = 0;
    for (const { cell, value } of part.valueCells ?? []) {
      tablesHere = Math.max(tablesHere, cell.table);
      valueCells.push({ cell: { ...cell, table: tableBase + cell.table }, value });
    }
    for (let p = 0; p < part.paragraphs.length; p++) {
      const paragraph = part.paragraphs[p]!;
      const unitId = paragraph.unitId ?? `${part.key}/${p + 1}`;
      const { kind = 'paragraph', level, cell } = paragraph.block ?? NO_BLOCK;
      tablesHere = Math.max(tablesHere, cell?.table ?? 0);
      const block: SegmentBlock = { kind, blockIndex: blockIndex++ };
      if (level !== undefined) block.level = level;
      if (cell) block.cell = { ...cell, table: tableBase + cell.table };
      const { segments: sentences } = segmentedParagraph(part, paragraph, language);
      // A cell whose text makes no segment (a number or date typed as text) still shows it.
      const shown = block.cell && sentences.length === 0 ? textOf(paragraph).trim() : '';
      if (shown) valueCells.push({ cell: block.cell!, value: shown });
      for (let s = 0; s < sentences.length; s++) {
        const segment = sentences[s]!;
        refuseOverlong(part, p, segment);
        const sourceText = inlineText(segment.source);
        segments.push({
          unitId,
          segmentId: String(segment.number),
          source: segment.source,
          sourceText,
          target: '',
          codes: segment.codes,
          state: null,
          approved: false,
          rejected: false,
          origin: null,
          locked: false,
          note: paragraph.note ?? null,
          ...placed(segment.inLink ? withHyperlink(paragraph.place) : paragraph.place),
          words: countWords(sourceText),
          maxWidth: null,
          block,
        });
      }
    }
    tablesBefore = Math.max(tablesBefore, tableBase + tablesHere);
  }
  const first = segments[0];
  const note = definition.documentNote?.(segments);
  if (first && first.note === null && note) first.note = note;
  return { segments, valueCells };
}

/** A paragraph's text as it reads, without its codes. */
const textOf = (paragraph: OfficeParagraph) =>
  paragraph.pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');

/** A segment longer than a save takes refuses the file, naming its unit and line. */
function refuseOverlong(part: TextPart, p: number, segment: { source: string }): void {
  if (segment.source.length <= SEGMENT_TARGET_MAX_LENGTH) return;
  const paragraph = part.paragraphs[p]!;
  throw overlongUnit(paragraph.unitId ?? `${part.key}/${p + 1}`, lineAndColumn(part.xml.text, paragraph.start).line);
}

interface Patch {
  start: number;
  end: number;
  text: string;
}

/** A paragraph to write with its sentences' targets. */
interface Cut {
  paragraph: OfficeParagraph;
  segmented: SegmentedParagraph;
  targets: (string | undefined)[];
}

/**
 * A translated paragraph to write: with its sentences' targets, or its content written already where it holds no
 * placeholder, as only a placeholder's span is written from the part (where patches may lie) and the rest from
 * the targets alone. Written as it is read, a paragraph lets go of what cutting it into sentences made, which the
 * tens of thousands of a large document would all keep until their part is written.
 */
type Translated = Cut | { paragraph: OfficeParagraph; content: string };

const holdsPlaceholder = (paragraph: OfficeParagraph) => paragraph.pieces.some((piece) => piece.kind === 'placeholder');
/** What writes the spans of a paragraph without placeholders: nothing asks. */
const NO_SPANS: WriteSpan = () => {
  throw new Error('A paragraph without placeholders writes no span of its part');
};

/** The paragraph's content with its targets, as the format finishes it; `writeSpan` writes its placeholders' spans. */
function written({ paragraph, segmented, targets }: Cut, writeSpan: WriteSpan, language: TargetLanguage): string {
  const content = segmented.write(targets, writeSpan, language);
  return paragraph.finish ? paragraph.finish(content) : content;
}

/** The first of `0..length` at which `reached` holds, for a `reached` false up to some index and true from there on. */
function firstIndex(length: number, reached: (index: number) => boolean): number {
  let [low, high] = [0, length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * A part's patches, found by the span they lie in without reading them all: a paragraph holding a note or a text
 * box asks for the patches inside it, and a document has thousands of both. The format's own patches are sorted by
 * start once; the paragraphs' come innermost first, so by start from last to first, and are searched so while they
 * keep that order (a list out of it is read whole).
 */
class PatchesBySpan {
  readonly #more: Patch[];
  readonly #written: Patch[] = [];
  #inOrder = true;

  constructor(more: readonly Patch[]) {
    this.#more = [...more].sort((a, b) => a.start - b.start);
  }

  add(patch: Patch): void {
    const last = this.#written.at(-1);
    if (last && patch.start > last.start) this.#inOrder = false;
    this.#written.push(patch);
  }

  /** The patches lying wholly in `[start, end)`. */
  within(start: number, end: number): Patch[] {
    const more = this.#more;
    const fromMore = more.slice(
      firstIndex(more.length, (i) => more[i]!.start >= start),
      firstIndex(more.length, (i) => more[i]!.start >= end),
    );
    const written = this.#written;
    const fromWritten = this.#inOrder
      ? written.slice(
          firstIndex(written.length, (i) => written[i]!.start < end),
          firstIndex(written.length, (i) => written[i]!.start < start),
        )
      : written;
    return [...fromMore, ...fromWritten].filter((patch) => patch.start >= start && patch.end <= end);
  }
}

/**
 * The part's text with the translated paragraphs written anew, as the pieces it is written in. A paragraph inside
 * another's placeholder (an OpenDocument footnote's text, a Word text box) is patched first, and the placeholder is
 * written with it in place; a copy of a span holding a translated paragraph (`copies`) is written as that span.
 * `starts` are where every paragraph of the part and every one of the format's `more` patches starts, in order: a
 * span none starts in is copied as it is, as nearly every one is.
 */
function translatedPart(
  text: string,
  translated: readonly Translated[],
  copies: readonly SpanCopy[],
  starts: readonly number[],
  language: TargetLanguage,
  more: readonly Patch[],
): string[] {
  const patches = new PatchesBySpan(more);
  const holdsParagraph = (start: number, end: number) => {
    const first = firstIndex(starts.length, (i) => starts[i]! >= start);
    return first < starts.length && starts[first]! < end;
  };
  /** The patches to write in `[start, end)`: the outermost, with the copies of translated spans. */
  const within = (start: number, end: number): Patch[] => {
    const inside = patches.within(start, end);
    for (const { source, copy } of copies) {
      if (copy.start < start || copy.end > end) continue;
      if (patches.within(source.start, source.end).length === 0) continue;
      inside.push({ start: copy.start, end: copy.end, text: writeSpan(source.start, source.end) });
    }
    inside.sort((a, b) => a.start - b.start || b.end - a.end);
    const outermost: Patch[] = [];
    for (const patch of inside) if (!outermost.length || patch.start >= outermost.at(-1)!.end) outermost.push(patch);
    return outermost;
  };
  /** `[start, end)` with the patches in it, in pieces: the part's text is written in tens of thousands of them. */
  const piecesOf = (start: number, end: number): string[] => {
    const pieces: string[] = [];
    let copied = start;
    for (const patch of within(start, end)) {
      pieces.push(text.slice(copied, patch.start), patch.text);
      copied = patch.end;
    }
    pieces.push(text.slice(copied, end));
    return pieces;
  };
  const writeSpan: WriteSpan = (start, end) =>
    holdsParagraph(start, end) ? piecesOf(start, end).join('') : text.slice(start, end);
  // Innermost paragraphs first: those that start later or, starting together, end earlier.
  const order = [...translated].sort(
    (a, b) => b.paragraph.start - a.paragraph.start || a.paragraph.end - b.paragraph.end,
  );
  for (const translation of order) {
    const paragraph = translation.paragraph;
    const content = 'content' in translation ? translation.content : written(translation, writeSpan, language);
    const turned = language.rightToLeft ? paragraph.rightToLeft?.() : null;
    if (turned) patches.add({ start: turned.start, end: paragraph.end, text: turned.text + content });
    else patches.add({ start: paragraph.start, end: paragraph.end, text: content });
  }
  return piecesOf(0, text.length);
}

/** A paragraph marked `elsewhere` with its sentences' targets. */
interface Elsewhere extends Cut {
  xml: XmlPart;
  edited: boolean;
}

/**
 * The paragraphs marked `elsewhere` to write: those translated, as their targets make them, and those whose span
 * holds another paragraph's translation, as their span is.
 */
function placedParagraphs(
  elsewhere: readonly Elsewhere[],
  byPart: ReadonlyMap<string, { translated: readonly Translated[] }>,
  language: TargetLanguage,
): PlacedParagraph[] {
  if (elsewhere.length === 0) return []; // as in most formats: no need for the spans of every translated paragraph
  const spanOf = (name: string, paragraph: OfficeParagraph) => `${name}:${paragraph.start}:${paragraph.end}`;
  const translatedSpans = new Set(
    [...byPart].flatMap(([name, { translated }]) => translated.map(({ paragraph }) => spanOf(name, paragraph))),
  );
  return elsewhere.flatMap((cut): PlacedParagraph[] => {
    const { paragraph, xml, edited } = cut;
    const asItWas = xml.text.slice(paragraph.start, paragraph.end);
    if (!edited) return translatedSpans.has(spanOf(xml.name, paragraph)) ? [{ paragraph, content: asItWas }] : [];
    return [{ paragraph, content: written(cut, (start, end) => xml.text.slice(start, end), language) }];
  });
}

/** The translated paragraphs' content, as their own spans get it, written in the spans that mirror them. */
function mirrorPatches(
  byPart: ReadonlyMap<string, { xml: XmlPart; translated: readonly Translated[] }>,
  language: TargetLanguage,
): PartPatch[] {
  const patches: PartPatch[] = [];
  for (const { xml, translated } of byPart.values())
    for (const translation of translated) {
      const { mirrors } = translation.paragraph;
      if (!mirrors?.length) continue;
      const content =
        'content' in translation
          ? translation.content
          : written(translation, (start, end) => xml.text.slice(start, end), language);
      for (const mirror of mirrors) patches.push({ ...mirror, text: content });
    }
  return patches;
}

async function merge(
  definition: OfficeFormatDefinition,
  bytes: Buffer,
  edits: ReadonlyMap<number, SegmentEdit>,
  languages: { source: string; target: string },
): Promise<Buffer> {
  if (edits.size === 0) return bytes;
  const parts = await definition.textParts(bytes);
  const language = { code: languages.target, rightToLeft: isRightToLeft(languages.target) };
  const byPart = new Map<string, { xml: XmlPart; translated: Translated[] }>();
  const copies = new Map<string, SpanCopy[]>();
  const starts = new Map<string, number[]>();
  const elsewhere: Elsewhere[] = [];
  const withTranslation: TranslatedParagraph[] = [];
  let position = 0;
  for (const part of parts) {
    copies.set(part.xml.name, [...(copies.get(part.xml.name) ?? []), ...(part.copies ?? [])]);
    const here = starts.get(part.xml.name) ?? [];
    for (const paragraph of part.paragraphs) here.push(paragraph.start);
    starts.set(part.xml.name, here);
    const entry = byPart.get(part.xml.name) ?? { xml: part.xml, translated: [] };
    for (const paragraph of part.paragraphs) {
      const segmented = segmentedParagraph(part, paragraph, languages.source);
      let edited = false;
      const targets = segmented.segments.map(() => {
        const edit = edits.get(position++);
        if (!edit || edit.target === '') return undefined;
        edited = true;
        return edit.target;
      });
      if (paragraph.elsewhere) elsewhere.push({ paragraph, segmented, targets, xml: part.xml, edited });
      if (edited) withTranslation.push({ xml: part.xml, paragraph });
      if (!edited || paragraph.elsewhere) continue;
      const cut = { paragraph, segmented, targets };
      entry.translated.push(
        holdsPlaceholder(paragraph) ? cut : { paragraph, content: written(cut, NO_SPANS, language) },
      );
    }
    if (entry.translated.length > 0) byPart.set(part.xml.name, entry);
  }
  const more = new Map<string, { xml: XmlPart; patches: Patch[] }>();
  const placed = placedParagraphs(elsewhere, byPart, language);
  const patches = [
    ...(definition.morePatches?.(placed, language, withTranslation) ?? []),
    ...mirrorPatches(byPart, language),
  ];
  for (const { xml, ...patch } of patches) {
    const entry = more.get(xml.name) ?? { xml, patches: [] };
    entry.patches.push(patch);
    more.set(xml.name, entry);
  }
  const replaced = new Map<string, Buffer>();
  for (const name of new Set([...byPart.keys(), ...more.keys()])) {
    const xml = (byPart.get(name) ?? more.get(name))!.xml;
    const extra = more.get(name)?.patches ?? [];
    const partStarts = [...(starts.get(name) ?? []), ...extra.map((patch) => patch.start)].sort((a, b) => a - b);
    const translated = byPart.get(name)?.translated ?? [];
    const pieces = translatedPart(xml.text, translated, copies.get(name) ?? [], partStarts, language, extra);
    replaced.set(
      name,
      translated.length && definition.retarget
        ? partBytes(xml, definition.retarget(xml, pieces.join(''), language))
        : partBytesOf(xml, pieces),
    );
  }
  return writePackage(bytes, replaced);
}

/** The parts' tracked changes and comments added up. */
async function reviewMarksOf(parts: readonly TextPart[], commentsTranslated: boolean): Promise<DocumentReviewMarks> {
  let [trackedChanges, comments] = [0, 0];
  for (const part of parts) {
    const marks = await part.marks?.();
    trackedChanges += marks?.trackedChanges ?? 0;
    comments += marks?.comments ?? 0;
  }
  return { tracked_changes: trackedChanges, comments, comments_translated: commentsTranslated };
}

/** The document format of an Office package whose reader is `definition`. */
export function officeDocumentFormat(definition: OfficeFormatDefinition): DocumentFormat {
  return {
    type: definition.type,
    extensions: definition.extensions,
    readerVersion: definition.readerVersion ?? 1,
    // The extension claims the file; `inspect` reads it and names what a file of another kind really is.
    looksLike: () => true,
    monolingual: true,
    sameSegmentsForEveryTarget: true,
    wholeFile: true,
    async inspect(open, languages = {}) {
      // Read as the import will, segments and all, for the refusals; the records themselves are not needed.
      for (const part of await definition.textParts(await readAll(open())))
        part.paragraphs.forEach((paragraph, p) =>
          segmentedParagraph(part, paragraph, languages.source).segments.forEach((segment) =>
            refuseOverlong(part, p, segment),
          ),
        );
      return { needs: ['source', 'target'] };
    },
    async read(input, onBatch, batchSize, languages) {
      const { source, target } = languages;
      if (!source || !target) throw new FormatError(`The ${source ? 'target' : 'source'} language is not known`);
      const parts = await definition.textParts(await readAll(input), source);
      const { segments, valueCells } = segmentsOf(definition, parts, source);
      for (let i = 0; i < segments.length; i += batchSize) await onBatch(segments.slice(i, i + batchSize));
      const reviewMarks =
        definition.reviewMarks && (await reviewMarksOf(parts, definition.reviewMarks.commentsTranslated));
      return {
        languages: { source, target },
        version: null,
        segments: segments.length,
        ...(reviewMarks && { reviewMarks }),
        ...(valueCells.length > 0 && { valueCells }),
      };
    },
    async merge(original, edits, languages) {
      const byPosition = new Map<number, SegmentEdit>();
      for await (const edit of edits) byPosition.set(edit.position, edit);
      const bytes = await readAll(original);
      return {
        mediaType: definition.mediaType(bytes),
        bytes: streamOf(await merge(definition, bytes, byPosition, languages)),
      };
    },
  };
}
