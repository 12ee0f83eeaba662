import type { SegmentPlace } from '@tessera/shared/contract';
import { NO_FORMAT, type Piece, type RunFormat } from './inline-pieces.ts';
import { escapeXmlText } from '../xml-escape.ts';
import type { OfficeParagraph } from './office-document.ts';
import type { RunWriter } from './sentence-segments.ts';
import { textContent, type XmlElement } from '../xml-tree.ts';

/**
 * DrawingML text (ECMA-376 part 1, §21.1.2), the text of PowerPoint's shapes, tables and notes and of charts'
 * titles: paragraphs (`a:p`) of runs (`a:r`, their properties in `a:rPr`, their text in `a:t`), line breaks
 * (`a:br`) and fields (`a:fld`, a slide number or a date) that PowerPoint fills in, which are placeholders.
 * Run properties that only record spelling checks or the language are not formatting, so runs split by them are
 * one stretch; a translation's runs say the target language (`lang`), and a right-to-left translation's
 * paragraphs are right-to-left (`rtl="1"` on `a:pPr`).
 */

export const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');
const isA = (element: XmlElement, local: string) => element.local === local && element.uri === A;

/** Attributes of `a:rPr` that record proofing, the language or editing state, not how text looks. */
const NOT_FORMATTING = /\s(?:lang|altLang|dirty|err|noProof|smtClean|smtId|bmk)="[^"]*"/g;

function formatOf(text: string, properties: XmlElement | undefined): RunFormat {
  if (!properties) return NO_FORMAT;
  const rPr = text.slice(properties.start, properties.end);
  const key = rPr.replace(NOT_FORMATTING, '').replace(/^<[\w:]+\s*\/>$|^<([\w:]+)\s*>\s*<\/\1>$/, '');
  return { rPr: key === '' ? '' : rPr, key };
}

const FIELD_LABELS: [RegExp, string][] = [
  [/^slidenum$/i, '[slide number]'],
  [/^datetime/i, '[date]'],
];

/** `name="value"` set on the start tag of `element` (written as `<a:rPr/>` when it is ''). */
function withAttribute(element: string, emptyName: string, name: string, value: string): string {
  if (element === '') return `<${emptyName} ${name}="${value}"/>`;
  const tagEnd = element.indexOf('>');
  const startTag = element.slice(0, tagEnd + 1);
  const existing = new RegExp(`\\s${name}="[^"]*"`);
  const updated = existing.test(startTag)
    ? startTag.replace(existing, ` ${name}="${value}"`)
    : startTag.replace(/\s*(\/?)>$/, ` ${name}="${value}"$1>`);
  return updated + element.slice(tagEnd + 1);
}

/** How DrawingML runs are written, in the prefix the part uses (`a`). */
function drawingRuns(prefix: string): RunWriter {
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const [r, t, br, rPr] = [name('r'), name('t'), name('br'), name('rPr')];
  return {
    pairXml: (format: RunFormat) => ({ open: `<${r}>${format.key}<${t}>`, close: `</${t}></${r}>` }),
    runs(format, text, language) {
      if (text === '') return '';
      const properties = language
        ? withAttribute(format.rPr, rPr, 'lang', language.code.replace(/[^A-Za-z0-9-]/g, '')).replace(
            /\s(?:err|dirty)="[^"]*"/g,
            '',
          )
        : format.rPr;
      return text
        .split(/\r\n|\n|\r/)
        .map((line) => (line === '' ? '' : `<${r}>${properties}<${t}>${escapeXmlText(line)}</${t}></${r}>`))
        .join(`<${br}>${properties}</${br}>`.replace(`<${br}></${br}>`, `<${br}/>`));
    },
  };
}

/** Placeholder shapes whose text is a title, as headings in the editor's preview. */
const TITLES: Record<string, number> = { title: 1, ctrTitle: 1, subTitle: 2 };

