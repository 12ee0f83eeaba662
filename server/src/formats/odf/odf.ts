import type { PreviewValueCell } from '@tessera/shared/contract';
import { NO_FORMAT, type Piece, type RunFormat, type Wrapper } from '../office/inline-pieces.ts';
import type { SegmentPlace } from '@tessera/shared/contract';
import { withRole } from '../segment-structure.ts';
import { escapeXmlText } from '../xml-escape.ts';
import {
  officeDocumentFormat,
  type OfficeParagraph,
  type PartReviewMarks,
  type TextPart,
} from '../office/office-document.ts';
import { readXmlPart, type XmlPart } from '../office/opc.ts';
import type { RunWriter } from '../office/sentence-segments.ts';
import { identifyPackage, openPackage, type ZipPackage } from '../office/zip-package.ts';
import { FormatError } from '../terms.ts';
import { textContent, type XmlElement } from '../xml-tree.ts';
import { targetLanguagePatches, type ParagraphStyling } from './target-language.ts';

/**
 * OpenDocument files (ODF 1.2/1.3, OASIS): text (`.odt`), spreadsheets (`.ods`) and presentations (`.odp`) on one
 * filter, as their text is the same markup. The paragraphs and headings (`text:p`, `text:h`) of `content.xml`,
 * wherever they are (tables, lists, frames, drawing shapes, slides and their notes, spreadsheet cells holding
 * text), and those of the headers and footers in `styles.xml`. A span is its text's formatting, as a run's
 * properties are in Word: formatting most of a sentence has needs no code, each stretch formatted otherwise is a
 * pair, and spans alike are one stretch (LibreOffice writes a span around every run, often several alike that
 * differ only in language or revision ids, which are no formatting). A span holding spans, and `text:a`, are codes
 * around what they hold; spaces, tabs, line breaks and fields are placeholders; a footnote's or a comment's text,
 * and that of a frame or a drawing shape anchored in a paragraph (a text box, as LibreOffice writes Word's), is read
 * as paragraphs of its own after the paragraph holding it. Cells holding numbers, dates or formulas are not text. The styles of the
 * translated paragraphs say the target language, and its direction (`target-language.ts`). The `mimetype`
 * entry, like every part with nothing translated, is copied as it was (first, and stored).
 */

const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const DRAW = 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const PRESENTATION = 'urn:oasis:names:tc:opendocument:xmlns:presentation:1.0';

const KINDS: Record<string, { name: string; mediaType: string }> = {
  'an OpenDocument text (.odt)': {
    name: 'OpenDocument text (.odt)',
    mediaType: 'application/vnd.oasis.opendocument.text',
  },
  'an OpenDocument spreadsheet (.ods)': {
    name: 'OpenDocument spreadsheet (.ods)',
    mediaType: 'application/vnd.oasis.opendocument.spreadsheet',
  },
  'an OpenDocument presentation (.odp)': {
    name: 'OpenDocument presentation (.odp)',
    mediaType: 'application/vnd.oasis.opendocument.presentation',
  },
};
const KIND = { name: 'OpenDocument file (.odt, .ods, .odp)' };

const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');
const is = (element: XmlElement, uri: string, local: string) => element.uri === uri && element.local === local;
const isParagraph = (element: XmlElement) => is(element, TEXT, 'p') || is(element, TEXT, 'h');
function hasSpanInside(element: XmlElement): boolean {
  const children = element.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.kind === 'element' && (is(child, TEXT, 'span') || hasSpanInside(child))) return true;
  }
  return false;
}
const COLON = 58;
/** Whether `name` is `local` with or without a prefix (`text:style-name`, `style-name`). */
const isNamed = (name: string, local: string) =>
  name.endsWith(local) && (name.length === local.length || name.charCodeAt(name.length - local.length - 1) === COLON);
const attribute = (element: XmlElement, local: string) => {
  for (const name of element.attributes.keys()) if (isNamed(name, local)) return element.attributes.get(name);
  return undefined;
};

