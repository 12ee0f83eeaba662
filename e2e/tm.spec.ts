/**
 * The translation-memory screen on the real server, driven like a user: a TMX import from the home screen with its
 * progress, a failed import and a second try, a merging import, a new unit, inline editing with the focus kept, and
 * the TMX download. Each test makes its own TM through the API, so tests are independent of each other and of their
 * order. A file the upload refuses, and the dialog saying why, is tested on the real server in
 * remotes/tm/src/features/home/TranslationMemoriesSection.server.test.tsx; concordance search with its marks, and
 * tagged units edited with tag tokens, in remotes/tm/src/screens/TranslationMemoryScreen.test.tsx and
 * remotes/tm/src/features/tm/segments.test.ts, the case-insensitive search and the refused broken codes on the
 * server in server/src/tm/routes.test.ts and server/src/tm/import-into.test.ts.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { TranslationMemory } from '@tessera/shared/contract';
import {
  adminApi,
  createTm,
  createUser,
  homeImportDialog,
  importTm,
  openAs,
  watchImportUntil,
  test,
  appUrl,
} from './fixtures.ts';

/** `Sentence number N` / `Satz Nummer N`, every tenth with a bold inline code. */
function tmxOf(count: number): string {
  const units = Array.from({ length: count }, (_, i) => {
    const bold = i % 10 === 7;
    const source = bold
      ? `Sentence <bpt i="1">&lt;b&gt;</bpt>number<ept i="1">&lt;/b&gt;</ept> ${i}`
      : `Sentence number ${i}`;
    const target = bold ? `Satz <bpt i="1">&lt;b&gt;</bpt>Nummer<ept i="1">&lt;/b&gt;</ept> ${i}` : `Satz Nummer ${i}`;
    return `<tu creationdate="20240102T030405Z" creationid="e2e"><tuv xml:lang="en-US"><seg>${source}</seg></tuv><tuv xml:lang="de-DE"><seg>${target}</seg></tuv></tu>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header srclang="en-US" creationtool="e2e" creationtoolversion="1" segtype="sentence" o-tmf="e2e" adminlang="en" datatype="plaintext"/><body>\n${units.join('\n')}\n</body></tmx>\n`;
}

/** A TMX whose start is sound (so the upload takes it) but that breaks past the part read at upload. */
function tmxBrokenLater(): string {
  return tmxOf(200).replace('</body>', '<tu><tuv xml:lang="en-US"><seg>broken</tuv></tu>\n</body>');
}

async function tmWithUnits(count: number, name = `E2E TM ${Date.now()}`): Promise<TranslationMemory> {
  const api = await adminApi(appUrl());
  try {
    return await importTm(api, name, tmxOf(count));
  } finally {
    await api.dispose();
  }
}

const unitRows = (page: Page) => page.getByRole('table', { name: 'Translation units' }).locator('tbody tr');

/** The home screen's Import TMX dialog, opened by the admin, with this file chosen in it. */
const importDialogWith = (page: Page, fileName: string, content: string) =>
  homeImportDialog(page, 'Import TMX', 'TMX file', { name: fileName, mimeType: 'application/xml', content });

test('Import TMX uploads a file, then the TM screen shows the import progress and the units', async ({ page }) => {
  // On a busy 2-core machine the import alone can take half a minute.
  test.setTimeout(180_000);
  // Big enough that the background import (batches of a few hundred units) is still running when the screen opens.
  const dialog = await importDialogWith(page, 'big-memory.tmx', tmxOf(30_000));
  await expect(dialog.getByLabel('Name')).toHaveValue('big-memory');
  await dialog.getByLabel('Source language (optional)').fill('en');
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(page).toHaveURL(/\/tm\/\d+$/);
  await watchImportUntil(page, 'units-count', '30,000 units', 120_000);
  await expect(page.getByLabel('Languages')).toHaveText('en-US → de-DE');
  await expect(page.getByTestId('import-report')).toContainText('source en-US (requested en)');
  await expect(unitRows(page)).toHaveCount(100);
  await expect(page.getByRole('navigation', { name: 'Units pages' })).toContainText('1–100 of 30,000');
});

test('a TMX that breaks past its start fails with a clear error on the screen and in a toast, and no units; "Try another file" imports into the same TM, and the toast follows it to its end', async ({
  page,
}) => {
  const dialog = await importDialogWith(page, 'second-try.tmx', tmxBrokenLater());
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/tm\/\d+$/);
  const tmUrl = page.url();

  const notifications = page.getByRole('status', { name: 'Notifications' });
  await expect(notifications).toContainText(
    'The import into translation memory "second-try" failed: Not a valid TMX file: Malformed XML at line',
    { timeout: 30_000 },
  );
  await expect(notifications).not.toContainText('Importing');
  await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toContainText('Malformed XML at line');
  await expect(page.getByTestId('units-count')).toHaveText('0 units');
  await notifications.getByRole('button', { name: 'Try another file' }).click();
  const again = page.getByRole('dialog', { name: 'Import TMX into "second-try"' });
  await expect(again).toBeVisible();
  await expect(page).toHaveURL(tmUrl);
  await again
    .getByLabel('TMX file')
    .setInputFiles({ name: 'memory.tmx', mimeType: 'application/xml', buffer: Buffer.from(tmxOf(30)) });
  await again.getByRole('button', { name: 'Import' }).click();

  await expect(notifications).toContainText('The import into translation memory "second-try" has finished', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('units-count')).toHaveText('30 units');
  await expect(page.getByLabel('Languages')).toHaveText('en-US → de-DE');
  await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toHaveCount(0);
});

test('a manager imports a TMX file into a TM that has units: they merge, equal units once', async ({ page }) => {
  const tm = await tmWithUnits(20);
  await openAs(page, `/tm/${tm.id}`);
  await expect(page.getByTestId('units-count')).toHaveText('20 units');
  await page.getByRole('button', { name: 'Import TMX' }).click();
  const dialog = page.getByRole('dialog', { name: `Import TMX into "${tm.name}"` });
  // Units 0-29: the first 20 the TM already has.
  await dialog
    .getByLabel('TMX file')
    .setInputFiles({ name: 'more.tmx', mimeType: 'application/xml', buffer: Buffer.from(tmxOf(30)) });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('units-count')).toHaveText('30 units', { timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText(
    `The import into translation memory "${tm.name}" has finished`,
  );
  await expect(page.getByRole('navigation', { name: 'Units pages' })).toContainText('1–30 of 30');
  await expect(unitRows(page)).toHaveCount(30);
});

test('"New unit" adds a unit typed as plain text to an empty TM', async ({ page }) => {
  const api = await adminApi(appUrl());
  const tm = await createTm(api, `Empty ${Date.now()}`);
  await api.dispose();
  const translator = await createUser(appUrl(), 'user');
  await openAs(page, `/tm/${tm.id}`, translator);
  await expect(page.getByText('This translation memory has no units yet')).toBeVisible();
  await page.getByRole('button', { name: 'New unit' }).click();
  const form = page.getByRole('form', { name: 'New unit' });
  await form.getByLabel('Source (en)').fill('Fish & chips <b>');
  await form.getByLabel('Target (de)').fill('Fisch & Pommes <b>');
  await form.getByRole('button', { name: 'Add unit' }).click();
  await expect(page.getByTestId('units-count')).toHaveText('1 unit');
  await expect(unitRows(page)).toHaveCount(1);
  await expect(unitRows(page).first()).toContainText('Fish & chips <b>');
  await page.reload();
  await expect(unitRows(page).first()).toContainText('Fisch & Pommes <b>');
});

/** A new translator opens a TM of `units` units on a search that finds unit `unit` alone, and its editor. */
async function translatorEditsUnit(page: Page, units: number, search: string, unit: number) {
  const tm = await tmWithUnits(units);
  const translator = await createUser(appUrl(), 'user');
  await openAs(page, `/tm/${tm.id}?search=${encodeURIComponent(search)}`, translator);
  await expect(unitRows(page)).toHaveCount(1);
  await page.getByRole('button', { name: `Edit unit Sentence number ${unit}` }).click();
  return { tm, translator };
}

test('a translator edits a unit inline: Esc cancels, Enter saves, and the change stays after a reload', async ({
  page,
}) => {
  const { translator } = await translatorEditsUnit(page, 20, 'Sentence number 5', 5);
  await page.getByRole('textbox', { name: 'Edit target' }).fill('Fünfter Satz & mehr');
  await page.getByRole('textbox', { name: 'Edit target' }).press('Escape');
  await expect(unitRows(page).first().locator('td').nth(1)).toHaveText('Satz Nummer 5');
  await expect(page.getByRole('button', { name: 'Edit unit Sentence number 5' })).toBeFocused();

  await page.getByRole('button', { name: 'Edit unit Sentence number 5' }).click();
  await page.getByRole('textbox', { name: 'Edit target' }).fill('Fünfter Satz & mehr');
  await page.getByRole('textbox', { name: 'Edit target' }).press('Enter');
  await expect(unitRows(page).first().locator('td').nth(1)).toHaveText('Fünfter Satz & mehr');
  await expect(page.getByRole('button', { name: 'Edit unit Sentence number 5' })).toBeFocused();
  await page.reload();
  await expect(unitRows(page).first().locator('td').nth(1)).toHaveText('Fünfter Satz & mehr');
  await expect(unitRows(page).first().locator('td').nth(2)).toContainText(translator.username);
});

test('Download TMX gives a TMX 1.4b file with every unit, its dates and its inline codes', async ({ page }) => {
  const tm = await tmWithUnits(30, 'Download me');
  await openAs(page, `/tm/${tm.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download TMX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Download me.tmx');
  const content = readFileSync((await file.path())!, 'utf8');
  expect(content).toContain('<tmx version="1.4">');
  expect(content).toMatch(/<header [^>]*srclang="en-US"/);
  expect(content.match(/<tu /g)).toHaveLength(30);
  expect(content).toContain('creationdate="20240102T030405Z" creationid="e2e"');
  expect(content).toContain('<seg>Sentence <bpt i="1">&lt;b&gt;</bpt>number<ept i="1">&lt;/b&gt;</ept> 7</seg>');
});
