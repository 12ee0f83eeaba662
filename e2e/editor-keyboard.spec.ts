/**
 * The editor without the mouse, in the composed app: a skip link past the header to the segments, each side-panel
 * tab on its own key with the keyboard inside it, the shortcut help listing those keys, the QA report and Deliver on
 * theirs, and a refused delivery's list of blocking segments leading to each of them.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { adminApi, answerOf, createUser, openAs, test, appUrl } from './fixtures.ts';
import { savedRecords, segmentTarget, uploadDocument, xliffOf } from './editor-support.ts';

/** The side panel's tabs in order: Alt and a tab's place show it. */
const TABS = ['Matches', 'Concordance', 'Terms', 'QA', 'History', 'Comments', 'Screens'];

/** Presses Tab until `target` has the focus (at most `presses` times), as a keyboard user moves through a page. */
async function tabTo(page: Page, target: Locator, presses = 30) {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusInside = (container: Locator) =>
  expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);

test("a translator reaches the segments, the panel's tabs, the QA report and Deliver by keys, and the segments that block delivery", async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const translator = await createUser(appUrl(), 'user');
  const document = await uploadDocument(
    api,
    `keys-${Date.now()}.xlf`,
    xliffOf(['Open the file.', 'Save the file.', 'Close the window.']),
  );
  await answerOf(
    api.put(`/api/document/${document.id}/assignments`, {
      data: { assignments: [{ step: 'translation', user_id: translator.id, due_at: '2030-05-01T15:00:00.000Z' }] },
    }),
    200,
  );
  await openAs(page, `/document/${document.id}`, translator);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();

  // The skip link comes before the editor's header and shows once it has the focus.
  const skip = page.getByRole('link', { name: 'Skip to segments' });
  await page.locator('body').focus();
  await tabTo(page, skip);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(segmentTarget(page, 1)).toBeFocused();

  for (const [index, label] of TABS.entries()) {
    await page.keyboard.press(`Alt+${index + 1}`);
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await focusInside(page.getByRole('tabpanel', { name: label }));
  }

  await page.keyboard.press('F1');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const panelKeys = help.getByRole('region', { name: 'Side panel' });
  for (const [index, label] of TABS.entries())
    await expect(panelKeys).toContainText(`Alt+${index + 1}Show the ${label} tab and move the keyboard into it`);
  const workflowKeys = help.getByRole('region', { name: 'Workflow' });
  await expect(workflowKeys).toContainText('Ctrl+Shift+DDeliver the translation (asks first)');
  await expect(workflowKeys).toContainText('Alt+QOpen the QA report');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The QA report opens with the keyboard on its list; Back returns to the editor.
  await page.keyboard.press('Alt+q');
  await expect(page).toHaveURL(new RegExp(`/document/${document.id}/qa$`));
  await expect(page.getByRole('heading', { name: 'Segments with findings' })).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();

  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(segmentTarget(page, 1)).toBeFocused();
  await page.keyboard.type('Öffnen Sie die Datei.');
  await page.keyboard.press('Control+Enter');
  await expect(segmentTarget(page, 2)).toBeFocused();
  // The save leaves in the background: Deliver counts what the server holds, so it waits for the save to land.
  await expect.poll(async () => (await savedRecords(api, document.id))[0]!.target).toBe('Öffnen Sie die Datei.');

  await page.keyboard.press('Control+Shift+D');
  const dialog = page.getByRole('dialog', { name: 'Deliver the translation?' });
  await focusInside(dialog);
  await dialog.getByRole('button', { name: 'Deliver', exact: true }).click();
  const notReady = dialog.getByRole('alert');
  await expect(notReady).toContainText('2 segments not done in this step');
  await notReady.getByRole('button', { name: 'Open segment 3' }).click();
  await expect(dialog).toBeHidden();
  await expect(segmentTarget(page, 3)).toBeFocused();
  await api.dispose();
});
