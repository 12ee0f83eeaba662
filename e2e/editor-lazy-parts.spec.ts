/**
 * A part of the editor that loads on first use, when its code cannot be downloaded (a dropped connection, a
 * redeploy that removed the old chunk): the failure shows in that part alone, with Retry; the grid, the typed
 * text and the other tabs keep working.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  openSegment,
  savedRecords,
  segmentTarget as target,
  translatorOnNewDocument,
  xliffOf,
} from './editor-support.ts';

const SOURCES = ['Save the file', 'Open the file', 'Close the window'];

/**
 * The file name of the chunk a remote's production build made of `source` (a path inside the remote), read from
 * the build's source maps: chunk names are ids with a content hash, neither of which a test can spell.
 */
function builtChunkOf(remote: string, source: string): string {
  const dist = join(import.meta.dirname, '..', 'remotes', remote, 'dist');
  const chunks = readdirSync(dist).filter((file) => {
    if (!file.endsWith('.js.map')) return false;
    const { sources } = JSON.parse(readFileSync(join(dist, file), 'utf8')) as { sources: string[] };
    return sources.some((path) => path.endsWith(`/${source}`));
  });
  if (chunks.length !== 1) throw new Error(`Expected one chunk of ${source} in ${dist}, found ${chunks.length}`);
  return chunks[0]!.slice(0, -'.map'.length);
}

test('the History tab whose download fails shows it in the panel alone; the grid keeps the draft and saves; Retry opens the tab', async ({
  page,
}) => {
  const historyChunk = builtChunkOf('documents', 'src/features/editor/panel/HistoryTab.tsx');
  let downloads = 0;
  await page.route(
    (url) => url.pathname.endsWith(`/${historyChunk}`),
    (route) => (++downloads === 1 ? route.abort('internetdisconnected') : route.continue()),
  );
  const { api, document } = await translatorOnNewDocument(page, 'lazy.xlf', xliffOf(SOURCES));

  await openSegment(page, 1);
  await page.keyboard.type('Datei speichern');
  await page.keyboard.press('Tab');
  await expect(target(page, 2)).toBeFocused();
  await page.keyboard.type('Datei öffnen');
  await page.getByRole('tab', { name: 'History' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('alert')).toContainText('The History tab could not be loaded.');

  // Everything else is as it was: the grid with the draft, the other tabs, saving.
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  await expect(target(page, 2)).toHaveText('Datei öffnen');
  await page.getByRole('tab', { name: 'Matches' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await target(page, 2).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' jetzt');
  await page.keyboard.press('Tab');
  await expect(target(page, 3)).toBeFocused();
  await expect
    .poll(async () => (await savedRecords(api, document.id)).map((record) => record.target))
    .toEqual(['Datei speichern', 'Datei öffnen jetzt', '']);

  // Retry downloads the tab's code again, and the tab opens.
  await openSegment(page, 1);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(panel.getByRole('alert')).toContainText('The History tab could not be loaded.');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('list', { name: 'Versions' })).toContainText('Datei speichern');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(downloads).toBe(2);
  await api.dispose();
});
