import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { hasLibreOffice, hasOpenpyxl, libreOfficeConvert, openpyxlCells } from '../document-validators.test-helper.ts';
import { deckPptx } from '../pptx/pptx-fixtures.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { xlsxDocumentFormat } from './xlsx-document.ts';
import { japaneseXlsx, pricesXlsx, XLSX_DOCUMENT_FIXTURE_FILES } from './xlsx-document-fixtures.test-helper.ts';
import { formatTestKit, readable, part, refusal } from '../office/format-test-kit.test-helper.ts';

const { segmentsOf, translatedAll } = formatTestKit(xlsxDocumentFormat);

describe('XLSX documents', () => {
  it.each(Object.entries(XLSX_DOCUMENT_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads the text cells sheet by sheet, a shared string once where it is first used, never numbers', async () => {
    const segments = await segmentsOf(pricesXlsx());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['strings/1', 'Product', 'Sheet "Prices" A1'],
      ['strings/2', 'Price', 'Sheet "Prices" B1'],
      ['strings/3', '{<1>}Oak{</1>} table.', 'Sheet "Prices" A2'],
      ['strings/3', 'Solid wood, oiled.', 'Sheet "Prices" A2'],
      ['strings/4', 'Chair', 'Sheet "Prices" A3'],
      ['strings/5', 'Delivery & assembly', 'Sheet "Notes" A3'],
      ['sheet2/A2', 'Prices include VAT.', 'Sheet "Notes" A2'],
    ]);
    // For the editor's preview, each string is a cell at its (first) cell's row and column.
    expect(segments[2]!.block).toMatchObject({ kind: 'table-cell', cell: { row: 2, col: 1 } });
    expect(segments[6]!.block).toMatchObject({ kind: 'table-cell', cell: { row: 2, col: 1 } });
  });

  it('writes shared and inline strings in place, plain ones plain, every other part and cell as it was', async () => {
    const original = pricesXlsx();
    const translated = await translatedAll(original, (source) => `Ü ${source}`);
    const strings = part(translated, 'xl/sharedStrings.xml');
    expect(strings).toContain('<si><t xml:space="preserve">Ü Product</t></si>');
    expect(strings).toContain(
      '<si><r><t xml:space="preserve">Ü </t></r><r><rPr><b/><sz val="11"/><rFont val="Calibri"/></rPr>' +
        '<t xml:space="preserve">Oak</t></r><r><t xml:space="preserve"> table.</t></r>',
    );
    expect(strings).toContain('<si><t xml:space="preserve">Unused</t></si>');
    // The first sheet holds only shared strings, numbers, a formula and a boolean: it is not touched.
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    const changed = unzip(translated)
      .filter((e) => !before.get(e.name)!.equals(e.data))
      .map((e) => e.name);
    expect(changed).toEqual(['xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
    expect(part(translated, 'xl/worksheets/sheet1.xml')).toContain(
      '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Ü Prices include VAT.</t></is></c>',
    );
  });

  it('keeps a phonetic reading after a translated string', async () => {
    const translated = await translatedAll(japaneseXlsx(), (source) => `ع ${source}`, { source: 'ja', target: 'ar' });
    expect(part(translated, 'xl/sharedStrings.xml')).toContain(
      '<si><t xml:space="preserve">ع 東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>',
    );
  });

  it.skipIf(!hasOpenpyxl)('writes a workbook openpyxl reads with the translations and the numbers', async () => {
    const translated = await translatedAll(pricesXlsx(), (source) => `Ü ${source}`);
    expect(openpyxlCells(translated)).toEqual([
      [
        ['Ü Product', 'Ü Price', null],
        ['Ü Oak table. Ü Solid wood, oiled.', 120, null],
        ['Ü Chair', 45.5, true],
        [null, '=SUM(B2:B3)', null],
      ],
      [['Ü Product'], ['Ü Prices include VAT.'], ['Ü Delivery & assembly']],
    ]);
  });

  it.skipIf(!hasLibreOffice)(
    'writes a workbook LibreOffice converts without error',
    async () => {
      const translated = await translatedAll(pricesXlsx(), (source) => `Ü ${source}`);
      const csv = libreOfficeConvert(translated, 'prices.xlsx', 'csv:Text - txt - csv (StarCalc):44,34,76').toString(
        'utf8',
      );
      expect(csv).toContain('Ü Oak table. Ü Solid wood');
      expect(csv).toContain('165.5');
    },
    90_000,
  );

  it('refuses a part that is not well-formed and files of other kinds, naming them', async () => {
    const entries = unzip(pricesXlsx());
    const replaced = (name: string, xml: string) =>
      zip(entries.map((e) => (e.name === name ? { name, data: Buffer.from(xml) } : e)));
    expect(await refusal(segmentsOf(replaced('xl/sharedStrings.xml', '<sst><si><t>x</si></sst>')))).toMatch(
      /^The part xl\/sharedStrings\.xml is not well-formed: Malformed XML at line 1, column \d+/,
    );
    expect(await refusal(segmentsOf(deckPptx()))).toBe(
      'This file is a PowerPoint presentation (.pptx), not an Excel workbook (.xlsx).',
    );
  });
});
