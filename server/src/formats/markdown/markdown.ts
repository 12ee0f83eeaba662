import type { InlineCode, SegmentPlace } from '@tessera/shared/contract';
import type { Nodes, Parent, PhrasingContent, Root, Yaml } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import type { DocumentLanguages } from '../document.ts';
import { decodeEntity } from '../html/html.ts';
import { ParagraphBuilder, paragraphSplices, type ParagraphUnit } from '../segmentation/paragraph.ts';
import type { SegmentationRules } from '../segmentation/srx.ts';
import { placed, withRole } from '../segment-structure.ts';
import { FormatError } from '../terms.ts';
import { lineAndColumn, renderTokens, textDocumentFormat, UNTRANSLATED, type TextUnit } from '../text-units.ts';
import { yamlTextRules } from '../yaml/yaml.ts';

/**
 * Markdown (CommonMark with GitHub's tables, task lists, strikethrough, footnotes and alerts), read with
 * micromark through mdast-util-from-markdown for the positions of its nodes. Headings, paragraphs, list items,
 * table cells and footnotes make paragraphs, cut into sentences by the SRX rules; emphasis, strong, strikethrough
 * and links are paired codes holding their marks as the file writes them (`**`, `[`, `](url)`), inline code,
 * inline HTML, hard breaks, footnote references and images one code each, a line break inside a paragraph a code
 * holding the break with the indentation or `>` of the next line. An image's text is a segment of its own. Code
 * blocks, HTML blocks, definitions and a GitHub alert's `[!NOTE]` mark are never read; YAML front matter goes
 * through the YAML format's rules (string values translated, keys not). Backslash escapes and entities are read
 * for the translator, and a translation is written with the characters Markdown would read as markup escaped.
 */

interface MarkdownUnit extends ParagraphUnit {
  /** A table cell's text, where `|` is escaped too. */
  inTable?: boolean;
  /** A value of the front matter, written by the YAML rules. */
  frontMatter?: TextUnit;
}

type Position = { start: { offset?: number }; end: { offset?: number } };
const spanOf = (node: { position?: Position }): [number, number] | null => {
  const [start, end] = [node.position?.start.offset, node.position?.end.offset];
  return start === undefined || end === undefined ? null : [start, end];
};

