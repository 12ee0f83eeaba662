/**
 * Notifications arrive while the page is open: a translator with the home page open sees the step a manager just
 * assigned them in the top bar without a reload (the page's event stream brings it; its backstop poll is minutes
 * away), reads it there and follows it into the document. In a project of two languages, whose files share a
 * name, My work and the notifications say which language each one is.
 */
import { expect } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { apiAs, answerOf, createUser, openAs, test, appUrl } from './fixtures.ts';
import { uploadDocument } from './editor-support.ts';

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
  const manager = await createUser(appUrl(), 'manager');
  const translator = await createUser(appUrl(), 'user');
  const managerApi = await apiAs(appUrl(), manager);
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
    `release-notes.xlf · German${manager.username} assigned you the translation (unread)`,
  ]);
  await panel.getByRole('link', { name: 'release-notes.xlf' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${document.id}$`));
  await managerApi.dispose();
});

test("My work and the notifications name the language of each of a project's same-named files", async ({ page }) => {
  const manager = await createUser(appUrl(), 'manager');
  const translator = await createUser(appUrl(), 'user');
  const managerApi = await apiAs(appUrl(), manager);
  const project = await answerOf<Project>(
    managerApi.post('/api/projects/', {
      data: { name: `Website ${Date.now()}`, source_lang: 'en', target_langs: ['de', 'fr'] },
    }),
    201,
  );
  for (const language of ['de', 'fr']) {
    const file = xliff.replace('target-language="de"', `target-language="${language}"`);
    const document = await uploadDocument(managerApi, 'home.xlf', file, { project_id: String(project.id) });
    await answerOf(
      managerApi.put(`/api/document/${document.id}/assignments`, {
        data: { assignments: [{ step: 'translation', user_id: translator.id, due_at: null }] },
      }),
      200,
    );
  }
  await openAs(page, '/', translator);
  const work = page.getByRole('table', { name: 'My work' });
  await expect(work.getByRole('link')).toHaveText(['home.xlf, German', 'home.xlf, French']);
  await expect(work.getByRole('row').nth(1)).toContainText(project.name);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('link')).toHaveText(['home.xlf · French', 'home.xlf · German']);
  await managerApi.dispose();
});
