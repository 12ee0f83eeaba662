/**
 * A translator's day without the mouse: sign in, open a document from the home screen, insert a TM match (Ctrl+1)
 * and a glossary term (Ctrl+Shift+1), confirm three segments with Ctrl+Enter and add a comment, all by keyboard;
 * a reviewer's: read the notifications, follow one into the document and reject a segment with an error. What was
 * done is checked on the server.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminApi, answerOf, createGlossary, createTm, createUser, test, appUrl } from './fixtures.ts';
import type { SegmentReview } from '@tessera/shared/contract';
import { savedRecords, segmentTarget, uploadDocument, xliffOf } from './editor-support.ts';

/** Presses `key` until `target` has the focus (at most `presses` times), as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, presses = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let press = 0; press < presses; press++) {
    const focused =
      (await target.count()) > 0 && (await target.evaluate((element) => element === document.activeElement));
    if (focused) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Signs in on the login screen with the keys alone. */
async function signInByKeyboard(page: Page, who: { email: string; password: string }) {
  await page.goto('/');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-username')).toBeVisible();
}

test('sign in, open a document, insert a match and a term, confirm three segments and comment, all by keyboard', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const tag = Date.now();
  const tm = await createTm(api, `Walk memory ${tag}`);
  await answerOf(
    api.post(`/api/translation_memory/${tm.id}/records`, {
      data: { source: 'Save the file.', target: 'Speichern Sie die Datei.' },
    }),
    201,
  );
  const glossary = await createGlossary(api, `Walk terms ${tag}`);
  await answerOf(
    api.post(`/api/glossary/${glossary.id}/records`, { data: { source: 'window', target: 'Fenster' } }),
    201,
  );
  const name = `walk-${tag}.xlf`;
  const document = await uploadDocument(api, name, xliffOf(['Save the file.', 'Close the window.', 'Print it.']));
  await answerOf(
    api.put(`/api/document/${document.id}/translation_memories`, { data: { memories: [{ id: tm.id, mode: 'read' }] } }),
    200,
  );
  await answerOf(
    api.put(`/api/document/${document.id}/glossaries`, { data: { glossaries: [{ id: glossary.id }] } }),
    200,
  );
  const translator = await createUser(appUrl(), 'user');

  await signInByKeyboard(page, translator);

  await tabTo(page, page.getByRole('link', { name, exact: true }), 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();

  // Tabbing into the grid opens its first segment.
  await tabTo(page, segmentTarget(page, 1));
  await expect(page.getByRole('tabpanel', { name: 'Matches' })).toContainText('Speichern Sie die Datei.');
  await page.keyboard.press('Control+1');
  await expect(segmentTarget(page, 1)).toHaveText('Speichern Sie die Datei.');
  await page.keyboard.press('Control+Enter');

  await expect(segmentTarget(page, 2)).toBeFocused();
  await page.keyboard.type('Schließen Sie das ');
  await expect(page.getByRole('row', { name: 'Segment 2' }).locator('mark[data-term]')).toHaveText(['window']);
  await page.keyboard.press('Control+Shift+1');
  await page.keyboard.type('.');
  await expect(segmentTarget(page, 2)).toHaveText('Schließen Sie das Fenster.');
  await page.keyboard.press('Control+Enter');

  await expect(segmentTarget(page, 3)).toBeFocused();
  await page.keyboard.type('Drucken Sie es.');
  // The comment goes on segment 3: its Comments tab, reached from the concordance field (Ctrl+K) and the tab list.
  await page.keyboard.press('Control+k');
  // The tab's code arrives the first time it opens; its search field then takes the caret.
  await expect(page.getByLabel('Search the translation memories')).toBeFocused();
  await tabTo(page, page.getByRole('tab', { name: 'Concordance' }), 5, 'Shift+Tab');
  // The last tab is Screens; Comments is just before it.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Comments' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: 'Comments' }).getByLabel('New comment')).toBeVisible();
  await tabTo(page, page.getByLabel('New comment'), 20);
  await page.keyboard.type('Is "es" clear enough here?');
  await tabTo(page, page.getByRole('button', { name: 'Add comment' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem', { name: `Comment by ${translator.username}` })).toContainText(
    'Is "es" clear enough here?',
  );
  await tabTo(page, segmentTarget(page, 3), 120);
  await page.keyboard.press('Control+Enter');

  await expect
    .poll(async () =>
      (await savedRecords(api, document.id)).map((record) => ({ target: record.target, approved: record.approved })),
    )
    .toEqual([
      { target: 'Speichern Sie die Datei.', approved: true },
      { target: 'Schließen Sie das Fenster.', approved: true },
      { target: 'Drucken Sie es.', approved: true },
    ]);
  await api.dispose();
});

test('a reviewer opens the notifications, follows one into the document and rejects a segment with an error, all by keyboard', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const [translator, reviewer] = await Promise.all([createUser(appUrl(), 'user'), createUser(appUrl(), 'user')]);
  const name = `walk-review-${Date.now()}.xlf`;
  const document = await uploadDocument(api, name, xliffOf(['Save the file.', 'Close the window.']));
  await answerOf(
    api.put(`/api/document/${document.id}/assignments`, {
      data: {
        assignments: [
          { step: 'translation', user_id: translator.id, due_at: null },
          { step: 'review', user_id: reviewer.id, due_at: null },
        ],
      },
    }),
    200,
  );
  // The admin hands the translation on as it is: the review starts, and the reviewer is told.
  await answerOf(
    api.post(`/api/document/${document.id}/assignments/translation/deliver`, { data: { force: true } }),
    200,
  );

  await signInByKeyboard(page, reviewer);
  const bell = page.getByRole('button', { name: /^Notifications: \d+ unread$/ });
  // The reviewer sees the count arrive, then tabs to it: before, the button reads just "Notifications".
  await expect(bell).toBeVisible();
  // The home screen lists every document the earlier tests uploaded: a walk from the screen's content round to the
  // top bar passes all of them.
  await tabTo(page, bell, 400);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText('Your review can start');
  // Escape closes the list and leaves the focus on the button; the list opens again from there.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();

  await tabTo(page, segmentTarget(page, 1));
  await page.keyboard.type('Datei sichern.');
  await page.keyboard.press('Control+Shift+R');
  const dialog = page.getByRole('dialog', { name: 'Reject segment 1' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type('Not the verb of the style guide');
  await tabTo(page, dialog.getByRole('button', { name: 'Add an error' }), 5);
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Category of error 1'), 5, 'Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Category of error 1')).toHaveValue('fluency');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByLabel('Severity of error 1')).toHaveValue('major');
  await tabTo(page, dialog.getByRole('button', { name: 'Reject' }), 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The caret goes on to the next segment, as after a confirmation.
  await expect(segmentTarget(page, 2)).toBeFocused();
  await expect(page.getByLabel('Status of segment 1')).toContainText('rejected');

  const [record] = await savedRecords(api, document.id);
  expect(record).toMatchObject({ target: 'Datei sichern.', status: 'rejected' });
  const review = await answerOf<SegmentReview>(api.get(`/api/document/records/${record!.id}/review`), 200);
  expect(review.annotations.map(({ action, reason, errors }) => ({ action, reason, errors }))).toEqual([
    {
      action: 'reject',
      reason: 'Not the verb of the style guide',
      errors: [expect.objectContaining({ category: 'fluency', severity: 'major' })],
    },
  ]);
  await api.dispose();
});