const ALERT = /^\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r\n|\n|\r|$)(?:[ \t]*>)*[ \t]?/i;
/** A backslash escape, an entity, a line break with the next line's indentation and container marks. */
const TEXT_PIECE =
  /\\([!-/:-@[-`{-~])|&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);|[ \t]*(?:\r\n|\n|\r)(?:[ \t]*>)*[ \t]*/g;

/** Characters that a translation writes escaped: what Markdown would read as markup inside a line. */
const escapeMarkdown = (text: string, inTable: boolean) =>
  text
    .replace(inTable ? /[\\`*[\]<|]/g : /[\\`*[\]<]/g, '\\$&')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace('_', '\\_'))
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;');

class MarkdownReader {
  readonly units: MarkdownUnit[] = [];
  readonly text: string;
  readonly language: string | undefined;
  readonly segmentation: SegmentationRules;
  #paragraphs = 0;
  #images = 0;
  #tables = 0;

  constructor(text: string, language: string | undefined, segmentation: SegmentationRules) {
    this.text = text;
    this.language = language;
    this.segmentation = segmentation;
  }

  /** The file's raw text of a text node from `from`: escapes and entities read, line breaks codes. */
  #addText(paragraph: ParagraphBuilder, start: number, end: number): void {
    const raw = this.text.slice(start, end);
    let copied = 0;
    for (const match of raw.matchAll(TEXT_PIECE)) {
      paragraph.addCopied(raw.slice(copied, match.index), start + copied);
      const at = start + match.index;
      if (match[1]) paragraph.addChars(match[1], at, at + match[0].length);
      else if (match[0].startsWith('&')) paragraph.addChars(decodeEntity(match[0]), at, at + match[0].length);
      else paragraph.addStandalone(match[0], at, '↵');
      copied = match.index + match[0].length;
    }
    paragraph.addCopied(raw.slice(copied), start + copied);
  }

  #addImageText(node: { alt?: string | null | undefined }, [start, end]: [number, number], where: SegmentPlace) {
    const raw = this.text.slice(start, end);
    const close = raw.lastIndexOf('](');
    if (!node.alt?.trim() || !raw.startsWith('![') || close < 0) return;
    const text = raw.slice(2, close);
    this.units.push({
      ...UNTRANSLATED,
      unitId: `img${++this.#images}`,
      segmentId: null,
      source: node.alt,
      codes: [],
      codeSpans: [],
      ...placed([...where, { kind: 'image' }]),
      start: start + 2,
      end: start + 2 + text.length,
      inMarkup: true,
    });
  }

  /** An inline node: text, the marks of emphasis and links as a pair of codes around their content, or one code. */
  #readInline(
    node: PhrasingContent,
    paragraph: ParagraphBuilder,
    where: SegmentPlace,
    skipUntil: number,
    depth = 0,
  ): void {
    const span = spanOf(node);
    if (!span) return;
    if (depth > MAX_DEPTH) throw tooDeep(this.text, span[0], 'emphasis and links');
    const [start, end] = [Math.max(span[0], skipUntil), span[1]];
    if (start >= end) return;
    const whole = () => this.text.slice(start, end);
    switch (node.type) {
      case 'text':
        return this.#addText(paragraph, start, end);
      case 'emphasis':
      case 'strong':
      case 'delete':
      case 'link':
      case 'linkReference': {
        const first = node.children[0] && spanOf(node.children[0]);
        const last = node.children.at(-1) && spanOf(node.children.at(-1)!);
        const autolink = (node.type === 'link' || node.type === 'linkReference') && !whole().startsWith('[');
        if (!first || !last || autolink || start > span[0]) return paragraph.addStandalone(whole(), start);
        const pair = paragraph.open(this.text.slice(start, first[0]), start);
        for (const child of node.children) this.#readInline(child, paragraph, where, skipUntil, depth + 1);
        return paragraph.close(pair, this.text.slice(last[1], end), last[1]);
      }
      case 'image':
        this.#addImageText(node, [start, end], where);
        return paragraph.addStandalone(whole(), start, '![…]');
      case 'break':
        return paragraph.addStandalone(whole(), start, '↵');
      default:
        return paragraph.addStandalone(whole(), start);
    }
  }

  /** A paragraph (a heading: `heading` its level) inside `where`, the place of what holds it (empty: the body). */
  #readParagraph(
    node: Parent,
    where: SegmentPlace,
    options: { inTable?: boolean; skipUntil?: number; heading?: number } = {},
  ) {
    const place = withRole(where, options.heading ? { kind: 'heading', level: options.heading } : undefined);
    const paragraph = new ParagraphBuilder();
    for (const child of node.children as PhrasingContent[])
      this.#readInline(child, paragraph, place, options.skipUntil ?? 0);
    if (!paragraph.hasText) return;
    const number = ++this.#paragraphs;
    const { context } = placed(place);
    for (const unit of paragraph.sentenceUnits(number, context!, this.language, this.segmentation))
      this.units.push({ ...unit, place, ...(options.inTable && { inTable: true }) });
  }

  /** A block node inside `where`: the paragraphs in it, a table's cells, or nothing (code, HTML, definitions). */
  readBlock(node: Nodes, where: SegmentPlace): void {
    switch (node.type) {
      case 'heading':
        return this.#readParagraph(node, where, { heading: node.depth });
      case 'paragraph':
        return this.#readParagraph(node, where);
      case 'table': {
        const table = ++this.#tables;
        node.children.forEach((row, r) =>
          row.children.forEach((cell, c) =>
            this.#readParagraph(
              cell,
              [...where, { kind: 'table', number: table, name: null }, { kind: 'cell', row: r + 1, column: c + 1 }],
              { inTable: true },
            ),
          ),
        );
        return;
      }
      case 'blockquote':
        return this.#readQuote(node, where);
      case 'listItem': {
        // A list inside an item is nested one level deeper: the item's place says its level alone.
        const level = where.filter((part) => part.kind === 'list-item').length + 1;
        const outside = where.filter((part) => part.kind !== 'list-item');
        return node.children.forEach((child) => this.readBlock(child, [...outside, { kind: 'list-item', level }]));
      }
      case 'footnoteDefinition':
        return node.children.forEach((child) =>
          this.readBlock(child, [{ kind: 'footnote', label: node.label ?? node.identifier }]),
        );
      case 'root':
      case 'list':
        return node.children.forEach((child) => this.readBlock(child, where));
      default:
        return;
    }
  }

  /** A block quote, or a GitHub alert (a quote too) whose `[!NOTE]` mark stays as it is. */
  #readQuote(node: Extract<Nodes, { type: 'blockquote' }>, where: SegmentPlace): void {
    const [first, ...rest] = node.children;
    const start = first && spanOf(first)?.[0];
    const alert = first?.type === 'paragraph' && start !== undefined && ALERT.exec(this.text.slice(start));
    const quote: SegmentPlace = [...where, { kind: 'quote' }];
    if (!alert || !first || first.type !== 'paragraph') {
      node.children.forEach((child) => this.readBlock(child, quote));
      return;
    }
    this.#readParagraph(first, quote, { skipUntil: start! + alert[0].length });
    rest.forEach((child) => this.readBlock(child, quote));
  }

  /** The string values of YAML front matter, by the YAML format's rules. */
  readFrontMatter(node: Yaml, languages: DocumentLanguages): void {
    const span = spanOf(node);
    const contentStart = span ? this.text.indexOf(node.value, span[0]) : -1;
    if (contentStart < 0 || node.value.trim() === '') return;
    const yaml = yamlTextRules.extract(node.value, languages, 'utf-8', this.segmentation);
    for (const unit of yaml.units.filter((u) => !u.group)) {
      this.units.push({
        ...unit,
        unitId: `front-matter.${unit.unitId}`,
        ...placed([{ kind: 'front-matter' }]),
        start: unit.start + contentStart,
        end: unit.end + contentStart,
        codeSpans: [],
        frontMatter: unit,
      });
    }
  }
}

