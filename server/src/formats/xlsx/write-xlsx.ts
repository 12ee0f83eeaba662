import ExcelJS from 'exceljs';
import './exceljs-fixes.ts';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { XML_FORBIDDEN_CHARS, type TermPair } from '../terms.ts';

/**
 * Writes a glossary as an XLSX workbook, streaming (exceljs' WorkbookWriter commits each row to the ZIP as it
 * goes). One sheet, header `en | de | comment` as in the CSV export, cells as inline strings so nothing is
 * ever read as a formula or a number. Returns the byte stream; an error while reading `pairs` destroys it.
 */
export function writeXlsx(
  pairs:
    | AsyncIterable<Pick<TermPair, 'source' | 'target' | 'comment'>>
    | Iterable<Pick<TermPair, 'source' | 'target' | 'comment'>>,
  languages: { source: string; target: string },
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Glossary');
  const write = async () => {
    sheet.addRow([languages.source, languages.target, 'comment']).commit();
    let count = 0;
    for await (const pair of pairs) {
      // The client went away (a cancelled download): stop reading the glossary.
      if (out.destroyed) return;
      sheet.addRow([clean(pair.source), clean(pair.target), clean(pair.comment)]).commit();
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
