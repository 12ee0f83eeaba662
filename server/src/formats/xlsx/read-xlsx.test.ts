import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inspectXlsx, openXlsx } from './read-xlsx.ts';
import { writeXlsx } from './write-xlsx.ts';
import { unzip, zip } from './zip.test-helper.ts';

/** A workbook as Excel saves it (shared strings, several sheets, typed cells), built in memory. */
async function workbook(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function read(bytes: Buffer) {
  const table = await openXlsx(Readable.from([bytes]));
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
    const book = new ExcelJS.Workbook();
    const secondTab = book.addWorksheet('Second tab');
    secondTab.addRows([
      ['source', 'target'],
      ['wrong', 'falsch'],
    ]);
    const firstTab = book.addWorksheet('First tab');
    firstTab.addRows([
      ['source', 'target'],
      ['right', 'richtig'],
    ]);
    // Moved to the front, as dragging the tab in Excel does: exceljs then lists it first in workbook.xml
    // (<sheet sheetId="2" name="First tab" r:id="rId4"/>, rId4 -> worksheets/sheet2.xml).
    Object.assign(firstTab, { orderNo: 0 });
    Object.assign(secondTab, { orderNo: 1 });
    // Stored in file order sheet1.xml, sheet2.xml: the first worksheet met in the ZIP is not the first tab.
    const entries = unzip(Buffer.from(await book.xlsx.writeBuffer()));
    const sheetFirst = [...entries].sort(
      (a, b) => Number(b.name === 'xl/worksheets/sheet1.xml') - Number(a.name === 'xl/worksheets/sheet1.xml'),
    );
    expect(sheetFirst[0]!.name).toBe('xl/worksheets/sheet1.xml');
    expect((await read(zip(sheetFirst))).records.map((r) => r.source)).toEqual(['right']);
  });

  it('turns numbers, booleans, rich text, formulas and hyperlinks into their text', async () => {
    const bytes = await workbook({
      Sheet1: [
        ['source', 'target', 'comment'],
        [42, true, { richText: [{ text: 'bold ', font: { bold: true } }, { text: 'plain' }] }],
        [{ formula: 'A2*2', result: 84 }, { text: 'site', hyperlink: 'https://example.com' }, ''],
      ],
    });
    expect((await read(bytes)).records.map(({ at: _at, ...r }) => r)).toEqual([
      { source: '42', target: 'true', comment: 'bold plain' },
      { source: '84', target: 'site', comment: '' },
    ]);
  });

  it('keeps literal entity-like text ("&amp;", "&lt;") as written', async () => {
    const pairs = [{ source: 'a &amp; b', target: '&lt;tag&gt;', comment: '&quot;' }];
    const table = await openXlsx(Readable.from([await buffer(writeXlsx(pairs, { source: 'en', target: 'de' }))]));
    const read = [];
    for await (const { source, target, comment } of table.records) read.push({ source, target, comment });
    expect(read).toEqual(pairs);
  });

  it('reports the header languages without reading the records', async () => {
    const bytes = await workbook({
      Sheet1: [
        ['English', 'German'],
        ['cat', 'Katze'],
      ],
    });
    expect(await inspectXlsx(Readable.from([bytes]))).toEqual({
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
