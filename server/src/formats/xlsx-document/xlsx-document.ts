import type { PreviewValueCell, SegmentPlace } from '@tessera/shared/contract';
import { NO_FORMAT, type Piece } from '../office/inline-pieces.ts';
import { escapeXmlText } from '../xml-escape.ts';
import {
  officeDocumentFormat,
  type OfficeParagraph,
  type PartPatch,
  type PlacedParagraph,
  type TextPart,
  type TranslatedParagraph,
} from '../office/office-document.ts';
import { commentMarks } from '../office/comment-parts.ts';
import { readXmlPart, relationshipsOf, type XmlPart } from '../office/opc.ts';
import type { RunWriter } from '../office/sentence-segments.ts';
import { withAttributes } from '../office/start-tag.ts';
import type { TargetLanguage } from '../office/target-language.ts';
import { identifyPackage, openPackage, type ZipPackage } from '../office/zip-package.ts';
import { FormatError } from '../terms.ts';
import { textContent, type XmlElement } from '../xml-tree.ts';
import { cellFormats, shownValue, type CellFormats } from './cell-values.ts';

/**
 * Excel workbooks as documents to translate (`.xlsx`; a glossary upload reads workbooks with `xlsx/read-xlsx.ts`
 * instead): the text cells of every sheet in the workbook's order, each shared string (`sharedStrings.xml`) once
 * per context it is used in, where a cell first uses it there ("Sheet "Prices" B12"), and each inline string
 * (`<is>`) where its cell is, each named by that cell (`sheet2/A1`). A context is a sheet and a column header: "Open" heading a column is translated
 * apart from "Open" as a status in the cells below another header, or on another sheet. The first context's
 * translation is written in the string's own `<si>`; every other context's gets an `<si>` of its own, added at the
 * end, and its cells point to it (a context left untranslated keeps a copy of the source). Rich
 * text runs (`<r>` with their `<rPr>`) are codes. A translation into a right-to-left language shows each sheet
 * holding one right to left. Numbers, formulas, booleans and cached results are not text to
 * translate and are never touched (the preview shows them, as `cell-values.ts` formats them); sheet names are left as they are (formulas refer to them). A shared string
 * no cell uses is not read. Phonetic readings (`rPh`, Japanese furigana) are kept as they are.
 */

const KIND = { name: 'Excel workbook (.xlsx)' };
const EXCEL = 'an Excel workbook (.xlsx)';

const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');
const childrenNamed = (node: XmlElement, local: string) => elements(node).filter((c) => c.local === local);
const prefixOf = (element: XmlElement) => (element.name.includes(':') ? element.name.split(':')[0]! : '');

/** How SpreadsheetML rich text runs are written: `<r>` holding its `<rPr>` and `<t>`. */
function spreadsheetRuns(prefix: string): RunWriter {
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const [r, t] = [name('r'), name('t')];
  return {
    pairXml: (format) => ({ open: `<${r}>${format.key}<${t}>`, close: `</${t}></${r}>` }),
    runs: (format, text) =>
      text === '' ? '' : `<${r}>${format.rPr}<${t} xml:space="preserve">${escapeXmlText(text)}</${t}></${r}>`,
  };
}

/** A string's runs with no formatting of their own written as one plain `<t>`, as Excel writes plain text. */
function plainWhereUnformatted(prefix: string): (content: string) => string {
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const [r, t] = [name('r'), name('t')];
  const run = new RegExp(`<${r}><${t} xml:space="preserve">([^<]*)</${t}></${r}>`, 'g');
  return (content) => {
    if (content.replace(run, '') !== '') return content;
    return `<${t} xml:space="preserve">${[...content.matchAll(run)].map((m) => m[1]).join('')}</${t}>`;
  };
}

/** A cell reference's row and column, from 1 (`B12` → row 12, column 2). */
function cellPlace(ref: string): { row: number; col: number } | null {
  const match = /^([A-Z]{1,3})(\d+)$/.exec(ref);
  if (!match) return null;
  const col = [...match[1]!].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
  return { row: Number(match[2]), col };
}

/**
 * A string item (`<si>` or a cell's `<is>`) as a paragraph: its runs, or its one `<t>`; in the preview, a cell of
 * its sheet's table.
 */
