/**
 * Projects on the real server, driven like a manager: create a project on the home screen, attach a TM on the
 * project page its row links to, upload two documents at once (a progress bar each), run the analysis, pre-translate
 * with a progress bar, open a document and see the pre-translated targets with their origin and percentage, and
 * download the file with them.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { DocumentRecord } from '@tessera/shared/contract';
import { xliffOf } from './editor-support.ts';
import { adminApi, createGlossary, createUser, importTm, openAs, test, appUrl } from './fixtures.ts';
import { addWritableMemoryAndGlossary, PROJECT_TMX } from './project-support.ts';

const xliff = (sources: string[]) => xliffOf(sources, { original: 'ui.properties' });

test('a manager creates a project, uploads two files, analyses and pre-translates them, and finds the targets in the download', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const tmName = `Project TM ${Date.now()}`;
  await importTm(api, tmName, PROJECT_TMX);

  const manager = await createUser(appUrl(), 'manager');
  await openAs(page, '/', manager);
  const projectName = `Release ${Date.now()}`;
  await createProjectOnHome(page, projectName);
  const row = page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: projectName });
  await expect(row).toBeVisible();

  // The memories are chosen on the project page, which the row's link opens at their tab.
  await row.getByRole('link', { name: `Translation memories and glossaries of ${projectName}` }).click();
  await expect(page).toHaveURL(/\/project\/\d+#resources$/);
  await expect(page.getByRole('tab', { name: 'Resources', selected: true })).toBeFocused();
  await page.getByLabel('Add a translation memory').selectOption({ label: `${tmName} (en → de)` });
  await page.getByRole('button', { name: 'Add', exact: true }).first().click();
  await page.getByRole('button', { name: 'Save memories' }).click();
  await expect(page.getByRole('button', { name: 'Save memories' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();

  await row.getByRole('button', { name: `Upload files into ${projectName}` }).click();
  const uploads = page.getByRole('dialog', { name: `Upload files into ${projectName}` });
  await uploads.getByLabel('Files to upload').setInputFiles([
    {
      name: 'first.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(
        xliff([
          'Save the file before closing.',
          'Open the settings of your account now.',
          'Nothing like this is known.',
        ]),
      ),
    },
    {
      name: 'second.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(xliff(['Save the file before closing.', 'A sentence of its own.'])),
    },
  ]);
  await expect(uploads.getByRole('progressbar', { name: 'Upload of first.xlf' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(uploads.getByRole('progressbar', { name: 'Upload of second.xlf' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await uploads.getByRole('button', { name: 'Close' }).click();
  const documents = row.getByRole('list', { name: `Documents of ${projectName}` });
  // Uploaded side by side: either may be first.
  await expect(documents.getByRole('link', { name: 'first.xlf' })).toBeVisible();
  await expect(documents.getByRole('link', { name: 'second.xlf' })).toBeVisible();
  await expect(documents.getByRole('progressbar')).toHaveCount(2, { timeout: 15_000 });

  await row.getByRole('button', { name: `Analysis of ${projectName}` }).click();
  const analysis = page.getByRole('dialog', { name: `Analysis of ${projectName}` });
  const table = analysis.getByRole('table', { name: 'Analysis' });
  await expect(table.getByRole('row').filter({ hasText: 'Repetitions' })).toContainText('1');
  await expect(table.getByRole('row').filter({ hasText: '100%' }).getByRole('cell').nth(1)).toHaveText('1');
  await expect(table.getByRole('row').filter({ hasText: '85-94%' }).getByRole('cell').nth(1)).toHaveText('1');
  await expect(table.getByRole('row').filter({ hasText: 'Total' }).getByRole('cell').nth(1)).toHaveText('5');
  await expect(analysis.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    /\/analysis\/last\?format=csv$/,
  );
  await analysis.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Pre-translate ${projectName}` }).click();
  const pretranslate = page.getByRole('dialog', { name: `Pre-translate ${projectName}` });
  await pretranslate.getByLabel('Lowest match to use (%)').fill('75');
  await pretranslate.getByRole('button', { name: 'Start pre-translation' }).click();
  await expect(pretranslate.getByRole('progressbar', { name: 'Pre-translation progress' })).toBeVisible();
  await expect(
    pretranslate.getByText('Pre-translated: 3 of 5 segments filled (1 exact (100%), 1 fuzzy, 1 repetitions)'),
  ).toBeVisible();
  await expect(pretranslate.getByRole('progressbar', { name: 'Pre-translation progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await pretranslate.getByRole('button', { name: 'Close' }).click();

  await documents.getByRole('link', { name: 'first.xlf' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('first.xlf');
  const segment = (n: number) => page.getByRole('row', { name: `Segment ${n}`, exact: true });
  await expect(segment(1)).toContainText('Speichern Sie die Datei vor dem Schließen.');
  await expect(segment(2)).toContainText('Öffnen Sie die Einstellungen Ihres Kontos.');
  const firstId = Number(new URL(page.url()).pathname.split('/').filter(Boolean).pop());
  const records = ((await (await api.get(`/api/document/${firstId}/records`)).json()) as { records: DocumentRecord[] })
    .records;
  expect(records.map((record) => [record.origin, record.match_percent, record.approved])).toEqual([
    ['tm-exact', 100, false],
    ['tm-fuzzy', 86, false],
    [null, null, false],
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download XLIFF' }).click();
  const file = readFileSync(await (await download).path(), 'utf8');
  // Nobody has confirmed the pre-translations yet: the next tool reads them as matches to review, by their origin.
  expect(file).toContain(
    '<target state="needs-review-translation" state-qualifier="exact-match">Speichern Sie die Datei vor dem Schließen.</target>',
  );
  expect(file).toContain(
    '<target state="needs-review-translation" state-qualifier="fuzzy-match">Öffnen Sie die Einstellungen Ihres Kontos.</target>',
  );
  await api.dispose();
});

/** Creates an en → de project with the home screen's New project dialog. */
async function createProjectOnHome(page: Page, projectName: string): Promise<void> {
  await page.getByRole('button', { name: 'New project' }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill(projectName);
  await create.getByLabel('Source language').fill('en');
  await create.getByLabel('Target language').fill('de');
  await create.getByRole('button', { name: 'Create project' }).click();
}

/** Signs a new manager in, creates an en → de project on the home screen and opens its page; answers its name. */
async function openNewProjectPage(page: Page, projectName: string): Promise<string> {
  await openAs(page, '/', await createUser(appUrl(), 'manager'));
  await createProjectOnHome(page, projectName);
  await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: projectName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName);
  return projectName;
}

