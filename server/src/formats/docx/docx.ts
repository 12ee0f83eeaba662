import { inlineText, type SegmentBlock } from '@tessera/shared/contract';
import {
  MAX_UNIT_LENGTH,
  overlongUnit,
  readAll,
  streamOf,
  type DocumentFormat,
  type DocumentSegment,
  type SegmentEdit,
} from '../document.ts';
import { partBytes, readXmlPart, relationshipsOf, type XmlPart } from '../office/opc.ts';
import { writePackage } from '../office/zip-package-writer.ts';
import { identifyPackage, openPackage, type ZipPackage } from '../office/zip-package.ts';
import { FormatError } from '../terms.ts';
import { lineAndColumn } from '../text-units.ts';
import { countWords } from '../words.ts';
import type { XmlElement } from '../xml-tree.ts';
import { isRightToLeft, rightToLeftParagraph, type TargetLanguage } from './target-language.ts';
import { attribute, partParagraphs, W_NAMESPACES, type Paragraph, type TextBoxCopy } from './paragraphs.ts';
import { segmentParagraph, type SegmentedParagraph, type WriteSpan } from '../office/sentence-segments.ts';
import { wordRuns } from './word-runs.ts';

/**
 * Word documents (Office Open XML, `.docx`): the body, headers and footers, footnotes and endnotes and comments,
 * each paragraph (text boxes and table cells included) cut into sentences (`segments.ts`, `paragraphs.ts`). The
 * package is read and written through `office/`: a translated file differs from the upload only in the parts
 * holding translated paragraphs, and in those only in the paragraphs' runs; an untouched one is the upload.
 */

const KIND = { name: 'Word document (.docx)' };
const WORD_DOCUMENT = 'a Word document (.docx)';
const MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const TRACKED_CHANGES_NOTE =
  'This paragraph has tracked changes in the original: it is shown as if they were accepted (deleted text is left out), ' +
  'and the translated document holds the accepted text.';
/** Said on the document's first segment when any paragraph has tracked changes, where the editor opens. */
export const DOCUMENT_TRACKED_CHANGES_NOTE =
  'This document has tracked changes: it is translated as if they were all accepted (the segments they touch say so).';

interface ReadPart {
  xml: XmlPart;
  /** What the part holds: `document`, `header`, `footer`, `footnotes`, `endnotes` or `comments`. */
  type: string;
  paragraphs: { paragraph: Paragraph; segmented: SegmentedParagraph }[];
  copies: TextBoxCopy[];
}

interface Loaded {
  zip: ZipPackage;
  parts: ReadPart[];
}

/** The parts a Word document's text is in, in the order they are read, each with the label of its contexts. */
async function textParts(
  zip: ZipPackage,
): Promise<{ main: XmlPart; others: { name: string; label: string | null; type: string }[] }> {
  const what = zip.has('[Content_Types].xml') || zip.has('mimetype') ? await identifyPackage(zip) : 'a ZIP archive';
  if (what !== WORD_DOCUMENT) throw new FormatError(`This file is ${what}, not a ${KIND.name}.`);
  const mainName = (await relationshipsOf(zip, '')).find((r) => r.type === 'officeDocument')?.part;
  if (!mainName) throw new FormatError(`The ${KIND.name} is damaged: it does not say which part holds its text.`);
  if (!zip.has(mainName)) throw new FormatError(`The ${KIND.name} is damaged: its main part ${mainName} is missing.`);
  const main = await readXmlPart(zip, mainName);
  const relationships = await relationshipsOf(zip, mainName);
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const others: { name: string; label: string | null; type: string }[] = [];
  const seen = new Set<string>();
  const add = (name: string | null | undefined, label: string | null, type: string) => {
    if (!name || seen.has(name.toLowerCase()) || !zip.has(name)) return;
    seen.add(name.toLowerCase());
    others.push({ name, label, type });
  };
  for (const kind of ['header', 'footer'] as const)
    for (const reference of sectionReferences(main.root, `${kind}Reference`)) {
      const type = attribute(reference, 'type') ?? 'default';
      const label = `${type === 'first' ? 'First-page ' : type === 'even' ? 'Even-page ' : ''}${kind}`;
      add(byId.get(attribute(reference, 'id') ?? '')?.part, label.charAt(0).toUpperCase() + label.slice(1), kind);
    }
  for (const type of ['footnotes', 'endnotes', 'comments'])
    for (const relationship of relationships) if (relationship.type === type) add(relationship.part, null, type);
  return { main, others };
}

/**
 * The header or footer references (`local`) of the document's sections, in order: a section's properties end
 * its last paragraph (`w:pPr/w:sectPr`), the body's own close the last section.
 */
function sectionReferences(root: XmlElement, local: string): XmlElement[] {
  const isW = (element: XmlElement, name: string) => element.local === name && W_NAMESPACES.has(element.uri);
  const childrenOf = (element: XmlElement | undefined) =>
    (element?.children ?? []).filter((c): c is XmlElement => c.kind === 'element');
  const body = childrenOf(root).find((e) => isW(e, 'body'));
  const sections = childrenOf(body).flatMap((block) =>
    isW(block, 'sectPr')
      ? [block]
      : isW(block, 'p')
        ? childrenOf(childrenOf(block).find((e) => isW(e, 'pPr'))).filter((e) => isW(e, 'sectPr'))
        : [],
  );
  return sections.flatMap((section) => childrenOf(section).filter((e) => isW(e, local)));
}

