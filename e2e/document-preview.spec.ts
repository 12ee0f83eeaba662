/**
 * A Word document translated with its preview beside the grid, in the composed app: the admin uploads a DOCX
 * with a heading, bold text, a table and a footnote; a translator shows the preview (Ctrl+Shift+P), translates
 * two segments, one carrying the bold pair over, and sees the preview follow the open segment with the
 * translations in place; the downloaded DOCX holds the translations in bold where the source was
 * (word/document.xml read back, and python-docx where it is installed). An Excel workbook LibreOffice wrote
 * (the XLSX fixtures' inventory-libreoffice.xlsx) previews with its number and its formula's result in their
 * columns beside the text.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Document } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, test } from './fixtures.ts';
import { openAsTranslator, openSegment, segmentRow } from './editor-support.ts';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

const run = (text: string, properties = '') =>
  `<w:r>${properties && `<w:rPr>${properties}</w:rPr>`}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (content: string, properties = '') =>
  `<w:p>${properties && `<w:pPr>${properties}</w:pPr>`}${content}</w:p>`;
const cell = (text: string) => `<w:tc>${paragraph(run(text))}</w:tc>`;

/** The parts of a Word document (ECMA-376): a heading, a paragraph with bold text and a footnote, a table. */
const REPORT_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `<Override PartName="/word/document.xml" ContentType="${WORD}.document.main+xml"/>` +
    `<Override PartName="/word/footnotes.xml" ContentType="${WORD}.footnotes+xml"/></Types>`,
  '_rels/.rels':
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="word/document.xml"/></Relationships>`,
  'word/_rels/document.xml.rels':
    `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId2" Type="${RELATIONSHIPS}/footnotes" Target="footnotes.xml"/></Relationships>`,
  'word/document.xml':
    `${XML}<w:document ${W}><w:body>` +
    paragraph(run('Quarterly report'), '<w:pStyle w:val="Heading1"/>') +
    paragraph(
      run('Sales grew ') +
        run('twice', '<w:b/>') +
        run(' as fast.') +
        '<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="1"/></w:r>',
    ) +
    `<w:tbl><w:tblPr/><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid><w:tr>${cell('Region')}${cell('North')}</w:tr></w:tbl>` +
    paragraph(run('Costs stayed flat.')) +
    '<w:sectPr/></w:body></w:document>',
  'word/footnotes.xml':
    `${XML}<w:footnotes ${W}>` +
    '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    `<w:footnote w:id="1">${paragraph('<w:r><w:footnoteRef/></w:r>' + run(' Audited figures.'))}</w:footnote>` +
    '</w:footnotes>',
};

/** The parts zipped (Python's zipfile, deflated): what Word itself writes is a ZIP of these. */
function zipParts(parts: Record<string, string>): Buffer {
  const script =
    'import io, json, sys, zipfile\n' +
    'out = io.BytesIO()\n' +
    'with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:\n' +
    '    for name, text in json.load(sys.stdin).items(): z.writestr(name, text)\n' +
    'sys.stdout.buffer.write(out.getvalue())\n';
  return execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(parts) });
}

const INVENTORY = readFileSync(
  new URL('../server/src/formats/xlsx-document/fixtures/inventory-libreoffice.xlsx', import.meta.url),
);
const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function uploadDocx(api: APIRequestContext, name: string): Promise<Document> {
  return uploadFile(api, { name, mimeType: `${WORD}.document`, buffer: zipParts(REPORT_PARTS) });
}

