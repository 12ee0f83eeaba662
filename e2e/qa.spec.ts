/**
 * QA on the real server: a target saved with a wrong number shows a QA error in the side panel's QA tab; a
 * warning is ignored there; the QA filter lists the segment; the QA report counts it and its link opens the
 * segment in the editor, where approving it asks for confirmation; a confirmation QA holds back after Ctrl+Enter
 * moved on is said under the grid without taking the keys typed in the next segment.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  openSegment,
  savedRecords,
  segmentTarget as target,
  translatorOnNewDocument,
  typeAndLeave,
  xliffOf,
} from './editor-support.ts';

test('a target saved with a wrong number shows a QA error; a warning is ignored; the report links to the segment; approving asks first', async ({
  page,
}) => {
  const { api, document } = await translatorOnNewDocument(
    page,
    'qa.xlf',
    xliffOf(['Wait 15 minutes.', 'Open the file.', 'Close the window.']),
  );

  // Leaving a segment saves it: one with a changed number, one with a doubled space.
  await openSegment(page, 1);
  await typeAndLeave(page, 1, 'Warten Sie 16 Minuten.', 'Tab');
  await typeAndLeave(page, 2, 'Öffnen Sie  die Datei.', 'Tab');
  await expect.poll(async () => (await savedRecords(api, document.id))[1]!.target).toBe('Öffnen Sie  die Datei.');

  await openSegment(page, 1);
  await page.getByRole('tab', { name: 'QA' }).click();
  const issues = page.getByRole('list', { name: 'QA issues' });
  await expect(issues.getByRole('listitem')).toHaveText([
    'ErrorNumbers missing in the target: “15”; Numbers not in the source: “16”',
  ]);

  await openSegment(page, 2);
  await page.getByRole('button', { name: 'Ignore: The target has a doubled space' }).click();
  await expect(page.getByRole('list', { name: 'Ignored warnings' })).toContainText('The target has a doubled space');
  await expect(page.getByRole('list', { name: 'QA issues' })).toHaveCount(0);

  // Only the segment with an error matches the QA filter; the ignored warning counts nowhere. Segment 2, open,
  // stays listed as not in the filter until the translator moves on and refreshes.
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('combobox', { name: 'QA', exact: true }).selectOption('issues');
  await expect(page.getByRole('row', { name: /^Segment \d+$/ })).toHaveCount(2);
  await expect(page.getByRole('row', { name: 'Segment 1' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Segment 2' })).toContainText('not in filter');

  await page.getByRole('link', { name: 'QA report' }).click();
  await expect(page.getByRole('heading', { name: 'QA report' })).toBeVisible();
  const checks = page.getByRole('table', { name: 'Findings per check' });
  await expect(checks.getByRole('row', { name: /Numbers differ from the source/ }).getByRole('cell')).toHaveText([
    'ErrorNumbers differ from the source',
    '1',
    '0',
  ]);
  await expect(checks.getByRole('row', { name: /Doubled spaces/ }).getByRole('cell')).toHaveText([
    'WarningDoubled spaces',
    '0',
    '1',
  ]);
  await page.getByRole('link', { name: 'Open segment 1 in the editor' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${document.id}\\?segment=1$`));
  await expect(page.getByRole('row', { name: 'Segment 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(target(page, 1)).toHaveText('Warten Sie 16 Minuten.');

  // Approving a segment with a QA error asks first; keeping it unapproved is the default.
  const approved = async () => (await savedRecords(api, document.id))[0]!.approved;
  await target(page, 1).click();
  await page.keyboard.press('Control+Enter');
  const question = page.getByRole('dialog', { name: 'Confirm segment 1 with QA errors?' });
  await expect(question.getByRole('list', { name: 'QA errors' })).toHaveText(
    'Numbers missing in the target: “15”; Numbers not in the source: “16”',
  );
  await question.getByRole('button', { name: 'Keep unconfirmed' }).click();
  await expect(question).toHaveCount(0);
  expect(await approved()).toBe(false);
  await openSegment(page, 1);
  await page.keyboard.press('Control+Enter');
  await question.getByRole('button', { name: 'Confirm anyway' }).click();
  await expect.poll(approved).toBe(true);

  // Ctrl+Enter moves on before QA's answer: it comes as a notice under the grid, and the keys typed in the next
  // segment stay there.
  await openSegment(page, 2);
  await page.keyboard.press('Control+a');
  await typeAndLeave(page, 2, 'Öffnen Sie 3 Dateien.', 'Control+Enter');
  await page.keyboard.type('Schließen Sie', { delay: 20 });
  const notice = page.getByRole('status', { name: 'Not confirmed' });
  await expect(notice).toContainText('Segment 2 is saved but not confirmed. QA error: Numbers not in the source: “3”');
  await page.keyboard.type(' das Fenster.');
  await expect(target(page, 3)).toBeFocused();
  await expect(target(page, 3)).toHaveText('Schließen Sie das Fenster.');
  expect((await savedRecords(api, document.id))[1]).toMatchObject({ target: 'Öffnen Sie 3 Dateien.', approved: false });
  await notice.getByRole('button', { name: 'Confirm anyway' }).click();
  await expect(notice).toHaveCount(0);
  await expect.poll(async () => (await savedRecords(api, document.id))[1]!.approved).toBe(true);
  await api.dispose();
});
