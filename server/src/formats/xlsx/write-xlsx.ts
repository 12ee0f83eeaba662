import ExcelJS from 'exceljs';
import './exceljs-fixes.ts';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { XML_FORBIDDEN_CHARS, tableHeader, tableRow, type TermPair } from '../terms.ts';

/**
 * Writes a glossary as an XLSX workbook, streaming (exceljs' WorkbookWriter commits each row to the ZIP as it
 * goes). One sheet, the header of the CSV export (languages, comment, term fields), cells as inline strings so nothing is
 * ever read as a formula or a number. Returns the byte stream; an error while reading `pairs` destroys it.
 */
export function writeXlsx(
  pairs: AsyncIterable<Omit<TermPair, 'at'>> | Iterable<Omit<TermPair, 'at'>>,
  languages: { source: string; target: string },
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Glossary');
  const write = async () => {
    sheet.addRow(tableHeader(languages)).commit();
    let count = 0;
    for await (const pair of pairs) {
      // The client went away (a cancelled download): stop reading the glossary.
      if (out.destroyed) return;
      sheet.addRow(tableRow(pair).map(clean)).commit();
      // Let the ZIP output flow to the client instead of piling up in memory.
      if (++count % 1000 === 0) await nextTurn();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** XML cannot carry most control characters; XLSX is XML inside a ZIP. */
const clean = (text: string) => text.replace(XML_FORBIDDEN_CHARS, '');
