import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type { InlineCode, SegmentPlace } from '@tessera/shared/contract';
import { ParagraphBuilder, paragraphSplices, type ParagraphUnit } from '../segmentation/paragraph.ts';
import type { SegmentationRules } from '../segmentation/srx.ts';
import { renderTokens, textDocumentFormat, UNTRANSLATED, lineAndColumn, type Splice } from '../text-units.ts';
import { FormatError } from '../terms.ts';
import { placed, withRole } from '../segment-structure.ts';

/**
 * HTML and XHTML pages, read with parse5 (the WHATWG parser browsers use) for its source locations. The text of
 * block elements (`p`, `li`, `td`, `h1`, `title`, …) makes paragraphs, cut into sentences by the SRX rules;
 * inline elements (`a`, `b`, `em`, `span`, `sup`, `br`, `img` …) are inline codes holding their tags as the file
 * writes them, and `code`, `kbd`, inline `script` or an element marked `translate="no"` one code holding the
 * whole element. Translatable attributes (`alt`, `title`, `placeholder`, `aria-label`, `label`, a button's
 * `value`, the `content` of description, keywords and Open Graph metas) are segments of their own. ITS 2.0's
 * `translate="no"` leaves an element's text and attributes as they are, `translate="yes"` inside it makes them
 * translatable again. `script`, `style`, `template`, `textarea`, SVG, MathML and a `pre` holding `code` are
 * never read. Entities are decoded for the translator and only the characters HTML needs escaped are escaped in
 * a translation, everything outside the translated spans copied as it was; a translated page gets the target
 * language in `<html lang>` (and `xml:lang`, and a `<body>`'s own), and `dir="rtl"` for a right-to-left one.
 * Each segment of the body says its place (contract segment-place.ts): heading, list item by its nesting, table
 * cell, quote, a page's header or footer, an image's text; the head's and the other attributes' say their element
 * path (`head/title`, `p/a@title`).
 */

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ElementLocation = NonNullable<Element['sourceCodeLocation']>;

interface HtmlUnit extends ParagraphUnit {
  /** An attribute's value: the quote around it in the file ('' unquoted). */
  attributeQuote?: string;
}

/** Elements that are part of a line of text; any other element starts a paragraph of its own. */
const INLINE = new Set(
  'a abbr acronym b bdi bdo big button cite data del dfn em font i ins label mark nobr q rb ruby s small span strike strong sub sup time tt u'.split(
    ' ',
  ),
);
/** Inline elements without content, each one code. */
const VOID_INLINE = new Set(['br', 'wbr', 'img', 'input', 'embed', 'source', 'track']);
/** Elements whose content is not text to translate: inside a line one code, elsewhere left out. */
const UNTOUCHED = new Set(
  'script style template textarea svg math code kbd samp var noscript iframe object video audio canvas select rt rp rtc'.split(
    ' ',
  ),
);
/**
 * A ruby's annotations: its readings (`rt`, in containers `rtc`) and the parentheses shown where ruby is not
 * (`rp`). They spell their base in the source's script, which a translation into another language has no use for,
 * and as segments they would double a text with furigana on every kanji: each run of them is one code, the last
 * (after the last base) held by the ruby's closing code, so that a ruby is a pair around its base which the
 * translator keeps around the base's translation (a name whose reading the target's readers need) or leaves out.
 */
const RUBY_ANNOTATIONS = new Set(['rt', 'rp', 'rtc']);
/** A tag's start: never inside a text node's source, where `<` is written `&lt;` or stands before no name. */
const MARKUP = /<[A-Za-z/!?]/;
/** Deeper than real pages go, shallow enough for the walk's stack. */
const MAX_DEPTH = 512;

