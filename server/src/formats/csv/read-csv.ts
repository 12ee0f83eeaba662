import { parse, CsvError, type Info } from 'csv-parse';
import { Readable, pipeline } from 'node:stream';
import { unguardCsvFormula } from '@tessera/shared/contract/csv';
import { FormatError, isFormatError, type TermFileInspection, type TermReadTally } from '../terms.ts';
import { sniffDelimiter } from './delimiter.ts';
import { openTermTable, type TableColumns, type TermTable } from './table.ts';
import { decodeText } from './text.ts';

/** Enough text to see a header and some rows whatever their length; the sniffer looks at 50 rows at most. */
const SAMPLE_CHARS = 64 * 1024;
/** A field longer than this is almost always an unclosed quote swallowing the rest of the file. */
const MAX_RECORD_CHARS = 200_000;

/** `sep=;` (or any one character but a quote) alone on the first line, as Excel writes and reads it. */
export const SEP_LINE = /^sep=([^"\r\n])\r?\n/i;

/**
 * Opens delimited text (CSV, TSV, semicolon or pipe separated) as a term table: decodes it (see decodeText),
 * sniffs the delimiter, reads the header if there is one, then streams one record per row in constant memory.
 * A cell that a `'` guards against running as a formula (`'=…`, `'-…`) loses that `'`.
 */
export async function openCsv(input: AsyncIterable<Buffer | Uint8Array>, tally?: TermReadTally): Promise<TermTable> {
  const text = decodeText(input);
  let sample = '';
  let complete = false;
  while (sample.length < SAMPLE_CHARS) {
    const next = await text.next();
    if (next.done) {
      complete = true;
      break;
    }
    sample += next.value;
  }
  if (sample.trim() === '') throw new FormatError('The file is empty.');
  // Excel's "sep=;" first line names the delimiter (and is not a row).
  const declared = SEP_LINE.exec(sample)?.[1];
  const delimiter = declared ?? sniffDelimiter(sample, complete);
  if (!delimiter) {
    await text.return(undefined);
    throw new FormatError(
      'Could not find columns in the file: a glossary needs a source and a target column separated by commas, semicolons, tabs or |.',
    );
  }
  async function* wholeText() {
    yield sample;
    for (let next = await text.next(); !next.done; next = await text.next()) yield next.value;
  }
  const source = Readable.from(wholeText());
  const parser = parse({
    delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_CHARS,
    from_line: declared ? 2 : 1,
  });
  pipeline(source, parser, () => {
    // Errors reach the reader through the parser's iterator; nothing to do here.
  });
  const rows = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: Info }>;
  return openTermTable(rows, {
    // What a spreadsheet-safe export (writeCsv, or a spreadsheet's own) guarded with a `'` is read as it was.
    read: ({ record, info }) => ({ cells: record.map(unguardCsvFormula), at: `line ${info.lines}` }),
    empty: 'The file is empty.',
    close: () => {
      source.destroy();
      parser.destroy();
    },
    asFormatError,
    tally,
  });
}

/** Languages named by the header, e.g. `en,de,comment`, without reading the records. */
export async function inspectCsv(input: AsyncIterable<Buffer | Uint8Array>): Promise<TermFileInspection> {
  const table = await openCsv(input);
  table.close();
  return tableInspection(table.columns);
}

export function tableInspection(columns: TableColumns): TermFileInspection {
  const { source, target } = columns.languages;
  return { languages: columns.languageColumns.map((c) => c.language), suggested: { source, target } };
}

function asFormatError(error: unknown): Error {
  if (isFormatError(error)) return error as Error;
  if (error instanceof CsvError) {
    const line = typeof error.lines === 'number' ? ` at line ${error.lines}` : '';
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new FormatError(`Malformed CSV${line}: a quoted field is never closed (a " is missing).`);
    }
    if (error.code === 'CSV_MAX_RECORD_SIZE') {
      return new FormatError(
        `Malformed CSV${line}: a row is longer than ${MAX_RECORD_CHARS} characters (an unclosed " perhaps).`,
      );
    }
    return new FormatError(`Malformed CSV${line}: ${error.message}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
