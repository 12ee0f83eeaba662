/**
 * A project translated into two languages, driven like a manager on the real server: create it with German and
 * French, attach a read/write memory and a glossary (the page says which languages each serves), upload two files
 * (a document per language each) and watch the totals follow, analyse per language and document, pre-translate
 * (the German memory fills German documents only) and download every file, named by language.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { adminApi, createGlossary, createUser, importTm, openAs, test, appUrl } from './fixtures.ts';
import { addWritableMemoryAndGlossary, PROJECT_TMX } from './project-support.ts';

/** An XLIFF 1.2 file in US English that names no target language: the project's decide. */
const xliff = (sources: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="ui.properties" source-language="en-US" datatype="plaintext">
    <body>
${sources.map((source, index) => `      <trans-unit id="u${index + 1}"><source>${source}</source></trans-unit>`).join('\n')}
    </body>
  </file>
</xliff>
`;

test('a manager runs a project in two target languages: one document per language, per-language analysis, pre-translation and Download all', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const tmName = `Languages TM ${Date.now()}`;
  await importTm(api, tmName, PROJECT_TMX);
  const glossaryName = `Languages terms ${Date.now()}`;
  await createGlossary(api, glossaryName);

  const manager = await createUser(appUrl(), 'manager');
  await openAs(page, '/', manager);
  const projectName = `Atlas ${Date.now()}`;
  await page.getByRole('button', { name: 'New project' }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill(projectName);
  await create.getByLabel('Source language').fill('en-US');
  await create.getByLabel('Target language', { exact: true }).fill('de');
  await create.getByRole('button', { name: 'Add a target language' }).click();
  await create.getByLabel('Target language 2', { exact: true }).fill('fr');
  await create.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('table', { name: 'Projects' }).getByRole('link', { name: projectName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectName);
  await expect(page.getByLabel('Languages')).toHaveText('en-US → de, fr');

  await page.getByRole('tab', { name: 'Resources' }).click();
  await addWritableMemoryAndGlossary(page, tmName, glossaryName);
  // An en memory serves the en-US documents, the German ones only: the page says so.
  await expect(page.getByRole('list', { name: 'Languages the memories serve' })).toHaveText(
    `"${tmName}" (en → de) serves the en-US → de documents only (not fr): a resource of a language serves its ` +
      'regional forms (en-US) and the other way round.',
  );
  await expect(page.getByRole('list', { name: 'Languages the glossaries serve' })).toContainText(
    `"${glossaryName}" (en → de) serves the en-US → de documents only (not fr)`,
  );

  await page.getByRole('tab', { name: 'Documents' }).click();
  const total = page.getByRole('progressbar', { name: `Translated segments of ${projectName}` });
  await expect(total).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Upload files' }).click();
  const uploads = page.getByRole('dialog', { name: `Upload files into ${projectName}` });
  await expect(uploads.getByText('Each file becomes one document per target language: de, fr.')).toBeVisible();
  await uploads.getByLabel('Files to upload').setInputFiles([
    {
      name: 'first.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(xliff(['Save the file before closing.', 'Open the settings of your account now.'])),
    },
    {
      name: 'second.xlf',
      mimeType: 'application/xliff+xml',
      buffer: Buffer.from(xliff(['Save the file before closing.', 'A sentence of its own.', 'One more here.'])),
    },
  ]);
  await expect(uploads.getByText('Ready')).toHaveCount(4, { timeout: 30_000 });
  await uploads.getByRole('button', { name: 'Close' }).click();
  // The totals follow the imports without a reload: 5 segments in each of two languages, none translated yet.
  await expect(page.getByRole('definition').filter({ hasText: '/' }).first()).toHaveText('0 / 10', {
    timeout: 20_000,
  });
  for (const language of ['German (de)', 'French (fr)']) {
    const group = page.getByRole('region', { name: language });
    await expect(group.getByRole('heading')).toHaveText(`${language} · 2 documents`);
    await expect(group.getByRole('progressbar', { name: `Translated segments of ${language}` })).toBeVisible();
  }
  // One table of the four documents; the language filter asks the server for one language's.
  await expect(page.getByRole('table', { name: 'Documents of the project' }).getByRole('row')).toHaveCount(5);
  const languageFilter = page.getByRole('combobox', { name: 'Language' });
  for (const [code, language] of [
    ['de', 'German (de)'],
    ['fr', 'French (fr)'],
  ] as const) {
    await languageFilter.selectOption(code);
    const documents = page.getByRole('table', { name: `Documents in ${language}` });
    await expect(documents.getByRole('row')).toHaveCount(3);
    await expect(documents.getByRole('link', { name: 'first.xlf' })).toBeVisible();
    await expect(documents.getByRole('link', { name: 'second.xlf' })).toBeVisible();
  }
  // Sorted by name the other way round, second.xlf first.
  const byName = page.getByRole('table', { name: 'Documents in French (fr)' });
  const nameHeader = byName.getByRole('button', { name: /Document/ });
  await nameHeader.click();
  await nameHeader.click();
  await expect(byName.getByRole('columnheader', { name: /Document/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(byName.getByRole('link').first()).toHaveText('second.xlf');
  await languageFilter.selectOption('');

  await page.getByRole('tab', { name: 'Analysis' }).click();
  await page.getByRole('button', { name: 'Run the analysis' }).click();
  // Columns: language or document, repetitions, 100%, …
  const byLanguage = page.getByRole('table', { name: 'Words by target language and match' });
  await expect(byLanguage.getByRole('row')).toHaveCount(4);
  const cellsOf = (row: ReturnType<typeof page.getByRole>) => row.getByRole('cell');
  const german = cellsOf(byLanguage.getByRole('row').nth(1));
  const french = cellsOf(byLanguage.getByRole('row').nth(2));
  await expect(german.first()).toHaveText('German (de)');
  await expect(french.first()).toHaveText('French (fr)');
  // "Save the file before closing." (5 words) is in both files: once a 100% match and once a repetition in German;
  // in French, with no French memory, no match, and a repetition of the French document only.
  await expect(german.nth(1)).toHaveText('5');
  await expect(german.nth(2)).toHaveText('5');
  await expect(french.nth(1)).toHaveText('5');
  await expect(french.nth(2)).toHaveText('0');
  // A row per document, named with its language (uploaded side by side: either file may come first).
  const perDocument = page.getByRole('table', { name: 'Words by document and match' });
  await expect(perDocument.getByRole('row')).toHaveCount(6);
  for (const name of ['first.xlf · de', 'first.xlf · fr', 'second.xlf · de', 'second.xlf · fr'])
    await expect(perDocument.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(cellsOf(perDocument.getByRole('row').filter({ hasText: 'first.xlf · fr' })).nth(2)).toHaveText('0');

  await page.getByRole('button', { name: 'Pre-translate' }).click();
  const pretranslate = page.getByRole('dialog', { name: `Pre-translate ${projectName}` });
  await pretranslate.getByLabel('Lowest match to use (%)').fill('75');
  await pretranslate.getByRole('button', { name: 'Start pre-translation' }).click();
  await expect(
    pretranslate.getByText('Pre-translated: 3 of 10 segments filled (1 exact (100%), 1 fuzzy, 1 repetitions)'),
  ).toBeVisible();
  await pretranslate.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(total).toHaveAttribute('aria-valuenow', '30');
  await expect(
    page
      .getByRole('region', { name: 'French (fr)' })
      .getByRole('progressbar', { name: 'Translated segments of French (fr)' }),
  ).toHaveAttribute('aria-valuenow', '0');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all' }).click();
  const zip = readFileSync(await (await download).path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // Entry names sit unpacked in the archive's headers: each file by target language.
  for (const name of ['de/first.xlf', 'fr/first.xlf', 'de/second.xlf', 'fr/second.xlf'])
    expect(zip.includes(Buffer.from(name)), name).toBe(true);
  await api.dispose();
});
