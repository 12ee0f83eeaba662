import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { createReadStream, mkdtempSync, rmSync, writeFileSync, type ReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { emptyTally } from '../terms.ts';
import { inspectXlsx, openXlsx } from './read-xlsx.ts';
import { writeXlsx } from './write-xlsx.ts';
import { unzip, zip } from './zip.test-helper.ts';
import { TRICKY_TERMS } from '../tricky-terms.test-helper.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook written by hand, parts in the order Excel stores them (the worksheet before the shared strings), to
 * hold our reader to SpreadsheetML itself rather than to what one library writes.
 */
function handMade(sheetData: string, sharedStrings?: string, sheetPrologue = '', sheetEpilogue = ''): Buffer {
  const rels = (items: string) =>
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;
  const entries = [
    {
      name: '_rels/.rels',
      xml: rels(`<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>`),
    },
    {
      name: 'xl/workbook.xml',
      xml: `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Terms" sheetId="1" r:id="rId7"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml: rels(
        `<Relationship Id="rId7" Type="${RELATIONSHIPS}/worksheet" Target="/xl/worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId8" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      xml: `${sheetPrologue}<x:worksheet xmlns:x="${MAIN}"><x:sheetData>${sheetData}</x:sheetData>${sheetEpilogue}</x:worksheet>`,
    },
    ...(sharedStrings === undefined
      ? []
      : [{ name: 'xl/sharedStrings.xml', xml: `<sst xmlns="${MAIN}">${sharedStrings}</sst>` }]),
  ];
  return zip(entries.map(({ name, xml }) => ({ name, data: Buffer.from(xml) })));
}

/**
 * A workbook another implementation writes (write-excel-file: shared strings, a styles part, several sheets, typed
 * cells), built in memory.
 */
async function workbook(sheets: Record<string, Row[]>): Promise<Buffer> {
  return writeXlsxFile(Object.entries(sheets).map(([sheet, data]) => ({ sheet, data }))).toBuffer();
}

async function read(bytes: Buffer) {
  const table = await openXlsx(() => Readable.from([bytes]));
  const records = [];
  for await (const { source, target, comment, at } of table.records) records.push({ source, target, comment, at });
  return { columns: table.columns, records };
}

describe('XLSX reading', () => {
  it('reads the first sheet with its header in any column order, ignoring other sheets', async () => {
    const bytes = await workbook({
      Terms: [
        ['Comment', 'fr-CA', 'en'],
        ['a pet', 'chat', 'cat'],
        [null, 'chien', 'dog'],
      ],
      Other: [
        ['source', 'target'],
        ['ignored', 'ignoré'],
      ],
    });
    const { columns, records } = await read(bytes);
    expect(columns.languages).toEqual({ source: 'fr-CA', target: 'en' });
    expect(records).toEqual([
      { source: 'chat', target: 'cat', comment: 'a pet', at: 'row 2' },
      { source: 'chien', target: 'dog', comment: '', at: 'row 3' },
    ]);
  });

  it('reads the first tab as workbook.xml lists it, even when its data lives in sheet2.xml', async () => {
    const bytes = await workbook({
      'Second tab': [
        ['source', 'target'],
        ['wrong', 'falsch'],
      ],
      'First tab': [
        ['source', 'target'],
        ['right', 'richtig'],
      ],
    });
    // Moved to the front, as dragging the tab in Excel does: workbook.xml then lists it first and keeps its id
    // (<sheet r:id="rId2" sheetId="2" name="First tab"/>, rId2 -> worksheets/sheet2.xml).
    const entries = unzip(bytes).map((entry) => {
      if (entry.name !== 'xl/workbook.xml') return entry;
      const xml = entry.data.toString();
      const tabs = xml.match(/<sheet [^>]*\/>/g)!;
      expect(tabs.map((tab) => /name="([^"]*)"/.exec(tab)![1])).toEqual(['Second tab', 'First tab']);
      return { ...entry, data: Buffer.from(xml.replace(tabs.join(''), [...tabs].reverse().join(''))) };
    });
    // Stored in file order sheet1.xml, sheet2.xml: the first worksheet met in the ZIP is not the first tab.
    const sheetFirst = [...entries].sort(
      (a, b) => Number(b.name === 'xl/worksheets/sheet1.xml') - Number(a.name === 'xl/worksheets/sheet1.xml'),
    );
    expect(sheetFirst[0]!.name).toBe('xl/worksheets/sheet1.xml');
    expect((await read(zip(sheetFirst))).records.map((r) => r.source)).toEqual(['right']);
  });

  it('turns numbers, booleans and styled cells into their text', async () => {
    const bytes = await workbook({
      Sheet1: [
        ['source', 'target', 'comment'],
        [42, true, { value: 'bold', fontWeight: 'bold' }],
        [0.1, false, { value: 'wrapped\ntext', wrap: true, backgroundColor: '#FFFF00' }],
        [{ value: 'italic', fontStyle: 'italic' }, { value: -1.5, type: Number }, ''],
      ],
    });
    expect((await read(bytes)).records.map(({ at: _at, ...r }) => r)).toEqual([
      { source: '42', target: 'true', comment: 'bold' },
      { source: '0.1', target: 'false', comment: 'wrapped\ntext' },
      { source: 'italic', target: '-1.5', comment: '' },
    ]);
  });

  it('reads rich-text shared strings, inline strings, formula text, numbers, booleans and errors as they show', async () => {
    const bytes = handMade(
      '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>1</x:v></x:c><x:c r="C1" t="s"><x:v>2</x:v></x:c></x:row>' +
        // Rich text with a phonetic guide, an inline string and a formula's text.
        '<x:row r="2"><x:c r="A2" t="s"><x:v>3</x:v></x:c><x:c r="B2" t="inlineStr"><x:is><x:r><x:t xml:space="preserve">Zeile </x:t></x:r><x:r><x:t>eins</x:t></x:r></x:is></x:c>' +
        '<x:c r="C2" t="str"><x:f>A2&amp;"!"</x:f><x:v>a &amp;amp; b</x:v></x:c></x:row>' +
        '<x:row r="3"><x:c r="A3"><x:v>0.10000000000000001</x:v></x:c><x:c r="B3" t="b"><x:v>1</x:v></x:c><x:c r="C3" t="e"><x:v>#N/A</x:v></x:c></x:row>' +
        // A number formula's result, and a hyperlink's text (the link itself lives outside the cell).
        '<x:row r="4"><x:c r="A4"><x:f>A3*2</x:f><x:v>0.2</x:v></x:c><x:c r="B4" t="s"><x:v>4</x:v></x:c></x:row>',
      '<si><t>source</t></si><si><t>target</t></si><si><t>comment</t></si>' +
        '<si><r><rPr><b/></rPr><t xml:space="preserve">bold </t></r><r><t>plain</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>' +
        '<si><t>site</t></si>',
      '',
      `<x:hyperlinks><x:hyperlink ref="B4" r:id="rId1" xmlns:r="${RELATIONSHIPS}"/></x:hyperlinks>`,
    );
    expect((await read(bytes)).records).toEqual([
      { source: 'bold plain', target: 'Zeile eins', comment: 'a &amp; b', at: 'row 2' },
      { source: '0.1', target: 'true', comment: '#N/A', at: 'row 3' },
      { source: '0.2', target: 'site', comment: '', at: 'row 4' },
    ]);
  });

  it('places cells by their references: a cell left out (C5 without B5) reads as empty', async () => {
    const bytes = handMade(
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>en</x:t></x:is></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>de</x:t></x:is></x:c>' +
        '<x:c r="C1" t="inlineStr"><x:is><x:t>comment</x:t></x:is></x:c><x:c r="D1" t="inlineStr"><x:is><x:t>status</x:t></x:is></x:c></x:row>' +
        '<x:row r="5"><x:c r="A5" t="inlineStr"><x:is><x:t>cat</x:t></x:is></x:c><x:c r="C5" t="inlineStr"><x:is><x:t>no target</x:t></x:is></x:c></x:row>' +
        '<x:row r="6"><x:c r="B6" t="inlineStr"><x:is><x:t>Hund</x:t></x:is></x:c><x:c r="A6" t="inlineStr"><x:is><x:t>dog</x:t></x:is></x:c>' +
        '<x:c r="D6" t="inlineStr"><x:is><x:t>preferred</x:t></x:is></x:c></x:row>' +
        // Neither rows nor cells need references: each follows the one before.
        '<x:row><x:c t="inlineStr"><x:is><x:t>bird</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>Vogel</x:t></x:is></x:c></x:row>',
    );
    const tally = emptyTally();
    const table = await openXlsx(() => Readable.from([bytes]), tally);
    const records = [];
    for await (const record of table.records) records.push(record);
    expect(records).toEqual([
      { source: 'dog', target: 'Hund', comment: '', status: 'preferred', at: 'row 6' },
      // No D7: an empty status cell, the default.
      { source: 'bird', target: 'Vogel', comment: '', status: 'admitted', at: 'row 7' },
    ]);
    expect(tally.skippedEmpty).toBe(1);
  });

  it('refuses a part whose DOCTYPE declares entities, as every XML reader does', async () => {
    const bytes = handMade(
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>&a;</x:t></x:is></x:c></x:row>',
      undefined,
      '<!DOCTYPE x:worksheet [<!ENTITY a "expanded">]>',
    );
    await expect(read(bytes)).rejects.toThrow(/sheet1\.xml.*DOCTYPE declares anything/);
  });

  it('keeps literal entity-like text ("&amp;", "&lt;") as written', async () => {
    const pairs = [{ source: 'a &amp; b', target: '&lt;tag&gt;', comment: '&quot;' }];
    const bytes = await buffer(writeXlsx(pairs, { source: 'en', target: 'de' }));
    const table = await openXlsx(() => Readable.from([bytes]));
    const read = [];
    for await (const { source, target, comment } of table.records) read.push({ source, target, comment });
    expect(read).toEqual(pairs);
  });

  it('keeps carriage returns: "a\\r\\nb" reads back as written, not as "a\\nb"', async () => {
    const pairs = [{ source: 'a\r\nb', target: 'c\rd', comment: '\r\n' }];
    const bytes = await buffer(writeXlsx(pairs, { source: 'en', target: 'de' }));
    const table = await openXlsx(() => Readable.from([bytes]));
    const read = [];
    for await (const { source, target, comment } of table.records) read.push({ source, target, comment });
    expect(read).toEqual(pairs);
  });

  it('writes a workbook read-excel-file (an independent reader) reads cell for cell', async () => {
    const bytes = await buffer(writeXlsx(TRICKY_TERMS, { source: 'en', target: 'de' }));
    // Untrimmed: white space is part of the cell.
    const sheets = await readXlsxFile(Readable.from([bytes]), { trim: false });
    expect(sheets.map(({ sheet }) => sheet)).toEqual(['Glossary']);
    // Cells left empty are not written: null in read-excel-file's rows. Every cell is text, none a number.
    const rows = sheets[0]!.data.map((row) => row.map((v) => (v === null ? '' : v)));
    expect(rows).toEqual([
      ['en', 'de', 'comment', 'status', 'definition', 'part_of_speech', 'case_sensitive', 'match_rule'],
      ...TRICKY_TERMS.map((t) => [t.source, t.target, t.comment, 'admitted', '', '', 'false', '']),
    ]);
  });

  it('streams the worksheet through the last stream it opens, so an import can follow its progress', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      source: `term ${i} ${(i * 7919) % 10_007}`,
      target: `Begriff ${(i * 104_729) % 99_991} ${i}`,
      comment: '',
    }));
    const dir = mkdtempSync(join(tmpdir(), 'read-xlsx-'));
    try {
      const path = join(dir, 'many.xlsx');
      writeFileSync(path, await buffer(writeXlsx(many, { source: 'en', target: 'de' })));
      const opened: ReadStream[] = [];
      const open = () => {
        const stream = createReadStream(path, { highWaterMark: 16 * 1024 });
        opened.push(stream);
        return stream;
      };
      const table = await openXlsx(open);
      const streamsBeforeRecords = opened.length;
      const bytesRead: number[] = [];
      let count = 0;
      for await (const _record of table.records) if (++count % 2000 === 0) bytesRead.push(opened.at(-1)!.bytesRead);
      expect(count).toBe(many.length);
      expect(opened.length).toBe(streamsBeforeRecords);
      // The bytes read grow with the records read, not all at once.
      expect(bytesRead).toEqual([...bytesRead].sort((a, b) => a - b));
      expect(new Set(bytesRead).size).toBeGreaterThan(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports the header languages without reading the records', async () => {
    const bytes = await workbook({
      Sheet1: [
        ['English', 'German'],
        ['cat', 'Katze'],
      ],
    });
    expect(await inspectXlsx(() => Readable.from([bytes]))).toEqual({
      languages: ['en', 'de'],
      suggested: { source: 'en', target: 'de' },
    });
  });

  it('refuses a damaged ZIP, a file that is no ZIP at all and an empty first sheet with a clear message', async () => {
    const good = await workbook({
      Sheet1: [
        ['source', 'target'],
        ['a', 'b'],
      ],
    });
    await expect(read(good.subarray(0, good.length / 2))).rejects.toThrow(/not a readable XLSX workbook/);
    await expect(read(Buffer.from('source,target\na,b\n'))).rejects.toThrow(/not a readable XLSX workbook/);
    const corrupted = Buffer.from(good);
    corrupted.fill(0x41, 200, 600);
    await expect(read(corrupted)).rejects.toThrow(/not a readable XLSX workbook/);
    await expect(read(await workbook({ Sheet1: [] }))).rejects.toThrow(/first sheet is empty/);
  });
});
