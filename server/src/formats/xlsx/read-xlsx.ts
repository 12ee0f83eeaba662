import type { SaxesParser, SaxesTagNS } from 'saxes';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { tableInspection } from '../csv/read-csv.ts';
import { openTermTable, type TermTable } from '../csv/table.ts';
import { FormatError, type TermFileInspection, type TermReadTally } from '../terms.ts';
import { asXmlFormatError, createSafeXmlParser, feedXml, XmlFormatError } from '../xml.ts';
import { openZip, type ZipArchive } from './zip-archive.ts';
import { NOT_XLSX } from './zip-size.ts';

/**
 * Opens the first worksheet of an XLSX workbook as a term table. The parts are read through saxes (with the
 * rules of `xml-safety.ts`: no DTD declaring anything, no deep nesting): the relationships leading to the first
 * tab's worksheet, the shared strings (kept in memory: any cell may point at any of them), then the worksheet's
 * rows, streamed as its entry inflates. The first row is read as for CSV.
 */
export async function openXlsx(open: () => Readable, tally?: TermReadTally): Promise<TermTable> {
  const rows = firstSheetRows(open)[Symbol.asyncIterator]();
  return openTermTable(rows, {
    read: ({ cells, number }) => ({ cells, at: `row ${number}` }),
    empty: "The workbook's first sheet is empty.",
    close: () => void rows.return(undefined),
    tally,
  });
}

export async function inspectXlsx(open: () => Readable): Promise<TermFileInspection> {
  const table = await openXlsx(open);
  table.close();
  return tableInspection(table.columns);
}

interface SheetRow {
  cells: string[];
  number: number;
}

/** Excel's last column (XFD): a cell reference beyond it is not a spreadsheet's. */
const MAX_COLUMNS = 16_384;
/** Excel keeps at most 32,767 characters in a cell; a cell far beyond that is not a glossary's. */
const MAX_CELL_CHARS = 1_000_000;

const RELATIONSHIP_TYPE = {
  officeDocument: /\/officeDocument$/,
  worksheet: /\/worksheet$/,
  sharedStrings: /\/sharedStrings$/,
};

async function* firstSheetRows(open: () => Readable): AsyncGenerator<SheetRow> {
  let archive: ZipArchive;
  try {
    archive = await openZip(open);
  } catch {
    throw new FormatError(NOT_XLSX);
  }
  const { sheet, sharedStrings } = await firstSheetParts(archive);
  const strings = sharedStrings ? await readSharedStrings(archive, sharedStrings) : [];
  yield* sheetRows(archive, sheet, strings);
}

/**
 * The first tab's worksheet: the first <sheet> of the workbook part (Excel's tab order, which need not be
 * sheet1.xml's: tabs can be reordered), through the package's and the workbook's relationships.
 */