/** Deeper than documents go; micromark's containers and this reader's walk recurse per level. */
const MAX_DEPTH = 64;
const MAX_MARK_RUN = 256;

function tooDeep(text: string, offset: number, what: string): FormatError {
  const { line, column } = lineAndColumn(text, offset);
  return new FormatError(
    `Malformed Markdown at line ${line}, column ${column}: ${what} are nested more than ${MAX_DEPTH} levels deep.`,
  );
}

/**
 * Refuses what no document holds and micromark takes minutes or its whole stack over, before it parses:
 * block quotes or lists nested deeper than `MAX_DEPTH` (a line's `>` marks, an indentation of more than two
 * columns a level), and a run of more than `MAX_MARK_RUN` emphasis or bracket marks (`***…`, `[[[…`; a line
 * of underscores to write on is shorter).
 */
function refuseDeepNesting(text: string): void {
  for (const line of text.matchAll(/^[ \t>]*/gm)) {
    let depth = 0;
    for (let i = 0; i < line[0].length; i++)
      if (line[0][i] === '>' && ++depth > MAX_DEPTH) throw tooDeep(text, line.index + i, 'block quotes');
    if (line[0].length > 2 * MAX_DEPTH) throw tooDeep(text, line.index + 2 * MAX_DEPTH, 'lists');
  }
  const run = new RegExp(`([*_~[\\]])\\1{${MAX_MARK_RUN},}`).exec(text);
  if (run) {
    const { line, column } = lineAndColumn(text, run.index);
    throw new FormatError(
      `Malformed Markdown at line ${line}, column ${column}: more than ${MAX_MARK_RUN} "${run[1]}" in a row ` +
        'would nest emphasis or links deeper than any document does.',
    );
  }
}

/** Far longer than any paragraph (or code block) of a document; micromark takes seconds a megabyte. */
const MAX_BLOCK_LENGTH = 1_000_000;

/** Refuses a run of lines without a blank one longer than `MAX_BLOCK_LENGTH`, before the parser reads it. */
function refuseHugeBlocks(text: string): void {
  let blockStart = 0;
  for (const blank of text.matchAll(/(?:\r\n|\n|\r)[ \t]*(?=\r\n|\n|\r|$)|$/g)) {
    if (blank.index - blockStart > MAX_BLOCK_LENGTH) {
      const { line } = lineAndColumn(
        text,
        blockStart + /^\s*/.exec(text.slice(blockStart, blockStart + 1000))![0].length,
      );
      throw new FormatError(
        `The paragraph at line ${line} is longer than ${MAX_BLOCK_LENGTH.toLocaleString('en')} characters, ` +
          'far more than a segment may be: split it and upload the file again.',
      );
    }
    blockStart = blank.index + blank[0].length;
  }
}

function parseMarkdown(text: string): Root {
  refuseHugeBlocks(text);
  refuseDeepNesting(text);
  return fromMarkdown(text, {
    extensions: [gfm(), frontmatter(['yaml'])],
    mdastExtensions: [gfmFromMarkdown(), frontmatterFromMarkdown(['yaml'])],
  });
}

function renderMarkdown(unit: MarkdownUnit, target: string, codes: InlineCode[]): string {
  if (unit.frontMatter) return yamlTextRules.render(unit.frontMatter as never, target);
  return renderTokens(target, codes, (text) => escapeMarkdown(text, unit.inTable ?? false));
}

export const markdownFormat = textDocumentFormat<MarkdownUnit>({
  type: 'MARKDOWN',
  extensions: ['.md', '.markdown'],
  // 2: numbers, rules and list numbers without words are not segments. 3: each segment's place as structured parts
  // (contract segment-place.ts), which documents read before lack.
  readerVersion: 3,
  mediaType: 'text/markdown',
  monolingual: true,
  sameSegmentsForEveryTarget: true,
  looksLike: (head) => !head.includes('\u0000'),
  extract(text, languages, _encoding, segmentation) {
    const bom = text.startsWith('\uFEFF') ? 1 : 0;
    // Positions are those of the text after the byte-order mark: the reader is given the text from there.
    const reader = new MarkdownReader(text.slice(bom), languages.source, segmentation);
    const root = parseMarkdown(reader.text);
    const matter = root.children.find((node): node is Yaml => node.type === 'yaml');
    if (matter) reader.readFrontMatter(matter, languages);
    reader.readBlock(root, []);
    const units = reader.units.map((unit) => ({
      ...unit,
      start: unit.start + bom,
      end: unit.end + bom,
      codeSpans: unit.codeSpans.map(([start, end]): [number, number] => [start + bom, end + bom]),
    }));
    return { units, stated: {} };
  },
  render: (unit, target) => renderMarkdown(unit, target, unit.codes),
  splices: (text, units, edits) => paragraphSplices(text, units, edits, renderMarkdown),
  needs: () => ['source', 'target'],
});
