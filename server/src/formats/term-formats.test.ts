import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { TERM_FORMATS, detectTermFormat, termFormat } from './term-formats.ts';
import type { TermFields } from '@tessera/shared/contract';
import { emptyTally, TERM_PAIR_FIELDS, type ReadTermPair, type TermPair } from './terms.ts';
import { TRICKY_TERMS } from './tricky-terms.test-helper.ts';

const languages = { source: 'en', target: 'de-AT' };

const bytesOf = (format: (typeof TERM_FORMATS)[number], pairs: Iterable<Omit<TermPair, 'at'>>) =>
  buffer(format.write(pairs, languages, 'Test glossary'));

async function readAll(format: (typeof TERM_FORMATS)[number], bytes: Buffer) {
  const open = () => Readable.from([bytes]);
  const inspection = await format.inspect(open);
  const records: Omit<TermPair, 'at'>[] = [];
  // A TBX entry without a note gives no comment (an import takes that as none); an export writes none for ''.
  for await (const { source, target, comment } of format.read(open, languages))
    records.push({ source, target, comment: comment ?? '' });
  return { inspection, records };
}

describe.each(TERM_FORMATS.map((f) => [f.id, f] as const))('%s term format', (_id, format) => {
  it('round-trips every field, including delimiters, quotes, newlines, markup and non-ASCII', async () => {
    const { records } = await readAll(format, await bytesOf(format, TRICKY_TERMS));
    expect(records).toEqual(TRICKY_TERMS);
  });

  it('names the languages so that a re-import needs no language choice', async () => {
    const { inspection } = await readAll(format, await bytesOf(format, TRICKY_TERMS));
    expect(inspection.suggested).toEqual(languages);
  });

  it('streams many records in order', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      source: `term ${i}`,
      target: `Begriff ${i}`,
      comment: i % 3 ? '' : `note ${i}`,
    }));
    const { records } = await readAll(format, await bytesOf(format, many));
    expect(records).toHaveLength(many.length);
    expect(records[12_345]).toEqual(many[12_345]);
    expect(records.at(-1)).toEqual(many.at(-1));
  });

  it('writes an empty glossary that reads back as no records', async () => {
    const { records } = await readAll(format, await bytesOf(format, []));
    expect(records).toEqual([]);
  });

  it('is detected from its own output whatever the file is called (TBX v3 as TBX, which reads it)', async () => {
    const bytes = await bytesOf(format, TRICKY_TERMS.slice(0, 1));
    const readAs = format.readAs ?? format.id;
    expect(detectTermFormat(`glossary${format.extensions[0]}`, bytes).id).toBe(readAs);
    if (format.id !== 'csv') expect(detectTermFormat('upload.bin', bytes).id).toBe(readAs);
  });
});

/** A deprecated, case-sensitive term with a two-line definition, in WITH_FIELDS and the write-excel-file workbook. */
const PIN = {
  source: 'Pin',
  target: 'Pin',
  comment: '',
  status: 'deprecated',
  definition: 'line one\nline two',
  part_of_speech: '',
  case_sensitive: true,
} as const;

const WITH_FIELDS = [
  {
    source: 'folder',
    target: 'Ordner',
    comment: '',
    status: 'preferred',
    definition: 'A container of files',
    part_of_speech: 'noun',
    case_sensitive: false,
  },
  {
    source: 'folder',
    target: 'Verzeichnis',
    comment: 'old UI',
    status: 'forbidden',
    definition: '',
    part_of_speech: 'noun',
    case_sensitive: false,
  },
  PIN,
  {
    source: 'open',
    target: 'öffnen',
    comment: '',
    status: 'admitted',
    definition: '',
    part_of_speech: 'verb',
    case_sensitive: false,
  },
] as const;

/**
 * What each format carries of the term fields: case sensitivity has no TBX data category, TBX-Min no definition,
 * and TBX's administrativeStatus has no forbidden value (a forbidden term is written and read back as deprecated).
 */
const CARRIED: Record<(typeof TERM_FORMATS)[number]['id'], (keyof TermFields)[]> = {
  csv: ['status', 'definition', 'part_of_speech', 'case_sensitive'],
  xlsx: ['status', 'definition', 'part_of_speech', 'case_sensitive'],
  tbx: ['status', 'definition', 'part_of_speech'],
  'tbx-v3': ['status', 'definition', 'part_of_speech'],
  'tbx-min': ['status', 'part_of_speech'],
};