const ATTRIBUTES_OF_ANY = ['title', 'aria-label'];
const ELEMENT_ATTRIBUTES: Record<string, string[]> = {
  img: ['alt'],
  area: ['alt'],
  input: ['alt', 'placeholder'],
  textarea: ['placeholder'],
  option: ['label'],
  optgroup: ['label'],
  track: ['label'],
};
const META_CONTENT = new Set([
  'description',
  'keywords',
  'og:title',
  'og:description',
  'og:site_name',
  'twitter:title',
  'twitter:description',
]);

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** The attributes of `element` whose values are text to translate. */
function translatableAttributes(element: Element): string[] {
  const names = [...ATTRIBUTES_OF_ANY, ...(ELEMENT_ATTRIBUTES[element.tagName] ?? [])];
  const type = attribute(element, 'type')?.toLowerCase();
  if (element.tagName === 'input' && (type === 'button' || type === 'submit' || type === 'reset')) names.push('value');
  const meta = (attribute(element, 'name') ?? attribute(element, 'property'))?.toLowerCase();
  if (element.tagName === 'meta' && meta && META_CONTENT.has(meta)) names.push('content');
  return names;
}

const decoded = new Map<string, string>();
/** An entity as HTML (and CommonMark) reads it: parse5 decodes it, legacy forms without `;` included. */
export function decodeEntity(entity: string): string {
  let value = decoded.get(entity);
  if (value === undefined) {
    const text = parseFragment(entity).childNodes[0];
    value = text && 'value' in text ? text.value : entity;
    decoded.set(entity, value);
  }
  return value;
}

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (text: string, quote: string) =>
  text.replace(/&/g, '&amp;').replace(quote === "'" ? /'/g : /"/g, quote === "'" ? '&#39;' : '&quot;');

const isElement = (node: Node): node is Element => 'tagName' in node;
/** Whether an element holds a block element at any depth (walked without recursion: pages may nest deep). */
function hasBlockInside(element: Element): boolean {
  const pending = [...element.childNodes];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (!isElement(node) || UNTOUCHED.has(node.tagName)) continue;
    if (!INLINE.has(node.tagName) && !VOID_INLINE.has(node.tagName)) return true;
    pending.push(...node.childNodes);
  }
  return false;
}
const isInline = (element: Element) =>
  VOID_INLINE.has(element.tagName) || (INLINE.has(element.tagName) && !hasBlockInside(element));
/** What a note reference shows: a number or a mark, perhaps bracketed (`1`, `[12]`, `*`, `†`). */
const NOTE_MARK = /^\s*[[(]?(?:\d{1,4}|[*†‡§¶]{1,3})[\])]?\s*$/;
/**
 * A reference to a footnote (`month.<sup>1</sup> Payment`, or DPUB-ARIA's `role="doc-noteref"`): one code holding
 * the whole element, since its mark is not text to translate, and as text it would hide the full stop before it
 * from the segmentation rules and join two sentences.
 */
function isNoteReference(element: Element): boolean {
  if (attribute(element, 'role')?.toLowerCase() === 'doc-noteref') return true;
  return element.tagName === 'sup' && NOTE_MARK.test(textOf(element));
}
/** The text of an element's descendants. */
function textOf(element: Element): string {
  return element.childNodes
    .map((child) =>
      child.nodeName === '#text'
        ? (child as DefaultTreeAdapterTypes.TextNode).value
        : isElement(child)
          ? textOf(child)
          : '',
    )
    .join('');
}

/** A `pre` holding a code block: left as it is. */
const isCodeBlock = (element: Element) =>
  element.tagName === 'pre' && element.childNodes.some((child) => isElement(child) && child.tagName === 'code');

/** Whether the ITS `translate` attribute changes what is translatable inside `element`. */
function translates(element: Element, inherited: boolean): boolean {
  const value = attribute(element, 'translate')?.toLowerCase();
  return value === 'no' ? false : value === 'yes' || value === '' ? true : inherited;
}

/** The path of `element` below `path` (`body/main/p`), without the elements the parser implied (`tbody`). */
function elementPath(path: string, element: Element): string {
  if (element.tagName === 'html' || !element.sourceCodeLocation?.startTag) return path;
  return path ? `${path}/${element.tagName}` : element.tagName;
}

const HEADING = /^h([1-6])$/;

