import { graphicParts, type GraphicNames } from '../office/graphic-parts.ts';
import { officeDocumentFormat, type OfficeParagraph, type TextPart } from '../office/office-document.ts';
import { readXmlPart, relationshipsOf, type Relationship, type XmlPart } from '../office/opc.ts';
import type { RunWriter } from '../office/sentence-segments.ts';
import { identifyPackage, openPackage, type ZipPackage } from '../office/zip-package.ts';
import { FormatError } from '../terms.ts';
import type { XmlElement } from '../xml-tree.ts';
import type { PlacePart, SegmentPlace } from '@tessera/shared/contract';
import { withRole } from '../segment-structure.ts';
import { rightToLeftParagraph } from './target-language.ts';
import { attribute, partParagraphs, W_NAMESPACES, type Paragraph, type TextBoxCopy } from './paragraphs.ts';
import { trackedChangesIn } from './revisions.ts';
import { wordRuns } from './word-runs.ts';

/**
 * Word documents (Office Open XML, `.docx`): the body, headers and footers, each followed by the charts and
 * SmartArt it places (`office/graphic-parts.ts`), footnotes and endnotes and comments, each paragraph (text
 * boxes and table cells included) read as pieces (`paragraphs.ts`), which the Office documents' layer
 * (`office/office-document.ts`) cuts into sentences and writes back: a translated file differs from the upload
 * only in the parts holding translated paragraphs, and in those only in the paragraphs' runs (a text box's
 * fallback given its choice's translation, a SmartArt drawing its items'); an untouched one is the upload.
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

/** The parts a Word document's text is in, in the order they are read, each with the label of its contexts. */
async function textParts(zip: ZipPackage): Promise<{
  main: XmlPart;
  relationships: Relationship[];
  others: { name: string; where: SegmentPlace; type: string }[];
}> {
  const what = zip.has('[Content_Types].xml') || zip.has('mimetype') ? await identifyPackage(zip) : 'a ZIP archive';
  if (what !== WORD_DOCUMENT) throw new FormatError(`This file is ${what}, not a ${KIND.name}.`);
  const mainName = (await relationshipsOf(zip, '')).find((r) => r.type === 'officeDocument')?.part;
  if (!mainName) throw new FormatError(`The ${KIND.name} is damaged: it does not say which part holds its text.`);
  if (!zip.has(mainName)) throw new FormatError(`The ${KIND.name} is damaged: its main part ${mainName} is missing.`);
  const main = await readXmlPart(zip, mainName);
  const relationships = await relationshipsOf(zip, mainName);
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const others: { name: string; where: SegmentPlace; type: string }[] = [];
  const seen = new Set<string>();
  const add = (name: string | null | undefined, where: SegmentPlace, type: string) => {
    if (!name || seen.has(name.toLowerCase()) || !zip.has(name)) return;
    seen.add(name.toLowerCase());
    others.push({ name, where, type });
  };
  for (const kind of ['header', 'footer'] as const)
    for (const reference of sectionReferences(main.root, `${kind}Reference`)) {
      const type = attribute(reference, 'type');
      const pages = type === 'first' || type === 'even' ? type : null;
      add(byId.get(attribute(reference, 'id') ?? '')?.part, [{ kind, pages }], kind);
    }
  for (const type of ['footnotes', 'endnotes', 'comments'])
    for (const relationship of relationships) if (relationship.type === type) add(relationship.part, [], type);
  return { main, relationships, others };
}

/**
 * The header or footer references (`local`) of the document's sections, in order: a section's properties end
 * its last paragraph (`w:pPr/w:sectPr`), the body's own close the last section.
 */
function sectionReferences(root: XmlElement, local: string): XmlElement[] {
  const isW = (element: XmlElement, name: string) => element.local === name && W_NAMESPACES.has(element.uri);
  const childrenOf = (element: XmlElement | undefined) =>
    (element?.children ?? []).filter((c): c is XmlElement => c.kind === 'element');
  const childOf = (element: XmlElement | undefined, name: string) => {
    for (const c of element?.children ?? []) if (c.kind === 'element' && isW(c, name)) return c;
    return undefined;
  };
  const sections: XmlElement[] = [];
  for (const block of childOf(root, 'body')?.children ?? []) {
    if (block.kind !== 'element') continue;
    if (isW(block, 'sectPr')) sections.push(block);
    else if (isW(block, 'p')) sections.push(...childrenOf(childOf(block, 'pPr')).filter((e) => isW(e, 'sectPr')));
  }
  return sections.flatMap((section) => childrenOf(section).filter((e) => isW(e, local)));
}

const NOTE_KINDS: Record<string, { element: string; kind: 'footnote' | 'endnote' | 'comment' }> = {
  footnotes: { element: 'footnote', kind: 'footnote' },
  endnotes: { element: 'endnote', kind: 'endnote' },
  comments: { element: 'comment', kind: 'comment' },
};

/** A note's place: a footnote or an endnote by its number, a comment by its number and author. */
const notePlace = (kind: 'footnote' | 'endnote' | 'comment', number: number, author: string | undefined): PlacePart =>
  kind === 'comment' ? { kind, number, author: author || null } : { kind, label: String(number) };

/** The paragraphs of a part: a notes part's per note (footnote 2), any other's as a whole. */
function paragraphsOf(
  xml: XmlPart,
  where: SegmentPlace,
  type: string,
): { paragraphs: Paragraph[]; copies: TextBoxCopy[] } {
  const notes = NOTE_KINDS[type];
  if (!notes) {
    const { paragraphs, textBoxCopies } = partParagraphs(xml.text, xml.root, where);
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
    const read = partParagraphs(xml.text, note, [notePlace(notes.kind, ++number, author)]);
    paragraphs.push(...read.paragraphs);
    copies.push(...read.textBoxCopies);
  }
  return { paragraphs, copies };
}