/**
 * White space a reader shows as one space: a run of it that is not one space already. A single space is left out
 * of the pattern, so that text holding none other is kept as it is rather than rebuilt around each of its spaces.
 */
const COLLAPSIBLE_SPACE = /[ \t\r\n]{2,}|[\t\r\n]/g;

/** Inline elements that wrap text, each a pair of codes (a span only where it holds spans; else a run format). */
const WRAPPERS = new Set(['span', 'a', 'ruby-base']);

/**
 * Text properties that say a run's language, script or revision rather than how it looks (and namespace
 * declarations): spans differing in them alone are formatted alike.
 */
const NOT_FORMATTING =
  /^(?:xmlns(?::.*)?|fo:(?:language|country|script)|style:(?:language|country|script|rfc-language-tag)(?:-asian|-complex)?|officeooo:(?:rsid|paragraph-rsid))$/;

/** A part's automatic text styles by name (the first of each name). */
function automaticTextStyles(root: XmlElement): Map<string, XmlElement> {
  const styles = new Map<string, XmlElement>();
  const container = elements(root).find((e) => is(e, OFFICE, 'automatic-styles'));
  for (const style of container ? elements(container) : []) {
    if (!is(style, STYLE, 'style') || attribute(style, 'family') !== 'text') continue;
    const name = attribute(style, 'name');
    if (name !== undefined && !styles.has(name)) styles.set(name, style);
  }
  return styles;
}

/** The formatting key of a text style: its parent and its looks, sorted. */
function formattingKey(style: XmlElement): string {
  const properties = elements(style).flatMap((child) =>
    [...child.attributes]
      .filter(([attributeName]) => !NOT_FORMATTING.test(attributeName))
      .map(([attributeName, value]) => `${child.local} ${attributeName}=${value}`),
  );
  const parent = attribute(style, 'parent-style-name');
  return [...(parent ? [`parent=${parent}`] : []), ...properties.sort()].join('\n');
}
/** Inline elements that only hold a place, kept where a translated sentence starts or ends. */
const MARKERS: Record<string, 'start' | 'end' | 'drop'> = {
  bookmark: 'start',
  'bookmark-start': 'start',
  'bookmark-end': 'end',
  'reference-mark-start': 'start',
  'reference-mark-end': 'end',
  'soft-page-break': 'drop',
};
const PLACEHOLDER_LABELS: Record<string, string> = {
  s: '␣',
  tab: '⇥',
  'line-break': '↵',
  note: '[footnote]',
  annotation: '[comment]',
  'annotation-end': '[comment end]',
  frame: '[image]',
  g: '[drawing]',
  'page-number': '[page number]',
  'page-count': '[page count]',
  date: '[date]',
  time: '[time]',
};

/** What text as ODF writes it has as elements: line breaks, tabs, spaces after a space. */
const WRITTEN_AS_ELEMENTS = /[\r\n\t]| {2}/;

/**
 * Text as ODF writes it: spaces beyond the first of a run as `text:s` (readers collapse white space in text),
 * tabs and line breaks as elements.
 */
function odfRuns(prefix: string): RunWriter {
  const name = (local: string) => `${prefix}:${local}`;
  const close = `</${name('span')}>`;
  // A run's format is the start tag of the span it was read from ('' for text in none).
  const body = (text: string) => {
    const escaped = escapeXmlText(text);
    if (!WRITTEN_AS_ELEMENTS.test(escaped)) return escaped; // most runs: one search instead of three
    return escaped
      .replace(/\r\n|\n|\r/g, `<${name('line-break')}/>`)
      .replace(/\t/g, `<${name('tab')}/>`)
      .replace(
        / {2,}/g,
        (spaces) => ` <${name('s')}${spaces.length > 2 ? ` ${name('c')}="${spaces.length - 1}"` : ''}/>`,
      );
  };
  return {
    pairXml: (format) => ({ open: format.rPr, close: format.rPr ? close : '' }),
    runs: (format, text) => (format.rPr ? `${format.rPr}${body(text)}${close}` : body(text)),
  };
}

