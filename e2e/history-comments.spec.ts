/**
 * A segment's history, comments and repetitions on the real server: approving a repeated sentence offers to fill
 * its repetitions and fills them on request, a comment is added and resolved (the row's marker and the document list follow), and an earlier
 * version is restored from the History tab.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import type { Document } from '@tessera/shared/contract';
import {
  openSegment,
  savedRecords as records,
  segmentRow as row,
  segmentTarget as target,
  translatorOnNewDocument,
  xliffOf,
} from './editor-support.ts';

const SOURCES = ['Save the file', 'Open the file', 'Save the file', 'Close the window', 'Save the file'];

test('approving offers to fill the repetitions, a comment is added and resolved, an earlier version is restored', async ({
  page,
}) => {
  const { api, document, translator } = await translatorOnNewDocument(
    page,
    'repeated.xlf',
    xliffOf(SOURCES, { original: 'menu.properties' }),
  );

  // Segment 1 is said three times: approving it offers its translation to the other two, a key gives it.
  await openSegment(page, 1);
  await page.keyboard.type('Datei speichern');
  await page.keyboard.press('Control+Enter');
  const offer = page.getByRole('status', { name: 'Repetitions' });
  await expect(offer).toContainText('Segment 1 is confirmed and its source occurs 2 more times.');
  await page.keyboard.press('Control+Shift+Enter');
  await expect(offer).toContainText("Segment 1's translation filled 2 repetitions.");
  await expect(row(page, 3)).toContainText('Datei speichern');
  await expect(row(page, 5)).toContainText('Datei speichern');
  await expect
    .poll(async () => (await records(api, document.id)).map((r) => [r.target, r.approved, r.origin]))
    .toEqual([
      ['Datei speichern', true, 'manual'],
      ['', false, null],
      ['Datei speichern', false, 'repetition'],
      ['', false, null],
      ['Datei speichern', false, 'repetition'],
    ]);

  // A question on segment 3: its row is marked while it is open.
  await openSegment(page, 3);
  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByLabel('New comment').fill('Should this be "Datei sichern"?');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByRole('listitem', { name: `Comment by ${translator.username}` })).toContainText(
    'Datei sichern',
  );
  await expect(row(page, 3).getByRole('img', { name: '1 open comment' })).toBeVisible();
  await expect
    .poll(async () => ((await (await api.get(`/api/document/${document.id}`)).json()) as Document).open_comments)
    .toBe(1);
  // The filter "With open comments" keeps that segment alone.
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel('With open comments').check();
  await expect(page.getByRole('row', { name: /^Segment \d+$/ })).toHaveCount(1);
  await expect(row(page, 3)).toBeVisible();
  await page.getByLabel('With open comments').uncheck();
  await expect(row(page, 5)).toBeVisible();
  await openSegment(page, 3);
  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('listitem', { name: `Comment by ${translator.username}, resolved` })).toBeVisible();
  await expect(row(page, 3).getByRole('img', { name: /open comment/ })).toHaveCount(0);
  await expect
    .poll(async () => ((await (await api.get(`/api/document/${document.id}`)).json()) as Document).open_comments)
    .toBe(0);

  // Segment 3 is changed by hand, then its repetition's text is restored from the history.
  await openSegment(page, 3);
  await target(page, 3).press('Control+a');
  await page.keyboard.type('Datei sichern');
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await records(api, document.id))[2]!.target).toBe('Datei sichern');
  await openSegment(page, 3);
  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toContainText('Edited');
  await expect(versions.nth(1)).toContainText('Repetition');
  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore the version/ })
    .click();
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText('Restored');
  await expect.poll(async () => (await records(api, document.id))[2]!.target).toBe('Datei speichern');
  await api.dispose();
});
