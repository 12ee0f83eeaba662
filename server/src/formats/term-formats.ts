import { Readable } from 'node:stream';
import { inspectCsv, openCsv } from './csv/read-csv.ts';
import type { TermTable } from './csv/table.ts';
import { orientColumns } from './csv/table.ts';
import { writeCsv } from './csv/write-csv.ts';
import { inspectTbx, readTbx } from './tbx/read-tbx.ts';
import { writeTbx } from './tbx/write-tbx.ts';
import type { ReadTermPair, TermFileInspection, TermPair, TermReadTally } from './terms.ts';
import { inspectXlsx, openXlsx } from './xlsx/read-xlsx.ts';
import { writeXlsx } from './xlsx/write-xlsx.ts';

type Pair = Omit<TermPair, 'at'>;
type Pairs = AsyncIterable<Pair> | Iterable<Pair>;
interface Languages {
  source: string;
  target: string;
}

/**
 * One interface for every glossary exchange format, one registry. `open` gives a fresh byte stream of the
 * file each time it is called: a quick inspection and the full read may each need their own pass.
 */
export interface TermFormat {
  id: 'csv' | 'xlsx' | 'tbx' | 'tbx-v3' | 'tbx-min';
  /** What a file in this format is called; the first is what exports are named with. */
  extensions: string[];
  /** Export-only shapes of another format (TBX v3), read by that format's reader and never detected as such. */
  readAs?: TermFormat['id'];
  mediaType: string;
  /** Languages the file names and the pair it suggests; reads only the start of the file. */
  inspect(open: () => Readable): Promise<TermFileInspection>;
  /** Every record for the chosen pair, streamed; what is read but not a record is counted in `tally`. */
  read(open: () => Readable, languages: Languages, tally?: TermReadTally): AsyncIterable<ReadTermPair>;
  write(pairs: Pairs, languages: Languages, title: string): Readable;
}

export const TERM_FORMATS: readonly TermFormat[] = [
  {
    id: 'csv',
    extensions: ['.csv', '.tsv', '.txt'],
    mediaType: 'text/csv; charset=utf-8',
    inspect: (open) => inspectCsv(open()),
    read: (open, languages, tally) => tableRecords(() => openCsv(open(), tally), languages),
    write: (pairs, languages) => Readable.from(writeCsv(pairs, languages)),
  },
  {
    id: 'xlsx',
    extensions: ['.xlsx'],
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inspect: (open) => inspectXlsx(open),
    read: (open, languages, tally) => tableRecords(() => openXlsx(open, tally), languages),
    write: (pairs, languages) => writeXlsx(pairs, languages),
  },
  {
    id: 'tbx',
    extensions: ['.tbx', '.xml'],
    mediaType: 'application/x-tbx+xml',
    inspect: (open) => inspectTbx(open()),
    read: (open, languages, tally) => readTbx(open(), languages, tally),
    write: (pairs, languages, title) => Readable.from(writeTbx(pairs, languages, title)),
  },
  ...(['v3-basic', 'v3-min'] as const).map((shape): TermFormat => ({
    id: shape === 'v3-basic' ? 'tbx-v3' : 'tbx-min',
    extensions: ['.tbx'],
    readAs: 'tbx',
    mediaType: 'application/x-tbx+xml',
    inspect: (open) => inspectTbx(open()),
    read: (open, languages, tally) => readTbx(open(), languages, tally),
    write: (pairs, languages, title) => Readable.from(writeTbx(pairs, languages, title, shape)),
  })),
];

export function termFormat(id: TermFormat['id']): TermFormat {
  return TERM_FORMATS.find((f) => f.id === id)!;
}

async function* tableRecords(open: () => Promise<TermTable>, languages: Languages): AsyncGenerator<ReadTermPair> {
  const table = await open();
  orientColumns(table.columns, languages);
  yield* table.records;
}

/**
 * The format of an uploaded file: the content decides when it is unmistakable (a ZIP is a workbook, an XML
 * declaration or a <martif>/<tbx>/<TBX> root is TBX), otherwise the extension; unknown extensions are read as CSV.
 */
export function detectTermFormat(fileName: string, head: Buffer): TermFormat {
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return termFormat('xlsx');
  const start = headText(head.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^<(\?xml|martif|tbx|TBX)\b/.test(start)) return termFormat('tbx');
  const lower = fileName.toLowerCase();
  return TERM_FORMATS.find((f) => !f.readAs && f.extensions.some((e) => lower.endsWith(e))) ?? termFormat('csv');
}

/** Convenience for files on disk (uploads): `open` for the format functions above. */

/** The start of a file as text: UTF-16 when a byte-order mark or zero bytes around "<" say so, else UTF-8. */
function headText(head: Buffer): string {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0x3c && head[1] === 0x00)) return head.toString('utf16le');
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0x00 && head[1] === 0x3c))
    return Buffer.from(head.subarray(0, head.length & ~1))
      .swap16()
      .toString('utf16le');
  return head.toString('utf8');
}