function stringParagraph(
  text: string,
  item: XmlElement,
  place: SegmentPlace,
  unitId: string,
  ref: string,
): OfficeParagraph {
  const children = elements(item);
  // Phonetic readings follow the text and stay as they are.
  const reading = children.find((c) => c.local === 'rPh' || c.local === 'phoneticPr');
  const pieces: Piece[] = [];
  for (const child of children) {
    if (child.local === 't') pieces.push({ kind: 'text', text: textContent(child), format: NO_FORMAT, wrappers: [] });
    else if (child.local === 'r') {
      const runText = childrenNamed(child, 't')[0];
      const properties = childrenNamed(child, 'rPr')[0];
      const rPr = properties ? text.slice(properties.start, properties.end) : '';
      pieces.push({
        kind: 'text',
        text: runText ? textContent(runText) : '',
        format: rPr === '' ? NO_FORMAT : { rPr, key: rPr },
        wrappers: [],
      });
    }
  }
  const prefix = prefixOf(item);
  const cell = cellPlace(ref);
  return {
    place,
    pieces,
    start: item.contentStart,
    end: reading ? reading.start : item.contentEnd,
    runs: spreadsheetRuns(prefix),
    finish: plainWhereUnformatted(prefix),
    unitId,
    block: { kind: 'table-cell', ...(cell && { cell: { table: 1, ...cell } }) },
  };
}

interface Sheet {
  name: string;
  part: string;
}

interface WorkbookParts {
  sheets: Sheet[];
  sharedStrings: string | null;
  /** Each cell style's number format, for the values the preview shows. */
  formats: CellFormats;
}

async function workbookParts(zip: ZipPackage): Promise<WorkbookParts> {
  const what = zip.has('[Content_Types].xml') || zip.has('mimetype') ? await identifyPackage(zip) : 'a ZIP archive';
  if (what !== EXCEL) throw new FormatError(`This file is ${what}, not an ${KIND.name}.`);
  const main = (await relationshipsOf(zip, '')).find((r) => r.type === 'officeDocument')?.part;
  if (!main) throw new FormatError(`The ${KIND.name} is damaged: it does not say which part holds its sheets.`);
  if (!zip.has(main)) throw new FormatError(`The ${KIND.name} is damaged: its workbook part ${main} is missing.`);
  const workbook = await readXmlPart(zip, main);
  const relationships = await relationshipsOf(zip, main);
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const sheetList = elements(workbook.root).find((e) => e.local === 'sheets');
  const sheets = (sheetList ? childrenNamed(sheetList, 'sheet') : []).flatMap((sheet): Sheet[] => {
    const id = [...sheet.attributes].find(([name]) => name.endsWith(':id'))?.[1] ?? '';
    const relationship = byId.get(id);
    // Chart sheets and dialog sheets hold no cells.
    if (relationship?.type !== 'worksheet' || !relationship.part) return [];
    if (!zip.has(relationship.part))
      throw new FormatError(`The ${KIND.name} is damaged: its sheet part ${relationship.part} is missing.`);
    return [{ name: sheet.attributes.get('name') ?? '', part: relationship.part }];
  });
  const sharedStrings = relationships.find((r) => r.type === 'sharedStrings')?.part ?? null;
  const styles = relationships.find((r) => r.type === 'styles')?.part;
  const stylesRoot = styles && zip.has(styles) ? (await readXmlPart(zip, styles)).root : null;
  return {
    sheets,
    sharedStrings: sharedStrings && zip.has(sharedStrings) ? sharedStrings : null,
    formats: cellFormats(stylesRoot, workbook.root),
  };
}

/** A worksheet's cell, with its row and column (from 1) and whether it is in the sheet's first row, its header. */
interface Cell {
  cell: XmlElement;
  row: number;
  col: number;
  inHeader: boolean;
}

/**
 * The cells of a worksheet in order (`sheetData/row/c`). A row or cell without a reference (which SpreadsheetML
 * allows) is the one after the row or cell before it.
 */
function cellsOf(sheet: XmlPart): Cell[] {
  const data = elements(sheet.root).find((e) => e.local === 'sheetData');
  let rowNumber = 0;
  return (data ? childrenNamed(data, 'row') : []).flatMap((row, r) => {
    const stated = Number(row.attributes.get('r'));
    rowNumber = Number.isInteger(stated) && stated > 0 ? stated : rowNumber + 1;
    let col = 0;
    return childrenNamed(row, 'c').map((cell) => {
      col = cellPlace(cell.attributes.get('r') ?? '')?.col ?? col + 1;
      return { cell, row: rowNumber, col, inHeader: r === 0 };
    });
  });
}

/** The text of a string cell (a shared string or an inline one); null for a cell of another kind. */
function cellText(cell: XmlElement, items: readonly XmlElement[]): string | null {
  const type = cell.attributes.get('t');
  const value = childrenNamed(cell, 'v')[0];
  const item =
    type === 's'
      ? items[value ? Number(textContent(value)) : NaN]
      : type === 'inlineStr'
        ? childrenNamed(cell, 'is')[0]
        : undefined;
  return item ? textContent(item) : null;
}