/** A spreadsheet column's letters (0 → A, 26 → AA). */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

type Block = NonNullable<OfficeParagraph['block']>;

/** The wrappers of text in none, shared by the pieces of every paragraph. */
const NO_WRAPPERS: readonly Wrapper[] = Object.freeze([]);

/** Cells of these value types hold a number, a date or a truth value, shown as text but not to be translated. */
const NOT_TEXT_VALUES = new Set(['float', 'percentage', 'currency', 'date', 'time', 'boolean']);
/** How many columns of a repeated value cell the preview shows. */
const MAX_REPEATED_VALUES = 64;

/**
 * What a paragraph's reading gathers: its pieces, the elements holding paragraphs of their own (read after it),
 * and the styles of the spans in its own text (for the styles a translation tells its language).
 */
interface ParagraphReading {
  pieces: Piece[];
  nested: { element: XmlElement; where: SegmentPlace; note: boolean }[];
  spanStyleNames: string[];
}

/**
 * A paragraph of an OpenDocument part, with the styling of the `text:p` or `text:h` it is read from, for the style a
 * translation tells its language.
 */
interface OdfParagraph extends OfficeParagraph {
  styling: ParagraphStyling;
}
/** The `styles.xml` of each part's document (itself for `styles.xml`), where the common styles are. */
const stylesParts = new WeakMap<XmlPart, XmlPart | null>();
/** The `content.xml` of spreadsheets. */
const spreadsheets = new WeakSet<XmlPart>();

class PartReader {
  readonly paragraphs: OdfParagraph[] = [];
  /** The table cells holding a value (a number, a date, a formula's result) with the text they show. */
  readonly valueCells: PreviewValueCell[] = [];
  /** The tracked changes the part records (`text:changed-region`, each an insertion, a deletion or a format change). */
  trackedChanges = 0;
  readonly #text: string;
  readonly #runs: RunWriter;
  #notes = 0;
  #comments = 0;
  #slides = 0;
  #tables = 0;
  #textBoxes = 0;
  #shapes = 0;
  #listDepth = 0;

  readonly #textStyles: Map<string, XmlElement>;
  /** The formatting keys of the text styles the spans name, made as they are first named: a few of many styles. */
  readonly #styleKeys = new Map<string, string>();
  /** The run format of the span last read naming each style. */
  readonly #spanFormats = new Map<string, RunFormat>();
  /** `text:style-name` in the part's prefix, as the styles a translation tells its language are found by. */
  readonly #styleName: string;
  readonly #spanClose: string;

  /** `root`: the part's document element, its automatic styles read (they come before the body). */
  constructor(text: string, root: XmlElement) {
    this.#text = text;
    this.#textStyles = automaticTextStyles(root);
    const declared = [...root.attributes].find(([name, value]) => name.startsWith('xmlns:') && value === TEXT);
    const prefix = declared?.[0].slice('xmlns:'.length) ?? 'text';
    this.#runs = odfRuns(prefix);
    this.#spanClose = `</${prefix}:span>`;
    this.#styleName = `${prefix}:style-name`;
  }

  /**
   * The run format a span gives the text it holds: null for a span holding spans (a pair of codes around them),
   * none for a span whose style says nothing of how text looks.
   */
  #spanFormat(span: XmlElement): RunFormat | null {
    if (hasSpanInside(span)) return null;
    const name = attribute(span, 'style-name');
    if (name === undefined) return NO_FORMAT;
    const key = this.#styleKey(name);
    if (key === '') return NO_FORMAT;
    // Shared by the spans whose start tags are written alike (thousands of spans name a few styles, in one way).
    const known = this.#spanFormats.get(name);
    const length = span.contentStart - span.start;
    if (known && known.rPr.length === length && this.#text.startsWith(known.rPr, span.start)) return known;
    const format = { rPr: this.#text.slice(span.start, span.contentStart), key };
    this.#spanFormats.set(name, format);
    return format;
  }

  #styleKey(name: string): string {
    let key = this.#styleKeys.get(name);
    if (key === undefined) {
      const style = this.#textStyles.get(name);
      this.#styleKeys.set(name, (key = style ? formattingKey(style) : `style=${name}`));
    }
    return key;
  }

