/**
 * A project's screenshots in a real browser (issue #69): a manager uploads one on the project page, draws a box on
 * it with the mouse, moves it with the mouse and the keyboard, links it to a segment found by its text and saves;
 * the server holds the box where it was drawn, and the tab reads well to axe. In the editor, the side panel's
 * Screens tab (Alt+7) shows the open segment's screen with its box highlighted, zooms by keyboard and keeps the box
 * in sight, and warns when the translation measured in the box's font overflows it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Project, Screenshot, ScreenshotBoxesAnswer } from '@tessera/shared/contract';
import { png } from '../server/src/screenshots/images.test-helper.ts';
import { openSegment, savedRecords, segmentTarget, uploadDocument, xliffOf } from './editor-support.ts';
import { adminApi, answerOf, appUrl, openAs, test } from './fixtures.ts';

test('upload a screenshot on the project page, draw a box with the mouse, move it, link it and save', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Shots ${Date.now()}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  await uploadDocument(api, 'app.xlf', xliffOf(['Sync now', 'Settings']), { project_id: String(project.id) });
  await openAs(page, `/project/${project.id}#screenshots`);
  await page.getByLabel('Upload a screenshot').setInputFiles({
    name: 'settings.png',
    mimeType: 'image/png',
    buffer: png(400, 200),
  });
  const viewer = page.getByRole('region', { name: 'settings.png with the boxes of its strings' });
  const image = viewer.getByRole('img', { name: 'Screenshot settings.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // Dragged from a quarter of the image across and down to its middle: 100, 50 to 200, 100 in its pixels.
  await image.scrollIntoViewIfNeeded();
  const area = (await image.boundingBox())!;
  const at = (x: number, y: number) => [area.x + (area.width * x) / 400, area.y + (area.height * y) / 200] as const;
  await page.mouse.move(...at(100, 50));
  await page.mouse.down();
  await page.mouse.move(...at(150, 80), { steps: 4 });
  await page.mouse.move(...at(200, 100), { steps: 4 });
  await page.mouse.up();
  const box = viewer.getByRole('button', { name: /^Box 1:/ });
  await expect(box).toHaveAccessibleName(/^Box 1: no string yet, (99|100|101)×(49|50|51) at (99|100|101), (49|50|51)$/);

  // Dragged by its middle 40 pixels right, then 10 more with Shift+→ and a pixel taller with Ctrl+↓.
  const drawn = (await box.boundingBox())!;
  await page.mouse.move(drawn.x + drawn.width / 2, drawn.y + drawn.height / 2);
  await page.mouse.down();
  await page.mouse.move(drawn.x + drawn.width / 2 + (area.width * 40) / 400, drawn.y + drawn.height / 2, { steps: 4 });
  await page.mouse.up();
  await box.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Control+ArrowDown');

  await viewer.getByRole('searchbox', { name: 'Search the segments' }).fill('sync');
  await viewer
    .getByRole('list', { name: 'Segments found' })
    .getByRole('button', { name: /^Link the box/ })
    .click();
  await expect(box).toHaveAccessibleName(/^Box 1: “Sync now”/);
  await viewer.getByRole('button', { name: 'Save boxes' }).click();
  await expect(viewer.getByText('Boxes saved.')).toBeVisible();

  const [shot] = (
    await answerOf<{ screenshots: Screenshot[] }>(api.get(`/api/projects/${project.id}/screenshots`), 200)
  ).screenshots;
  const { boxes } = await answerOf<ScreenshotBoxesAnswer>(
    api.get(`/api/projects/${project.id}/screenshots/${shot!.id}/boxes`),
    200,
  );
  expect(boxes).toHaveLength(1);
  const [saved] = boxes;
  // Where the mouse put it, give or take the pixel a screen's rounding moves it.
  expect(Math.abs(saved!.x - 150)).toBeLessThanOrEqual(2);
  expect(Math.abs(saved!.y - 50)).toBeLessThanOrEqual(1);
  expect(Math.abs(saved!.width - 100)).toBeLessThanOrEqual(1);
  expect(Math.abs(saved!.height - 51)).toBeLessThanOrEqual(1);
  expect(saved!.record_id).not.toBeNull();

  const axe = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await api.dispose();
});

test("the editor's Screens tab shows the open segment's box, zooms with the keyboard and keeps the box in sight", async ({
  page,
}) => {
  const { api, document } = await screenOfTwoStrings();
  // A translation far wider than its box in the box's font: 40 characters of 16px monospace, about 380 pixels.
  const [first, second] = await savedRecords(api, document.id);
  for (const [record, target] of [
    [first!, 'Jetzt synchronisieren, alle Geräte sofort'],
    [second!, 'Einstellungen'],
  ] as const)
    await answerOf(
      api.put(`/api/document/records/${record.id}`, {
        data: { target, approved: false, updated_at: record.updated_at },
      }),
      200,
    );
  await openAs(page, `/document/${document.id}`);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  await openSegment(page, 1);
  await page.keyboard.press('Alt+7');
  const panel = page.getByRole('tabpanel', { name: 'Screens' });
  const image = panel.getByRole('img', { name: 'Screenshot settings.png, the box of “Sync now” highlighted' });
  await expect(image).toBeVisible();
  await expect(panel.getByText("The string's box: 150×40 pixels")).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText(
    /^QA: the translation would overflow its box: \d+ pixels wide in 16px monospace, \d+ more than the box's 150\.$/,
  );
  // The keyboard went into the tab (its panel, or its first control once shown); Tab reaches the view past the
  // zoom buttons, Zoom out disabled at the start.
  await expect.poll(() => panel.evaluate((element) => element.contains(window.document.activeElement))).toBe(true);
  const view = panel.getByRole('group', { name: /^settings\.png at / });
  await expect(view).toHaveAccessibleName(/^settings\.png at 1×/);
  const focused = () => view.evaluate((element) => element === window.document.activeElement);
  for (let presses = 0; presses < 2 && !(await focused()); presses++) await page.keyboard.press('Tab');
  await expect(view).toBeFocused();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(view).toHaveAccessibleName(/^settings\.png at 4×/);
  // Four times as wide, the segment's box is scrolled into the view's middle.
  const box = panel.locator('[data-segment-box]');
  const inView = async () => {
    const [shown, marked] = [(await view.boundingBox())!, (await box.boundingBox())!];
    return (
      marked.x >= shown.x &&
      marked.y >= shown.y &&
      marked.x + marked.width <= shown.x + shown.width &&
      marked.y + marked.height <= shown.y + shown.height
    );
  };
  await expect.poll(inView).toBe(true);
  await page.keyboard.press('0');
  await expect(view).toHaveAccessibleName(/^settings\.png at 1×/);
  // The second string's box has no font: measured in the editor's, as the tab says.
  await openSegment(page, 2);
  await expect(
    panel.getByText(/^The screenshot gives no font for this box: measured in the editor's, .*px/),
  ).toBeVisible();

  const axe = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(
    axe.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await api.dispose();
});

/**
 * A project whose document has two strings on one 800×600 screenshot: the first by its key in a 150-pixel box
 * whose text is 16px monospace, far down the screen, and which allows 30 characters; the second by its segment,
 * its neighbour, without a font.
 */
