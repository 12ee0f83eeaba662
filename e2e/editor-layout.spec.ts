/**
 * The editor's room for the text on a common laptop screen (1366×768): at least 12 segment rows of one-line text
 * show under the app bar, the document header and the one-line toolbar, and typing in a segment never moves the
 * grid (what is unsaved shows in the row and the toolbar's line, not in a line of its own).
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { openSegment, segmentRow, segmentTarget, translatorOnNewDocument, xliffOf } from './editor-support.ts';

test.use({ viewport: { width: 1366, height: 768 } });

const SOURCES = Array.from({ length: 40 }, (_, index) => `Short line number ${index + 1}`);

/**
 * The segment rows wholly inside the grid's scrolling area, read in one pass over the page: the grid renders only
 * the rows near the view, and which those are changes as it lays out.
 */
function rowsInView(page: Page): Promise<number> {
  return page.getByRole('rowgroup', { name: 'Segment rows' }).evaluate((group) => {
    const area = group.getBoundingClientRect();
    return [...group.querySelectorAll('[role="row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top >= area.top && box.bottom <= area.bottom;
    }).length;
  });
}

test('at 1366×768 the editor shows at least 12 one-line segments, with a segment open', async ({ page }) => {
  const { api } = await translatorOnNewDocument(page, 'laptop.xlf', xliffOf(SOURCES));
  await expect(segmentRow(page, 12)).toBeAttached();
  await openSegment(page, 1);
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
  await api.dispose();
});

test("a translator's workflow step in the header leaves the grid its 12 rows", async ({ page }) => {
  const { api, document, translator } = await translatorOnNewDocument(page, 'assigned.xlf', xliffOf(SOURCES));
  const due = new Date(Date.now() + 86_400_000).toISOString();
  const assignments = [{ step: 'translation', user_id: translator.id, due_at: due }];
  expect((await api.put(`/api/document/${document.id}/assignments`, { data: { assignments } })).status()).toBe(200);
  await page.goto(`/document/${document.id}?filter=my-step`);
  await expect(page.getByRole('region', { name: 'Workflow step' })).toContainText('Your step:Translation');
  // The filter the step's link opens shows its whole name.
  const show = page.getByLabel('Show');
  await expect(show).toHaveValue('my-step');
  expect(await show.evaluate(chosenTextFits)).toBe(true);
  await openSegment(page, 1);
  expect(await rowsInView(page)).toBeGreaterThanOrEqual(12);
  await api.dispose();
});

/** Whether a select's chosen option's text fits in the select beside its arrow. */
function chosenTextFits(select: HTMLSelectElement): boolean {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const text = context.measureText(select.selectedOptions[0]!.text).width;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return text <= room;
}

test('the first key typed in a segment does not move the grid', async ({ page }) => {
  const { api } = await translatorOnNewDocument(page, 'steady.xlf', xliffOf(SOURCES.slice(0, 5)));
  await openSegment(page, 3);
  const before = await segmentRow(page, 1).boundingBox();
  await page.keyboard.type('E');
  await expect(segmentTarget(page, 3)).toHaveText('E');
  await expect(page.getByRole('group', { name: 'Status of segment 3' })).toContainText('edited');
  const after = await segmentRow(page, 1).boundingBox();
  expect(after?.y).toBe(before?.y);
  await api.dispose();
});