async function firstSheetParts(archive: ZipArchive): Promise<{ sheet: string; sharedStrings?: string }> {
  const root = await relationships(archive, '_rels/.rels', '');
  const workbook = root.find((r) => RELATIONSHIP_TYPE.officeDocument.test(r.type))?.target ?? 'xl/workbook.xml';
  if (!archive.entry(workbook)) {
    // Without a workbook part (not written by any spreadsheet program) the first worksheet will do.
    const sheet = archive.names.find((name) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name));
    if (!sheet) throw new FormatError(`${NOT_XLSX} It has no worksheet.`);
    return { sheet, sharedStrings: archive.entry('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : undefined };
  }
  const folder = workbook.slice(0, workbook.lastIndexOf('/') + 1);
  const related = await relationships(archive, `${folder}_rels/${workbook.slice(folder.length)}.rels`, folder);
  const first = await firstSheetOf(archive, workbook);
  if (!first) throw new FormatError(`${NOT_XLSX} It has no worksheet.`);
  const sheet = related.find((r) => r.id === first.relationship && RELATIONSHIP_TYPE.worksheet.test(r.type))?.target;
  if (!sheet || !archive.entry(sheet))
    throw new FormatError(
      `The workbook's first sheet ("${first.name}") could not be found in the file; save the workbook again in Excel.`,
    );
  const sharedStrings = related.find((r) => RELATIONSHIP_TYPE.sharedStrings.test(r.type))?.target;
  return { sheet, sharedStrings: sharedStrings && archive.entry(sharedStrings) ? sharedStrings : undefined };
}

interface Relationship {
  id: string;
  type: string;
  /** The part it points at, as an entry name. */
  target: string;
}

/** The relationships a .rels part lists (none when there is no such part), targets resolved against `folder`. */
async function relationships(archive: ZipArchive, part: string, folder: string): Promise<Relationship[]> {
  const found: Relationship[] = [];
  await parsePart(archive, part, (parser) =>
    parser.on('opentag', (tag) => {
      if (tag.local !== 'Relationship' || attribute(tag, 'TargetMode') === 'External') return;
      const target = attribute(tag, 'Target');
      if (target)
        found.push({
          id: attribute(tag, 'Id') ?? '',
          type: attribute(tag, 'Type') ?? '',
          target: partName(folder, target),
        });
    }),
  );
  return found;
}

/** A relationship's target as an entry name: relative to the folder of the part it is from, or absolute. */
function partName(folder: string, target: string): string {
  let path = target;
  try {
    path = decodeURIComponent(target);
  } catch {
    // Not percent-encoded after all: the name as written.
  }
  const segments: string[] = [];
  for (const segment of (path.startsWith('/') ? path : folder + path).split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

async function firstSheetOf(
  archive: ZipArchive,
  workbook: string,
): Promise<{ name: string; relationship: string } | undefined> {
  let first: { name: string; relationship: string } | undefined;
  await parsePart(archive, workbook, (parser) =>
    parser.on('opentag', (tag) => {
      if (tag.local !== 'sheet' || first) return;
      // r:id, in the relationships namespace (transitional or strict OOXML alike).
      const id = Object.values(tag.attributes).find((a) => a.local === 'id' && a.prefix !== '')?.value ?? '';
      first = { name: attribute(tag, 'name') ?? '', relationship: id };
    }),
  );
  return first;
}

/** The shared string table: each <si>'s text, rich-text runs joined, phonetic guides (<rPh>) left out. */
async function readSharedStrings(archive: ZipArchive, part: string): Promise<string[]> {
  const strings: string[] = [];
  await parsePart(archive, part, (parser) => {
    const text = new TextCollector(part);
    parser.on('opentag', (tag) => text.open(tag));
    parser.on('closetag', (tag) => {
      text.close(tag);
      if (tag.local === 'si') strings.push(text.take());
    });
    parser.on('text', (data) => text.add(data));
    parser.on('cdata', (data) => text.add(data));
  });
  return strings;
}

/**
 * Collects the text of <t> elements (a string item's or an inline string's, its rich-text runs' too) outside
 * phonetic guides; text anywhere else (white space between elements) is not the cell's. XML keeps every space
 * of a text node, so `xml:space="preserve"` needs no handling of its own. saxes takes one handler per event:
 * the reader's handlers pass the events on.
 */
class TextCollector {
  #text = '';
  #inText = false;
  #phonetic = 0;
  readonly #part: string;

  constructor(part: string) {
    this.#part = part;
  }

  open(tag: SaxesTagNS): void {
    if (tag.local === 't') this.#inText = true;
    else if (tag.local === 'rPh') this.#phonetic++;
  }

  close(tag: SaxesTagNS): void {
    if (tag.local === 't') this.#inText = false;
    else if (tag.local === 'rPh') this.#phonetic--;
  }

  add(data: string): void {
    if (!this.#inText || this.#phonetic > 0) return;
    this.#text += data;
    if (this.#text.length > MAX_CELL_CHARS) throw tooLong(this.#part);
  }

  take(): string {
    const text = this.#text;
    this.#text = '';
    return text;
  }
}

const tooLong = (part: string) =>
  new FormatError(`${NOT_XLSX} A cell of ${part} holds more than ${MAX_CELL_CHARS.toLocaleString('en')} characters.`);

/**
 * The worksheet's rows that hold anything, streamed: each <row>'s cells by their references (a row may leave
 * cells out: C5 with no B5), gaps as empty text.
 */
async function* sheetRows(archive: ZipArchive, part: string, strings: string[]): AsyncGenerator<SheetRow> {
  const parser = createSafeXmlParser();
  const ready: SheetRow[] = [];
  const text = new TextCollector(part);
  let row: SheetRow | undefined;
  let lastRow = 0;
  let cell: { column: number; type: string } | undefined;
  let nextColumn = 0;
  /** The cell's <v> (a number, a shared string's index, a formula's result): short, kept until the cell closes. */
  let value: string | undefined;
  let inValue = false;
  parser.on('opentag', (tag) => {
    text.open(tag);
    if (tag.local === 'row') {
      const number = Number(attribute(tag, 'r') ?? lastRow + 1);
      row = { cells: [], number: Number.isInteger(number) && number > 0 ? number : lastRow + 1 };
      lastRow = row.number;
      nextColumn = 0;
    } else if (tag.local === 'c' && row) {
      const ref = attribute(tag, 'r');
      const column = ref ? columnOf(ref) : nextColumn;
      cell = { column, type: attribute(tag, 't') ?? 'n' };
      value = undefined;
      text.take();
    } else if (tag.local === 'v' && cell) {
      value = '';
      inValue = true;
    }
  });
  const addText = (data: string) => {
    text.add(data);
    if (!inValue) return;
    value += data;
    if (value!.length > MAX_CELL_CHARS) throw tooLong(part);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    text.close(tag);
    if (tag.local === 'v') inValue = false;
    else if (tag.local === 'c' && cell && row) {
      row.cells[cell.column] = cellText(cell, value, text.take(), strings);
      nextColumn = cell.column + 1;
      cell = undefined;
      value = undefined;
    } else if (tag.local === 'row' && row) {
      const cells = Array.from(row.cells, (c) => c ?? '');
      if (cells.some((c) => c.trim() !== '')) ready.push({ cells, number: row.number });
      row = undefined;
    }
  });

  let input: Readable | undefined;
  try {
    input = await archive.read(archive.entry(part)!);
    const decoder = new StringDecoder('utf8');
    let first = true;
    for await (const chunk of input) {
      let data = decoder.write(chunk as Buffer);
      if (first && data.length > 0) {
        data = data.replace(/^\uFEFF/, '');
        first = false;
      }
      parser.write(data);
      yield* ready.splice(0);
    }
    parser.write(decoder.end());
    parser.close();
    yield* ready.splice(0);
  } catch (error) {
    throw xlsxError(error, part);
  } finally {
    input?.destroy();
  }
}

/** The text a cell shows for its type (t=): shared or inline string, a formula's text, a number, a boolean. */
function cellText(cell: { type: string }, value: string | undefined, inline: string, strings: string[]): string {
  const v = value ?? '';
  switch (cell.type) {
    case 's':
      return strings[Number(v)] ?? '';
    case 'inlineStr':
      return inline;
    case 'b':
      return v.trim() === '1' || v.trim() === 'true' ? 'true' : 'false';
    case 'str':
    case 'e':
    case 'd':
      return v;
    default: {
      // A number as JavaScript writes it ("0.1" for Excel's "0.10000000000000001"); an inline string some
      // writers put in a cell without saying so.
      if (value === undefined) return inline;
      const number = Number(v);
      return v.trim() !== '' && Number.isFinite(number) ? String(number) : v;
    }
  }
}

/** The 0-based column of a cell reference ("C5" -> 2). */
function columnOf(ref: string): number {
  const letters = /^\$?([A-Za-z]{1,3})\$?\d*$/.exec(ref)?.[1];
  let column = 0;
  for (const letter of letters?.toUpperCase() ?? '') column = column * 26 + (letter.charCodeAt(0) - 64);
  if (!letters || column > MAX_COLUMNS) throw new FormatError(`${NOT_XLSX} It has a cell at "${ref}".`);
  return column - 1;
}

/** An attribute without a prefix (attributes are keyed by their qualified name). */
const attribute = (tag: SaxesTagNS, name: string): string | undefined => tag.attributes[name]?.value;

/** Parses a whole part (none when there is no such entry) with the handlers `listen` installs. */
async function parsePart(
  archive: ZipArchive,
  part: string,
  listen: (parser: SaxesParser<{ xmlns: true; position: true }>) => void,
): Promise<void> {
  const entry = archive.entry(part);
  if (!entry) return;
  const parser = createSafeXmlParser();
  listen(parser);
  let input: Readable | undefined;
  try {
    input = await archive.read(entry);
    await feedXml(parser, input);
  } catch (error) {
    throw xlsxError(error, part);
  } finally {
    input?.destroy();
  }
}

/** A reader's error as the user is told it: what is wrong with which part, or that the file is no workbook. */
function xlsxError(error: unknown, part: string): Error {
  if (error instanceof FormatError) return error;
  const xml = asXmlFormatError(error);
  if (xml instanceof XmlFormatError) return new FormatError(`${NOT_XLSX} In ${part}: ${xml.message}`);
  return new FormatError(NOT_XLSX);
}
