/**
 * The CAT grid editor on the real server, driven by keyboard only, as a translator works: open a segment with
 * Ctrl+G, type, leave it with Tab, Up/Down or Ctrl+Enter (each save checked on the server; Ctrl+Enter moves on
 * before its save is answered), and the text typed while the session ended is saved after signing in again in
 * place (keys typed on as the sign-in dialog opens never reach its password); a reviewer rejects a target with
 * Ctrl+Shift+R and finds it with the Rejected filter.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  openSegment,
  savedRecords,
  segmentRow,
  segmentTarget as target,
  translatorOnNewDocument,
  typeAndLeave,
  xliffOf,
} from './editor-support.ts';

const SOURCES = [
  'Save the file',
  'Open the file',
  'Close the window',
  'Print the page',
  'Delete the file',
  'Rename the file',
  'Copy the text',
  'Paste the text',
  'Undo the change',
  'Redo the change',
  'Quit the program',
  'Start the program',
];

/** The saved targets by segment number, as the server has them. */
async function savedTargets(api: APIRequestContext, id: number) {
  return Object.fromEntries(
    (await savedRecords(api, id)).map((record) => [
      record.position + 1,
      { target: record.target, approved: record.approved },
    ]),
  );
}

test('a translator works through ten segments by keyboard only; every segment left is saved on the server', async ({
  page,
}) => {
  const { api, document } = await translatorOnNewDocument(
    page,
    'menu.xlf',
    xliffOf(SOURCES, { original: 'menu.properties' }),
  );

  await openSegment(page, 1);
  await typeAndLeave(page, 1, 'Datei speichern', 'Tab');
  // Approved: the next segment not approved opens.
  await typeAndLeave(page, 2, 'Datei öffnen', 'Control+Enter');
  await page.keyboard.type('Fenster schließen');
  // Down from the only line of a target goes to the next segment; Up comes back.
  await page.keyboard.press('ArrowDown');
  await expect(target(page, 4)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(segmentRow(page, 3)).toContainText('Fenster schließen');
  await page.keyboard.press('Alt+ArrowDown');
  await typeAndLeave(page, 4, 'Seite drucken', 'Control+Enter');
  for (const [n, text] of [
    [5, 'Datei löschen'],
    [6, 'Datei umbenennen'],
    [7, 'Text kopieren'],
    [8, 'Text einfügen'],
    [9, 'Änderung rückgängig machen'],
  ] as const)
    await typeAndLeave(page, n, text, 'Control+Enter');
  // Ctrl+Shift+S copies the source; Ctrl+Enter approves it as it is.
  await page.keyboard.press('Control+Shift+S');
  await expect(target(page, 10)).toHaveText('Redo the change');
  await page.keyboard.press('Control+Enter');
  await expect(target(page, 11)).toBeFocused();

  // Left with Tab or an arrow: saved; with Ctrl+Enter: saved and approved.
  const typed = {
    1: { target: 'Datei speichern', approved: false },
    2: { target: 'Datei öffnen', approved: true },
    3: { target: 'Fenster schließen', approved: false },
    4: { target: 'Seite drucken', approved: true },
    5: { target: 'Datei löschen', approved: true },
    6: { target: 'Datei umbenennen', approved: true },
    7: { target: 'Text kopieren', approved: true },
    8: { target: 'Text einfügen', approved: true },
    9: { target: 'Änderung rückgängig machen', approved: true },
    10: { target: 'Redo the change', approved: true },
    11: { target: '', approved: false },
  };
  await expect.poll(() => savedTargets(api, document.id)).toMatchObject(typed);
  await expect(page.getByRole('row', { name: 'Segment 2' }).getByLabel('Status of segment 2')).toContainText(
    'confirmed',
  );
  await expect(page.getByText('Confirmed segments: 8 of 12')).toBeVisible();

  // Filter: the segments with "Datei" in source or target, the hits marked, checked on the server's answer.
  const rows = page.getByRole('table', { name: 'Segments' }).getByRole('row');
  await page.keyboard.press('Control+f');
  await expect(page.getByLabel('Find')).toBeFocused();
  await page.keyboard.type('datei');
  // Four rows match (and the header); the open segment stays open, listed though it does not match.
  await expect(rows).toHaveCount(6);
  await expect(page.getByRole('row', { selected: true })).toContainText('not in filter');
  await expect(page.getByRole('row', { name: 'Segment 5', exact: true }).locator('mark')).toHaveText('Datei');

  // Find and replace in the targets, by keyboard: Enter previews, Enter replaces, Enter undoes.
  await page.keyboard.press('Control+h');
  await expect(page.getByLabel('Replace with')).toBeFocused();
  await page.keyboard.type('Akte');
  await page.keyboard.press('Enter');
  const preview = page.getByRole('region', { name: 'Replace preview' });
  await expect(preview.getByRole('status')).toHaveText('4 occurrences in 4 segments');
  await expect(preview.getByRole('button', { name: 'Replace in 4 segments' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Replaced 4 occurrences in 4 segments')).toBeVisible();
  // Every "Datei" is "Akte" now, approvals unchanged; the other targets stay as they were.
  const replaced = Object.fromEntries(
    Object.entries(typed).map(([n, saved]) => [n, { ...saved, target: saved.target.replace('Datei', 'Akte') }]),
  );
  await expect.poll(() => savedTargets(api, document.id)).toMatchObject(replaced);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Undone in 4 segments')).toBeVisible();
  await expect.poll(() => savedTargets(api, document.id)).toMatchObject(typed);

  // The help lists the shortcuts.
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('region', { name: 'Navigation' })).toContainText('Go to the next segment not confirmed');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await api.dispose();
});

/** Holds the browser's saves of one segment back until `release` is called, which waits for their answers. */
async function holdSaves(page: Page, recordId: number) {
  const url = `**/api/document/records/${recordId}`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  await page.route(url, (route) => {
    const answered = released.then(() => route.continue());
    held.push(answered);
    return answered;
  });
  return {
    release: async () => {
      release();
      await Promise.all(held);
      await page.unroute(url);
    },
  };
}

test('Ctrl+Enter moves on at once: the next segment is typed while the save before it is held back, and that save lands in its row', async ({
  page,
}) => {
  const { api, document } = await translatorOnNewDocument(page, 'held.xlf', xliffOf(SOURCES.slice(0, 4)));
  const [first, , third] = await savedRecords(api, document.id);

  await openSegment(page, 1);
  await page.keyboard.type('Datei speichern');
  const firstSave = await holdSaves(page, first!.id);
  await page.keyboard.press('Control+Enter');
  // The caret is in segment 2 while segment 1's save has not been answered, and every key typed there arrives.
  await expect(target(page, 2)).toBeFocused();
  await expect(page.getByLabel('Status of segment 1')).toContainText('Saving');
  await page.keyboard.type('Datei öffnen');
  await expect(target(page, 2)).toHaveText('Datei öffnen');
  await firstSave.release();
  await expect(page.getByLabel('Status of segment 1')).toContainText('confirmed');
  await expect(page.getByLabel('Status of segment 1')).toContainText('Saved');
  await expect(target(page, 2)).toHaveText('Datei öffnen');
  await expect(target(page, 2)).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(target(page, 3)).toBeFocused();
  await expect
    .poll(async () => (await savedRecords(api, document.id)).map(({ target, approved }) => ({ target, approved })))
    .toEqual([
      { target: 'Datei speichern', approved: true },
      { target: 'Datei öffnen', approved: true },
      { target: '', approved: false },
      { target: '', approved: false },
    ]);

  // Someone else saves segment 3 while its save is held back: once answered, the row shows the conflict and
  // the text typed stays in it, while the caret has gone on to segment 4.
  await page.keyboard.type('Fenster schließen');
  const thirdSave = await holdSaves(page, third!.id);
  await page.keyboard.press('Control+Enter');
  await expect(target(page, 4)).toBeFocused();
  // Segment 3 stays the translator's (423) until the server hears they left it.
  const othersSave = () =>
    api.put(`/api/document/records/${third!.id}`, {
      data: { target: 'Fenster zu', approved: false, updated_at: third!.updated_at },
    });
  await expect.poll(async () => (await othersSave()).status()).toBe(200);
  await page.keyboard.type('Seite');
  await thirdSave.release();
  await expect(page.getByLabel('Status of segment 3')).toContainText('Conflict');
  await expect(segmentRow(page, 3)).toContainText('Fenster schließen');
  await expect(target(page, 4)).toHaveText('Seite');
  await api.dispose();
});

/** A translator on a new document of three segments, 'Datei ' typed into the first. */
async function typingInSegmentOne(page: Page, name: string) {
  const opened = await translatorOnNewDocument(
    page,
    name,
    xliffOf(SOURCES.slice(0, 3), { original: 'menu.properties' }),
  );
  await expect(page.getByRole('row', { name: 'Segment 1', exact: true })).toBeVisible();
  await openSegment(page, 1);
  await page.keyboard.type('Datei ');
  return opened;
}

test('the session ends while a target is typed: leaving the segment asks to sign in again in place, then the text is saved', async ({
  page,
}) => {
  const { api, document, translator } = await typingInSegmentOne(page, 'session.xlf');
  await page.keyboard.type('speichern');
  // An admin disables the account meanwhile, which ends its sessions on the server, and the translator leaves the
  // segment at once: before the live channel's reconnection meets the ended session, so that the save finds it out.
  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: true } })).status()).toBe(200);
  await page.keyboard.press('Tab');
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toContainText('Your session ended. What you typed and had not saved is kept in this browser');
  await expect(dialog).toContainText('This account is disabled');
  await expect(page.getByLabel('Status of segment 1')).toContainText('Sign in to save');
  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: false } })).status()).toBe(200);
  await dialog.getByLabel('Password').fill(translator.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Status of segment 1')).toContainText('Saved');
  await expect
    .poll(() => savedTargets(api, document.id))
    .toMatchObject({ 1: { target: 'Datei speichern', approved: false } });
  await api.dispose();
});

