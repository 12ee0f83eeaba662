import { stringify } from 'csv-stringify/sync';
import type { TermPair } from '../terms.ts';

/**
 * Writes a glossary as CSV: a UTF-8 byte-order mark (so Excel opens it as UTF-8), a header naming the
 * languages (`en,de,comment`, which openCsv reads back as source, target and their languages), then one row
 * per record, quoted where needed, CRLF line ends (RFC 4180). Values are written exactly as stored, so a
 * round trip is lossless; cells starting with "=" are not defused because that would alter the data.
 */
export async function* writeCsv(
  pairs:
    | AsyncIterable<Pick<TermPair, 'source' | 'target' | 'comment'>>
    | Iterable<Pick<TermPair, 'source' | 'target' | 'comment'>>,
  languages: { source: string; target: string },
): AsyncGenerator<string> {
  yield '\uFEFF' + row([languages.source, languages.target, 'comment']);
  let batch: string[][] = [];
  for await (const pair of pairs) {
    batch.push([pair.source, pair.target, pair.comment]);
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
  stringify(cells, { record_delimiter: 'windows', quoted_match: [/^\s|\s$/, /[\r\n]/] });
