import type { SegmentPlace } from '@tessera/shared/contract';
import { NO_FORMAT, type Piece, type RunFormat, type Wrapper } from '../office/inline-pieces.ts';
import { textContent, type XmlElement, type XmlNode } from '../xml-tree.ts';

/**
 * A WordprocessingML part (the body, a header, the footnotes …) as its paragraphs, each flattened into the
 * pieces a translator sees: text with the formatting of its run, placeholders (tabs, breaks, fields, drawings,
 * note references, hidden text) and the elements that wrap runs (hyperlinks, content controls), with the
 * offsets of everything in the part's text so that a translated paragraph replaces exactly its own runs.
 *
 * Read as Word shows the document with every tracked change accepted: inserted runs are text, deleted ones are
 * not read at all. Marks that only record history or proofing (revision ids, `w:proofErr`, bookmarks) are never
 * codes, and bookmarks are kept where a translation can hold them; a comment's range inside a sentence is, as the
 * words it marks are the translator's to find in the translation (`RANGE_BOUNDS`).
 */

export const W_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

export type { Piece, RunFormat, Wrapper } from '../office/inline-pieces.ts';

/** What a paragraph is in the document's outline, as its properties say. */
export interface ParagraphRole {
  kind: 'heading' | 'paragraph' | 'list-item';
  /** A heading's level, a list item's nesting (from 1). */
  level?: number;
}

/** A table cell's place in its part: the part's table number, row and column (from 1). */
export interface CellPlace {
  table: number;
  row: number;
  col: number;
}

export interface Paragraph {
  /** Where it is (table 1, row 2, cell 3), empty in the running text of the body. */
  place: SegmentPlace;
  role: ParagraphRole;
  /** The innermost table cell it is in, if any. */
  cell: CellPlace | null;
  pieces: Piece[];
  /** The span of the part its pieces are written in (the paragraph's content after its properties). */
  start: number;
  end: number;
  /** Its properties' span (`w:pPr`), where it has them. */
  properties: { start: number; end: number } | null;
  /** It holds tracked changes (read as accepted). */
  trackedChanges: boolean;
  /** The prefix the part writes WordprocessingML elements with (`w`), for the runs of a translation. */
  prefix: string;
}

/** The two branches of an `mc:AlternateContent` that hold text boxes: the fallback repeats the choice's. */
export interface TextBoxCopy {
  choice: XmlElement;
  fallback: XmlElement;
}

export interface PartText {
  paragraphs: Paragraph[];
  textBoxCopies: TextBoxCopy[];
}

const isW = (element: XmlElement, local: string) => element.local === local && W_NAMESPACES.has(element.uri);
const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');
function child(node: XmlElement, local: string): XmlElement | undefined {
  for (const c of node.children) if (c.kind === 'element' && isW(c, local)) return c;
  return undefined;
}

/** An attribute by its local name, whatever the prefix (`w:val`). */
export function attribute(element: XmlElement, local: string): string | undefined {
  for (const [name, value] of element.attributes) if (name === local || name.endsWith(`:${local}`)) return value;
  return undefined;
}

/** An on/off property (`<w:b/>`, `<w:vanish w:val="false"/>`) that is on. */
const isOn = (property: XmlElement | undefined) =>
  property !== undefined && !['0', 'false', 'off'].includes(attribute(property, 'val') ?? 'true');

/** Elements whose content is accepted text (insertions) or none (deletions), as Word shows changes accepted. */
const INSERTED = new Set(['ins', 'moveTo']);
const DELETED = new Set(['del', 'moveFrom']);
const MARKER_SIDES: Record<string, 'start' | 'end' | 'drop'> = {
  bookmarkStart: 'start',
  bookmarkEnd: 'end',
  permStart: 'start',
  permEnd: 'end',
  proofErr: 'drop',
  moveFromRangeStart: 'drop',
  moveFromRangeEnd: 'drop',
  moveToRangeStart: 'drop',
  moveToRangeEnd: 'drop',
  customXmlInsRangeStart: 'drop',
  customXmlInsRangeEnd: 'drop',
  customXmlDelRangeStart: 'drop',
  customXmlDelRangeEnd: 'drop',
};
/**
 * The bounds of a comment's range: the words a comment is on, which the translation of those words keeps (written
 * around its sentence, they made the comment grow to the sentence's start and end).
 */
