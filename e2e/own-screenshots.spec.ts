/**
 * Tessera's own screens captured as `npm run screenshots` captures them (issue #69): the root
 * tessera-screenshots.yml's sign-in, home and editor pages, shown in Tessera's built-in key-revealing language
 * (`en-XR`, no catalog written, nothing built) and then in English, on this worker's app. Each box found is scored
 * against where the page itself shows each message by its words (cli/src/capture.test-helper.ts, `wordsTruth`):
 * precision ≥ 0.95 and recall ≥ 0.90 on each page. The same boxes moved down by their height must fail that score.
 */
import { expect } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { captureScreens, launch, openShot, shotsOf } from '../cli/src/capture.ts';
import { readCaptureConfig } from '../cli/src/capture-config.ts';
import { ownScreensAt, score, tesseraMessages, wordsTruth } from '../cli/src/capture.test-helper.ts';
import { repoRoot } from './app-server.ts';
import { findChromium } from './chromium.ts';
import { uploadDocument, xliffOf } from './editor-support.ts';
import { ADMIN, adminApi, answerOf, appUrl, createGlossary, createTm, test } from './fixtures.ts';

const PAGES = ['sign-in', 'home', 'editor'];

test("captures Tessera's own sign-in, home and editor, each box where the page shows its message", async () => {
  // Each page is shown three times (revealing, English, and once more for the truth) on a shared 2-core machine.
  test.setTimeout(240_000);
  const api = await adminApi(appUrl());
  const tag = Date.now();
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Tessera ${tag}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  const sentences = Array.from({ length: 12 }, (_, n) => `Sentence number ${n + 1} of the synthetic document.`);
  const document = await uploadDocument(api, `sentences-${tag}.xlf`, xliffOf(sentences), {
    project_id: String(project.id),
  });
  const glossary = await createGlossary(api, `Terms ${tag}`);
  const tm = await createTm(api, `Memory ${tag}`);
  await api.dispose();

  process.env.TESSERA_ADMIN_EMAIL = ADMIN.email;
  process.env.TESSERA_ADMIN_PASSWORD = ADMIN.password;
  const read = await readCaptureConfig(repoRoot, repoRoot);
  expect(read.revealing, 'tessera-screenshots.yml names the built-in key-revealing language').toBe('en-XR');
  expect(read.build).toBeUndefined();
  const config = ownScreensAt({ ...read, pages: read.pages.filter((page) => PAGES.includes(page.name)) }, appUrl(), {
    project: project.id,
    document: document.id,
    glossary: glossary.id,
    tm: tm.id,
  });
  expect(config.pages.map((page) => page.name)).toEqual(PAGES);
  const { catalogs, words } = await tesseraMessages(repoRoot);
  const chromiumPath = findChromium();
  const shots = await captureScreens({
    root: repoRoot,
    config,
    files: catalogs,
    language: 'en',
    source: true,
    chromiumPath,
    log: () => {},
  });

  // Only the messages the words tell apart are judged (those with placeholders have no one text).
  const judged = new Set(words.messages.flatMap(([, keys]) => keys));
  const browser = await launch(chromiumPath);
  try {
    for (const shot of shotsOf(config, 'en', true)) {
      const captured = shots.find((one) => one.name === shot.name)!;
      const { page, close } = await openShot(browser, config, shot, 'en');
      const truth = await page.evaluate(wordsTruth, words);
      await close();
      const found = captured.boxes.filter((box) => judged.has(box.key));
      const scored = score(found, truth);
      const said = (boxes: typeof scored.wrong) => boxes.map((box) => box.key).join(', ');
      expect(scored.truth, `messages shown on ${shot.name}`).toBeGreaterThanOrEqual(3);
      expect
        .soft(scored.precision, `precision on ${shot.name}; wrong: ${said(scored.wrong)}`)
        .toBeGreaterThanOrEqual(0.95);
      expect.soft(scored.recall, `recall on ${shot.name}; missed: ${said(scored.missed)}`).toBeGreaterThanOrEqual(0.9);
      const moved = found.map((box) => ({ ...box, y: box.y + box.height }));
      expect(score(moved, truth).precision, `boxes moved down on ${shot.name}`).toBeLessThan(0.5);
    }
  } finally {
    await browser.close();
  }
});