async function uploadFile(
  api: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Document> {
  const { id } = await answerOf<Document>(
    api.post('/api/document/', { multipart: { source_lang: 'en', target_lang: 'de', file } }),
    202,
  );
  await expect
    .poll(async () => ((await (await api.get(`/api/document/${id}`)).json()) as Document).status, { timeout: 30_000 })
    .toBe('done');
  return (await (await api.get(`/api/document/${id}`)).json()) as Document;
}

const preview = (page: Page) => page.getByRole('region', { name: 'Document preview' });
/** The preview's text of the segment that is open (highlighted). */
const highlighted = (page: Page) => preview(page).locator('[aria-current="true"]');

test('a Word document is translated with its preview following the open segment, and downloads in bold', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const name = `report-${Date.now()}.docx`;
  const document = await uploadDocx(api, name);
  await openAsTranslator(page, document.id);

  // The preview is hidden until the translator shows it; the choice is remembered on the next visit.
  await expect(preview(page)).toHaveCount(0);
  await page.keyboard.press('Control+Shift+P');
  await expect(preview(page).getByRole('heading', { level: 1, name: 'Quarterly report' })).toBeVisible();
  await expect(preview(page).getByRole('table')).toContainText('Region');
  await expect(preview(page).getByRole('complementary')).toContainText('Audited figures.');

  await openSegment(page, 1);
  await expect(highlighted(page)).toHaveText('Quarterly report');
  await page.keyboard.type('Quartalsbericht');
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, 1).getByLabel('Status of segment 1')).toContainText('confirmed');

  // Segment 2 carries the bold pair and the footnote's reference: its chips go in with Ctrl+Alt+1, 2 and 3.
  await expect(highlighted(page)).toContainText('Sales grew twice as fast.');
  await page.keyboard.type('Der Umsatz wuchs ');
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type('doppelt');
  await page.keyboard.press('Control+Alt+Digit2');
  await page.keyboard.type(' so schnell.');
  await page.keyboard.press('Control+Alt+Digit3');
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, 2).getByLabel('Status of segment 2')).toContainText('confirmed');

  // The preview follows: the next segment is highlighted, both translations are in place, the bold drawn bold.
  await expect(highlighted(page)).toHaveText('Region');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Quartalsbericht');
  await expect(preview(page).locator('strong')).toHaveText('doppelt');

  await page.reload();
  await expect(preview(page)).toBeVisible();

  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Word document' }).click();
  const path = await (await started).path();
  const body = execFileSync('unzip', ['-p', path, 'word/document.xml'], { encoding: 'utf8' });
  expect(body).toContain('Quartalsbericht');
  expect(body).toMatch(
    /<w:r><w:rPr><w:b\/>(?:<w:lang w:val="de"\/>)?<\/w:rPr><w:t xml:space="preserve">doppelt<\/w:t><\/w:r>/,
  );
  expect(body).toContain('<w:footnoteReference w:id="1"/>');
  expect(execFileSync('unzip', ['-p', path, 'word/footnotes.xml'], { encoding: 'utf8' })).toContain('Audited figures.');

  // Word's own reading of it, through python-docx where it is installed: the runs, bold where the source was.
  if (spawnSync('/usr/bin/python3', ['-c', 'import docx']).status === 0) {
    const runs = execFileSync(
      '/usr/bin/python3',
      [
        '-c',
        'import docx, json, sys\n' +
          'document = docx.Document(sys.argv[1])\n' +
          'print(json.dumps([[run.text, bool(run.bold)] for p in document.paragraphs for run in p.runs]))',
        path,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(runs)).toEqual(
      expect.arrayContaining([
        ['Quartalsbericht', false],
        ['doppelt', true],
      ]),
    );
  }
  expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');
  await api.dispose();
});

test("an Excel sheet's preview shows its numbers in their columns, beside the text", async ({ page }) => {
  const api = await adminApi(appUrl());
  const document = await uploadFile(api, { name: `inventory-${Date.now()}.xlsx`, mimeType: EXCEL, buffer: INVENTORY });
  await openAsTranslator(page, document.id);
  await page.keyboard.press('Control+Shift+P');
  const rows = preview(page).getByRole('table').getByRole('row');
  // Row 1 the headers; row 2 the text, the count 12 under "Count" and the formula's 24 in the third column.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('cell')).toHaveText(['Item', 'Count', '']);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Oak chair. Solid wood.', '12', '24']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['', '', 'Checked']);
  await api.dispose();
});