const RANGE_BOUNDS: Record<string, { side: 'start' | 'end'; label: string }> = {
  commentRangeStart: { side: 'start', label: '[comment start]' },
  commentRangeEnd: { side: 'end', label: '[comment end]' },
};
/** Elements around runs, written again around the translation of what they hold. */
const WRAPPERS = new Set(['hyperlink', 'smartTag', 'customXml', 'sdt', 'dir', 'bdo']);
/** Properties of a run that record its history or proofing, not how it looks. */
const NOT_FORMATTING =
  /<(?:\w+:)?(?:rPrChange\b[\s\S]*?<\/(?:\w+:)?rPrChange>|rPrChange\b[^>]*\/>|lang\b[^>]*\/>|noProof\b[^>]*\/>)/g;
const TRACKED_FORMAT_CHANGE = /<(?:\w+:)?rPrChange\b(?:[^>]*\/>|[\s\S]*?<\/(?:\w+:)?rPrChange>)/g;
const PLACEHOLDER_LABELS: Record<string, string> = {
  tab: '⇥',
  ptab: '⇥',
  br: '↵',
  cr: '↵',
  noBreakHyphen: '‑',
  softHyphen: '­',
  footnoteReference: '[footnote]',
  endnoteReference: '[endnote]',
  footnoteRef: '[footnote mark]',
  endnoteRef: '[endnote mark]',
  commentReference: '[comment]',
  annotationRef: '[comment mark]',
  drawing: '[image]',
  pict: '[image]',
  object: '[object]',
  sym: '[symbol]',
  ruby: '[ruby]',
  AlternateContent: '[image]',
  oMath: '[math]',
  oMathPara: '[math]',
};

/** Reads the paragraphs of a part (`root` its document element), `where` the part's place (empty: the body). */
export function partParagraphs(text: string, root: XmlElement, where: SegmentPlace): PartText {
  return new PartReader(text).read(root, where);
}

interface Place {
  /** Where paragraphs at this point are, for a segment's place. */
  where: SegmentPlace;
  cell?: CellPlace;
}

/** A complex field whose end is still to come (fields nest, and may run over several paragraphs). */
type OpenField = object;

/**
 * A field gathered into one placeholder: from its begin to its end, or, for a field that runs on past its
 * paragraph (a table of contents), to its `separate` mark, what it shows then read as text.
 */
/** A placeholder as it is pushed: its label, its place in the part, the run markup around it, its formatting. */
type PlaceholderAt = Omit<Extract<Piece, { kind: 'placeholder' }>, 'kind'>;

interface GatheredField {
  field: OpenField;
  start: number;
  end: number;
  instruction: string;
  /** The run the begin mark is in, opened again before the placeholder's span, and its end tag. */
  runOpen: string;
  runClose: string;
  format: RunFormat;
  wrappers: readonly Wrapper[];
  runsOn: boolean;
}

class PartReader {
  readonly #text: string;
  readonly #paragraphs: Paragraph[] = [];
  readonly #copies: TextBoxCopy[] = [];
  #tables = 0;
  #textBoxes = 0;
  readonly #fields: OpenField[] = [];
  /** Each run properties' format, read once per part: a document's runs repeat a few formattings. */
  readonly #formats = new Map<string, RunFormat>();
  /** Where the part's text names a field mark (`fldChar`), in order: paragraphs without one hold no field. */
  readonly #fieldMarks: number[] = [];

  constructor(text: string) {
    this.#text = text;
    for (let at = text.indexOf('fldChar'); at >= 0; at = text.indexOf('fldChar', at + 1)) this.#fieldMarks.push(at);
  }