describe.each(TERM_FORMATS.map((f) => [f.id, f] as const))('%s term fields', (id, format) => {
  it('round-trips the term fields it carries (TBX: administrativeStatus, definition, partOfSpeech)', async () => {
    const read: Omit<TermPair, 'at'>[] = [];
    const bytes = await bytesOf(format, WITH_FIELDS);
    // An empty cell says nothing; the import gives such a record the defaults.
    const defaults = { status: 'admitted', definition: '', part_of_speech: '', case_sensitive: false } as const;
    for await (const { at: _at, ...record } of format.read(() => Readable.from([bytes]), languages))
      read.push({ comment: '', ...defaults, ...record });
    const tbx = format.id !== 'csv' && format.id !== 'xlsx';
    const carried = (record: Omit<TermPair, 'at'>) => ({
      ...defaults,
      ...Object.fromEntries(CARRIED[id].map((field) => [field, record[field]])),
      ...(tbx && record.status === 'forbidden' ? { status: 'deprecated' } : {}),
      source: record.source,
      target: record.target,
      comment: record.comment,
    });
    expect(read).toEqual(WITH_FIELDS.map(carried));
  });
});

describe('XLSX and independent implementations (write-excel-file, read-excel-file)', () => {
  it('reads a glossary write-excel-file wrote by its column headers: shared strings, styles, newlines, "&amp;", gaps', async () => {
    const bytes = await writeXlsxFile(
      [
        [
          { value: 'Part of speech', fontWeight: 'bold' },
          { value: 'Definition', fontWeight: 'bold' },
          'en',
          'de-AT',
          'Status',
          'Case sensitive',
          'Comment',
        ],
        ['noun', 'A container of files', 'folder', 'Ordner', 'preferred', 'no', 'a &amp; b'],
        // A styled target; no definition (B3 left out), status or case cell.
        [
          null,
          null,
          'open',
          { value: 'öffnen', fontWeight: 'bold', textColor: '#AA0000' },
          null,
          null,
          { value: 'two\nlines', wrap: true },
        ],
        ['', 'line one\nline two', 'Pin', 'Pin', 'deprecated', 'yes', ''],
      ],
      { sheet: 'Glossary' },
    ).toBuffer();
    const read: Omit<ReadTermPair, 'at'>[] = [];
    for await (const { at: _at, ...record } of termFormat('xlsx').read(() => Readable.from([bytes]), languages))
      read.push(record);
    expect(read).toEqual([
      {
        source: 'folder',
        target: 'Ordner',
        comment: 'a &amp; b',
        status: 'preferred',
        definition: 'A container of files',
        part_of_speech: 'noun',
        case_sensitive: false,
      },
      // Cells left out of columns the header names are empty cells: the defaults.
      {
        source: 'open',
        target: 'öffnen',
        comment: 'two\nlines',
        status: 'admitted',
        definition: '',
        part_of_speech: '',
        case_sensitive: false,
      },
      PIN,
    ]);
  });

  it('writes a glossary read-excel-file reads back with every term field under its header, CRLF and "&amp;" as written', async () => {
    const records = [...WITH_FIELDS, { ...WITH_FIELDS[0], source: 'a &amp; b', comment: 'windows\r\nline' }];
    const [sheet] = await readXlsxFile(await bytesOf(termFormat('xlsx'), records), { trim: false });
    // Empty cells read as null; every other cell is text.
    const [header, ...cells] = sheet!.data.map((row) => row.map((v) => (v === null ? '' : v)));
    expect(header).toEqual(['en', 'de-AT', ...TERM_PAIR_FIELDS]);
    expect(cells.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])))).toEqual(
      records.map((r) => ({
        en: r.source,
        'de-AT': r.target,
        comment: r.comment,
        status: r.status,
        definition: r.definition,
        part_of_speech: r.part_of_speech,
        case_sensitive: String(r.case_sensitive),
        match_rule: '',
      })),
    );
  });
});