/** Each cell of a table by its row and its place in the row, counted as the page shows them (nested tables apart). */
function tableCells(table: Element): Map<Element, { row: number; column: number }> {
  const cells = new Map<Element, { row: number; column: number }>();
  const rows = table.childNodes
    .filter(isElement)
    .flatMap((child) =>
      child.tagName === 'tr'
        ? [child]
        : ['thead', 'tbody', 'tfoot'].includes(child.tagName)
          ? child.childNodes.filter(isElement)
          : [],
    )
    .filter((row) => row.tagName === 'tr');
  rows.forEach((row, r) =>
    row.childNodes
      .filter((cell): cell is Element => isElement(cell) && (cell.tagName === 'td' || cell.tagName === 'th'))
      .forEach((cell, c) => cells.set(cell, { row: r + 1, column: c + 1 })),
  );
  return cells;
}

/**
 * Where the text of the body is: its place (contract segment-place.ts) inside the blocks that hold it; null in the
 * head, whose segments say their element path instead.
 */
type Where = SegmentPlace | null;

class HtmlReader {
  readonly units: HtmlUnit[] = [];
  #paragraphs = 0;
  #attributes = 0;
  #tables = 0;
  #cells = new Map<Element, { row: number; column: number }>();

  readonly text: string;
  readonly offset: number;
  readonly language: string | undefined;
  readonly segmentation: SegmentationRules;

  constructor(text: string, offset: number, language: string | undefined, segmentation: SegmentationRules) {
    this.text = text;
    this.offset = offset;
    this.language = language;
    this.segmentation = segmentation;
  }