  read(root: XmlElement, where: SegmentPlace): PartText {
    this.#blocks(root, { where });
    return { paragraphs: this.#paragraphs, textBoxCopies: this.#copies };
  }

  /** Block-level content: paragraphs, tables, content controls and whatever holds them. */
  #blocks(container: XmlElement, place: Place): void {
    for (const element of elements(container)) {
      if (isW(element, 'p')) this.#paragraph(element, place);
      else if (isW(element, 'tbl')) this.#table(element, place);
      else if (element.uri === MC && element.local === 'AlternateContent') {
        const choice = elements(element).find((c) => c.local === 'Choice');
        if (choice) this.#blocks(choice, place);
      } else if (DELETED.has(element.local) && W_NAMESPACES.has(element.uri)) continue;
      else if (!isW(element, 'sectPr') && !isW(element, 'tblPr') && !isW(element, 'pPr')) this.#blocks(element, place);
    }
  }

  #table(table: XmlElement, place: Place): void {
    const number = ++this.#tables;
    const where: SegmentPlace = [...place.where, { kind: 'table', number, name: null }];
    let row = 0;
    for (const tr of elements(table).filter((e) => isW(e, 'tr'))) {
      row++;
      const rowProperties = child(tr, 'trPr');
      if (rowProperties && child(rowProperties, 'del')) continue; // a deleted row, the change accepted
      let cell = 0;
      for (const tc of elements(tr).filter((e) => isW(e, 'tc') || isW(e, 'sdt') || isW(e, 'customXml'))) {
        cell++;
        this.#blocks(tc, {
          where: [...where, { kind: 'cell', row, column: cell }],
          cell: { table: number, row, col: cell },
        });
      }
    }
  }

  #paragraph(p: XmlElement, place: Place): void {
    const properties = child(p, 'pPr');
    const start = properties ? properties.end : p.contentStart;
    const endingHere = this.#marksFieldsIn(p) ? fieldsEndingIn(p) : NO_FIELDS;
    const reading = new ParagraphReading(this.#text, this.#fields, endingHere, this.#formats);
    const nested: XmlElement[] = [];
    reading.inline(p, [], nested, this.#copies);
    reading.endParagraph();
    this.#paragraphs.push({
      place: place.where,
      role: roleOf(properties),
      cell: place.cell ?? null,
      pieces: reading.pieces,
      start,
      end: p.contentEnd,
      properties: properties ? { start: properties.start, end: properties.end } : null,
      trackedChanges: reading.trackedChanges,
      prefix: p.name.includes(':') ? p.name.slice(0, p.name.indexOf(':')) : '',
    });
    for (const textBox of nested) {
      const number = ++this.#textBoxes;
      this.#blocks(textBox, { where: [...place.where, { kind: 'text-box', number }] });
    }
  }

  /** Whether a field mark is written within the paragraph `p`. */
  #marksFieldsIn(p: XmlElement): boolean {
    const marks = this.#fieldMarks;
    let [low, high] = [0, marks.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (marks[middle]! < p.start) low = middle + 1;
      else high = middle;
    }
    return low < marks.length && marks[low]! < p.end;
  }
}

const NO_FIELDS: ReadonlySet<XmlElement> = new Set();

/** Built-in heading styles by their ids ("Heading2"), and the document title. */
const HEADING_STYLE = /^heading\s*([1-9])$/i;
/** Built-in list styles ("ListBullet", "ListNumber2", "ListParagraph"). */
const LIST_STYLE = /^list\s*(?:bullet|number|paragraph|continue)?\s*([1-9])?$/i;

/**
 * A paragraph's role from its own properties: a numbered paragraph is a list item at its level (`w:ilvl`); a
 * heading style or an outline level makes a heading. Styles that inherit those from others in styles.xml are
 * read as paragraphs: the preview shows the text, not Word's layout.
 */