/**
 * The context a cell's string is used in within its sheet: the header row, or the column under its header's text
 * (or under its number, where the header holds no text).
 */
function contextsOf(cells: readonly Cell[], items: readonly XmlElement[]): (cell: Cell) => string {
  const headers = new Map<number, string>();
  for (const { cell, col, inHeader } of cells) {
    const text = inHeader ? cellText(cell, items) : null;
    if (text) headers.set(col, text);
  }
  return ({ col, inHeader }) => (inHeader ? 'header' : `column ${JSON.stringify(headers.get(col) ?? col)}`);
}

/**
 * A shared string used in a context other than the one it is first used in: what writing its own `<si>` takes.
 * Kept apart from the paragraph (by it) because only this format's `morePatches` reads it.
 */
interface FurtherUse {
  strings: XmlPart;
  /** The `<si>` as the original writes it: its start tag, what follows the paragraph (phonetic readings), its end tag. */
  open: string;
  tail: string;
  close: string;
  /** The cells' `<v>` elements holding the string's number, in their sheet. */
  values: { xml: XmlPart; value: XmlElement }[];
}

const furtherUses = new WeakMap<OfficeParagraph, FurtherUse>();

/** The sheet each string is read in: a shared string's part is the workbook's, its cells are on a sheet. */
const sheetOf = new WeakMap<OfficeParagraph, XmlPart>();

async function textParts(bytes: Buffer, source?: string): Promise<TextPart[]> {
  const zip = await openPackage(bytes, KIND);
  const { sheets, sharedStrings, formats } = await workbookParts(zip);
  const strings = sharedStrings ? await readXmlPart(zip, sharedStrings) : null;
  const items = strings ? childrenNamed(strings.root, 'si') : [];
  /** Each shared string's paragraph per context key (sheet and context), the first the string's own. */
  const uses = new Map<number, Map<string, OfficeParagraph>>();
  const parts: TextPart[] = [];
  for (const [index, sheet] of sheets.entries()) {
    const xml = await readXmlPart(zip, sheet.part);
    const shared: OfficeParagraph[] = [];
    const inline: OfficeParagraph[] = [];
    const valueCells: PreviewValueCell[] = [];
    const cells = cellsOf(xml);
    const contextOf = contextsOf(cells, items);
    for (const place of cells) {
      const { cell } = place;
      const type = cell.attributes.get('t');
      const ref = cell.attributes.get('r') ?? '';
      const value = shownValue(cell, formats, source);
      if (value !== null) valueCells.push({ cell: { table: 1, row: place.row, col: place.col }, value });
      const where: SegmentPlace = [{ kind: 'sheet', name: sheet.name, cell: ref || null }];
      if (type === 's') {
        const value = childrenNamed(cell, 'v')[0];
        const number = value ? Number(textContent(value)) : NaN;
        const item = items[number];
        if (!item || !value) continue;
        const contexts = uses.get(number) ?? new Map<string, OfficeParagraph>();
        uses.set(number, contexts);
        const key = `${index}/${contextOf(place)}`;
        const known = contexts.get(key);
        if (known) {
          furtherUses.get(known)?.values.push({ xml, value });
          continue;
        }
        // Named by its cell as an inline string is: a translation that gives a context its own string keeps the name.
        const unitId = `sheet${index + 1}/${ref || `s${shared.length + 1}`}`;
        const paragraph = stringParagraph(strings!.text, item, where, unitId, ref);
        if (contexts.size > 0) {
          paragraph.elsewhere = true;
          furtherUses.set(paragraph, {
            strings: strings!,
            open: strings!.text.slice(item.start, item.contentStart),
            tail: strings!.text.slice(paragraph.end, item.contentEnd),
            close: strings!.text.slice(item.contentEnd, item.end),
            values: [{ xml, value }],
          });
        }
        contexts.set(key, paragraph);
        sheetOf.set(paragraph, xml);
        shared.push(paragraph);
      } else if (type === 'inlineStr') {
        const item = childrenNamed(cell, 'is')[0];
        const id = ref || String(inline.length + 1);
        if (!item) continue;
        const paragraph = stringParagraph(xml.text, item, where, `sheet${index + 1}/${id}`, id);
        sheetOf.set(paragraph, xml);
        inline.push(paragraph);
      }
    }
    // A sheet's shared strings, then its inline ones (rare: written by other programs than Excel), each in cell order;
    // both in the sheet's table, the sheet's number in the workbook.
    const firstTable = index + 1;
    if (shared.length) parts.push({ xml: strings!, key: 'strings', paragraphs: shared, firstTable });
    // The sheet's own part, with its inline strings if any, counts its comments (a sheet without text may have some).
    const marks = commentMarks(zip, await relationshipsOf(zip, sheet.part));
    parts.push({ xml, key: `sheet${index + 1}`, paragraphs: inline, marks, firstTable, valueCells });
  }
  return parts;
}