test('the session ends in a background request while a target is typed: the keys typed on, Enter included, send no sign-in; signed in deliberately, the text is saved and the live channel is back', async ({
  page,
}) => {
  const { api, document, translator } = await typingInSegmentOne(page, 'background.xlf');
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/login') signIns.push(request.postData() ?? '');
  });
  // The session ends (the account disabled meanwhile), and a colleague's save of segment 2 makes the editor fetch
  // the page again in the background: that request's 401 opens the dialog while the translator is still typing.
  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: true } })).status()).toBe(200);
  const second = (await savedRecords(api, document.id)).find((record) => record.position === 1)!;
  const colleague = { target: 'Datei öffnen', approved: false, updated_at: second.updated_at };
  expect((await api.put(`/api/document/records/${second.id}`, { data: colleague })).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('speich');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ern');
  await page.keyboard.press('Enter');

  // The dialog has the focus itself (its title and message announced); nothing typed reached its password.
  await expect(dialog).toBeFocused();
  await expect(dialog.getByLabel('Password')).toHaveValue('');
  expect(signIns).toEqual([]);
  await expect(target(page, 1)).toHaveText('Datei ');

  expect((await api.put(`/api/users/${translator.id}`, { data: { disabled: false } })).status()).toBe(200);
  await dialog.getByLabel('Password').click();
  await page.keyboard.type(translator.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(signIns).toHaveLength(1);
  await expect(target(page, 1)).toBeFocused();
  await page.keyboard.type('speichern');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => savedTargets(api, document.id))
    .toMatchObject({ 1: { target: 'Datei speichern', approved: false }, 2: { target: 'Datei öffnen' } });

  // The live channel the server ended with the session is back: a colleague's later save shows without a reload.
  const third = (await savedRecords(api, document.id)).find((record) => record.position === 2)!;
  const later = { target: 'Fenster schließen', approved: false, updated_at: third.updated_at };
  expect((await api.put(`/api/document/records/${third.id}`, { data: later })).status()).toBe(200);
  await expect(segmentRow(page, 3)).toContainText('Fenster schließen');
  await api.dispose();
});