const NOTE_KINDS: Record<string, { element: string; label: string }> = {
  footnotes: { element: 'footnote', label: 'Footnote' },
  endnotes: { element: 'endnote', label: 'Endnote' },
  comments: { element: 'comment', label: 'Comment' },
};

/** The paragraphs of a part: a notes part's per note ("Footnote 2"), any other's as a whole. */
function paragraphsOf(
  xml: XmlPart,
  label: string | null,
  type: string,
): { paragraphs: Paragraph[]; copies: TextBoxCopy[] } {
  const notes = NOTE_KINDS[type];
  if (!notes) {
    const { paragraphs, textBoxCopies } = partParagraphs(xml.text, xml.root, label);
    return { paragraphs, copies: textBoxCopies };
  }
  const paragraphs: Paragraph[] = [];
  const copies: TextBoxCopy[] = [];
  let number = 0;
  for (const note of xml.root.children) {
    if (note.kind !== 'element' || note.local !== notes.element) continue;
    // Separators between the text and the notes are notes of their own types, with nothing to translate.
    if (attribute(note, 'type') && attribute(note, 'type') !== 'normal') continue;
    const author = type === 'comments' ? attribute(note, 'author') : undefined;
    const read = partParagraphs(xml.text, note, `${notes.label} ${++number}${author ? ` (${author})` : ''}`);
    paragraphs.push(...read.paragraphs);
    copies.push(...read.textBoxCopies);
  }
  return { paragraphs, copies };
}

async function loadDocx(bytes: Buffer, language: string | undefined): Promise<Loaded> {
  const zip = await openPackage(bytes, KIND);
  const { main, others } = await textParts(zip);
  const parts: ReadPart[] = [];
  const addPart = (xml: XmlPart, label: string | null, type: string) => {
    const { paragraphs, copies } = paragraphsOf(xml, label, type);
    parts.push({
      xml,
      type,
      copies,
      paragraphs: paragraphs.map((paragraph) => ({
        paragraph,
        segmented: segmentParagraph(paragraph.pieces, xml.text, language, wordRuns(paragraph.prefix)),
      })),
    });
  };
  addPart(main, null, 'document');
  for (const other of others) addPart(await readXmlPart(zip, other.name), other.label, other.type);
  return { zip, parts };
}

/**
 * The segments in reading order; a document with tracked changes says so on each paragraph that has them, and on
 * its first segment.
 */