/**
 * The `<si>` of each shared string written for a further context, added after the last, its cells pointed to it,
 * and the count of unique strings the `<sst>` states raised by as many.
 */
function furtherStrings(placed: readonly PlacedParagraph[]): PartPatch[] {
  const patches: PartPatch[] = [];
  let strings: XmlPart | null = null;
  let added = 0;
  for (const { paragraph, content } of placed) {
    const use = furtherUses.get(paragraph);
    if (!use) throw new Error(`The paragraph ${paragraph.unitId} is written elsewhere but not read as a further use`);
    strings = use.strings;
    const number = childrenNamed(strings.root, 'si').length + added++;
    const end = strings.root.contentEnd;
    patches.push({ xml: strings, start: end, end, text: use.open + content + use.tail + use.close });
    for (const { xml, value } of use.values)
      patches.push({ xml, start: value.contentStart, end: value.contentEnd, text: String(number) });
  }
  if (!strings) return patches;
  const startTag = strings.text.slice(strings.root.start, strings.root.contentStart);
  const unique = /\suniqueCount\s*=\s*(["'])(\d+)\1/.exec(startTag);
  if (unique) {
    const start = strings.root.start + unique.index + unique[0].length - 1 - unique[2]!.length;
    patches.push({ xml: strings, start, end: start + unique[2]!.length, text: String(Number(unique[2]) + added) });
  }
  return patches;
}

/** Elements of a worksheet that come before `sheetViews` (CT_Worksheet's sequence). */
const BEFORE_SHEET_VIEWS = new Set(['sheetPr', 'dimension']);

/**
 * For a right-to-left target, each sheet holding a translation shown right to left, as Excel shows an Arabic or
 * Hebrew sheet (column A on the right): `rightToLeft="1"` on every view of the sheet, or a view of its own where
 * the sheet has none, after `sheetPr` and `dimension` as the schema orders a worksheet's elements.
 */
function rightToLeftSheets(translated: readonly TranslatedParagraph[], language: TargetLanguage): PartPatch[] {
  if (!language.rightToLeft) return [];
  const sheets = new Set(translated.flatMap(({ paragraph }) => sheetOf.get(paragraph) ?? []));
  return [...sheets].flatMap((sheet): PartPatch[] => {
    const name = (local: string) => (prefixOf(sheet.root) ? `${prefixOf(sheet.root)}:${local}` : local);
    const children = elements(sheet.root);
    const ownView = `<${name('sheetView')} rightToLeft="1" workbookViewId="0"/>`;
    const views = children.find((child) => child.local === 'sheetViews');
    if (!views) {
      const at = children.find((child) => !BEFORE_SHEET_VIEWS.has(child.local))?.start ?? sheet.root.contentEnd;
      return [{ xml: sheet, start: at, end: at, text: `<${name('sheetViews')}>${ownView}</${name('sheetViews')}>` }];
    }
    const each = childrenNamed(views, 'sheetView');
    if (each.length === 0)
      return [
        {
          xml: sheet,
          start: views.start,
          end: views.end,
          text: `<${name('sheetViews')}>${ownView}</${name('sheetViews')}>`,
        },
      ];
    return each.flatMap((view): PartPatch[] => {
      const tag = sheet.text.slice(view.start, view.contentStart);
      const turned = withAttributes(tag, { rightToLeft: '1' });
      return turned === tag ? [] : [{ xml: sheet, start: view.start, end: view.contentStart, text: turned }];
    });
  });
}

export const xlsxDocumentFormat = officeDocumentFormat({
  type: 'XLSX',
  extensions: ['.xlsx'],
  // 2: a shared string used in several contexts is one segment per context. 3: numbers, rules and list numbers without words are not segments.
  // 4: each segment's place as structured parts (contract segment-place.ts), which documents read before lack.
  readerVersion: 4,
  mediaType: () => 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  textParts,
  // A sheet's comments (notes) are kept as they are (`office/comment-parts.ts`); shared workbooks' revision logs
  // are not read.
  reviewMarks: { commentsTranslated: false },
  morePatches: (placed, language, translated) => [
    ...furtherStrings(placed),
    ...rightToLeftSheets(translated, language),
  ],
});