test('a reviewer rejects a translation by keyboard and finds it again with the Rejected filter', async ({ page }) => {
  const { api, document } = await translatorOnNewDocument(page, 'review.xlf', xliffOf(SOURCES.slice(0, 4)));

  await openSegment(page, 1);
  await typeAndLeave(page, 1, 'Datei speichern', 'Tab');
  await expect(page.getByLabel('Status of segment 1')).toContainText('draft');

  // The help lists the rejection beside approving.
  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('region', { name: 'Editing' })).toContainText('Reject the target');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await openSegment(page, 1);
  await page.keyboard.press('Control+Shift+R');
  // The reviewer says why: the reason field has the caret, Enter rejects.
  const why = page.getByRole('dialog', { name: 'Reject segment 1' });
  await expect(why.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Wrong verb');
  await page.keyboard.press('Enter');
  await expect(target(page, 2)).toBeFocused();
  await expect(page.getByLabel('Status of segment 1')).toContainText('rejected');
  await expect
    .poll(async () => (await savedRecords(api, document.id)).map((record) => record.status))
    .toEqual(['rejected', 'new', 'new', 'new']);
  await expect(page.getByText('Rejected: 1 segment')).toBeVisible();

  await page.getByLabel('Show').selectOption('Rejected');
  const rows = page.getByRole('table', { name: 'Segments' }).getByRole('row');
  // The rejected segment, and segment 2, open, which stays listed until the reviewer moves on and refreshes.
  await expect(rows).toHaveCount(3);
  await expect(segmentRow(page, 1)).toContainText('Datei speichern');
  await expect(segmentRow(page, 2)).toContainText('not in filter');
  await api.dispose();
});

