/**
 * A project manager uploading a Word document learns what becomes of its tracked changes and comments, in the
 * composed app on the real server: where the upload finishes (once the file is read), on the document's row and on
 * its page, in the manager's interface language. The file is one LibreOffice wrote (server's DOCX fixtures).
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { answerOf, apiAs, appUrl, createUser, openAs, test } from './fixtures.ts';

const reviewed = readFileSync(new URL('../server/src/formats/docx/fixtures/review-libreoffice.docx', import.meta.url));
const SAID = 'This file has 3 tracked changes: translated as accepted. 2 comments: kept, shown to translators.';

test('a Word document with tracked changes and comments says so at the upload, on its row and on its page', async ({
  page,
}) => {
  const manager = await createUser(appUrl(), 'manager');
  await openAs(page, '/', manager);
  const name = `terms-${Date.now()}.docx`;
  await page.getByLabel('Document file to upload').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: reviewed,
  });
  // A Word document does not say its languages: the upload asks for them.
  await page.getByLabel('Source language').fill('en');
  await page.getByLabel('Target language').fill('de');
  await page.getByRole('button', { name: 'Upload with it' }).click();

  const notes = { name: `Tracked changes and comments in ${name}` };
  await expect(page.getByRole('status', notes)).toHaveText(SAID, { timeout: 30_000 });
  const row = page.getByRole('table', { name: 'Documents' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('note', notes)).toHaveText(SAID);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('note', notes)).toHaveText(SAID);

  // In the manager's own language once chosen.
  const api = await apiAs(appUrl(), manager);
  await answerOf(api.put('/api/user/', { data: { locale: 'de' } }), 200);
  await api.dispose();
  await page.reload();
  await expect(page.getByRole('note', { name: `Nachverfolgte Änderungen und Kommentare in ${name}` })).toHaveText(
    'Diese Datei enthält 3 nachverfolgte Änderungen: übersetzt wie angenommen. 2 Kommentare: beibehalten, für Übersetzer sichtbar.',
  );
});