async function screenOfTwoStrings() {
  const api = await adminApi(appUrl());
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Screens ${Date.now()}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  // The first string allows 30 characters (a maxwidth in characters, as the QA length check reads it).
  const xliff = xliffOf(['Sync now', 'Settings']).replace(
    '<trans-unit id="u1">',
    '<trans-unit id="u1" maxwidth="30" size-unit="char">',
  );
  const document = await uploadDocument(api, 'app.xlf', xliff, {
    project_id: String(project.id),
  });
  const shot = await answerOf<Screenshot>(
    api.post(`/api/projects/${project.id}/screenshots`, {
      multipart: { file: { name: 'settings.png', mimeType: 'image/png', buffer: png(800, 600) } },
    }),
    201,
  );
  await answerOf(
    api.put(`/api/projects/${project.id}/screenshots/${shot.id}/boxes`, {
      data: {
        boxes: [
          { x: 600, y: 500, width: 150, height: 40, key: 'u1', font: '16px monospace' },
          { x: 20, y: 20, width: 100, height: 30, key: 'u2' },
        ],
      },
    }),
    200,
  );
  return { api, document };
}

test('typing a translation wider than its screenshot box warns in the QA tab and on the row, with its length', async ({
  page,
}) => {
  const { api, document } = await screenOfTwoStrings();
  await openAs(page, `/document/${document.id}`);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  await openSegment(page, 1);
  // Typed, not saved: 40 characters of 16px monospace are about 380 pixels against the box's 150.
  await page.keyboard.type('Jetzt synchronisieren, alle Geräte sofort');
  const marker = page.getByRole('img', { name: '1 QA warning' });
  await expect(marker).toBeVisible();
  // Under the target: its length against the file's limit, and the box's width beside it.
  const length = page.getByTestId('length-limit');
  await expect(length).toHaveText('41 / 30 charactersbox 150 px');
  await page.keyboard.press('Alt+4');
  const qa = page.getByRole('tabpanel', { name: 'QA' }).getByRole('list', { name: 'QA issues' });
  await expect(qa.getByRole('listitem')).toHaveText([
    /^WarningWould overflow its box on settings\.png by \d+ px \(box 150 px\)$/,
  ]);
  // Shortened to fit, both go once typing pauses; nothing was saved meanwhile.
  await segmentTarget(page, 1).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Sync');
  await expect(marker).toBeHidden();
  await expect(length).toHaveText('4 / 30 charactersbox 150 px');
  await expect(page.getByRole('tabpanel', { name: 'QA' }).getByRole('listitem')).toHaveCount(0);
  const [first] = await savedRecords(api, document.id);
  expect(first!.target).toBe('');
  await api.dispose();
});