function segmentsOf(loaded: Loaded): DocumentSegment[] {
  const segments: DocumentSegment[] = [];
  let blockIndex = 0;
  let tablesBefore = 0;
  for (const part of loaded.parts) {
    const partKey = part.xml.name.replace(/^.*\//, '').replace(/\.xml$/i, '');
    let tablesHere = 0;
    part.paragraphs.forEach(({ paragraph, segmented }, p) => {
      const unitId = `${partKey}/${p + 1}`;
      const block = blockOf(paragraph, part.type, blockIndex++, tablesBefore);
      tablesHere = Math.max(tablesHere, paragraph.cell?.table ?? 0);
      segmented.segments.forEach((segment, s) => {
        if (segment.source.length > MAX_UNIT_LENGTH)
          throw overlongUnit(unitId, lineAndColumn(part.xml.text, paragraph.start).line);
        const sourceText = inlineText(segment.source);
        segments.push({
          unitId,
          segmentId: String(s + 1),
          source: segment.source,
          sourceText,
          target: '',
          codes: segment.codes,
          state: null,
          approved: false,
          rejected: false,
          origin: null,
          locked: false,
          note: paragraph.trackedChanges ? TRACKED_CHANGES_NOTE : null,
          context: paragraph.context,
          words: countWords(sourceText),
          maxWidth: null,
          block,
        });
      });
    });
    tablesBefore += tablesHere;
  }
  const first = segments[0];
  if (first && first.note === null && segments.some((segment) => segment.note === TRACKED_CHANGES_NOTE))
    first.note = DOCUMENT_TRACKED_CHANGES_NOTE;
  return segments;
}

/**
 * A paragraph's block for the preview: a note's paragraphs are notes, a cell's are cells (numbered across the
 * document's parts, `tablesBefore` being the tables of the parts read before), others what their properties say.
 */
function blockOf(paragraph: Paragraph, partType: string, blockIndex: number, tablesBefore: number): SegmentBlock {
  if (partType in NOTE_KINDS) return { kind: 'note', blockIndex };
  if (paragraph.cell)
    return { kind: 'table-cell', cell: { ...paragraph.cell, table: tablesBefore + paragraph.cell.table }, blockIndex };
  return { ...paragraph.role, blockIndex };
}

interface Patch {
  start: number;
  end: number;
  text: string;
}

/**
 * The part's text with the paragraphs that have targets written anew, inner paragraphs (a text box's) before the
 * paragraph holding them, whose drawing placeholder then carries them; a text box's fallback copy (the VML an
 * older reader shows) gets the translated content of the box it repeats.
 */
function translatedPart(
  part: ReadPart,
  targets: (paragraph: number) => (string | undefined)[] | null,
  language: TargetLanguage,
): string | null {
  const text = part.xml.text;
  const patches: Patch[] = [];
  const order = part.paragraphs
    .map((_, i) => i)
    .sort((a, b) => part.paragraphs[b]!.paragraph.start - part.paragraphs[a]!.paragraph.start);
  const within = (start: number, end: number): Patch[] => {
    const inside = patches.filter((patch) => patch.start >= start && patch.end <= end);
    for (const copy of part.copies) {
      const { fallback, choice } = copy;
      if (fallback.contentStart < start || fallback.contentEnd > end) continue;
      if (!patches.some((patch) => patch.start >= choice.contentStart && patch.end <= choice.contentEnd)) continue;
      inside.push({
        start: fallback.contentStart,
        end: fallback.contentEnd,
        text: writeSpan(choice.contentStart, choice.contentEnd),
      });
    }
    inside.sort((a, b) => a.start - b.start || b.end - a.end);
    const outermost: Patch[] = [];
    for (const patch of inside) if (!outermost.length || patch.start >= outermost.at(-1)!.end) outermost.push(patch);
    return outermost;
  };
  // Paragraphs in order of where they start: a span no paragraph starts in is copied as it is (nearly every one).
  const starts = part.paragraphs.map(({ paragraph }) => paragraph.start).sort((a, b) => a - b);
  const holdsParagraph = (start: number, end: number) => {
    let [low, high] = [0, starts.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < start) low = middle + 1;
      else high = middle;
    }
    return low < starts.length && starts[low]! < end;
  };
  const writeSpan: WriteSpan = (start, end) => {
    if (!holdsParagraph(start, end)) return text.slice(start, end);
    let out = '';
    let copied = start;
    for (const patch of within(start, end)) {
      out += text.slice(copied, patch.start) + patch.text;
      copied = patch.end;
    }
    return out + text.slice(copied, end);
  };
  for (const index of order) {
    const wanted = targets(index);
    if (!wanted) continue;
    const { paragraph, segmented } = part.paragraphs[index]!;
    const content = segmented.write(wanted, writeSpan, language);
    if (!language.rightToLeft) {
      patches.push({ start: paragraph.start, end: paragraph.end, text: content });
      continue;
    }
    // The paragraph turns right-to-left with its translation: its properties are written too.
    const properties = paragraph.properties ?? { start: paragraph.start, end: paragraph.start };
    const bidi = rightToLeftParagraph(text.slice(properties.start, properties.end), paragraph.prefix);
    patches.push({ start: properties.start, end: paragraph.end, text: bidi + content });
  }
  return patches.length === 0 ? null : writeSpan(0, text.length);
}

async function mergeDocx(
  bytes: Buffer,
  edits: ReadonlyMap<number, SegmentEdit>,
  languages: { source: string; target: string },
): Promise<Buffer> {
  if (edits.size === 0) return bytes;
  const loaded = await loadDocx(bytes, languages.source);
  const language = { code: languages.target, rightToLeft: isRightToLeft(languages.target) };
  const replaced = new Map<string, Buffer>();
  let position = 0;
  for (const part of loaded.parts) {
    const byParagraph = part.paragraphs.map(({ segmented }) => {
      let edited = false;
      const targets = segmented.segments.map(() => {
        const edit = edits.get(position++);
        if (!edit || edit.target === '') return undefined;
        edited = true;
        return edit.target;
      });
      return edited ? targets : null;
    });
    const text = translatedPart(part, (index) => byParagraph[index]!, language);
    if (text !== null) replaced.set(part.xml.name, partBytes(part.xml, text));
  }
  return writePackage(bytes, replaced);
}

export const docxFormat: DocumentFormat = {
  type: 'DOCX',
  extensions: ['.docx'],
  // The extension claims the file; `inspect` reads it and names what a file of another kind really is.
  looksLike: () => true,
  monolingual: true,
  wholeFile: true,
  async inspect(open, languages = {}) {
    segmentsOf(await loadDocx(await readAll(open()), languages.source));
    return { needs: ['source', 'target'] };
  },
  async read(input, onBatch, batchSize, languages) {
    const { source, target } = languages;
    if (!source || !target) throw new FormatError(`The ${source ? 'target' : 'source'} language is not known`);
    const segments = segmentsOf(await loadDocx(await readAll(input), source));
    for (let i = 0; i < segments.length; i += batchSize) await onBatch(segments.slice(i, i + batchSize));
    return { languages: { source, target }, version: null, segments: segments.length };
  },
  async merge(original, edits, languages) {
    const byPosition = new Map<number, SegmentEdit>();
    for await (const edit of edits) byPosition.set(edit.position, edit);
    const bytes = await mergeDocx(await readAll(original), byPosition, languages);
    return { mediaType: MEDIA_TYPE, bytes: streamOf(bytes) };
  },
};