  #span(location: { startOffset: number; endOffset: number }): [number, number] {
    return [location.startOffset + this.offset, location.endOffset + this.offset];
  }

  /** The place inside `element`, a block inside `where`. */
  #placeIn(element: Element, where: Where): Where {
    if (element.tagName === 'body') return [];
    if (where === null) return null;
    switch (element.tagName) {
      case 'table':
        for (const [cell, at] of tableCells(element)) this.#cells.set(cell, at);
        return [...where, { kind: 'table', number: ++this.#tables, name: null }];
      case 'td':
      case 'th': {
        const at = this.#cells.get(element);
        return at ? [...where, { kind: 'cell', ...at }] : where;
      }
      case 'li': {
        // A list inside an item is nested one level deeper: the item's place says its level alone.
        const level = where.filter((part) => part.kind === 'list-item').length + 1;
        return [...where.filter((part) => part.kind !== 'list-item'), { kind: 'list-item', level }];
      }
      case 'blockquote':
        return [...where, { kind: 'quote' }];
      case 'header':
      case 'footer':
        return where.some((part) => part.kind === 'header' || part.kind === 'footer')
          ? where
          : [...where, { kind: element.tagName, pages: null }];
      default:
        return where;
    }
  }

  #addAttributes(element: Element, path: string, where: Where): void {
    const location = element.sourceCodeLocation?.attrs;
    if (!location) return;
    for (const name of translatableAttributes(element)) {
      const value = attribute(element, name);
      const at = location[name];
      if (!at || value === undefined || value.trim() === '') continue;
      const [start, end] = this.#span(at);
      const written = /^[^=]*=[ \t\n\f\r]*(["']?)/.exec(this.text.slice(start, end));
      if (!written) continue;
      const quote = written[1]!;
      this.units.push({
        ...UNTRANSLATED,
        unitId: `a${++this.#attributes}`,
        segmentId: null,
        source: value,
        codes: [],
        codeSpans: [],
        ...(where !== null && name === 'alt' ? placed([...where, { kind: 'image' }]) : { context: `${path}@${name}` }),
        start: start + written[0].length,
        end: quote ? end - 1 : end,
        attributeQuote: quote,
        inMarkup: true,
      });
    }
  }

  /** The paragraph's sentences, at `place` (its element path where it has none). */
  #flush(paragraph: ParagraphBuilder, path: string, place: Where): void {
    if (!paragraph.hasText) return;
    const number = ++this.#paragraphs;
    const { context, place: typed } = place === null ? { context: path, place: undefined } : placed(place);
    for (const unit of paragraph.sentenceUnits(number, context ?? path, this.language, this.segmentation))
      this.units.push(typed ? { ...unit, place: typed } : unit);
  }

  #tooDeep(element: Element): FormatError {
    const { line, column } = lineAndColumn(this.text, (element.sourceCodeLocation?.startOffset ?? 0) + this.offset);
    return new FormatError(
      `Malformed HTML at line ${line}, column ${column}: elements are nested more than ${MAX_DEPTH} levels deep.`,
    );
  }

  /**
   * The children of a block element inside `where`: runs of text and inline elements make paragraphs, block children
   * their own.
   */
  readBlock(
    element: Element | DefaultTreeAdapterTypes.Document,
    path: string,
    translate: boolean,
    depth: number,
    where: Where,
  ): void {
    const tagName = 'tagName' in element ? element.tagName : '';
    const collapse = tagName !== 'pre';
    const level = HEADING.exec(tagName)?.[1];
    const place = where && withRole(where, level ? { kind: 'heading', level: Number(level) } : undefined);
    let paragraph = new ParagraphBuilder();
    for (const child of element.childNodes) {
      if (isElement(child) && !isInline(child) && !UNTOUCHED.has(child.tagName)) {
        this.#flush(paragraph, path, place);
        paragraph = new ParagraphBuilder();
        if (depth >= MAX_DEPTH) throw this.#tooDeep(child);
        const inside = translates(child, translate);
        const childPath = elementPath(path, child);
        const childWhere = this.#placeIn(child, where);
        if (inside) this.#addAttributes(child, childPath || child.tagName, childWhere);
        if (!isCodeBlock(child)) this.readBlock(child, childPath, inside, depth + 1, childWhere);
      } else this.#readInline(child, paragraph, path, translate, collapse, depth + 1, where);
    }
    this.#flush(paragraph, path, place);
  }

  /** A node inside a line of text: text, an inline element's tags as codes and its content, or one code. */
  #readInline(
    node: Node,
    paragraph: ParagraphBuilder,
    path: string,
    translate: boolean,
    collapse: boolean,
    depth: number,
    where: Where,
  ) {
    const location = node.sourceCodeLocation;
    if (!location) {
      // Elements the parser made up (a formatting element reopened after a block) have no tags in the file.
      if (isElement(node))
        for (const child of node.childNodes)
          this.#readInline(child, paragraph, path, translate, collapse, depth, where);
      return;
    }
    const [start, end] = this.#span(location);
    if (node.nodeName === '#text') {
      const raw = this.text.slice(start, end);
      // White space after `</body>` is moved into the body by the parser, its location spanning the end tags.
      if (MARKUP.test(raw)) return;
      if (translate) paragraph.addText(raw, start, { collapse, decode: decodeEntity });
      else paragraph.addStandalone(raw, start);
      return;
    }
    if (!isElement(node)) {
      if (node.nodeName === '#comment') paragraph.addStandalone(this.text.slice(start, end), start, '<!--…-->');
      return;
    }
    if (depth >= MAX_DEPTH) throw this.#tooDeep(node);
    const inside = translates(node, translate);
    const elementLocation = location as ElementLocation;
    const { startTag, endTag } = elementLocation;
    if (inside) this.#addAttributes(node, elementPath(path, node), where);
    if (!inside || UNTOUCHED.has(node.tagName) || VOID_INLINE.has(node.tagName) || isNoteReference(node) || !startTag) {
      paragraph.addStandalone(this.text.slice(start, end), start, `<${node.tagName}>`);
      return;
    }
    const [tagStart, tagEnd] = this.#span(startTag);
    if (node.tagName === 'ruby' && endTag) {
      const tags = { startTag: this.text.slice(tagStart, tagEnd), tagStart, endTag };
      this.#readRuby(node, tags, paragraph, path, collapse, depth, where);
      return;
    }
    if (!endTag) {
      // An element closed by the parser, not by a tag: its start tag is no half of a pair.
      paragraph.addStandalone(this.text.slice(tagStart, tagEnd), tagStart, `<${node.tagName}>`);
      for (const child of node.childNodes) this.#readInline(child, paragraph, path, inside, collapse, depth + 1, where);
      return;
    }
    const pair = paragraph.open(this.text.slice(tagStart, tagEnd), tagStart);
    for (const child of node.childNodes) this.#readInline(child, paragraph, path, inside, collapse, depth + 1, where);
    const [closeStart, closeEnd] = this.#span(endTag);
    paragraph.close(pair, this.text.slice(closeStart, closeEnd), closeStart);
  }

  /**
   * A ruby as a pair around its bases (see `RUBY_ANNOTATIONS`): each run of annotations between bases one code, the
   * run it ends with part of its closing code.
   */
  #readRuby(
    ruby: Element,
    {
      startTag,
      tagStart,
      endTag,
    }: { startTag: string; tagStart: number; endTag: NonNullable<ElementLocation['endTag']> },
    paragraph: ParagraphBuilder,
    path: string,
    collapse: boolean,
    depth: number,
    where: Where,
  ): void {
    const children = ruby.childNodes;
    const tail = trailingAnnotations(children);
    const pair = paragraph.open(startTag, tagStart);
    for (let i = 0; i < tail; i++) {
      const child = children[i]!;
      if (!isAnnotation(child)) {
        this.#readInline(child, paragraph, path, true, collapse, depth + 1, where);
        continue;
      }
      let last = i;
      for (let j = i; j < tail && (isAnnotation(children[j]!) || isBlank(children[j]!)); j++)
        if (isAnnotation(children[j]!)) last = j;
      const [start] = this.#span(child.sourceCodeLocation!);
      const [, end] = this.#span(children[last]!.sourceCodeLocation!);
      for (const annotation of children.slice(i, last + 1))
        if (isElement(annotation)) this.#annotationAttributes(annotation, path, where);
      paragraph.addStandalone(this.text.slice(start, end), start, `<${child.tagName}>`);
      i = last;
    }
    for (const annotation of children.slice(tail))
      if (isElement(annotation)) this.#annotationAttributes(annotation, path, where);
    const [closeStart] = tail < children.length ? this.#span(children[tail]!.sourceCodeLocation!) : this.#span(endTag);
    const [, closeEnd] = this.#span(endTag);
    paragraph.close(pair, this.text.slice(closeStart, closeEnd), closeStart);
  }

  /** The translatable attributes of a ruby's annotation (a `title`), which its code holds. */
  #annotationAttributes(annotation: Element, path: string, where: Where): void {
    if (translates(annotation, true)) this.#addAttributes(annotation, elementPath(path, annotation), where);
  }
}

