import type { SegmentPlace } from '@tessera/shared/contract';
import { NO_FORMAT, type Piece, type RunFormat, type Wrapper } from '../office/inline-pieces.ts';
import { officeDocumentFormat, type OfficeParagraph, type TextPart } from '../office/office-document.ts';
import { readXmlPart, type XmlPart } from '../office/opc.ts';
import type { RunWriter } from '../office/sentence-segments.ts';
import { identifyPackage, openPackage, type ZipPackage } from '../office/zip-package.ts';
import { FormatError } from '../terms.ts';
import { escapeXmlText } from '../xml-escape.ts';
import { withRole } from '../segment-structure.ts';
import { declaredLanguages, inDesignLanguage, retargetedStory } from './target-language.ts';
import type { XmlElement } from '../xml-tree.ts';

/**
 * InDesign packages (IDML, Adobe's InDesign Markup Language): the stories `designmap.xml` lists, in its order, each
 * a part `Stories/Story_<id>.xml`. A story's text is `Content` inside `CharacterStyleRange` inside
 * `ParagraphStyleRange`; a paragraph ends at a `<Br/>` (and at the end of its paragraph range), so one range may
 * hold several paragraphs and a paragraph may start or end inside a character range. Character ranges formatted
 * unlike most of their sentence are pairs, and so are hyperlinks (`HyperlinkTextSource`) and XML tags around their
 * text, whether inside a character range or around several;
 * special characters (processing instructions such as `<?ACE 7?>`), anchored objects, footnote anchors and tables
 * are placeholders; a table's cells and a footnote's text are paragraphs of their own after the paragraph holding
 * them. InDesign notes (`Note`) are no text and are kept where they were; conditional text is a character range
 * like any other (its `AppliedConditions` kept). A translated paragraph is written as character ranges of its
 * codes' formatting, and a story holding one is told the target language (`target-language.ts`); every other
 * byte of the story, and every other entry of the package, stays as it was.
 */

const PACKAGING = 'http://ns.adobe.com/AdobeInDesign/idml/1.0/packaging';
const MEDIA_TYPE = 'application/vnd.adobe.indesign-idml-package';
const KIND = { name: 'InDesign IDML package (.idml)' };
const IDML = 'an InDesign IDML package';

const CSR_CLOSE = '</CharacterStyleRange>';

const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');

/**
 * The markup closing a run opened by `format.rPr`: a character range's end tag, or nothing inside a wrapper in a
 * range (a hyperlink's text), whose pair of codes opens and closes the range around it.
 */
const closeOf = (format: RunFormat) => (format.rPr === '' ? '' : CSR_CLOSE);

/**
 * Runs as IDML writes them: a character range holding its `Content`; a line break typed in a translation is
 * InDesign's forced line break (U+2028), as a paragraph break would end the paragraph.
 */
const IDML_RUNS: RunWriter = {
  pairXml: (format) => ({ open: format.rPr, close: closeOf(format) }),
  runs: (format, text) =>
    text === ''
      ? ''
      : `${format.rPr}<Content>${escapeXmlText(text.replace(/\r\n|\n|\r/g, '\u2028'))}</Content>${closeOf(format)}`,
};

/**
 * Runs as a paragraph writes them: text in no formatting of its own (typed outside the pairs of a sentence whose
 * text is all inside a tag or a hyperlink) in `fallback`, the start tag of the range the paragraph's text is in
 * (none inside an element holding breaks, which is inside a range).
 */
const runsWith = (fallback: string): RunWriter =>
  fallback === ''
    ? IDML_RUNS
    : {
        pairXml: IDML_RUNS.pairXml,
        runs: (format, text, language) =>
          IDML_RUNS.runs(format.key === '' ? { rPr: fallback, key: fallback } : format, text, language),
      };

const RUN_BOUNDARY = `</Content>${CSR_CLOSE}`;

/** Whether `markup` is a run's opening as `IDML_RUNS` writes one: a range's start tag, then its `Properties` if any. */
function isRunOpening(markup: string): boolean {
  const rest = markup.slice(markup.indexOf('>') + 1);
  return rest === '' || (rest.startsWith('<Properties>') && rest.indexOf('</Properties>') === rest.length - 13);
}

