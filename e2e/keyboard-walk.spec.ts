/**
 * A translator's day without the mouse: sign in, open a document from the home screen, insert a TM match (Ctrl+1)
 * and a glossary term (Ctrl+Shift+1), confirm three segments with Ctrl+Enter and add a comment, all by keyboard;
 * what was done is checked on the server.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, answerOf, createGlossary, createTm, createUser } from './fixtures.ts';
import { savedRecords, segmentTarget, uploadDocument, xliffOf } from './editor-support.ts';

const baseURL = () => test.info().project.use.baseURL!;

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

test('sign in, open a document, insert a match and a term, confirm three segments and comment, all by keyboard', async ({
  page,
}) => {
  const api = await adminApi(baseURL());
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
  const translator = await createUser(baseURL(), 'user');

  await page.goto('/');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(translator.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(translator.password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('current-username')).toBeVisible();

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
  await tabTo(page, page.getByRole('tab', { name: 'Concordance' }), 5, 'Shift+Tab');
  await page.keyboard.press('End');
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
