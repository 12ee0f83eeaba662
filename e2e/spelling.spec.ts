/**
 * Spelling in the editor on the real server (Hunspell's German dictionary): a word the translator misspells is
 * underlined once typing pauses; a suggestion from its menu replaces it; a word added to the project's dictionary
 * is no longer underlined; a misspelling saved shows in the QA report while the segment is not yet confirmed.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, test } from './fixtures.ts';
import { openAsTranslator, openSegment, segmentTarget as target, uploadDocument, xliffOf } from './editor-support.ts';

/** The words the page underlines: the ranges of its spelling highlight, as Chromium draws them. */
const underlined = (page: Page) =>
  page.evaluate(() => [...(CSS.highlights.get('tessera-misspelled') ?? [])].map((range) => range.toString()));

test('a misspelled German word is underlined; a suggestion replaces it; an added word is accepted; QA reports a saved one', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Spelling ${Date.now()}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  const document = await uploadDocument(
    api,
    'spelling.xlf',
    xliffOf(['Open the configuration', 'Save the file in Tessera', 'Close the window', 'Done']),
  );
  await answerOf(api.put(`/api/document/${document.id}`, { data: { project_id: project.id } }), 200);
  await openAsTranslator(page, document.id);

  // Typed, then underlined once typing pauses; the right-click menu's first suggestion replaces the word.
  await openSegment(page, 1);
  await page.keyboard.type('Öffnen Sie die Konfiguraiton');
  await expect.poll(() => underlined(page)).toEqual(['Konfiguraiton']);
  const box = await page.evaluate(() => {
    const range = [...(CSS.highlights.get('tessera-misspelled') ?? [])][0] as Range;
    const { left, top, width, height } = range.getBoundingClientRect();
    return { x: left + width / 2, y: top + height / 2 };
  });
  await page.mouse.click(box.x, box.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Spelling of “Konfiguraiton”' });
  await expect(menu.getByRole('menuitem').first()).toHaveText('Konfiguration');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveCount(0);
  await expect(target(page, 1)).toHaveText('Öffnen Sie die Konfiguration');
  await expect(target(page, 1)).toBeFocused();
  await expect.poll(() => underlined(page)).toEqual([]);

  // The caret in a word and Shift+F10 open its menu: added to the project's dictionary, it is no longer flagged.
  await page.keyboard.press('Tab');
  await expect(target(page, 2)).toBeFocused();
  await page.keyboard.type('Speichern Sie die Datei im Tesseraordnerchen');
  await expect.poll(() => underlined(page)).toEqual(['Tesseraordnerchen']);
  await page.keyboard.press('Shift+F10');
  const wordMenu = page.getByRole('menu', { name: 'Spelling of “Tesseraordnerchen”' });
  await expect(wordMenu.getByRole('menuitem').first()).toBeFocused();
  const axe = await new AxeBuilder({ page }).setLegacyMode().include('[role="menu"]').analyze();
  expect(axe.violations.filter(({ impact }) => impact === 'critical' || impact === 'serious')).toEqual([]);
  await wordMenu.getByRole('menuitem', { name: 'Add to dictionary' }).click();
  await expect(target(page, 2)).toBeFocused();
  await expect.poll(() => underlined(page)).toEqual([]);
  const words = await answerOf<{ words: { word: string }[] }>(
    api.get(`/api/projects/${project.id}/dictionary/de`),
    200,
  );
  expect(words.words.map(({ word }) => word)).toEqual(['Tesseraordnerchen']);

  // A misspelling left in a saved target is an open QA warning in the report before anyone confirms the segment.
  await page.keyboard.press('Tab');
  await expect(target(page, 3)).toBeFocused();
  await page.keyboard.type('Schliesen Sie das Fenster');
  await expect.poll(() => underlined(page)).toEqual(['Schliesen']);
  await page.keyboard.press('Tab');
  await expect
    .poll(async () => {
      const records = (await (await api.get(`/api/document/${document.id}/records?page=0`)).json()) as {
        records: { target: string; qa: { check: string }[] }[];
      };
      return records.records.map((record) => record.qa.map((issue) => issue.check));
    })
    .toEqual([[], [], ['spelling'], []]);
  await page.getByRole('link', { name: 'QA report' }).click();
  await expect(page.getByRole('heading', { name: 'QA report' })).toBeVisible();
  const checks = page.getByRole('table', { name: 'Findings per check' });
  await expect(checks.getByRole('row', { name: /Possible misspelling/ }).getByRole('cell')).toHaveText([
    'WarningPossible misspelling',
    '1',
    '0',
  ]);
  await api.dispose();
});