/** How many notes of its kind a notes part holds (separators aside), as `paragraphsOf` numbers them. */
const notesIn = (xml: XmlPart, type: string): number =>
  xml.root.children.filter(
    (note) =>
      note.kind === 'element' &&
      note.local === NOTE_KINDS[type]!.element &&
      (!attribute(note, 'type') || attribute(note, 'type') === 'normal'),
  ).length;

/** Where a paragraph is for the preview: a note's paragraphs are notes, a cell's are cells, others their role. */
function blockOf(paragraph: Paragraph, partType: string): NonNullable<OfficeParagraph['block']> {
  if (partType in NOTE_KINDS) return { kind: 'note' };
  if (paragraph.cell) return { kind: 'table-cell', cell: paragraph.cell };
  return paragraph.role;
}

/** A paragraph as the Office documents' layer takes it. */
function officeParagraph(xml: XmlPart, paragraph: Paragraph, partType: string, runs: RunWriter): OfficeParagraph {
  const block = blockOf(paragraph, partType);
  return {
    place: withRole(paragraph.place, block),
    pieces: paragraph.pieces,
    start: paragraph.start,
    end: paragraph.end,
    runs,
    // A paragraph turning right-to-left with its translation has its properties written too.
    rightToLeft: () => {
      const properties = paragraph.properties ?? { start: paragraph.start, end: paragraph.start };
      return {
        start: properties.start,
        text: rightToLeftParagraph(xml.text.slice(properties.start, properties.end), paragraph.prefix),
      };
    },
    block,
    ...(paragraph.trackedChanges && { note: TRACKED_CHANGES_NOTE }),
  };
}

async function wordTextParts(bytes: Buffer): Promise<TextPart[]> {
  const zip = await openPackage(bytes, KIND);
  const { main, relationships, others } = await textParts(zip);
  const parts: TextPart[] = [];
  const addPart = (xml: XmlPart, where: SegmentPlace, type: string) => {
    const { paragraphs, copies } = paragraphsOf(xml, where, type);
    const writers = new Map<string, RunWriter>();
    const writerOf = (prefix: string) => {
      let writer = writers.get(prefix);
      if (!writer) writers.set(prefix, (writer = wordRuns(prefix)));
      return writer;
    };
    parts.push({
      xml,
      key: keyOf(xml.name),
      marks: () => ({
        trackedChanges: trackedChangesIn(xml.root),
        comments: type === 'comments' ? notesIn(xml, type) : 0,
      }),
      paragraphs: paragraphs.map((paragraph) => officeParagraph(xml, paragraph, type, writerOf(paragraph.prefix))),
      copies: copies.map(({ choice, fallback }) => ({
        source: { start: choice.contentStart, end: choice.contentEnd },
        copy: { start: fallback.contentStart, end: fallback.contentEnd },
      })),
    });
  };
  const graphicsSeen = new Set<string>();
  addPart(main, [], 'document');
  parts.push(...(await graphicParts(zip, main, relationships, graphicNames([]), graphicsSeen)));
  for (const other of others) {
    const xml = await readXmlPart(zip, other.name);
    addPart(xml, other.where, other.type);
    // Notes and comments are read note by note, and their graphics are not read.
    if (other.type !== 'header' && other.type !== 'footer') continue;
    const placed = await relationshipsOf(zip, other.name);
    parts.push(...(await graphicParts(zip, xml, placed, graphicNames(other.where), graphicsSeen)));
  }
  return parts;
}

/**
 * The names of the graphics a part places, numbered within it: the body's chart 1, SmartArt 1, a header's
 * header, chart 1; their units are keyed by their parts' names (`chart1`, `data1`).
 */
const graphicNames =
  (where: SegmentPlace): GraphicNames =>
  (kind, number, partName) => ({
    key: keyOf(partName),
    where: [...where, { kind: kind === 'smartArt' ? 'smart-art' : 'chart', number }],
  });

/** A part's units' key: its file name without the extension (`document`, `header1`, `chart2`). */
const keyOf = (partName: string) => partName.replace(/^.*\//, '').replace(/\.xml$/i, '');

/**
 * Word documents through the Office documents' layer (`office/office-document.ts`); a document with tracked
 * changes says so on each paragraph that has them, and on its first segment.
 */
export const docxFormat = officeDocumentFormat({
  type: 'DOCX',
  extensions: ['.docx'],
  // 2: charts and SmartArt, in the body and in headers and footers, read as segments among the paragraphs.
  // 3: a phonetic guide's base text read as text of its sentence (it was one placeholder). 4: numbers, rules and list numbers without words are not segments.
  // 5: a comment's range inside a sentence read as codes of its own (its bounds were written around the sentence).
  // 6: a comment's range end and reference after a sentence's last code (a footnote reference) stay between the
  // sentences, as its start does (they were codes the translation had to hold for the range to close).
  // 7: each segment's place as structured parts (contract segment-place.ts), which documents read before lack.
  readerVersion: 7,
  mediaType: () => MEDIA_TYPE,
  textParts: wordTextParts,
  documentNote: (segments) =>
    segments.some((segment) => segment.note === TRACKED_CHANGES_NOTE) ? DOCUMENT_TRACKED_CHANGES_NOTE : null,
  // Comments are read as segments after the notes ("Comment 1 (Ana Ruiz)").
  reviewMarks: { commentsTranslated: true },
});
