/**
 * Notifications arrive while the page is open: a translator with the home page open sees the step a manager just
 * assigned them in the top bar without a reload (the page's event stream brings it; its backstop poll is minutes
 * away), reads it there and follows it into the document.
 */
import { expect, test } from '@playwright/test';
import { apiAs, answerOf, createUser, openAs } from './fixtures.ts';
import { uploadDocument } from './editor-support.ts';

const baseURL = () => test.info().project.use.baseURL!;

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="release.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="u1"><source>Release notes</source></trans-unit>
    </body>
  </file>
</xliff>
`;

test("a manager's assignment appears in the translator's top bar without a reload", async ({ page }) => {
  const manager = await createUser(baseURL(), 'manager');
  const translator = await createUser(baseURL(), 'user');
  const managerApi = await apiAs(baseURL(), manager);
  const document = await uploadDocument(managerApi, 'release-notes.xlf', xliff);

  const streamOpen = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/events') && response.status() === 200,
  );
  await openAs(page, '/', translator);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await streamOpen;
  // Gone if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await answerOf(
    managerApi.put(`/api/document/${document.id}/assignments`, {
      data: { assignments: [{ step: 'translation', user_id: translator.id, due_at: null }] },
    }),
    200,
  );
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await bell.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveText([
    `release-notes.xlf${manager.username} assigned you the translation (unread)`,
  ]);
  await panel.getByRole('link', { name: 'release-notes.xlf' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${document.id}$`));
  await managerApi.dispose();
});