/** A ruby's annotation written in the file (see `RUBY_ANNOTATIONS`). */
const isAnnotation = (node: Node): node is Element =>
  isElement(node) && RUBY_ANNOTATIONS.has(node.tagName) && node.sourceCodeLocation !== undefined;
/** A text node of white space only. */
const isBlank = (node: Node) =>
  node.nodeName === '#text' && (node as DefaultTreeAdapterTypes.TextNode).value.trim() === '';

/** Where the annotations a ruby ends with start among its children (the children's length where it ends with a base). */
function trailingAnnotations(children: readonly Node[]): number {
  let at = children.length;
  while (at > 0 && (isAnnotation(children[at - 1]!) || isBlank(children[at - 1]!))) at--;
  while (at < children.length && isBlank(children[at]!)) at++;
  return at;
}

/** The `<html>` start tag written in the file, if any. */
function htmlElement(document: DefaultTreeAdapterTypes.Document): Element | undefined {
  const html = document.childNodes.find(isElement);
  return html?.tagName === 'html' && html.sourceCodeLocation?.startTag ? html : undefined;
}

function parseHtml(text: string) {
  const offset = text.startsWith('\uFEFF') ? 1 : 0;
  return { document: parse(text.slice(offset), { sourceCodeLocationInfo: true, scriptingEnabled: false }), offset };
}

