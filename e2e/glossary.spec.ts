/**
 * The glossary screen on the real server, driven like a user: records created, edited inline and deleted, a
 * concurrent edit (409), rename and delete, import with progress from the home screen, export downloads, a re-import
 * that skips what is there, sorting, several records deleted at once and a term forbidden in its row's editor. Each
 * test makes its own glossary through the API, so tests are independent of each other and of the order they run in.
 * A file the upload refuses, and the dialog saying why, is tested on the real server in
 * remotes/glossary/src/features/home/GlossariesSection.server.test.tsx; paging, search as you type kept in the URL
 * and a capped count ("1,000+") in remotes/glossary/src/screens/GlossaryScreen.test.tsx, the search and its capped
 * count on the server in server/src/glossary/routes.test.ts.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Glossary, GlossaryRecordPage } from '@tessera/shared/contract';
import {
  adminApi,
  answerOf,
  createUser,
  fillFields,
  homeImportDialog,
  openAs,
  waitUntilImported,
  watchImportUntil,
  test,
  appUrl,
} from './fixtures.ts';
import { openSegment, uploadDocument, xliffOf } from './editor-support.ts';

/** `term-001,Ziel-001,…`: predictable terms so a search has a known answer. */
function csvOf(count: number): string {
  const pad = (n: number) => String(n).padStart(String(count).length < 3 ? 3 : String(count).length, '0');
  const rows = Array.from({ length: count }, (_, i) => `term-${pad(i + 1)},Ziel-${pad(i + 1)},note ${i + 1}`);
  return ['source,target,comment', ...rows].join('\n') + '\n';
}

