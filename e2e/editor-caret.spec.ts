/**
 * The caret stays in the segment being typed in. A translator types on without pause across Ctrl+Enter in each
 * filtered view, while a colleague confirms segments before theirs (live events, then the list asked again, so rows
 * before the open one leave the view): every character lands in the segment it was typed for.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { savedRecords, segmentRow, segmentTarget, translatorOnNewDocument, xliffOf } from './editor-support.ts';

const SEGMENTS = 40;
const SOURCES = Array.from({ length: SEGMENTS }, (_, index) => `Open file ${index + 1}`);
const translationOf = (n: number) => `Datei ${n} öffnen`;

/** Confirms these segments as someone else does, one after another, a little apart. */
async function colleagueConfirms(api: APIRequestContext, records: DocumentRecord[], numbers: readonly number[]) {
  for (const n of numbers) {
    const record = records.find((candidate) => candidate.position === n - 1)!;
    const save = { target: `Kollege ${n}`, approved: true, updated_at: record.updated_at };
    expect((await api.put(`/api/document/records/${record.id}`, { data: save })).status()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

/**
 * Types segments `from`..`to` without waiting between them (Ctrl+Enter confirms and moves on), at a fast
 * typist's pace, while the colleague works on `theirs`.
 */
async function typeOnWhileOthersSave(
  page: Page,
  api: APIRequestContext,
  document: Document,
  range: [number, number],
  theirs: number[],
) {
  const records = await savedRecords(api, document.id);
  await segmentRow(page, range[0]).click();
  await expect(segmentTarget(page, range[0])).toBeFocused();
  const typing = (async () => {
    for (let n = range[0]; n <= range[1]; n++) {
      await page.keyboard.type(translationOf(n), { delay: 60 });
      await page.keyboard.press('Control+Enter');
    }
  })();
  await Promise.all([typing, colleagueConfirms(api, records, theirs)]);
  // The list is asked again shortly after the colleague's saves, and their segments leave the view: the caret is still
  // where it went.
  for (const n of theirs) await expect(segmentRow(page, n)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Target of segment / })).toBeFocused();
  await expect.poll(async () => targetsOf(api, document, range)).toEqual(expectedTargets(range));
}

const numbersIn = ([from, to]: [number, number]) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const expectedTargets = (range: [number, number]) => numbersIn(range).map(translationOf);
const targetsOf = async (api: APIRequestContext, document: Document, range: [number, number]) => {
  const records = await savedRecords(api, document.id);
  return numbersIn(range).map((n) => records.find((record) => record.position === n - 1)?.target);
};

test.describe.configure({ timeout: 120_000 });

test("every character lands where it was typed in My step's open segments", async ({ page }) => {
  const { api, document, translator } = await translatorOnNewDocument(page, 'caret-step.xlf', xliffOf(SOURCES));
  const due = new Date(Date.now() + 86_400_000).toISOString();
  const assignments = [{ step: 'translation', user_id: translator.id, due_at: due }];
  expect((await api.put(`/api/document/${document.id}/assignments`, { data: { assignments } })).status()).toBe(200);
  await page.goto(`/document/${document.id}?filter=my-step`);
  await expect(page.getByLabel('Show')).toHaveValue('my-step');
  await typeOnWhileOthersSave(page, api, document, [7, 14], [1, 2, 3, 4, 5, 6]);
  // The segments confirmed here stay listed, marked, until the translator refreshes the list; the colleague's left.
  await expect(segmentRow(page, 14)).toContainText('not in filter');
  await expect(segmentRow(page, 1)).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh list' }).click();
  await expect(segmentRow(page, 14)).toHaveCount(0);
  await expect(segmentRow(page, 15)).toBeVisible();
  await api.dispose();
});

for (const [view, label] of [
  ['unapproved', 'Not confirmed'],
  ['untranslated', 'Empty target'],
] as const) {
  test(`every character lands where it was typed in the ${label} view`, async ({ page }) => {
    const { api, document } = await translatorOnNewDocument(page, `caret-${view}.xlf`, xliffOf(SOURCES));
    await page.getByLabel('Show').selectOption({ label });
    await typeOnWhileOthersSave(page, api, document, [6, 12], [1, 2, 3, 4, 5]);
    await expect(segmentRow(page, 12)).toContainText('not in filter');
    await api.dispose();
  });
}

test('a new filter keeps the open segment open, and its typed text in it', async ({ page }) => {
  const { api, document } = await translatorOnNewDocument(page, 'caret-filter.xlf', xliffOf(SOURCES));
  await segmentRow(page, 8).click();
  await page.keyboard.type('Datei 8');
  await page.getByLabel('Show').selectOption({ label: 'Not confirmed' });
  await expect(segmentTarget(page, 8)).toHaveText('Datei 8');
  // The focus stayed in the filter; the translator goes back to the segment and types on.
  await segmentTarget(page, 8).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' öffnen');
  await page.keyboard.press('Control+Enter');
  await expect(segmentTarget(page, 9)).toBeFocused();
  await expect.poll(async () => targetsOf(api, document, [8, 8])).toEqual(['Datei 8 öffnen']);
  await api.dispose();
});
