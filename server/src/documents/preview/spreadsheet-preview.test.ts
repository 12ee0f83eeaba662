import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inlineText, type DocumentPreview, type PreviewBlock } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import { documentOf, recordsOf, uploadDocument } from '../upload.test-helper.ts';

/**
 * The preview of a spreadsheet draws every sheet whole: its text cells with their segments and its number, date,
 * boolean and formula cells with the value they show, each in its own row and column. The workbooks are the
 * formats' fixtures: `inventory-libreoffice.xlsx` and `prices-libreoffice.ods` written by LibreOffice 7.4
 * (formats/xlsx-document/fixtures/README.md, formats/odf/fixtures/README.md), `prices.xlsx` by the XLSX fixtures'
 * writer with a second sheet, an inline string, a boolean and a formula's text result.
 */

const LANGUAGES = { source_lang: 'en', target_lang: 'de' };
const fixture = (path: string) => readFileSync(new URL(`../../formats/${path}`, import.meta.url));

/** A cell as `table:A1 text`, its value marked `=`: what the preview draws where. */
function cellsOf(blocks: readonly PreviewBlock[]): string[] {
  return blocks.map(({ cell, segments, value }) => {
    const place = cell ? `${cell.table}:${String.fromCharCode(64 + cell.col)}${cell.row}` : '-';
    return value === null
      ? `${place} ${segments.map((segment) => inlineText(segment.source)).join(' ')}`
      : `${place} =${value}`;
  });
}

describeWithPostgresToo('Spreadsheet preview', (t) => {
  const uploaded = async (path: string, languages = LANGUAGES) => {
    const manager = await t.signIn('manager');
    const name = path.slice(path.lastIndexOf('/') + 1);
    const upload = await uploadDocument(t, manager, languages, { name, content: fixture(path) });
    expect(upload.statusCode, upload.body).toBe(202);
    const document = await documentOf(manager, upload.json().id);
    expect(document.status).toBe('done');
    return { manager, document };
  };
  const previewOf = async (client: Client, id: number, query = '') => {
    const response = await client.inject(`/api/document/${id}/preview${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DocumentPreview;
  };

  it("draws an Excel workbook's sheets whole: text cells with segments, values in their rows and columns", async () => {
    const { manager, document } = await uploaded('xlsx-document/fixtures/prices.xlsx');
    const { blocks } = await previewOf(manager, document.id);
    expect(cellsOf(blocks)).toEqual([
      // Sheet "Prices": its shared strings in cell order, then its values.
      '1:A1 Product',
      '1:B1 Price',
      '1:A2 Oak table. Solid wood, oiled.',
      '1:A3 Chair',
      '1:B2 =120',
      '1:B3 =45.5',
      '1:C3 =TRUE',
      '1:B4 =165.5',
      // Sheet "Notes": its shared strings, then its inline one, in the same table.
      '2:A1 Product',
      '2:A3 Delivery & assembly',
      '2:A2 Prices include VAT.',
    ]);
    // Values are drawn, not translated: they have no segments, and a text cell has no value.
    expect(blocks.find((block) => block.value === '120')).toMatchObject({ kind: 'table-cell', segments: [] });
  });

  it("shows a workbook's values as Excel does on a machine of its source language", async () => {
    const { manager, document } = await uploaded('xlsx-document/fixtures/prices.xlsx', {
      source_lang: 'de-DE',
      target_lang: 'en',
    });
    const values = cellsOf((await previewOf(manager, document.id)).blocks).filter((cell) => cell.includes('='));
    // B4 is a formula whose result the file writes as text (t="str"): shown as written.
    expect(values).toEqual(['1:B2 =120', '1:B3 =45,5', '1:C3 =TRUE', '1:B4 =165.5']);
  });

  it("shows LibreOffice's numbers and a formula's result, in a window about a segment too", async () => {
    const { manager, document } = await uploaded('xlsx-document/fixtures/inventory-libreoffice.xlsx');
    const whole = await previewOf(manager, document.id);
    expect(cellsOf(whole.blocks)).toEqual([
      '1:A1 Item',
      '1:B1 Count',
      '1:A2 Oak chair. Solid wood.',
      '1:C5 Checked',
      '1:B2 =12',
      '1:C2 =24',
    ]);
    // A window shows the values of the rows its segments are in: row 2's about "Oak chair.", none in rows 1 and 5.
    const [item, , oakChair, , checked] = await recordsOf(manager, document.id);
    const windowAbout = async (id: number) => {
      const window = await previewOf(manager, document.id, `?span=1&around=${id}`);
      return cellsOf(window.blocks);
    };
    expect(await windowAbout(oakChair!.id)).toEqual([
      '1:B1 Count',
      '1:A2 Oak chair. Solid wood.',
      '1:B2 =12',
      '1:C2 =24',
    ]);
    expect(await windowAbout(item!.id)).toEqual(['1:A1 Item', '1:B1 Count']);
    expect(await windowAbout(checked!.id)).toEqual(['1:C5 Checked']);
  });

  it("draws an OpenDocument spreadsheet's values as LibreOffice shows them", async () => {
    const { manager, document } = await uploaded('odf/fixtures/prices-libreoffice.ods');
    const { blocks } = await previewOf(manager, document.id);
    expect(cellsOf(blocks)).toEqual([
      '1:A1 Product',
      '1:B1 Price',
      '1:A2 Oak table. Solid wood, oiled.',
      '1:A3 Chair',
      '1:B2 =120',
      '1:B3 =45.5',
      '1:C3 =TRUE',
      '1:B4 =165.5',
      '2:A1 Product',
      '2:A2 Prices include VAT.',
      '2:A3 Delivery & assembly',
    ]);
  });

  it("draws a newer version's values once the document follows it", async () => {
    const { manager, document } = await uploaded('xlsx-document/fixtures/inventory-libreoffice.xlsx');
    const newer = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/source`,
      ...multipart({}, { name: 'inventory.xlsx', content: fixture('xlsx-document/fixtures/prices.xlsx') }),
    });
    expect(newer.statusCode, newer.body).toBe(202);
    await t.app.jobs.idle();
    const { blocks } = await previewOf(manager, document.id);
    expect(cellsOf(blocks).filter((cell) => cell.includes('='))).toEqual([
      '1:B2 =120',
      '1:B3 =45.5',
      '1:C3 =TRUE',
      '1:B4 =165.5',
    ]);
  });

  it('previews a document imported before its values were kept with its text cells alone', async () => {
    const { manager, document } = await uploaded('xlsx-document/fixtures/inventory-libreoffice.xlsx');
    await t.db.deleteFrom('document_value_cells').where('document_id', '=', document.id).execute();
    const { blocks } = await previewOf(manager, document.id);
    expect(cellsOf(blocks)).toEqual(['1:A1 Item', '1:B1 Count', '1:A2 Oak chair. Solid wood.', '1:C5 Checked']);
  });
});
