import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  hasLibreOffice,
  hasOpenpyxl,
  libreOfficeConvert,
  openpyxlCells,
  openpyxlRightToLeft,
} from '../document-validators.test-helper.ts';
import { deckPptx } from '../pptx/pptx-fixtures.test-helper.ts';
import { unzip, zip } from '../xlsx/zip.test-helper.ts';
import { xlsxDocumentFormat } from './xlsx-document.ts';
import { inlineCell, sharedCell, t, xlsx } from './xlsx-document.test-helper.ts';
import {
  japaneseXlsx,
  pricesXlsx,
  ticketsXlsx,
  XLSX_DOCUMENT_FIXTURE_FILES,
} from './xlsx-document-fixtures.test-helper.ts';
import { formatTestKit, readable, part, refusal } from '../format-test-kit.test-helper.ts';

const { segmentsOf, merged, translatedAll } = formatTestKit(xlsxDocumentFormat);

describe('XLSX documents', () => {
  it.each(Object.entries(XLSX_DOCUMENT_FIXTURE_FILES))('has %s as its XML builds it', (file, build) => {
    expect(readFileSync(new URL(`../${file}`, import.meta.url)).equals(build())).toBe(true);
  });

  it('reads the text cells sheet by sheet, a shared string once per sheet where it is first used, never numbers', async () => {
    const segments = await segmentsOf(pricesXlsx());
    expect(segments.map((s) => [s.unitId, readable(s), s.context])).toEqual([
      ['sheet1/A1', 'Product', 'Sheet "Prices" A1'],
      ['sheet1/B1', 'Price', 'Sheet "Prices" B1'],
      ['sheet1/A2', '{<1>}Oak{</1>} table.', 'Sheet "Prices" A2'],
      ['sheet1/A2', 'Solid wood, oiled.', 'Sheet "Prices" A2'],
      ['sheet1/A3', 'Chair', 'Sheet "Prices" A3'],
      // The same shared string heading a column of another sheet: another context.
      ['sheet2/A1', 'Product', 'Sheet "Notes" A1'],
      ['sheet2/A3', 'Delivery & assembly', 'Sheet "Notes" A3'],
      ['sheet2/A2', 'Prices include VAT.', 'Sheet "Notes" A2'],
    ]);
    // The place as parts, which the editor says in its interface's language.
    expect(segments[2]!.place).toEqual([{ kind: 'sheet', name: 'Prices', cell: 'A2' }]);
    expect(segments[6]!.place).toEqual([{ kind: 'sheet', name: 'Notes', cell: 'A3' }]);
    // For the editor's preview, each string is a cell at its (first) cell's row and column.
    expect(segments[2]!.block).toMatchObject({ kind: 'table-cell', cell: { row: 2, col: 1 } });
    expect(segments[7]!.block).toMatchObject({ kind: 'table-cell', cell: { row: 2, col: 1 } });
  });

  it('reads a shared string once per context: its sheet, and the header row or the column under a header', async () => {
    const segments = await segmentsOf(ticketsXlsx());
    expect(segments.map((s) => [s.unitId, s.source, s.context])).toEqual([
      ['sheet1/A1', 'Ticket', 'Sheet "Tickets" A1'],
      ['sheet1/B1', 'Status', 'Sheet "Tickets" B1'],
      ['sheet1/A2', 'Printer jams', 'Sheet "Tickets" A2'],
      // "Open" is the status of B2 and B3: one context, one segment.
      ['sheet1/B2', 'Open', 'Sheet "Tickets" B2'],
      ['sheet1/A3', 'Login fails', 'Sheet "Tickets" A3'],
      ['sheet1/A4', 'Slow start', 'Sheet "Tickets" A4'],
      ['sheet1/B4', 'Closed', 'Sheet "Tickets" B4'],
      ['sheet2/A1', 'Open', 'Sheet "Filters" A1'],
      ['sheet2/B1', 'Closed', 'Sheet "Filters" B1'],
    ]);
  });

  it('writes each context of a shared string to its own cells, a new string for each further context', async () => {
    const original = ticketsXlsx();
    const segments = await segmentsOf(original);
    const at = (unitId: string) => segments.findIndex((s) => s.unitId === unitId);
    const translated = await merged(original, [
      { position: at('sheet1/B2'), target: 'Offen', approved: true },
      { position: at('sheet2/A1'), target: 'Geöffnet', approved: true },
      { position: at('sheet2/B1'), target: 'Geschlossen', approved: true },
    ]);
    const strings = part(translated, 'xl/sharedStrings.xml');
    // The status keeps the string's own item; the headings get items 8 and 9, the count of unique strings with them.
    expect(strings).toContain('count="7" uniqueCount="9"');
    expect(strings).toContain('<si><t xml:space="preserve">Offen</t></si><si><t xml:space="preserve">Login fails');
    expect(strings).toContain(
      '<si><t xml:space="preserve">Slow start</t></si>' +
        '<si><t xml:space="preserve">Geöffnet</t></si><si><t xml:space="preserve">Geschlossen</t></si></sst>',
    );
    // "Filters" (the first part, as parts are numbered last to first) points to them; "Tickets" is as it was.
    expect(part(translated, 'xl/worksheets/sheet1.xml')).toContain(
      '<c r="A1" t="s"><v>7</v></c><c r="B1" t="s"><v>8</v></c>',
    );
    const before = new Map(unzip(original).map((e) => [e.name, e.data]));
    const changed = unzip(translated)
      .filter((e) => !before.get(e.name)!.equals(e.data))
      .map((e) => e.name);
    expect(changed).toEqual(['xl/sharedStrings.xml', 'xl/worksheets/sheet1.xml']);
  });

  it('keeps the source in a further context left untranslated, in a copy its cells point to', async () => {
    const original = ticketsXlsx();
    const segments = await segmentsOf(original);
    const translated = await merged(original, [
      { position: segments.findIndex((s) => s.unitId === 'sheet1/B2'), target: 'Offen', approved: true },
    ]);
    const strings = part(translated, 'xl/sharedStrings.xml');
    expect(strings).toContain('uniqueCount="8"');
    expect(strings).toContain('<si><t xml:space="preserve">Open</t></si></sst>');
    expect(part(translated, 'xl/worksheets/sheet1.xml')).toContain('<c r="A1" t="s"><v>7</v></c>');

    // Only a further context translated: the string's own item stays, the heading gets an item of its own.
    const headingOnly = await merged(original, [
      { position: segments.findIndex((s) => s.unitId === 'sheet2/A1'), target: 'Geöffnet', approved: true },
    ]);
    expect(part(headingOnly, 'xl/sharedStrings.xml')).toContain(
      '<si><t xml:space="preserve">Open</t></si><si><t xml:space="preserve">Login fails</t></si>',
    );
    expect(part(headingOnly, 'xl/sharedStrings.xml')).toContain('<si><t xml:space="preserve">Geöffnet</t></si></sst>');
  });

  it.skipIf(!hasOpenpyxl)('writes each context of a shared string that openpyxl reads in its cells', async () => {
    const original = ticketsXlsx();
    const segments = await segmentsOf(original);
    const translated = await merged(
      original,
      segments.map((s, position) => ({
        position,
        target: s.context?.startsWith('Sheet "Filters"') ? `${s.source} (filter)` : `${s.source} (status)`,
        approved: true,
      })),
    );
    expect(openpyxlCells(translated)).toEqual([
      [
        ['Ticket (status)', 'Status (status)'],
        ['Printer jams (status)', 'Open (status)'],
        ['Login fails (status)', 'Open (status)'],
        ['Slow start (status)', 'Closed (status)'],
      ],
      [
        ['Open (filter)', 'Closed (filter)'],
        [2, 1],
      ],
    ]);
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
    // "Product" heading the second sheet is another context: a string of its own, which its cell points to.
    expect(strings).toContain('<si><t xml:space="preserve">Ü Product</t></si></sst>');
    expect(part(translated, 'xl/worksheets/sheet1.xml')).toContain('<c r="A1" t="s"><v>6</v></c>');
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

  describe('a right-to-left target', () => {
    /**
     * Three sheets: one with properties, a dimension and a view before its shared strings; one with its own view
     * holding a selection, of inline strings; one whose strings are left untranslated.
     */
    const threeSheets = () =>
      xlsx(
        [
          {
            name: 'Prices',
            head:
              '<sheetPr><tabColor rgb="FF00B050"/></sheetPr><dimension ref="A1:A2"/>' +
              '<sheetViews><sheetView tabSelected="1" workbookViewId="0"/></sheetViews>' +
              '<sheetFormatPr defaultRowHeight="15"/>',
            rows: [sharedCell('A1', 0), sharedCell('A2', 1)],
          },
          {
            name: 'Notes',
            head: '<sheetPr/><dimension ref="A1"/><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="1" width="30"/></cols>',
            rows: [inlineCell('A1', t('Keep dry.'))],
          },
          {
            name: 'Later',
            head: '<sheetViews><sheetView rightToLeft="0" workbookViewId="0"><selection activeCell="B2"/></sheetView></sheetViews>',
            rows: [sharedCell('A1', 2)],
          },
        ],
        [t('Table'), t('Chair'), t('Lamp')],
      );
    const HE = { source: 'en', target: 'he' };

    it('shows each sheet holding a translation right to left, a view added where the sheet has none', async () => {
      const original = threeSheets();
      const segments = await segmentsOf(original, HE);
      const at = (text: string) => segments.findIndex((s) => s.source === text);
      const translated = await merged(
        original,
        [
          { position: at('Chair'), target: 'כיסא', approved: true },
          { position: at('Keep dry.'), target: 'לשמור יבש.', approved: true },
        ],
        HE,
      );
      // Sheets are stored last to first: sheet3.xml is "Prices".
      expect(part(translated, 'xl/worksheets/sheet3.xml')).toContain(
        '<sheetViews><sheetView tabSelected="1" workbookViewId="0" rightToLeft="1"/></sheetViews>',
      );
      expect(part(translated, 'xl/worksheets/sheet2.xml')).toContain(
        '<sheetPr/><dimension ref="A1"/><sheetViews><sheetView rightToLeft="1" workbookViewId="0"/></sheetViews>' +
          '<sheetFormatPr defaultRowHeight="15"/>',
      );
      expect(part(translated, 'xl/worksheets/sheet2.xml')).toContain('לשמור יבש.');
      // The sheet with nothing translated stays as it was.
      const before = new Map(unzip(original).map((e) => [e.name, e.data]));
      const changed = unzip(translated)
        .filter((e) => !before.get(e.name)!.equals(e.data))
        .map((e) => e.name)
        .sort();
      expect(changed).toEqual(['xl/sharedStrings.xml', 'xl/worksheets/sheet2.xml', 'xl/worksheets/sheet3.xml']);
      if (hasOpenpyxl) expect(openpyxlRightToLeft(translated)).toEqual([true, true, false]);
    });

    it('turns a view said to be left to right, and leaves a left-to-right translation as it was but for the text', async () => {
      const original = threeSheets();
      const lamp = (await segmentsOf(original, HE)).findIndex((s) => s.source === 'Lamp');
      const hebrew = await merged(original, [{ position: lamp, target: 'מנורה', approved: true }], HE);
      expect(part(hebrew, 'xl/worksheets/sheet1.xml')).toContain(
        '<sheetView rightToLeft="1" workbookViewId="0"><selection activeCell="B2"/></sheetView>',
      );
      const german = await translatedAll(original, (source) => `Ü ${source}`);
      const before = new Map(unzip(original).map((e) => [e.name, e.data]));
      const changed = unzip(german)
        .filter((e) => !before.get(e.name)!.equals(e.data))
        .map((e) => e.name)
        .sort();
      // Only the strings: the inline one's sheet, and the shared ones.
      expect(changed).toEqual(['xl/sharedStrings.xml', 'xl/worksheets/sheet2.xml']);
      expect(part(german, 'xl/worksheets/sheet2.xml')).not.toContain('sheetViews');
    });

    it('writes an untouched download byte for byte', async () => {
      const original = threeSheets();
      expect((await merged(original, [], HE)).equals(original)).toBe(true);
    });
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