test('a segment that grows while its top is scrolled above the grid grows downwards: the rows on screen stay put', async ({
  page,
}) => {
  const sources = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} of the manual`);
  const { api } = await translatorOnNewDocument(page, 'long.xlf', xliffOf(sources));
  await openSegment(page, 20);
  for (let line = 0; line < 8; line++) {
    await page.keyboard.type(`Zeile ${line + 1}`);
    await page.keyboard.press('Shift+Enter');
  }
  const scroller = page.getByRole('rowgroup', { name: 'Segment rows' });
  const grid = (await scroller.boundingBox())!;
  // The open row's top two lines above the grid's top; the caret, on its last line, stays in view.
  const row = (await segmentRow(page, 20).boundingBox())!;
  await scroller.evaluate((element, by) => element.scrollBy({ top: by }), row.y - grid.y + 40);
  await expect.poll(async () => (await segmentRow(page, 20).boundingBox())!.y).toBeLessThan(grid.y - 30);
  const before = await scroller.evaluate((element) => element.scrollTop);
  const height = row.height;

  await page.keyboard.type('Zeile 9');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Zeile 10');
  await expect.poll(async () => (await segmentRow(page, 20).boundingBox())!.height).toBeGreaterThan(height + 10);
  // Two frames: the grid has measured the grown row (a ResizeObserver answers before the next paint).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await scroller.evaluate((element) => element.scrollTop)).toBe(before);
  await api.dispose();
});

test("Go to segment on a page not loaded yet shows the segment's row in the grid, its target ready to type in", async ({
  page,
}) => {
  // 250 segments of two or three lines each: taller than the grid's estimate of one line per row, so that the
  // rows of segment 240's page, loaded after the jump, push its row down when they take their height.
  const sources = Array.from(
    { length: 250 },
    (_, i) => `Sentence ${i + 1} of the manual says how the printer keeps its settings when the window is closed`,
  );
  const { api } = await translatorOnNewDocument(page, 'manual.xlf', xliffOf(sources));
  await openSegment(page, 240);
  // Seen before the first key: typing would scroll the caret into view itself.
  await expect(target(page, 240)).toBeInViewport({ ratio: 1 });
  await expect(segmentRow(page, 240)).toBeInViewport();
  await page.keyboard.type('Der Drucker');
  await expect(target(page, 240)).toHaveText('Der Drucker');
  await api.dispose();
});
