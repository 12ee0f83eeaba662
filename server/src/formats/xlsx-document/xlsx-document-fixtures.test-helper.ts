import {
  booleanCell,
  formulaCell,
  inlineCell,
  numberCell,
  run,
  sharedCell,
  t,
  xlsx,
} from './xlsx-document.test-helper.ts';

/**
 * The Excel workbooks of the document format contract test, written here from ECMA-376 and zipped by
 * `xlsx-document.test-helper.ts`; `xlsx-document.test.ts` checks that the files in `fixtures/` are these
 * (`node server/src/formats/xlsx-document/write-fixtures.ts` writes them again after a change).
 */

/**
 * Two sheets: shared strings (one used on both, one used by no cell), a rich-text cell, an inline string, and
 * numbers, a formula and a boolean that are not text.
 */
export const pricesXlsx = () =>
  xlsx(
    [
      {
        name: 'Prices',
        rows: [
          sharedCell('A1', 0) + sharedCell('B1', 1),
          sharedCell('A2', 2) + numberCell('B2', 120),
          sharedCell('A3', 3) + numberCell('B3', 45.5) + booleanCell('C3', true),
          formulaCell('B4', 'SUM(B2:B3)', '165.5'),
        ],
      },
      {
        name: 'Notes',
        rows: [sharedCell('A1', 0), inlineCell('A2', t('Prices include VAT.')), sharedCell('A3', 4)],
      },
    ],
    [
      t('Product'),
      t('Price'),
      run('Oak', '<b/><sz val="11"/><rFont val="Calibri"/>') + run(' table. Solid wood, oiled.'),
      t('Chair'),
      t('Delivery &amp; assembly'),
      t('Unused'),
    ],
  );

/** Japanese cells with a phonetic reading and rich text, to be translated into Arabic. */
export const japaneseXlsx = () =>
  xlsx(
    [{ name: '予定', rows: [sharedCell('A1', 0), sharedCell('A2', 1)] }],
    [
      '<t>東京</t><rPh sb="0" eb="2"><t>トウキョウ</t></rPh><phoneticPr fontId="0" type="noConversion"/>',
      run('会議は') + run('十時', '<b/>') + run('に始まります。'),
    ],
  );

/**
 * One shared string in three contexts: "Open" as the status of two tickets (one context: the column "Status" of
 * "Tickets"), and heading a column of "Filters"; "Closed" as a status and as a heading too.
 */
export const ticketsXlsx = () =>
  xlsx(
    [
      {
        name: 'Tickets',
        rows: [
          sharedCell('A1', 0) + sharedCell('B1', 1),
          sharedCell('A2', 2) + sharedCell('B2', 3),
          sharedCell('A3', 4) + sharedCell('B3', 3),
          sharedCell('A4', 6) + sharedCell('B4', 5),
        ],
      },
      {
        name: 'Filters',
        rows: [sharedCell('A1', 3) + sharedCell('B1', 5), numberCell('A2', 2) + numberCell('B2', 1)],
      },
    ],
    [t('Ticket'), t('Status'), t('Printer jams'), t('Open'), t('Login fails'), t('Closed'), t('Slow start')],
  );

export const XLSX_DOCUMENT_FIXTURE_FILES: Record<string, () => Buffer> = {
  'xlsx-document/fixtures/prices.xlsx': pricesXlsx,
  'xlsx-document/fixtures/japanese.xlsx': japaneseXlsx,
  'xlsx-document/fixtures/tickets.xlsx': ticketsXlsx,
};