/**
 * A paragraph as written with each run that continues the one before in the same formatting joined to it: the
 * sentences of one range, or a special character in it, are written as runs of their own.
 */
function joinRuns(xml: string): string {
  let out = '';
  let copied = 0;
  for (let at = xml.indexOf(RUN_BOUNDARY); at >= 0; at = xml.indexOf(RUN_BOUNDARY, at + 1)) {
    const content = xml.lastIndexOf('<Content>', at);
    const opening = xml.lastIndexOf('<CharacterStyleRange', content);
    if (content < 0 || opening < 0 || !isRunOpening(xml.slice(opening, content))) continue;
    const next = xml.slice(opening, content) + '<Content>';
    if (!xml.startsWith(next, at + RUN_BOUNDARY.length)) continue;
    out += xml.slice(copied, at);
    copied = at + RUN_BOUNDARY.length + next.length;
  }
  return out + xml.slice(copied);
}

/**
 * A paragraph as written with a wrapper closed and at once opened again made one: a hyperlink across two sentences
 * is written in each, and InDesign refuses two elements of one `Self`.
 */
function joinWrappers(xml: string, wrappers: ReadonlySet<Wrapper>): string {
  let out = xml;
  for (const wrapper of wrappers) out = out.split(wrapper.close + wrapper.open).join('');
  return out;
}

/** The special characters InDesign writes as `<?ACE n?>`, by number (IDML specification, "Special characters"). */
const ACE_LABELS: Record<string, string> = {
  '3': '[end nested style]',
  '4': '[footnote number]',
  '7': '[indent to here]',
  '8': '[right indent tab]',
  '18': '[page number]',
  '19': '[section marker]',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character data as written (the part is well-formed, and declares no entities: xml-safety.ts), decoded. */
const decodeText = (raw: string) =>
  raw
    .replace(/\r\n?/g, '\n')
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : ENTITIES[name]!,
    );

/** `ParagraphStyle/Heading 2` is a heading of level 2 in the preview. */
function headingLevel(psr: XmlElement): number | null {
  const style = psr.attributes.get('AppliedParagraphStyle') ?? '';
  const heading = /(?:^|\/)(?:\$ID\/)?heading\s*(\d)?[^/]*$/i.exec(style);
  return heading ? Number(heading[1] ?? 1) : null;
}

type Block = NonNullable<OfficeParagraph['block']>;
type Nested = { element: XmlElement; kind: 'footnote' | 'table' };

/** Counters of the whole document: footnotes are numbered across stories. */
interface Numbering {
  footnotes: number;
}

/** A paragraph being read: its pieces, where its span starts, and what its span's rewrite must add around it. */
interface OpenParagraph {
  pieces: Piece[];
  start: number;
  /** The markup closing the character range the paragraph starts in (it starts after a `<Br/>` inside one). */
  prefix: string;
  /** The start tag of the range its text is written in where it has no formatting of its own (`runsWith`). */
  fallback: string;
  nested: Nested[];
}

/** Ends the paragraph being read at `at`, its rewrite followed by `suffix` (what reopens the element it ends in). */
type End = (at: number, suffix: string) => void;

/**
 * How a paragraph boundary inside the element being read is written: the markup a paragraph ending there writes
 * after its content to reopen the element (a character range's start tag), and the markup one starting there
 * writes first to close it.
 */
interface Boundary {
  reopen: string;
  close: string;
}
/** Inside an element whose tags stay where they are (`isLevel`), a paragraph's content is written in place. */
const IN_PLACE: Boundary = { reopen: '', close: '' };

/** Elements that wrap text, each a pair of codes: a hyperlink's text, an XML structure tag. */
const WRAPPERS = new Set(['HyperlinkTextSource', 'XMLElement']);
/** Elements whose own paragraphs are no part of the paragraph around them. */
const OWN_TEXT = new Set(['Footnote', 'Table', 'Note']);

