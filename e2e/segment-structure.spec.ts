/**
 * Each segment of a Word document says its structure and place in the editor's grid, as Trados's structure column
 * does: the admin uploads a document LibreOffice wrote with headings, a list, a table, a text box, a footnote and a
 * header; a translator sees each row's place as a short code in the grid's structure column (the whole place its
 * name and tooltip, the open row's code in the tab order), on its source, and the open segment's
 * under it. The heading's number typed as text ("1."), the rule line and the cell holding only a number are not rows.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Document } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, test } from './fixtures.ts';
import { openAsTranslator, openSegment, segmentRow, segmentTarget } from './editor-support.ts';

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const FILE = readFileSync(new URL('../server/src/formats/docx/fixtures/structure-libreoffice.docx', import.meta.url));

test("a Word document's segments say their structure and place in the grid", async ({ page }) => {
  const api = await adminApi(appUrl());
  const { id } = await answerOf<Document>(
    api.post('/api/document/', {
      multipart: {
        source_lang: 'en',
        target_lang: 'de',
        file: { name: `agreement-${Date.now()}.docx`, mimeType: WORD, buffer: FILE },
      },
    }),
    202,
  );
  await expect
    .poll(async () => ((await (await api.get(`/api/document/${id}`)).json()) as Document).status, { timeout: 30_000 })
    .toBe('done');
  await openAsTranslator(page, id);

  const source = (n: number) => segmentRow(page, n).getByTestId('segment-source');
  const structure = (n: number) => segmentRow(page, n).getByTestId('segment-structure');
  const places = [
    ['Scope of the services', 'Heading 1', 'H1'],
    ['The supplier delivers the goods listed below.', 'Paragraph', '¶'],
    ['general terms', 'Paragraph, hyperlink', '¶ LINK'],
    ['Delivery steps', 'Heading 2', 'H2'],
    ['Order the goods.', 'List item, level 1', 'LI1'],
    ['Check the delivery.', 'List item, level 1', 'LI1'],
    ['Count every box.', 'List item, level 2', 'LI2'],
    ['Item', 'Table 1, row 1, cell 1', 'T1 r1c1'],
    ['Quantity', 'Table 1, row 1, cell 2', 'T1 r1c2'],
    ['Chairs', 'Table 1, row 2, cell 1', 'T1 r2c1'],
    ['The quantities are final.', 'Paragraph', '¶'],
    ['Call us before noon.', 'Text box 1', 'TB1'],
    ['Service agreement', 'Header', 'HDR'],
  ];
  await expect(page.getByRole('columnheader', { name: 'Structure' })).toBeVisible();
  for (const [n, [text, place, code]] of places.entries()) {
    await expect(source(n + 1)).toContainText(text!);
    await expect(source(n + 1)).toHaveAttribute('title', place!);
    // The structure column: the code shown, the whole place its accessible name and tooltip.
    await expect(structure(n + 1)).toHaveText(code!);
    await expect(segmentRow(page, n + 1).getByRole('cell', { name: place!, exact: true })).toBeVisible();
    await expect(structure(n + 1)).toHaveAttribute('title', place!);
  }
  // One line whatever the code: the rows whose source takes one line are as high with the longest code ("T1 r2c1")
  // as with the shortest ("H1").
  const height = (n: number) => segmentRow(page, n).evaluate((row) => row.getBoundingClientRect().height);
  const oneLine = await height(1);
  for (const n of [4, 8, 10, 12, 13]) expect(await height(n)).toBe(oneLine);

  // The open segment says its place under its source.
  await openSegment(page, 7);
  await expect(segmentRow(page, 7)).toContainText('Context: List item, level 2');
  // The open row's code is in the tab order, in the row's order (before its target); its name says the whole place.
  await expect(structure(7)).toHaveAttribute('tabindex', '0');
  await expect(structure(6)).toHaveAttribute('tabindex', '-1');
  await structure(7).focus();
  await expect(page.locator(':focus')).toHaveAccessibleName('List item, level 2');
  await page.keyboard.press('Tab');
  await expect(segmentTarget(page, 7)).toBeFocused();
  await openSegment(page, 10);
  await expect(segmentRow(page, 10)).toContainText('Context: Table 1, row 2, cell 1');
  await api.dispose();
});
