import ExcelJS from 'exceljs';
import './exceljs-fixes.ts';
import type { Readable } from 'node:stream';
import { tableInspection } from '../csv/read-csv.ts';
import { openTermTable, type TermTable } from '../csv/table.ts';
import { FormatError, type TermFileInspection, type TermReadTally } from '../terms.ts';
import { NOT_XLSX } from './zip-size.ts';

/**
 * Opens the first worksheet of an XLSX workbook as a term table, streaming (exceljs' WorkbookReader: rows are
 * parsed as the ZIP is inflated, never the whole workbook in memory). The first row is read as for CSV.
 */
export async function openXlsx(input: Readable, tally?: TermReadTally): Promise<TermTable> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows = firstSheetRows(reader)[Symbol.asyncIterator]();
  return openTermTable(rows, {
    read: ({ cells, number }) => ({ cells, at: `row ${number}` }),
    empty: "The workbook's first sheet is empty.",
    close: () => {
      void rows.return?.(undefined);
      input.destroy();
    },
    tally,
  });
}

export async function inspectXlsx(input: Readable): Promise<TermFileInspection> {
  const table = await openXlsx(input);
  table.close();
  return tableInspection(table.columns);
}

/**
 * The rows of the workbook's first tab: the first <sheet> listed in xl/workbook.xml (Excel's tab order), which
 * need not be sheet1.xml (tabs can be reordered). exceljs names each worksheet it emits after that list
 * (through xl/_rels/workbook.xml.rels), so the first tab is the one bearing the first listed name.
 */
async function* firstSheetRows(
  reader: ExcelJS.stream.xlsx.WorkbookReader,
): AsyncGenerator<{ cells: string[]; number: number }> {
  let sawSheet = false;
  let firstTab: string | undefined;
  try {
    for await (const sheet of reader) {
      sawSheet = true;
      firstTab ??= (reader as unknown as { model?: { sheets?: { name: string }[] } }).model?.sheets?.[0]?.name;
      // Without a workbook.xml (not written by any spreadsheet program) the first worksheet will do.
      const rowsOfSheet = sheet as unknown as AsyncIterable<ExcelJS.Row>;
      if (firstTab !== undefined && (sheet as unknown as { name: string }).name !== firstTab) {
        await readThrough(rowsOfSheet);
        continue;
      }
      for await (const row of rowsOfSheet) {
        const values = row.values as unknown[];
        const cells = values.slice(1).map(cellText);
        if (cells.some((c) => c.trim() !== '')) yield { cells, number: row.number };
      }
      return;
    }
  } catch (error) {
    if (error instanceof FormatError) throw error;
    throw new FormatError(NOT_XLSX);
  }
  if (!sawSheet) throw new FormatError(`${NOT_XLSX} It has no worksheet.`);
  throw new FormatError(
    `The workbook's first sheet ("${firstTab}") could not be found in the file; save the workbook again in Excel.`,
  );
}

/**
 * Reads a worksheet that is not wanted to its end. A worksheet stored before xl/workbook.xml is kept by exceljs in
 * a temporary file, deleted as soon as the loop moves on; a file stream not read by then may fail to open (ENOENT)
 * with no one listening to its error: an uncaught exception.
 */
async function readThrough(rows: AsyncIterable<unknown>): Promise<void> {
  for await (const _row of rows);
}

/** Text of a cell whatever it holds: rich text, a formula's result, a hyperlink's text, a number, a date. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if ('result' in v) return cellText(v.result);
    if (v.error) return v.error;
  }
  return '';
}
