/**
 * Each segment of a Word document says its structure and place in the editor's grid, as Trados's structure column
 * does: the admin uploads a document LibreOffice wrote with headings, a list, a table, a text box, a footnote and a
 * header; a translator sees each row's place on its source and the open segment's under it. The heading's number
 * typed as text ("1."), the rule line and the cell holding only a number are not rows.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Document } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, test } from './fixtures.ts';
import { openAsTranslator, openSegment, segmentRow } from './editor-support.ts';

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
  const places = [
    ['Scope of the services', 'Heading 1'],
    ['The supplier delivers the goods listed below.', 'Paragraph'],
    ['general terms', 'Paragraph, hyperlink'],
    ['Delivery steps', 'Heading 2'],
    ['Order the goods.', 'List item, level 1'],
    ['Check the delivery.', 'List item, level 1'],
    ['Count every box.', 'List item, level 2'],
    ['Item', 'Table 1, row 1, cell 1'],
    ['Quantity', 'Table 1, row 1, cell 2'],
    ['Chairs', 'Table 1, row 2, cell 1'],
    ['The quantities are final.', 'Paragraph'],
    ['Call us before noon.', 'Text box 1'],
    ['Service agreement', 'Header'],
  ];
  for (const [n, [text, place]] of places.entries()) {
    await expect(source(n + 1)).toContainText(text!);
    await expect(source(n + 1)).toHaveAttribute('title', place!);
  }

  // The open segment says its place under its source.
  await openSegment(page, 7);
  await expect(segmentRow(page, 7)).toContainText('Context: List item, level 2');
  await openSegment(page, 10);
  await expect(segmentRow(page, 10)).toContainText('Context: Table 1, row 2, cell 1');
  await api.dispose();
});