function roleOf(properties: XmlElement | undefined): ParagraphRole {
  if (!properties) return { kind: 'paragraph' };
  const numbering = child(properties, 'numPr');
  const valueOf = (element: XmlElement | undefined) => (element ? attribute(element, 'val') : undefined);
  const style = valueOf(child(properties, 'pStyle')) ?? '';
  const outline = Number(valueOf(child(properties, 'outlineLvl')) ?? Number.NaN);
  const heading = HEADING_STYLE.exec(style);
  if (heading) return { kind: 'heading', level: Number(heading[1]) };
  if (style.toLowerCase() === 'title') return { kind: 'heading', level: 1 };
  if (Number.isInteger(outline) && outline >= 0 && outline < 9) return { kind: 'heading', level: outline + 1 };
  if (numbering) {
    const level = Number(valueOf(child(numbering, 'ilvl')) ?? 0);
    return { kind: 'list-item', level: Number.isInteger(level) && level >= 0 && level < 9 ? level + 1 : 1 };
  }
  const list = LIST_STYLE.exec(style);
  if (list) return { kind: 'list-item', level: Number(list[1] ?? 1) };
  return { kind: 'paragraph' };
}

/** The pieces of one paragraph, read in order. */
class ParagraphReading {
  readonly pieces: Piece[] = [];
  trackedChanges = false;
  readonly #text: string;
  readonly #fields: OpenField[];
  /** The begin marks of this paragraph whose field ends in it too. */
  readonly #endingHere: ReadonlySet<XmlElement>;
  #field: GatheredField | null = null;
  /** The HYPERLINK fields of this paragraph whose text is being read, as the wrappers of their pairs. */
  readonly #links = new Map<OpenField, Wrapper>();
  readonly #linkWrappers: Wrapper[] = [];
  readonly #formats: Map<string, RunFormat>;

  constructor(text: string, fields: OpenField[], endingHere: ReadonlySet<XmlElement>, formats: Map<string, RunFormat>) {
    this.#text = text;
    this.#fields = fields;
    this.#endingHere = endingHere;
    this.#formats = formats;
  }