test('a manager runs a project from its page: resources, uploads with live totals, analysis per document, pre-translation and Download all', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const tmName = `Page TM ${Date.now()}`;
  await importTm(api, tmName, PROJECT_TMX);
  const glossaryName = `Page terms ${Date.now()}`;
  await createGlossary(api, glossaryName);

  const projectName = await openNewProjectPage(page, `Catalogue ${Date.now()}`);
  await expect(page).toHaveURL(/\/project\/\d+$/);

  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/project\/\d+#resources$/);
  await addWritableMemoryAndGlossary(page, tmName, glossaryName);
  const projectId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('tab', { name: 'Documents' }).click();
  expect(await (await api.get(`/api/projects/${projectId}/translation_memories`)).json()).toMatchObject([
    { name: tmName, mode: 'write', position: 0 },
  ]);
  expect(await (await api.get(`/api/projects/${projectId}/glossaries`)).json()).toMatchObject([
    { name: glossaryName, position: 0 },
  ]);

  const total = page.getByRole('progressbar', { name: `Translated segments of ${projectName}` });
  await expect(total).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Upload files' }).click();
  const uploads = page.getByRole('dialog', { name: `Upload files into ${projectName}` });
  // Picked one after the other, so that which file is first (and holds the repeated segment's first occurrence)
  // does not hang on the order a file chooser lists several files in.
  await uploads.getByLabel('Files to upload').setInputFiles({
    name: 'first.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(xliff(['Save the file before closing.', 'Open the settings of your account now.'])),
  });
  await expect(uploads.getByText('Ready')).toHaveCount(1, { timeout: 20_000 });
  await uploads.getByLabel('Files to upload').setInputFiles({
    name: 'second.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(xliff(['Save the file before closing.', 'A sentence of its own.', 'One more here.'])),
  });
  await expect(uploads.getByText('Ready')).toHaveCount(2, { timeout: 20_000 });
  await uploads.getByRole('button', { name: 'Close' }).click();
  // The totals follow the imports without a reload: 5 segments, none translated yet.
  const figures = page.getByRole('definition').filter({ hasText: '/' });
  await expect(figures.first()).toHaveText('0 / 5', { timeout: 20_000 });
  const documents = page.getByRole('table', { name: 'Documents of the project' });
  await expect(documents.getByRole('link', { name: 'first.xlf' })).toBeVisible();
  await expect(documents.getByRole('progressbar', { name: 'Progress of second.xlf' })).toBeVisible();

  await page.getByRole('tab', { name: 'Analysis' }).click();
  await page.getByRole('button', { name: 'Run the analysis' }).click();
  const perDocument = page.getByRole('table', { name: 'Words by document and match' });
  await expect(perDocument.getByRole('row')).toHaveCount(4);
  await expect(perDocument.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('first.xlf');
  await expect(perDocument.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('second.xlf');
  // second.xlf repeats first.xlf's first segment: 5 words of repetitions.
  await expect(perDocument.getByRole('row').nth(2).getByRole('cell').nth(1)).toHaveText('5');
  await expect(page.getByText(/Repetitions are segments whose source already appeared earlier/)).toBeVisible();
  // The analysis ran as a job and is kept: after a reload the tab shows it again, with when it ended, and its CSV.
  await page.reload();
  await expect(perDocument.getByRole('row')).toHaveCount(4);
  await expect(page.getByText(/^Analysed /)).toBeVisible();
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  const csv = await page.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/^Band,Segments,Words,Characters\r\n[^]*\r\nTotal,/);

  await page.getByRole('button', { name: 'Pre-translate' }).click();
  const pretranslate = page.getByRole('dialog', { name: `Pre-translate ${projectName}` });
  await pretranslate.getByLabel('Lowest match to use (%)').fill('75');
  await pretranslate.getByRole('button', { name: 'Start pre-translation' }).click();
  await expect(pretranslate.getByText(/^Pre-translated: 3 of 5 segments filled/)).toBeVisible();
  await pretranslate.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(total).toHaveAttribute('aria-valuenow', '60');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all' }).click();
  const zip = readFileSync(await (await download).path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // Entry names sit unpacked in the archive's headers.
  expect(zip.includes(Buffer.from('de/first.xlf'))).toBe(true);
  expect(zip.includes(Buffer.from('de/second.xlf'))).toBe(true);

  await documents.getByRole('link', { name: 'first.xlf' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: projectName }),
  ).toBeVisible();
  await api.dispose();
});