describe('term fields in a table someone made', () => {
  it('reads the columns by their names in any order, TBX status words too; an empty cell is the default', async () => {
    const csv =
      'Definition,Status,en,de,Part of speech,Case sensitive\nA box,preferredTerm-admn-sts,box,Kiste,noun,yes\n,,lid,Deckel,,\n';
    const read: Omit<ReadTermPair, 'at'>[] = [];
    for await (const { at: _at, ...record } of termFormat('csv').read(() => Readable.from([Buffer.from(csv)]), {
      source: 'en',
      target: 'de',
    }))
      read.push(record);
    expect(read).toEqual([
      {
        source: 'box',
        target: 'Kiste',
        status: 'preferred',
        definition: 'A box',
        part_of_speech: 'noun',
        case_sensitive: true,
      },
      // No comment column: no comment at all, so an update keeps the record's.
      {
        source: 'lid',
        target: 'Deckel',
        status: 'admitted',
        definition: '',
        part_of_speech: '',
        case_sensitive: false,
      },
    ]);
  });

  it('stops at an unknown status and says where', async () => {
    const csv = 'en,de,status\nbox,Kiste,maybe\n';
    const reading = async () => {
      for await (const _record of termFormat('csv').read(() => Readable.from([Buffer.from(csv)]), {
        source: 'en',
        target: 'de',
      }));
    };
    await expect(reading()).rejects.toThrow(
      'Unknown term status "maybe" (line 2): use preferred, admitted, deprecated or forbidden.',
    );
  });
});

describe('term format detection', () => {
  it('goes by the extension when the content is plain text', () => {
    const text = Buffer.from('source\ttarget\nfoo\tbar\n');
    expect(detectTermFormat('x.tsv', text).id).toBe('csv');
    expect(detectTermFormat('x.TXT', text).id).toBe('csv');
    expect(detectTermFormat('x.xml', Buffer.from('\uFEFF  <?xml version="1.0"?><martif/>')).id).toBe('tbx');
    expect(detectTermFormat('x', text).id).toBe('csv');
    const utf16 = '\uFEFF<?xml version="1.0" encoding="UTF-16"?><martif/>';
    expect(detectTermFormat('upload.bin', Buffer.from(utf16, 'utf16le')).id).toBe('tbx');
    expect(detectTermFormat('upload.bin', Buffer.from(utf16, 'utf16le').swap16()).id).toBe('tbx');
    expect(termFormat('xlsx').extensions).toContain('.xlsx');
  });
});

describe('glossaries other tools write', () => {
  it('reads TBX-Min as LTAC defined it (<TBX dialect="TBX-Min">, entries of langGroup and termGroup) and writes it back as TBX-Min', async () => {
    const bytes = await readFile(new URL('./tbx/fixtures/tbx-min.tbx', import.meta.url));
    expect(detectTermFormat('kitchen.tbx', bytes).id).toBe('tbx');
    const undeclared = Buffer.from(bytes.toString('utf8').replace(/^<\?xml[^>]*>\s*/, ''));
    expect(detectTermFormat('upload.bin', undeclared).id).toBe('tbx');

    const format = termFormat('tbx');
    const open = () => Readable.from([bytes]);
    // The header's <languages source="de" target="en-GB"/> is the pair suggested.
    expect(await format.inspect(open)).toEqual({
      languages: ['de', 'en-GB'],
      suggested: { source: 'de', target: 'en-GB' },
    });
    const pair = { source: 'de', target: 'en-GB' };
    const tally = emptyTally();
    const records: Omit<TermPair, 'at'>[] = [];
    // Pfanne's entry has no note: no comment, which the export writes as none.
    for await (const { source, target, comment } of format.read(open, pair, tally))
      records.push({ source, target, comment: comment ?? '' });
    expect(records).toEqual([
      { source: 'Schneebesen', target: 'whisk', comment: 'nicht: Rührgerät' },
      { source: 'Schneebesen', target: 'beater', comment: 'nicht: Rührgerät' },
      { source: 'Pfanne', target: 'pan', comment: '' },
    ]);
    // The entry with a German term only.
    expect(tally.skippedMissingLanguage).toBe(1);

    const exported = await buffer(termFormat('tbx-min').write(records, pair, 'Kitchen terms'));
    const again: Omit<TermPair, 'at'>[] = [];
    for await (const { source, target, comment } of format.read(() => Readable.from([exported]), pair))
      again.push({ source, target, comment: comment ?? '' });
    expect(again).toEqual(records);
  });
});