  /** The content of a paragraph or of an element holding runs. */
  inline(container: XmlElement, wrappers: readonly Wrapper[], nested: XmlElement[], copies: TextBoxCopy[]): void {
    for (const element of elements(container)) {
      const local = element.local;
      if (!W_NAMESPACES.has(element.uri) && element.uri !== MC) {
        this.#opaque(element, {
          label: PLACEHOLDER_LABELS[element.local] ?? '[…]',
          format: NO_FORMAT,
          wrappers,
          nested,
          copies,
        });
        continue;
      }
      if (local.endsWith('Pr')) continue; // properties: the paragraph's, or those a wrapper's open code holds
      if (local === 'r') this.#run(element, wrappers, nested, copies);
      else if (INSERTED.has(local)) {
        this.trackedChanges = true;
        this.inline(element, wrappers, nested, copies);
      } else if (DELETED.has(local)) this.trackedChanges = true;
      else if (local in MARKER_SIDES) this.#marker(element, MARKER_SIDES[local]!, wrappers);
      else if (local in RANGE_BOUNDS) {
        const { side, label } = RANGE_BOUNDS[local]!;
        const at = { label, start: element.start, end: element.end, before: '', after: '', format: NO_FORMAT };
        this.#pushPlaceholder({ ...at, wrappers, anchor: side });
      } else if (local === 'fldSimple')
        this.#opaque(element, {
          label: fieldLabel(attribute(element, 'instr') ?? ''),
          format: NO_FORMAT,
          wrappers,
          nested,
          copies,
        });
      else if (WRAPPERS.has(local) && element.contentStart !== element.end) {
        const content = local === 'sdt' ? child(element, 'sdtContent') : element;
        if (!content) continue;
        const firstContent = elements(content).find((c) => !c.local.endsWith('Pr'));
        const open = this.#text.slice(element.start, firstContent?.start ?? content.contentStart);
        const close = this.#text.slice(
          Math.max(firstContent ? lastChildEnd(content) : content.contentStart, content.contentStart),
          element.end,
        );
        const wrapper = local === 'hyperlink' ? { open, close, link: true } : { open, close };
        this.inline(content, [...wrappers, wrapper], nested, copies);
      } else
        this.#opaque(element, {
          label: PLACEHOLDER_LABELS[local] ?? `[${local}]`,
          format: NO_FORMAT,
          wrappers,
          nested,
          copies,
        });
    }
  }

  #run(run: XmlElement, wrappers: readonly Wrapper[], nested: XmlElement[], copies: TextBoxCopy[]): void {
    const properties = child(run, 'rPr');
    const format = this.#formatOf(properties);
    if (properties && child(properties, 'rPrChange')) this.trackedChanges = true;
    if (properties && isOn(child(properties, 'vanish')) && !this.#field) {
      this.#pushPlaceholder({
        label: '[hidden]',
        start: run.start,
        end: run.end,
        before: '',
        after: '',
        format,
        wrappers,
      });
      return;
    }
    const runOpen = `<${run.name}>${format.rPr}`;
    const runClose = `</${run.name}>`;
    for (const element of elements(run)) {
      const local = element.local;
      if (local === 'rPr') continue;
      if (local === 'fldChar') {
        this.#fieldChar(attribute(element, 'fldCharType') ?? '', element, [runOpen, runClose], format, wrappers);
        continue;
      }
      if (this.#field) {
        if (local === 'instrText') this.#field.instruction += textContent(element);
        this.#field.end = element.end;
        continue;
      }
      if (local === 't') {
        const text = textContent(element);
        if (text !== '') this.pieces.push({ kind: 'text', text, format, wrappers: this.#around(wrappers) });
      } else if (local === 'ruby' && child(element, 'rubyBase')) {
        this.#ruby(element, child(element, 'rubyBase')!, [runOpen, runClose], wrappers, nested, copies);
      } else if (local === 'lastRenderedPageBreak' || local === 'proofErr') {
        // Where the last layout broke the page, or a proofing mark: no longer true of a translation.
        continue;
      } else if (local === 'delText') this.trackedChanges = true;
      else if (local === 'instrText') this.#pushElement('[field]', element, runOpen, runClose, format, wrappers);
      else {
        const label =
          local === 'br' && attribute(element, 'type') === 'page'
            ? '[page break]'
            : (PLACEHOLDER_LABELS[local] ?? `[${local}]`);
        this.#opaque(element, { label, format, wrappers, nested, copies, before: runOpen, after: runClose });
        if (local === 'commentReference') this.#markRangeNote();
      }
    }
  }

  /** The placeholder just read is a comment's reference, which Word writes right after the comment's range end. */
  #markRangeNote(): void {
    const last = this.pieces.at(-1);
    if (!this.#field && last?.kind === 'placeholder') last.rangeNote = true;
  }

  /**
   * A phonetic guide (`w:ruby`, Word's furigana): its base (`w:rubyBase`) is text of the sentence, inside a pair
   * of codes whose opening holds the guide's properties and reading (`w:rt`) and is written again around the
   * base's translation. The reading is no segment of its own: it spells its base in the source's script, which a
   * translation into another language has no use for (the translator leaves the pair out, and the base's
   * translation is written without it) and which, as segments, would double a text read with furigana on every
   * kanji; where the pair is kept (a name whose reading the target's readers need), the reading stays over the
   * translated base.
   */
  #ruby(
    ruby: XmlElement,
    base: XmlElement,
    [runOpen, runClose]: [string, string],
    wrappers: readonly Wrapper[],
    nested: XmlElement[],
    copies: TextBoxCopy[],
  ): void {
    const guide = {
      open: runOpen + this.#text.slice(ruby.start, base.contentStart),
      close: this.#text.slice(base.contentEnd, ruby.end) + runClose,
    };
    this.inline(base, [...wrappers, guide], nested, copies);
  }

  /**
   * A field's begin, separate or end mark: a field begun here is one placeholder (see `GatheredField`); the marks
   * of one begun in an earlier paragraph are placeholders of their own.
   */
  #fieldChar(
    type: string,
    element: XmlElement,
    [runOpen, runClose]: [string, string],
    format: RunFormat,
    wrappers: readonly Wrapper[],
  ) {
    if (type === 'begin') {
      const field: OpenField = {};
      this.#fields.push(field);
      if (this.#field) this.#field.end = element.end;
      else {
        const runsOn = !this.#endingHere.has(element);
        this.#field = {
          field,
          start: element.start,
          end: element.end,
          instruction: '',
          runOpen,
          runClose,
          format,
          wrappers,
          runsOn,
        };
      }
      return;
    }
    const current = this.#fields.at(-1);
    const link = current && this.#links.get(current);
    if (link && type === 'end' && !this.#field) {
      link.close = runOpen + this.#text.slice(element.start, element.end) + runClose;
      this.#linkWrappers.splice(this.#linkWrappers.indexOf(link), 1);
      this.#fields.pop();
      return;
    }
    if (!this.#field) this.#pushElement('[field]', element, runOpen, runClose, format, wrappers);
    else {
      this.#field.end = element.end;
      if (type === 'separate' && current === this.#field.field) {
        if (this.#field.runsOn) this.#closeField();
        else if (/^\s*HYPERLINK\b/i.test(this.#field.instruction)) this.#openLink();
      }
    }
    if (type !== 'end') return;
    const ended = this.#fields.pop();
    if (this.#field && ended === this.#field.field) this.#closeField();
  }

  /**
   * A HYPERLINK field at its separate mark: what it shows is the link's text, read as text inside a pair whose
   * open code is the field up to that mark and whose close code its end mark.
   */
  #openLink(): void {
    const field = this.#field!;
    this.#field = null;
    const open = field.runOpen + this.#text.slice(field.start, field.end) + field.runClose;
    const link = { open, close: '', link: true };
    this.#links.set(field.field, link);
    this.#linkWrappers.push(link);
  }

  /** The wrappers around what is read now: the elements' and the HYPERLINK fields' being read. */
  #around(wrappers: readonly Wrapper[]): readonly Wrapper[] {
    return this.#linkWrappers.length === 0 ? wrappers : [...wrappers, ...this.#linkWrappers];
  }

  #closeField(): void {
    const field = this.#field!;
    this.#field = null;
    const label = fieldLabel(field.instruction);
    this.#pushPlaceholder({
      label,
      start: field.start,
      end: field.end,
      before: field.runOpen,
      after: field.runClose,
      format: field.format,
      wrappers: field.wrappers,
    });
  }

  /**
   * The end of the paragraph: a field begun here and still gathered (its instruction runs on, which Word does
   * not write) ends its placeholder here.
   */
  endParagraph(): void {
    if (this.#field) this.#closeField();
  }

  /** The run properties' format, the same object for every run whose properties are written alike. */
  #formatOf(properties: XmlElement | undefined): RunFormat {
    if (!properties) return NO_FORMAT;
    const written = this.#text.slice(properties.start, properties.end);
    let format = this.#formats.get(written);
    if (!format) this.#formats.set(written, (format = formatOf(written)));
    return format;
  }

  #marker(element: XmlElement, side: 'start' | 'end' | 'drop', wrappers: readonly Wrapper[]): void {
    if (this.#field) {
      this.#field.end = element.end;
      return;
    }
    const xml = this.#text.slice(element.start, element.end);
    this.pieces.push({ kind: 'marker', xml, side, wrappers: this.#around(wrappers) });
  }

  /**
   * An element kept whole as a placeholder (a drawing, a field, an equation); the text boxes it holds are read
   * as paragraphs of their own, from the first branch of an `mc:AlternateContent` only.
   */
  #opaque(
    element: XmlElement,
    {
      label,
      format,
      wrappers,
      nested,
      copies,
      before = '',
      after = '',
    }: Omit<PlaceholderAt, 'start' | 'end' | 'before' | 'after'> &
      Partial<Pick<PlaceholderAt, 'before' | 'after'>> & { nested: XmlElement[]; copies: TextBoxCopy[] },
  ): void {
    const boxes = textBoxesIn(element, copies);
    nested.push(...boxes);
    this.#pushElement(boxes.length > 0 ? '[text box]' : label, element, before, after, format, wrappers);
  }

  /** An element as a placeholder of this label, in the run markup around it. */
  #pushElement(
    label: string,
    element: XmlElement,
    before: string,
    after: string,
    format: RunFormat,
    wrappers: readonly Wrapper[],
  ): void {
    this.#pushPlaceholder({
      label,
      start: element.start,
      end: element.end,
      before,
      after,
      format,
      wrappers,
    });
  }

  #pushPlaceholder({ label, start, end, before, after, format, wrappers, anchor }: PlaceholderAt): void {
    if (this.#field) {
      this.#field.end = end;
      return;
    }
    this.pieces.push({
      kind: 'placeholder',
      label,
      start,
      end,
      before,
      after,
      format,
      wrappers: this.#around(wrappers),
      ...(anchor && { anchor }),
    });
  }
}