/** The placeholder type of a shape (`p:nvSpPr/p:nvPr/p:ph/@type`), if it is one. */
function placeholderType(shape: XmlElement): string | undefined {
  const properties = elements(shape).find((e) => e.local === 'nvSpPr');
  const nv = properties && elements(properties).find((e) => e.local === 'nvPr');
  return (
    nv &&
    elements(nv)
      .find((e) => e.local === 'ph')
      ?.attributes.get('type')
  );
}

/**
 * The paragraphs under `root` in document order, each at `place`; a table's cells say their table, row and cell
 * (slide 3, table 1, row 2, cell 1). `notes`: they are a slide's speaker notes.
 */
export function drawingParagraphs(
  text: string,
  root: XmlElement,
  place: SegmentPlace,
  notes = false,
): OfficeParagraph[] {
  const paragraphs: OfficeParagraph[] = [];
  let tables = 0;
  const visit = (element: XmlElement, where: SegmentPlace, block: OfficeParagraph['block']) => {
    for (const child of elements(element)) {
      if (isA(child, 'p')) paragraphs.push({ ...paragraph(text, child, where), ...(block && { block }) });
      else if (isA(child, 'tbl')) {
        const table = ++tables;
        elements(child)
          .filter((e) => isA(e, 'tr'))
          .forEach((row, r) =>
            elements(row)
              .filter((e) => isA(e, 'tc'))
              .forEach((cell, c) =>
                visit(
                  cell,
                  [...where, { kind: 'table', number: table, name: null }, { kind: 'cell', row: r + 1, column: c + 1 }],
                  {
                    kind: 'table-cell',
                    cell: { table, row: r + 1, col: c + 1 },
                  },
                ),
              ),
          );
      } else if (child.local === 'sp' && !notes && TITLES[placeholderType(child) ?? '']) {
        // A slide's title and subtitle are its headings, in its place too.
        const level = TITLES[placeholderType(child)!]!;
        visit(child, [...where, { kind: 'heading', level }], { kind: 'heading', level });
      } else visit(child, where, block);
    }
  };
  visit(root, place, notes ? { kind: 'note' } : undefined);
  return paragraphs;
}

function paragraph(text: string, p: XmlElement, place: SegmentPlace): OfficeParagraph {
  const children = elements(p);
  const properties = children.find((e) => isA(e, 'pPr'));
  const endProperties = children.find((e) => isA(e, 'endParaRPr'));
  const prefix = p.name.includes(':') ? p.name.slice(0, p.name.indexOf(':')) : '';
  const pieces: Piece[] = [];
  const placeholder = (element: XmlElement, label: string) =>
    pieces.push({
      kind: 'placeholder',
      label,
      start: element.start,
      end: element.end,
      before: '',
      after: '',
      format: NO_FORMAT,
      wrappers: [],
    });
  for (const element of children) {
    if (element === properties || element === endProperties) continue;
    if (isA(element, 'r')) {
      const runText = elements(element).find((e) => isA(e, 't'));
      const runProperties = elements(element).find((e) => isA(e, 'rPr'));
      pieces.push({
        kind: 'text',
        text: runText ? textContent(runText) : '',
        format: formatOf(text, runProperties),
        wrappers: [],
      });
    } else if (isA(element, 'br')) placeholder(element, '↵');
    else if (isA(element, 'fld')) {
      const type = element.attributes.get('type') ?? '';
      placeholder(element, FIELD_LABELS.find(([pattern]) => pattern.test(type))?.[1] ?? '[field]');
    } else placeholder(element, `[${element.local}]`);
  }
  const start = properties ? properties.end : p.contentStart;
  return {
    place,
    pieces,
    start,
    end: endProperties ? endProperties.start : p.contentEnd,
    runs: drawingRuns(prefix),
    rightToLeft: () => {
      if (!properties) return { start, text: `<${prefix ? `${prefix}:` : ''}pPr rtl="1"/>` };
      const pPr = text.slice(properties.start, properties.end);
      return { start: properties.start, text: withAttribute(pPr, '', 'rtl', '1') };
    },
  };
}