test('a document that could not be read is uploaded again from the project page, in its place', async ({ page }) => {
  const projectName = await openNewProjectPage(page, `Retry ${Date.now()}`);

  // A file in another source language than the project's is refused by its import, after the upload.
  await page.getByRole('button', { name: 'Upload files' }).click();
  let uploads = page.getByRole('dialog', { name: `Upload files into ${projectName}` });
  await uploads.getByLabel('Files to upload').setInputFiles({
    name: 'catalogue.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(xliff(['Sauvegardez le fichier.']).replace('source-language="en"', 'source-language="fr"')),
  });
  await expect(uploads.getByRole('alert')).toContainText('Could not be read', { timeout: 20_000 });
  await uploads.getByRole('button', { name: 'Close' }).click();

  const documents = page.getByRole('table', { name: 'Documents of the project' });
  await documents.getByRole('button', { name: 'Upload catalogue.xlf again' }).click();
  uploads = page.getByRole('dialog', { name: `Upload catalogue.xlf again into ${projectName}` });
  await expect(uploads).toContainText(
    'The document that could not be read is removed once its file is uploaded again.',
  );
  await uploads.getByLabel('Files to upload').setInputFiles({
    name: 'catalogue.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(xliff(['Save the file before closing.'])),
  });
  await expect(uploads.getByText('Ready')).toHaveCount(1, { timeout: 20_000 });
  await uploads.getByRole('button', { name: 'Close' }).click();
  await expect(documents.getByRole('link', { name: 'catalogue.xlf' })).toHaveCount(1);
  await expect(documents.getByRole('progressbar', { name: 'Progress of catalogue.xlf' })).toBeVisible();
  await expect(documents.getByRole('button', { name: /again/ })).toHaveCount(0);
});