/** A glossary with `count` records, made through the import API. */
async function glossaryWithRecords(count: number, name = `E2E ${Date.now()}`): Promise<Glossary> {
  const api = await adminApi(appUrl());
  try {
    const { id } = await answerOf<Glossary>(
      api.post('/api/glossary/import', {
        multipart: {
          name,
          source_lang: 'en',
          target_lang: 'de',
          file: { name: 'terms.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(count)) },
        },
      }),
      202,
    );
    return await waitUntilImported<Glossary>(api, `/api/glossary/${id}`);
  } finally {
    await api.dispose();
  }
}

const recordRows = (page: Page) => page.getByRole('table', { name: 'Glossary records' }).locator('tbody tr');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Records pages' });

test('a translator creates, edits (Enter saves, Shift+Enter new line, Esc cancels) and deletes records', async ({
  page,
}) => {
  const glossary = await glossaryWithRecords(3);
  const translator = await createUser(appUrl(), 'user');
  await openAs(page, `/glossary/${glossary.id}`, translator);
  // Records yes, the glossary itself no (glossary.manage).
  for (const name of ['Rename', 'Delete glossary', 'Export'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);

  await page.getByRole('button', { name: 'New record' }).click();
  const form = page.getByRole('form', { name: 'New record' });
  await fillFields(form, { Source: 'spell check', Target: 'Rechtschreibprüfung', Comment: 'noun' });
  await form.getByRole('button', { name: 'Add record' }).click();
  await expect(page.getByTestId('records-count')).toHaveText('4 records');
  await expect(recordRows(page).filter({ hasText: 'spell check' })).toContainText('Rechtschreibprüfung');

  await page.getByRole('button', { name: 'Edit record term-001' }).click();
  await page.getByRole('textbox', { name: 'Edit target' }).fill('Begriff eins');
  await page.getByRole('textbox', { name: 'Edit target' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Edit target' })).toHaveCount(0);
  await expect(recordRows(page).filter({ hasText: 'term-001' })).toContainText('Begriff eins');
  // Focus stays on the row, not on <body>, so the keyboard can go on from there.
  await expect(page.getByRole('button', { name: 'Edit record term-001' })).toBeFocused();

  // Shift+Enter starts a new line in a comment; the row shows the line break, and the server keeps it.
  await page.getByRole('button', { name: 'Edit record term-001' }).click();
  const comment = page.getByRole('textbox', { name: 'Edit comment' });
  await comment.fill('first line');
  await comment.press('Shift+Enter');
  await comment.pressSequentially('second line');
  await comment.press('Enter');
  await expect(comment).toHaveCount(0);
  const commentCell = recordRows(page).filter({ hasText: 'term-001' }).locator('td').nth(3);
  await expect(commentCell).toHaveText('first line\nsecond line');
  expect((await commentCell.boundingBox())!.height).toBeGreaterThan(30);

  await page.getByRole('button', { name: 'Edit record term-002' }).click();
  await page.getByRole('textbox', { name: 'Edit target' }).fill('not kept');
  await page.getByRole('textbox', { name: 'Edit target' }).press('Escape');
  await expect(recordRows(page).filter({ hasText: 'term-002' })).toContainText('Ziel-002');
  await expect(page.getByRole('button', { name: 'Edit record term-002' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete record term-003' }).click();
  await page.getByRole('dialog', { name: 'Delete record?' }).getByRole('button', { name: 'Delete record' }).click();
  await expect(page.getByTestId('records-count')).toHaveText('3 records');
  await expect(recordRows(page).filter({ hasText: 'term-003' })).toHaveCount(0);
  // After a delete, focus is on a remaining row's Edit button.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Edit record /);

  // What the screen showed is what the server kept.
  await page.reload();
  await expect(recordRows(page)).toHaveCount(3);
  await expect(recordRows(page).filter({ hasText: 'term-001' })).toContainText('Begriff eins');
  await expect(recordRows(page).filter({ hasText: 'term-001' }).locator('td').nth(3)).toHaveText(
    'first line\nsecond line',
  );
});

test('an edit of a record someone else changed meanwhile shows the conflict and reloads their version', async ({
  page,
}) => {
  const glossary = await glossaryWithRecords(2);
  await openAs(page, `/glossary/${glossary.id}`);
  await page.getByRole('button', { name: 'Edit record term-001' }).click();

  const api = await adminApi(appUrl());
  const { records } = (await (await api.get(`/api/glossary/${glossary.id}/records`)).json()) as GlossaryRecordPage;
  const record = records.find((r) => r.source === 'term-001')!;
  const colleague = await api.put(`/api/glossary/records/${record.id}`, {
    data: { source: record.source, target: 'Ziel (Kollegin)', comment: '', updated_at: record.updated_at },
  });
  expect(colleague.status()).toBe(200);
  await api.dispose();

  await page.getByRole('textbox', { name: 'Edit target' }).fill('Ziel (ich)');
  await page.getByRole('textbox', { name: 'Edit target' }).press('Enter');
  await expect(page.getByText('This record was changed by someone else since you started editing it.')).toBeVisible();
  await page.getByRole('button', { name: 'Reload record' }).click();
  // The editor stays open on the colleague's version, focus in it; Esc leaves it, focus back on the row.
  await expect(page.getByRole('textbox', { name: 'Edit target' })).toHaveValue('Ziel (Kollegin)');
  await expect(page.getByRole('textbox', { name: 'Edit source' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Edit record term-001' })).toBeFocused();
  await expect(recordRows(page).filter({ hasText: 'term-001' })).toContainText('Ziel (Kollegin)');
});

test('a manager renames and deletes a glossary; its address then says "Glossary not found"', async ({ page }) => {
  const glossary = await glossaryWithRecords(1);
  const manager = await createUser(appUrl(), 'manager');
  await openAs(page, `/glossary/${glossary.id}`, manager);

  await page.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename glossary' });
  await rename.getByLabel('Glossary name').fill('Renamed in the browser');
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renamed in the browser');

  await page.getByRole('button', { name: 'Delete glossary' }).click();
  await page.getByRole('dialog', { name: 'Delete glossary?' }).getByRole('button', { name: 'Delete glossary' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('table', { name: 'Glossaries' }).or(page.getByText('No glossaries yet'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renamed in the browser' })).toHaveCount(0);

  await page.goto(`/glossary/${glossary.id}`);
  await expect(page.getByRole('alert')).toContainText('Glossary not found');
  await page.getByRole('link', { name: 'Back to all glossaries' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('New glossary on the home screen creates an empty glossary and opens it', async ({ page }) => {
  await openAs(page, '/');
  await page.getByRole('button', { name: 'New glossary' }).click();
  const dialog = page.getByRole('dialog', { name: 'New glossary' });
  await fillFields(dialog, { Name: 'Created from home', 'Source language': 'en', 'Target language': 'fr' });
  await dialog.getByRole('button', { name: 'Create glossary' }).click();
  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Created from home');
  await expect(page.getByLabel('Languages')).toHaveText('en → fr');
  await expect(page.getByText('This glossary has no records yet')).toBeVisible();
});

test('Import glossary uploads a file, then the glossary screen shows the import progress and the records', async ({
  page,
}) => {
  // Big enough that the background import is still running when the screen opens.
  const dialog = await homeImportDialog(page, 'Import glossary', 'File', {
    name: 'big-import.csv',
    mimeType: 'text/csv',
    content: csvOf(60_000),
  });
  await expect(dialog.getByLabel('Name')).toHaveValue('big-import');
  await fillFields(dialog, { 'Source language (optional)': 'en', 'Target language (optional)': 'de' });
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(page).toHaveURL(/\/glossary\/\d+$/);
  await watchImportUntil(page, 'records-count', '60,000 records', 60_000);
  await expect(recordRows(page)).toHaveCount(100);
  await expect(pager(page)).toContainText('1–100 of 60,000');
});

test('a manager imports a file into a glossary that has records: they join, and a toast follows the import', async ({
  page,
}) => {
  const glossary = await glossaryWithRecords(5, `Import into ${Date.now()}`);
  await openAs(page, `/glossary/${glossary.id}`);
  await expect(page.getByTestId('records-count')).toHaveText('5 records');
  await page.getByRole('button', { name: 'Import file' }).click();
  const dialog = page.getByRole('dialog', { name: `Import into "${glossary.name}"` });
  // Columns named by language in the other order: the glossary's pair says which is the source.
  await dialog
    .getByLabel('Glossary file')
    .setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from('de,en\nHund,dog\nHaus,house\n') });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('records-count')).toHaveText('7 records', { timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    `The import into glossary "${glossary.name}" has finished`,
  );
  await page.getByRole('searchbox', { name: 'Search records' }).fill('house');
  await expect(recordRows(page)).toHaveCount(1);
  await expect(recordRows(page).first()).toContainText('Haus');
});

// What each export format holds, and its file name, is tested on the real server in
// remotes/glossary/src/screens/GlossaryScreen.server.test.tsx; here, the download as the user gets it.
test('Export downloads the glossary as a file the browser saves under its name', async ({ page }) => {
  const glossary = await glossaryWithRecords(5, 'Export me');
  await openAs(page, `/glossary/${glossary.id}`);
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Export me.csv');
  expect(readFileSync((await file.path())!, 'utf8')).toContain('term-005');
});

test("a terminologist re-imports a file with 'skip', sorts, deletes several terms at once and forbids one the editor then shows", async ({
  page,
}) => {
  const glossary = await glossaryWithRecords(200, `Term base ${Date.now()}`);
  await openAs(page, `/glossary/${glossary.id}`);
  await expect(page.getByTestId('records-count')).toHaveText('200 records');

  // The same file again, records already here skipped: nothing is added.
  await page.getByRole('button', { name: 'Import file' }).click();
  const dialog = page.getByRole('dialog', { name: `Import into "${glossary.name}"` });
  await dialog
    .getByLabel('Glossary file')
    .setInputFiles({ name: 'terms.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(200)) });
  await dialog.getByLabel('Records with the same source and target as one here').selectOption('skip');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-report')).toHaveText('0 added, 200 skipped.', { timeout: 30_000 });
  await expect(page.getByTestId('records-count')).toHaveText('200 records');

  // Sorted by source, last first.
  const source = page.getByRole('columnheader', { name: /^Source/ });
  await source.getByRole('button').click();
  await source.getByRole('button').click();
  await expect(source).toHaveAttribute('aria-sort', 'descending');
  await expect(recordRows(page).first()).toContainText('term-200');
  await expect(page).toHaveURL(/sort=source&order=desc/);

  // Three terms chosen with Shift, deleted in one go.
  await recordRows(page).nth(0).getByRole('checkbox').check();
  await recordRows(page)
    .nth(2)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('selection-summary')).toHaveText('3 records selected');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 3 records?' })
    .getByRole('button', { name: 'Delete 3 records' })
    .click();
  await expect(page.getByTestId('records-count')).toHaveText('197 records');
  await expect(recordRows(page).first()).toContainText('term-197');

  // The first term forbidden in its row's editor.
  await page.getByRole('searchbox', { name: 'Search records' }).fill('term-001');
  await expect(recordRows(page)).toHaveCount(1);
  await expect(recordRows(page).first().locator('mark')).toHaveText(['term-001']);
  await page.getByRole('button', { name: 'Edit record term-001' }).click();
  await page.getByRole('combobox', { name: 'Edit status' }).selectOption('forbidden');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(recordRows(page).first()).toContainText('Forbidden');

  // The editor's term hits say so.
  const api = await adminApi(appUrl());
  try {
    const document = await uploadDocument(api, 'terms.xlf', xliffOf(['Check term-001 first.']));
    await answerOf(
      api.put(`/api/document/${document.id}/glossaries`, { data: { glossaries: [{ id: glossary.id }] } }),
      200,
    );
    await page.goto(`/document/${document.id}`);
    await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
    await openSegment(page, 1);
    await page.getByRole('tab', { name: 'Terms' }).click();
    await expect(page.getByRole('list', { name: 'Glossary terms' }).getByRole('listitem')).toContainText('Forbidden');
  } finally {
    await api.dispose();
  }
});