/** Whether a paragraph break is inside `element` (not counting a footnote's, a table's or a note's). */
const holdsBreak = (element: XmlElement): boolean =>
  elements(element).some((child) => child.local === 'Br' || (!OWN_TEXT.has(child.local) && holdsBreak(child)));

/**
 * Whether `element` wraps text across a paragraph break (an XML structure tag around a question of two lines, as
 * InDesign writes `<XMLElement><Content>…</Content><Br/><Content>…</Content></XMLElement>`): no pair of codes
 * can hold it, as a paragraph ends inside it and InDesign wants each element (its `Self`) once. Its tags stay
 * where they are and the paragraphs inside it are read and written within them, each a paragraph of its own; the
 * text before its start tag and after its end tag are paragraphs of their own too.
 */
const isLevel = (element: XmlElement) =>
  WRAPPERS.has(element.local) && element.contentStart !== element.end && holdsBreak(element);

class StoryReader {
  readonly paragraphs: OfficeParagraph[] = [];
  readonly #text: string;
  readonly #key: string;
  readonly #numbering: Numbering;
  #tables = 0;
  #open: OpenParagraph | null = null;
  /**
   * The paragraphs read so far as the first reader counted them (up to a `<Br/>` outside elements holding breaks,
   * or the end of a paragraph range), which number the units: a paragraph cut at such an element is units `7`,
   * `7.2`, `7.3` …, and what it holds (footnotes, tables) `7.4` …, so that the keys of text read before stay.
   */
  #number = 0;
  /** The units made of the paragraph being read. */
  #fragments = 0;
  /** Whether the paragraph being read holds an element holding breaks (the first reader counted it then). */
  #cut = false;
  /** How many elements holding breaks the reading is inside. */
  #levels = 0;
  /** Footnotes and tables of the paragraph being read, read after it; `cut`: inside an element holding breaks. */
  #pending: { nested: Nested; where: SegmentPlace; cut: boolean }[] = [];
  /** The paragraph whose units are being numbered on, while what it held inside elements holding breaks is read. */
  #continued: { number: number; count: number } | null = null;

  constructor(part: XmlPart, key: string, numbering: Numbering) {
    this.#text = part.text;
    this.#key = key;
    this.#numbering = numbering;
  }

  /** The paragraph ranges of a story, a cell or a footnote, in order (XML structure tags looked into). */
  flow(container: XmlElement, where: SegmentPlace, block: Block | undefined): void {
    for (const element of elements(container)) {
      if (element.local === 'ParagraphStyleRange') this.#paragraphRange(element, where, block);
      else if (element.local === 'XMLElement') this.flow(element, where, block);
    }
  }

  /** An element's start tag with its `Properties`, which a run or a wrapper written anew repeats. */
  #opening(element: XmlElement): string {
    const properties = elements(element).find((e) => e.local === 'Properties');
    return (
      this.#text.slice(element.start, element.contentStart) +
      (properties ? this.#text.slice(properties.start, properties.end) : '')
    );
  }

  #paragraphRange(psr: XmlElement, where: SegmentPlace, block: Block | undefined): void {
    const level = headingLevel(psr);
    const paragraphBlock: Block | undefined = level !== null ? { kind: 'heading', level } : block;
    const end: End = (at, suffix) => this.#end(at, suffix, where, paragraphBlock);
    const lastEnd = this.#ranges(psr, [], end);
    if (this.#open) end(lastEnd, '');
    this.#paragraphRead();
  }