/**
 * The begin marks of the complex fields that end in paragraph `p` too, read as Word reads them (deleted runs and
 * text boxes, which are paragraphs of their own, left out).
 */
function fieldsEndingIn(p: XmlElement): Set<XmlElement> {
  const ending = new Set<XmlElement>();
  const open: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    if (DELETED.has(element.local) || element.local === 'Fallback' || isW(element, 'txbxContent')) return;
    if (isW(element, 'fldChar')) {
      const type = attribute(element, 'fldCharType');
      if (type === 'begin') open.push(element);
      else if (type === 'end') {
        const begin = open.pop();
        if (begin) ending.add(begin);
      }
    }
    for (const child of elements(element)) visit(child);
  };
  visit(p);
  return ending;
}

/** Where an element that holds runs ends its last child (its content's end, less any trailing whitespace). */
function lastChildEnd(content: XmlElement): number {
  const last = elements(content).at(-1);
  return last ? last.end : content.contentEnd;
}

/** The format of run properties as written (a `w:rPr` element). */
function formatOf(written: string): RunFormat {
  const rPr = written.replace(TRACKED_FORMAT_CHANGE, '');
  const key = rPr
    .replace(NOT_FORMATTING, '')
    .replace(/>\s+</g, '><')
    .replace(/^<(?:\w+:)?rPr\s*\/>$|^<(?:\w+:)?rPr>\s*<\/(?:\w+:)?rPr>$/, '');
  return { rPr: key === '' ? '' : rPr, key };
}

