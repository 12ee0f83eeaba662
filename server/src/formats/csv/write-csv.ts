import { stringify } from 'csv-stringify/sync';
import { guardCsvFormula } from '@tessera/shared/contract/csv';
import { tableHeader, tableRow, type TermPair } from '../terms.ts';

/**
 * Writes a glossary as CSV: a UTF-8 byte-order mark (so Excel opens it as UTF-8), a header naming the
 * languages (`en,de,comment,status,definition,part_of_speech,case_sensitive,match_rule`, which openCsv reads back by name), then one row
 * per record, quoted where needed, CRLF line ends (RFC 4180). A value a spreadsheet would run as a formula gets a
 * leading `'` (`guardCsvFormula`), which openCsv takes off again: every other value is written as stored, so a
 * round trip is lossless.
 */
export async function* writeCsv(
  pairs: AsyncIterable<Omit<TermPair, 'at'>> | Iterable<Omit<TermPair, 'at'>>,
  languages: { source: string; target: string },
): AsyncGenerator<string> {
  yield '\uFEFF' + row(tableHeader(languages));
  let batch: string[][] = [];
  for await (const pair of pairs) {
    batch.push(tableRow(pair));
    if (batch.length >= 500) {
      yield rows(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield rows(batch);
}

const row = (cells: string[]) => rows([cells]);
// csv-stringify quotes values holding its own record delimiter (CRLF) but not a bare LF or CR, which is what a
// textarea sends: such a value must be quoted too, or every other reader splits the row there.
const rows = (cells: string[][]) =>
  stringify(
    cells.map((row) => row.map(guardCsvFormula)),
    { record_delimiter: 'windows', quoted_match: [/^\s|\s$/, /[\r\n]/] },
  );