  /** Ends the open paragraph at `at` (see `End`), a unit where it holds anything. */
  #end(at: number, suffix: string, where: SegmentPlace, block: Block | undefined): void {
    const paragraph = this.#open!;
    this.#open = null;
    if (paragraph.pieces.length === 0) return;
    const { prefix } = paragraph;
    const wrappers = new Set(paragraph.pieces.flatMap((piece) => piece.wrappers));
    this.paragraphs.push({
      unitId: `${this.#key}/${this.#unitNumber()}`,
      place: withRole(where, block),
      pieces: paragraph.pieces,
      start: paragraph.start,
      end: at,
      runs: runsWith(paragraph.fallback),
      finish: (content) => prefix + joinRuns(joinWrappers(content, wrappers)) + suffix,
      ...(block && { block }),
    });
    const cut = this.#levels > 0 || this.#continued !== null;
    for (const nested of paragraph.nested) this.#pending.push({ nested, where, cut });
  }

  #unitNumber(): string {
    if (this.#continued) return `${this.#continued.number}.${++this.#continued.count}`;
    const fragment = ++this.#fragments;
    return fragment === 1 ? String(this.#number + 1) : `${this.#number + 1}.${fragment}`;
  }

  /** A paragraph as the first reader counted it is read: its footnotes and tables are read next. */
  #paragraphRead(): void {
    const pending = this.#pending;
    this.#pending = [];
    if (this.#continued) {
      for (const { nested, where } of pending) this.#nested(nested, where);
      return;
    }
    const numbered = { number: this.#number + 1, count: this.#fragments };
    if (this.#fragments > 0 || this.#cut) this.#number++;
    this.#fragments = 0;
    this.#cut = false;
    for (const { nested, where, cut } of pending) {
      this.#continued = cut ? numbered : null;
      this.#nested(nested, where);
    }
    this.#continued = null;
  }

  /**
   * The children of a paragraph range (or of a wrapper holding character ranges) as pieces; a `<Br/>` ends the
   * paragraph (`end`). Answers where the last child ends.
   */
  #ranges(container: XmlElement, wrappers: readonly Wrapper[], end: End): number {
    let lastEnd = container.contentStart;
    for (const child of elements(container)) {
      if (child.local === 'Properties') continue;
      lastEnd = child.end;
      if (isLevel(child)) {
        // Character ranges inside an element holding breaks: paragraphs of their own, written inside its tags.
        if (this.#open) end(child.start, '');
        this.#enterLevel();
        const last = this.#ranges(child, wrappers, end);
        if (this.#open) end(last, '');
        this.#levels--;
        continue;
      }
      const open = (this.#open ??= { pieces: [], start: child.start, prefix: '', fallback: '', nested: [] });
      if (child.local !== 'CharacterStyleRange') {
        if (WRAPPERS.has(child.local) && child.contentStart !== child.end) {
          const wrapper = { open: this.#opening(child), close: this.#text.slice(child.contentEnd, child.end) };
          this.#ranges(child, [...wrappers, wrapper], end);
        } // Anything else between character ranges (anchored objects, say) is kept as written.
        else open.pieces.push(this.#placeholder(child, `[${child.local}]`, NO_FORMAT, wrappers));
        continue;
      }
      if (child.contentStart === child.end) continue; // an empty range
      const rPr = this.#opening(child);
      const format: RunFormat = { rPr, key: rPr };
      open.fallback ||= rPr;
      // A paragraph ending inside the range reopens it for what follows; one starting inside it closes it first.
      const boundary = { reopen: rPr, close: CSR_CLOSE };
      for (const node of elements(child))
        if (node.local !== 'Properties') this.#inline(node, format, wrappers, boundary, end);
    }
    return lastEnd;
  }

  #enterLevel(): void {
    this.#open = null;
    this.#levels++;
    this.#cut = true;
  }

  /**
   * A child of a character range (or of an element in one) as pieces of the paragraph, in `format`: the range's
   * (whose start tag `rPr` a piece written on its own repeats), or inside a wrapper in the range, where `rPr` is
   * empty. A `<Br/>` ends the paragraph.
   */
  #inline(node: XmlElement, format: RunFormat, wrappers: readonly Wrapper[], boundary: Boundary, end: End): void {
    const paragraph = (this.#open ??= { pieces: [], start: node.start, prefix: '', fallback: '', nested: [] });
    if (node.local === 'Br') {
      end(node.start, boundary.reopen);
      if (this.#levels === 0) this.#paragraphRead();
      this.#open = { pieces: [], start: node.end, prefix: boundary.close, fallback: boundary.reopen, nested: [] };
    } else if (node.local === 'Content') this.#content(node, format, wrappers, paragraph);
    else if (WRAPPERS.has(node.local) && node.contentStart !== node.end) {
      const inner: RunFormat = { rPr: '', key: `${format.key}\n${node.start}` };
      if (isLevel(node)) {
        // Its content is written inside its tags, as bare `Content` of the range around it.
        end(node.start, boundary.reopen);
        this.#enterLevel();
        let last = node.contentStart;
        for (const child of elements(node))
          if (child.local !== 'Properties') {
            this.#inline(child, inner, wrappers, IN_PLACE, end);
            last = child.end;
          }
        if (this.#open) end(last, '');
        this.#levels--;
        this.#open = { pieces: [], start: node.end, prefix: boundary.close, fallback: boundary.reopen, nested: [] };
        return;
      }
      const wrapper = {
        open: format.rPr + this.#opening(node),
        close: this.#text.slice(node.contentEnd, node.end) + closeOf(format),
      };
      for (const child of elements(node))
        if (child.local !== 'Properties') this.#inline(child, inner, [...wrappers, wrapper], boundary, end);
    } else if (node.local === 'Note')
      // An InDesign note is the designer's, not text: kept at the start of its sentence.
      paragraph.pieces.push({
        kind: 'marker',
        xml: format.rPr + this.#text.slice(node.start, node.end) + closeOf(format),
        side: 'start',
        wrappers,
      });
    else {
      const label = node.local === 'Footnote' ? '[footnote]' : node.local === 'Table' ? '[table]' : `[${node.local}]`;
      paragraph.pieces.push(this.#placeholder(node, label, format, wrappers));
      if (node.local === 'Footnote') paragraph.nested.push({ element: node, kind: 'footnote' });
      else if (node.local === 'Table') paragraph.nested.push({ element: node, kind: 'table' });
    }
  }

  /** A `Content` element's text, its special characters (processing instructions) placeholders. */
  #content(content: XmlElement, format: RunFormat, wrappers: readonly Wrapper[], paragraph: OpenParagraph): void {
    const text = (value: string) => {
      if (value === '') return;
      const last = paragraph.pieces.at(-1);
      // Text split by nothing but element boundaries reads as one stretch.
      if (last?.kind === 'text' && last.format.key === format.key && last.wrappers === wrappers) last.text += value;
      else paragraph.pieces.push({ kind: 'text', text: value, format, wrappers });
    };
    let at = content.contentStart;
    while (at < content.contentEnd) {
      const lt = this.#text.indexOf('<', at);
      const stop = lt < 0 || lt > content.contentEnd ? content.contentEnd : lt;
      text(decodeText(this.#text.slice(at, stop)));
      if (stop === content.contentEnd) break;
      if (this.#text.startsWith('<?', stop)) {
        const pi = this.#text.indexOf('?>', stop) + 2;
        const number = /^<\?ACE\s+(\d+)/.exec(this.#text.slice(stop, Math.min(pi, stop + 16)))?.[1];
        paragraph.pieces.push({
          kind: 'placeholder',
          label: number ? (ACE_LABELS[number] ?? `[ACE ${number}]`) : '[special character]',
          start: stop,
          end: pi,
          before: `${format.rPr}<Content>`,
          after: `</Content>${closeOf(format)}`,
          format,
          wrappers,
        });
        at = pi;
      } else if (this.#text.startsWith('<![CDATA[', stop)) {
        const cdataEnd = this.#text.indexOf(']]>', stop);
        text(this.#text.slice(stop + 9, cdataEnd));
        at = cdataEnd + 3;
      } else at = this.#text.indexOf('-->', stop) + 3; // a comment
    }
  }

  /** An element kept as written, in a character range of its own where it was in one. */
  #placeholder(
    node: XmlElement,
    label: string,
    format: RunFormat,
    wrappers: readonly Wrapper[],
  ): Extract<Piece, { kind: 'placeholder' }> {
    return {
      kind: 'placeholder',
      label,
      start: node.start,
      end: node.end,
      before: format.rPr,
      after: closeOf(format),
      format,
      wrappers,
    };
  }

  #nested({ element, kind }: Nested, where: SegmentPlace): void {
    if (kind === 'footnote') {
      this.flow(element, [...where, { kind: 'footnote', label: String(++this.#numbering.footnotes) }], {
        kind: 'note',
      });
      return;
    }
    const table = ++this.#tables;
    // A cell is named "column:row", from 0; read row by row, as the table reads.
    const cells = elements(element)
      .filter((e) => e.local === 'Cell')
      .map((cell) => {
        const [column = 0, row = 0] = (cell.attributes.get('Name') ?? '').split(':').map((n) => Number(n) || 0);
        return { cell, row: row + 1, col: column + 1 };
      })
      .sort((a, b) => a.row - b.row || a.col - b.col);
    for (const { cell, row, col } of cells)
      this.flow(cell, [...where, { kind: 'table', number: table, name: null }, { kind: 'cell', row, column: col }], {
        kind: 'table-cell',
        cell: { table, row, col },
      });
  }
}

async function openIdml(bytes: Buffer): Promise<ZipPackage> {
  const zip = await openPackage(bytes, KIND);
  const declared = zip.has('mimetype') ? (await zip.read('mimetype')).toString('utf8').trim() : '';
  if (declared === MEDIA_TYPE && !zip.has('designmap.xml'))
    throw new FormatError(`The ${KIND.name} is damaged: its part designmap.xml is missing.`);
  const what =
    zip.has('[Content_Types].xml') || zip.has('mimetype') || zip.has('designmap.xml')
      ? await identifyPackage(zip)
      : 'a ZIP archive';
  if (what !== IDML) throw new FormatError(`This file is ${what}, not an ${KIND.name}.`);
  return zip;
}

/**
 * The story parts `designmap.xml` lists (`<idPkg:Story src="Stories/Story_u1d8.xml"/>`), in its order, and the
 * names of the languages it lists.
 */
async function storiesAndLanguages(zip: ZipPackage): Promise<{ stories: string[]; languages: Set<string> }> {
  const designmap = await readXmlPart(zip, 'designmap.xml');
  const stories = elements(designmap.root)
    .filter((e) => e.local === 'Story' && e.uri === PACKAGING)
    .map((e) => e.attributes.get('src') ?? '');
  return { stories, languages: declaredLanguages(designmap.root) };
}

/** The languages the document of a story lists, for the name of the target language its translation is told. */
const documentLanguages = new WeakMap<XmlPart, ReadonlySet<string>>();

async function textParts(bytes: Buffer): Promise<TextPart[]> {
  const zip = await openIdml(bytes);
  const numbering: Numbering = { footnotes: 0 };
  const parts: TextPart[] = [];
  const { stories, languages } = await storiesAndLanguages(zip);
  for (const [index, name] of stories.entries()) {
    if (!zip.has(name))
      throw new FormatError(
        `The ${KIND.name} is damaged: designmap.xml lists the story ${JSON.stringify(name)}, which it does not hold.`,
      );
    const xml = await readXmlPart(zip, name);
    documentLanguages.set(xml, languages);
    const key = `story${index + 1}`;
    const reader = new StoryReader(xml, key, numbering);
    for (const story of elements(xml.root))
      if (story.local === 'Story') reader.flow(story, [{ kind: 'story', number: index + 1 }], undefined);
    parts.push({ xml, key, paragraphs: reader.paragraphs });
  }
  return parts;
}

export const idmlFormat = officeDocumentFormat({
  type: 'IDML',
  extensions: ['.idml'],
  // 2: the text inside XML elements holding paragraph breaks is read (it was one placeholder). 3: numbers, rules and list numbers without words are not segments.
  // 4: each segment's place as structured parts (contract segment-place.ts), which documents read before lack.
  readerVersion: 4,
  mediaType: () => MEDIA_TYPE,
  textParts,
  retarget: (xml, written, language) =>
    retargetedStory(written, inDesignLanguage(language.code, documentLanguages.get(xml) ?? new Set()), language),
});