/** A field's label: its instruction's first word (`PAGE`, `REF`, `TOC`). */
function fieldLabel(instruction: string): string {
  const name = /[A-Za-z]+/.exec(instruction)?.[0];
  return name ? `[${name.toUpperCase()}]` : '[field]';
}

/**
 * The `w:txbxContent` elements inside `element`, outermost only, taking the first branch of every
 * `mc:AlternateContent`; a fallback whose text boxes match the choice's one for one is noted in `copies`, so that
 * a translation of the choice's text boxes is written into it too.
 */
function textBoxesIn(element: XmlElement, copies: TextBoxCopy[]): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlNode) => {
    if (node.kind !== 'element') return;
    if (isW(node, 'txbxContent')) {
      found.push(node);
      return;
    }
    if (node.uri === MC && node.local === 'AlternateContent') {
      const branches = elements(node);
      const choice = branches.find((b) => b.local === 'Choice');
      const fallback = branches.find((b) => b.local === 'Fallback');
      if (!choice) return;
      const chosen = textBoxesIn(choice, copies);
      found.push(...chosen);
      const shadows = fallback ? textBoxesIn(fallback, []) : [];
      if (shadows.length === chosen.length)
        chosen.forEach((box, i) => copies.push({ choice: box, fallback: shadows[i]! }));
      return;
    }
    node.children.forEach(visit);
  };
  visit(element);
  return found;
}