  /** Paragraphs and whatever holds them, in document order; `block` what they are in the preview. */
  blocks(container: XmlElement, where: SegmentPlace, spreadsheet: boolean, block?: Block): void {
    for (const element of elements(container)) this.block(element, where, spreadsheet, block);
  }

  /** The paragraphs of an element of a container (itself, or those it holds). */
  block(element: XmlElement, where: SegmentPlace, spreadsheet: boolean, block?: Block): void {
    if (isParagraph(element)) this.#paragraph(element, where, block);
    else if (is(element, TEXT, 'tracked-changes'))
      // Deleted text, kept as it is; the body holds the inserted text and the changed formatting.
      this.trackedChanges += elements(element).filter((region) => is(region, TEXT, 'changed-region')).length;
    else if (is(element, TABLE, 'table')) this.#table(element, where, spreadsheet);
    else if (is(element, TEXT, 'list')) {
      this.#listDepth++;
      this.blocks(element, where, spreadsheet, block);
      this.#listDepth--;
    } else if (is(element, TEXT, 'list-item'))
      this.blocks(element, where, spreadsheet, { kind: 'list-item', level: this.#listDepth });
    else if (is(element, DRAW, 'page')) this.blocks(element, [{ kind: 'slide', number: ++this.#slides }], spreadsheet);
    else if (is(element, PRESENTATION, 'notes'))
      this.blocks(element, [...where, { kind: 'notes' }], spreadsheet, { kind: 'note' });
    else if (is(element, OFFICE, 'annotation'))
      this.blocks(element, this.#commentPlace(element, where), spreadsheet, { kind: 'note' });
    else this.blocks(element, where, spreadsheet, block);
  }

  #table(table: XmlElement, where: SegmentPlace, spreadsheet: boolean): void {
    const number = ++this.#tables;
    const name = attribute(table, 'name') ?? null;
    let row = 0;
    const rows = (container: XmlElement) => {
      for (const element of elements(container)) {
        if (is(element, TABLE, 'table-row')) {
          this.#row(element, row, { name, number }, where, spreadsheet);
          row += Number(attribute(element, 'number-rows-repeated') ?? 1);
        } else if (!is(element, TABLE, 'table-column') && !is(element, TABLE, 'table-columns')) rows(element);
      }
    };
    rows(table);
  }

  /** `table.name` as the document names it, where it does. */
  #row(
    tr: XmlElement,
    row: number,
    table: { name: string | null; number: number },
    where: SegmentPlace,
    spreadsheet: boolean,
  ): void {
    let next = 0;
    for (const cell of elements(tr)) {
      if (!is(cell, TABLE, 'table-cell') && !is(cell, TABLE, 'covered-table-cell')) continue;
      const column = next;
      const repeated = Number(attribute(cell, 'number-columns-repeated') ?? 1);
      next += repeated;
      if (NOT_TEXT_VALUES.has(attribute(cell, 'value-type') ?? '') || attribute(cell, 'formula') !== undefined) {
        this.#valueCell(cell, table.number, row + 1, column + 1, repeated);
        continue;
      }
      if (!cell.children.some((child) => child.kind === 'element')) continue; // an empty cell, as most of a sheet's are
      const place: SegmentPlace = spreadsheet
        ? [{ kind: 'sheet', name: table.name ?? `Table ${table.number}`, cell: `${columnName(column)}${row + 1}` }]
        : [...where, { kind: 'table', ...table }, { kind: 'cell', row: row + 1, column: column + 1 }];
      const block: Block = { kind: 'table-cell', cell: { table: table.number, row: row + 1, col: column + 1 } };
      this.blocks(cell, place, spreadsheet, block);
    }
  }

  /** A cell with a value, as the text it shows (its paragraphs, which the application wrote formatted). */
  #valueCell(cell: XmlElement, table: number, row: number, col: number, repeated: number): void {
    const value = elements(cell)
      .filter(isParagraph)
      .map((p) => textContent(p))
      .join('\n')
      .trim();
    if (!value) return;
    // A value repeated across many columns (a row filled to the sheet's edge) is shown in the first few.
    for (let i = 0; i < Math.min(repeated, MAX_REPEATED_VALUES); i++)
      this.valueCells.push({ cell: { table, row, col: col + i }, value });
  }

  #paragraph(p: XmlElement, where: SegmentPlace, block: Block | undefined): void {
    const reading: ParagraphReading = { pieces: [], nested: [], spanStyleNames: [] };
    this.#inline(p, NO_WRAPPERS, reading, where);
    const heading = is(p, TEXT, 'h')
      ? { kind: 'heading' as const, level: Number(attribute(p, 'outline-level') ?? 1) }
      : null;
    this.paragraphs.push({
      place: withRole(where, heading ?? block),
      pieces: reading.pieces,
      start: p.contentStart,
      end: p.contentEnd,
      runs: this.#runs,
      block: heading ?? block,
      styling: {
        start: p.start,
        contentStart: p.contentStart,
        styleName: p.attributes.get(this.#styleName),
        spanStyleNames: reading.spanStyleNames,
      },
    });
    for (const { element, where: place, note } of reading.nested)
      this.blocks(element, place, false, note ? { kind: 'note' } : block);
  }

  #inline(
    container: XmlElement,
    wrappers: readonly Wrapper[],
    reading: ParagraphReading,
    where: SegmentPlace,
    format: RunFormat = NO_FORMAT,
  ): void {
    const { pieces, nested } = reading;
    // By index: code not optimised yet (a document's first paragraphs) makes no iterator result per child.
    const children = container.children;
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.kind !== 'element') {
        // ODF collapses white space in text as HTML does; `text:s` and `text:tab` write what is meant.
        const text = node.text.replace(COLLAPSIBLE_SPACE, ' ');
        if (text !== '') pieces.push({ kind: 'text', text, format, wrappers });
        continue;
      }
      const local = node.local;
      if (is(node, TEXT, 'span')) this.#noteSpanStyle(node, reading.spanStyleNames);
      const spanFormat = is(node, TEXT, 'span') && node.contentStart !== node.end ? this.#spanFormat(node) : null;
      if (spanFormat) this.#inline(node, wrappers, reading, where, spanFormat);
      else if (node.uri === TEXT && WRAPPERS.has(local) && node.contentStart !== node.end) {
        const wrapper = {
          open: this.#text.slice(node.start, node.contentStart),
          close: this.#text.slice(node.contentEnd, node.end),
          ...(local === 'a' && { link: true }),
        };
        this.#inline(node, [...wrappers, wrapper], reading, where, format);
      } else if (node.uri === TEXT && local in MARKERS) {
        pieces.push({ kind: 'marker', xml: this.#text.slice(node.start, node.end), side: MARKERS[local]!, wrappers });
        this.#noteSpanStylesWithin(node, reading.spanStyleNames);
      } else {
        this.#noteSpanStylesWithin(node, reading.spanStyleNames);
        pieces.push({
          kind: 'placeholder',
          label: PLACEHOLDER_LABELS[local] ?? (node.uri === DRAW ? '[shape]' : `[${local}]`),
          start: node.start,
          end: node.end,
          // Written in its span again, as every run of text is.
          before: format.rPr,
          after: format.rPr ? this.#spanClose : '',
          format,
          wrappers,
        });
        if (is(node, TEXT, 'note')) {
          const body = elements(node).find((e) => is(e, TEXT, 'note-body'));
          const kind = attribute(node, 'note-class') === 'endnote' ? 'endnote' : 'footnote';
          if (body) nested.push({ element: body, where: [{ kind, label: String(++this.#notes) }], note: true });
        } else if (is(node, OFFICE, 'annotation'))
          nested.push({ element: node, where: this.#commentPlace(node, where), note: true });
        else if (node.uri === DRAW) nested.push({ element: node, where: this.#drawingPlace(node, where), note: false });
      }
    }
  }

  /** The comments read (`office:annotation`), each as paragraphs of its own. */
  get comments(): number {
    return this.#comments;
  }

  /** Where a comment at `where` is, with its author where it names one: comment 2 (Ana Ruiz). */
  #commentPlace(annotation: XmlElement, where: SegmentPlace): SegmentPlace {
    const creator = elements(annotation).find((e) => e.local === 'creator');
    const author = creator ? textContent(creator).trim() : '';
    return [...where, { kind: 'comment', number: ++this.#comments, author: author || null }];
  }

  /** Where the text of a drawing anchored in a paragraph at `where` is: text box 2; table …, shape 1. */
  #drawingPlace(drawing: XmlElement, where: SegmentPlace): SegmentPlace {
    const textBox = is(drawing, DRAW, 'frame') && elements(drawing).some((e) => is(e, DRAW, 'text-box'));
    return [
      ...where,
      textBox ? { kind: 'text-box', number: ++this.#textBoxes } : { kind: 'shape', number: ++this.#shapes },
    ];
  }

  #noteSpanStyle(span: XmlElement, names: string[]): void {
    const name = span.attributes.get(this.#styleName);
    if (name !== undefined && !names.includes(name)) names.push(name);
  }

  /** The styles of the spans inside an element kept as it is, but for those of the paragraphs in it (a note's). */
  #noteSpanStylesWithin(element: XmlElement, names: string[]): void {
    for (const child of element.children) {
      if (child.kind !== 'element' || isParagraph(child)) continue;
      if (is(child, TEXT, 'span')) this.#noteSpanStyle(child, names);
      this.#noteSpanStylesWithin(child, names);
    }
  }
}

/** The header and footer elements of `styles.xml`'s master pages: a left page's is an even page's. */
const HEADERS_FOOTERS: Record<string, SegmentPlace> = {
  header: [{ kind: 'header', pages: null }],
  'header-left': [{ kind: 'header', pages: 'even' }],
  'header-first': [{ kind: 'header', pages: 'first' }],
  footer: [{ kind: 'footer', pages: null }],
  'footer-left': [{ kind: 'footer', pages: 'even' }],
  'footer-first': [{ kind: 'footer', pages: 'first' }],
};

function headerAndFooterParagraphs(styles: XmlPart): Pick<TextPart, 'paragraphs' | 'marks'> {
  const reader = new PartReader(styles.text, styles.root);
  const visit = (element: XmlElement) => {
    for (const child of elements(element)) {
      if (child.uri === STYLE && child.local in HEADERS_FOOTERS)
        reader.blocks(child, HEADERS_FOOTERS[child.local]!, false);
      else if (!isParagraph(child)) visit(child);
    }
  };
  visit(styles.root);
  return { paragraphs: reader.paragraphs, marks: marksOf(reader) };
}

async function kindOf(bytes: Buffer) {
  const zip = await openPackage(bytes, KIND);
  const what = zip.has('[Content_Types].xml') || zip.has('mimetype') ? await identifyPackage(zip) : 'a ZIP archive';
  const kind = KINDS[what];
  if (!kind) throw new FormatError(`This file is ${what}, not an ${KIND.name}.`);
  return { zip, kind };
}

/**
 * Elements of the body that hold blocks and nothing the reader tells apart: the body's own, its text, spreadsheet or
 * presentation, a section. Their children are read one at a time as they come (see `readContent`).
 */
const isPlainContainer = (element: XmlElement) =>
  !isParagraph(element) &&
  !is(element, TEXT, 'tracked-changes') &&
  !is(element, TABLE, 'table') &&
  !is(element, TEXT, 'list') &&
  !is(element, TEXT, 'list-item') &&
  !is(element, DRAW, 'page') &&
  !is(element, PRESENTATION, 'notes') &&
  !is(element, OFFICE, 'annotation');

/**
 * `content.xml` and the paragraphs of its body. The body is streamed: each block in it (a paragraph, a table, a
 * list, a slide) is read as a tree of its own as it ends, then forgotten, so the part's tree is never held whole
 * (and never collected whole). The automatic styles, which come before the body, are in the part's tree.
 */
async function readContent(zip: ZipPackage) {
  let reader: PartReader | undefined;
  let spreadsheet = false;
  const content = await readXmlPart(zip, 'content.xml', {
    streams(element, streamedParent) {
      if (!streamedParent) return is(element, OFFICE, 'body');
      // A body holds one document: text, a spreadsheet, a presentation.
      if (is(element, OFFICE, 'spreadsheet')) spreadsheet = true;
      return isPlainContainer(element);
    },
    child(element, root, text) {
      reader ??= new PartReader(text, root);
      reader.block(element, [], spreadsheet);
    },
  });
  return {
    content,
    spreadsheet,
    paragraphs: reader?.paragraphs ?? [],
    valueCells: reader?.valueCells ?? [],
    marks: marksOf(reader),
  };
}

/** What a part's reader counted of its tracked changes and comments. */
const marksOf = (reader: PartReader | undefined) => (): PartReviewMarks => ({
  trackedChanges: reader?.trackedChanges ?? 0,
  comments: reader?.comments ?? 0,
});

async function textParts(bytes: Buffer): Promise<TextPart[]> {
  const { zip, kind } = await kindOf(bytes);
  if (!zip.has('content.xml')) throw new FormatError(`The ${kind.name} is damaged: its part content.xml is missing.`);
  const { content, spreadsheet, paragraphs, valueCells, marks } = await readContent(zip);
  if (spreadsheet) spreadsheets.add(content);
  const parts: TextPart[] = [{ xml: content, key: 'content', paragraphs, marks, valueCells }];
  stylesParts.set(content, null);
  if (zip.has('styles.xml')) {
    const styles = await readXmlPart(zip, 'styles.xml');
    parts.push({ xml: styles, key: 'styles', ...headerAndFooterParagraphs(styles) });
    stylesParts.set(content, styles);
    stylesParts.set(styles, styles);
  }
  return parts;
}

/** The `mimetype` entry names the kind; it is stored as the first entry, so its text is in the file's head. */
function mediaTypeOf(bytes: Buffer): string {
  const head = bytes.subarray(0, 200).toString('latin1');
  return (
    Object.values(KINDS).find((kind) => head.includes(kind.mediaType))?.mediaType ??
    KINDS['an OpenDocument text (.odt)']!.mediaType
  );
}

export const odfFormat = officeDocumentFormat({
  type: 'ODF',
  extensions: ['.odt', '.ods', '.odp'],
  mediaType: mediaTypeOf,
  textParts,
  // 2: the text of drawing shapes anchored in a paragraph (not only frames); 3: spans as run formats; 4: numbers, rules and list numbers without words are not segments.
  // 5: each segment's place as structured parts (contract segment-place.ts), which documents read before lack.
  readerVersion: 5,
  // Comments are read as paragraphs after the one they are anchored in ("Comment 1 (Ana Ruiz)").
  reviewMarks: { commentsTranslated: true },
  morePatches: (_placed, language, translated) =>
    targetLanguagePatches(translated, language, {
      // Every paragraph of an OpenDocument part is read by `PartReader`.
      stylingOf: (paragraph) => (paragraph as OdfParagraph).styling,
      stylesOf: (part) => stylesParts.get(part) ?? null,
      stylesUnstyled: (part) => !spreadsheets.has(part),
    }),
});
