/**
 * Disabling someone mid-task: an admin disables a translator who has an open step and, in the same dialog, gives
 * that step to another translator, who finds it in My work. The disabled translator, typing in the editor in
 * another browser, is told that the session ended because the account is disabled, with the text kept; the
 * sign-in page says so before asking for a password; once enabled again and signed in, the text is back in its
 * segment, marked restored, and saved only when they confirm it.
 */
import { expect, type Browser } from '@playwright/test';
import type { User } from '@tessera/shared/contract';
import { adminApi, answerOf, createUser, openAs, signIn, test, appUrl } from './fixtures.ts';
import { openSegment, savedRecords, segmentRow, uploadDocument, xliffOf } from './editor-support.ts';

/** A page of a browser of its own (its own cookies and storage), as another person's computer. */
const pageOfOwnBrowser = async (browser: Browser) => (await browser.newContext()).newPage();

test('a translator disabled while typing keeps the text, and their open step goes to another', async ({
  page,
  browser,
}) => {
  const api = await adminApi(appUrl());
  const ana = await createUser(appUrl(), 'user');
  const ben = await createUser(appUrl(), 'user');
  const guide = await uploadDocument(api, 'guide.xlf', xliffOf(['Open the settings']));
  await answerOf(
    api.put(`/api/document/${guide.id}/assignments`, {
      data: { assignments: [{ step: 'translation', user_id: ana.id, due_at: '2030-05-01T15:00:00.000Z' }] },
    }),
    200,
  );
  // A document anyone may work on, where Ana is typing when she is disabled.
  const notes = await uploadDocument(api, 'notes.xlf', xliffOf(['Set the schedule with the app']));

  const anaPage = await pageOfOwnBrowser(browser);
  await openAs(anaPage, `/document/${notes.id}`, ana);
  await expect(anaPage.getByRole('table', { name: 'Segments' })).toBeVisible();
  await openSegment(anaPage, 1);
  await anaPage.keyboard.type('Stellen Sie mit');

  await openAs(page, '/users/');
  await page
    .getByRole('row', { name: ana.username })
    .getByRole('button', { name: `Disable ${ana.username}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Disable ${ana.username}?` });
  const step = dialog.getByRole('row', { name: 'Translation of guide.xlf (de)' });
  await expect(step.getByRole('cell')).toHaveText(['No project', 'guide.xlf', 'de', 'Translation', /2030/, /.*/]);
  // The person picker asks the server for the people matching what is typed.
  await step.getByRole('combobox', { name: 'Give the Translation of guide.xlf (de) to' }).fill(ben.username);
  await page.getByRole('option', { name: ben.username }).click();
  await dialog.getByRole('button', { name: 'Disable user' }).click();
  await expect(page.getByText(`User ${ana.username} disabled and signed out; one step given to others`)).toBeVisible();

  // Ana's editor learns that the session ended, and why, over the text she typed.
  const ended = anaPage.getByRole('dialog', { name: 'Sign in again' });
  await expect(ended).toContainText('This account is disabled', { timeout: 20_000 });
  await expect(ended).toContainText('kept in this browser');

  // The step is Ben's now.
  const benPage = await pageOfOwnBrowser(browser);
  await openAs(benPage, '/', ben);
  await expect(benPage.getByRole('table', { name: 'My work' }).getByRole('link', { name: 'guide.xlf' })).toBeVisible();

  // Another tab of Ana's browser: the sign-in page says the account is disabled before asking for the password.
  const again = await anaPage.context().newPage();
  await anaPage.close();
  await again.goto(`/document/${notes.id}`);
  await expect(again).toHaveURL(/\/login\/\?redirect=.*account=disabled/);
  await expect(again.getByText('This account is disabled', { exact: true })).toBeVisible();

  await answerOf<User>(api.put(`/api/users/${ana.id}`, { data: { disabled: false } }), 200);
  await signIn(again, ana.email, ana.password);
  await expect(again).toHaveURL(new RegExp(`/document/${notes.id}$`));
  await expect(segmentRow(again, 1)).toContainText('Stellen Sie mit');
  await expect(segmentRow(again, 1)).toContainText('restored unsaved text');
  expect((await savedRecords(api, notes.id))[0]!.target).toBe('');

  await openSegment(again, 1);
  await again.keyboard.press('Control+Enter');
  await expect.poll(async () => (await savedRecords(api, notes.id))[0]!.target).toBe('Stellen Sie mit');
  await api.dispose();
});