const isRightToLeft = (language: string) => {
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction: string } };
  return locale.getTextInfo?.().direction === 'rtl';
};

/**
 * `lang` (and `xml:lang`) set to the target language, `dir` to its direction where needed, on `<html>`; and on a
 * `<body>` that says them itself (as Word and LibreOffice write `<body lang="en-US" dir="ltr">`), where they would
 * otherwise outweigh the root's for every line of the translation.
 */
function languageSplices(text: string, target: string): Splice[] {
  const { document, offset } = parseHtml(text);
  const html = htmlElement(document);
  if (!html) return [];
  const rtl = isRightToLeft(target);
  const direction = rtl ? 'rtl' : 'ltr';
  const body = html.childNodes.find((node): node is Element => isElement(node) && node.tagName === 'body');
  const saidBy = (element: Element, name: string, value: string) =>
    attribute(element, name) === undefined ? null : value;
  return [
    ...attributeSplices(html, offset, [
      ['lang', target],
      ['xml:lang', saidBy(html, 'xml:lang', target)],
      ['dir', rtl ? 'rtl' : attribute(html, 'dir')?.toLowerCase() === 'rtl' ? 'ltr' : null],
    ]),
    ...(body?.sourceCodeLocation?.startTag
      ? attributeSplices(body, offset, [
          ['lang', saidBy(body, 'lang', target)],
          ['xml:lang', saidBy(body, 'xml:lang', target)],
          ['dir', saidBy(body, 'dir', direction)],
        ])
      : []),
  ];
}

/** Each attribute of `wanted` given its value in the element's start tag: replaced where written, else added. */
function attributeSplices(element: Element, offset: number, wanted: [string, string | null][]): Splice[] {
  const location = element.sourceCodeLocation!;
  const insertAt = offset + location.startTag!.startOffset + 1 + element.tagName.length;
  return wanted.flatMap(([name, value]): Splice[] => {
    if (value === null) return [];
    const at = location.attrs?.[name];
    if (!at) return [{ start: insertAt, end: insertAt, text: ` ${name}="${value}"` }];
    return [{ start: offset + at.startOffset, end: offset + at.endOffset, text: `${name}="${value}"` }];
  });
}

/** A translation as the file writes it: text escaped, an attribute's value quoted as it was (or in `"`). */
function renderHtml(unit: HtmlUnit, target: string, codes: InlineCode[]): string {
  if (unit.attributeQuote === undefined) return renderTokens(target, codes, escapeText);
  const quote = unit.attributeQuote || '"';
  const value = escapeAttribute(target, quote);
  return unit.attributeQuote ? value : `${quote}${value}${quote}`;
}

export const htmlFormat = textDocumentFormat<HtmlUnit>({
  type: 'HTML',
  extensions: ['.html', '.htm', '.xhtml'],
  mediaType: 'text/html',
  // 2: a ruby is a pair around its bases, its annotations one code a run (each was a code; `rb`, `rtc` blocks).
  // 3: numbers, rules and list numbers without words are not segments. 4: each segment's place as structured parts
  // (contract segment-place.ts), which pages read before lack.
  readerVersion: 4,
  monolingual: true,
  sameSegmentsForEveryTarget: true,
  looksLike: (head) => !head.includes('\u0000') && /<[A-Za-z!?]/.test(head),
  extract(text, languages, _encoding, segmentation) {
    const { document, offset } = parseHtml(text);
    const reader = new HtmlReader(text, offset, languages.source, segmentation);
    reader.readBlock(document, '', true, 0, null);
    return { units: reader.units, stated: {} };
  },
  render: (unit, target) => renderHtml(unit, target, unit.codes),
  splices(text, units, edits, languages) {
    const splices = paragraphSplices(text, units, edits, renderHtml);
    return splices.length ? [...splices, ...languageSplices(text, languages.target)] : [];
  },
  needs: () => ['source', 'target'],
});
