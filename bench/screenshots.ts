/**
 * Screenshot capture figures (issue #69): how well `tessera screenshots capture` boxes the strings of a screen, and
 * how long a page takes. It captures the fixture web app (cli/src/fixtures/capture-app: two pages and a dialog,
 * i18next JSON, served from a copy of it) in a real Chromium (CHROMIUM_PATH, else Debian's), without a Tessera
 * server: the boxes the capture finds are scored against where the page itself, in its own words, shows each
 * message (the app's `data-i18n` elements: a text's box its contents', an attribute's its element's). A box counts
 * as right when it has the key of a shown message and covers at least half of the union with its box; precision is
 * the share of boxes found that are right, recall the share of shown messages found.
 *
 *   node bench/screenshots.ts
 *   node bench/screenshots.ts --language de      # the translated screens
 *
 * Lines: one per page (`<page>: precision <p>, recall <r> of <n> shown, <t> ms`), then
 * `screenshots (<app>): precision <p>, recall <r>, <t> ms per page (load <l>)`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureScreens, launch, openShot, shotsOf } from '../cli/src/capture.ts';
import { readCaptureConfig } from '../cli/src/capture-config.ts';
import { captureAppPages, copyCaptureApp, fixtureTruth, score, serveFolder } from '../cli/src/capture.test-helper.ts';
import { writeFiles } from '../cli/src/command.test-helper.ts';
import { findChromium } from '../e2e/chromium.ts';
import { loadAverage, option } from './measure.ts';

const language = option('language', 'en');
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('No Chromium: set CHROMIUM_PATH (Debian: apt-get install chromium-headless-shell)');

const folder = await mkdtemp(join(tmpdir(), 'tessera-bench-capture-'));
const app = await serveFolder(folder);
try {
  await copyCaptureApp(folder);
  await writeFiles(folder, { 'tessera-screenshots.yml': captureAppPages(app.url) });
  const config = await readCaptureConfig(folder, folder);
  const files = ['locales/en/translation.json', ...(language === 'en' ? [] : [`locales/${language}/translation.json`])];
  const shots = await captureScreens({
    root: folder,
    config,
    files,
    language,
    source: language === 'en',
    chromiumPath,
    log: () => {},
  });
  const browser = await launch(chromiumPath);
  const totals = { found: 0, right: 0, truth: 0, matched: 0, ms: 0 };
  for (const shot of shotsOf(config, language, language === 'en')) {
    const captured = shots.find((one) => one.name === shot.name)!;
    const { page, close } = await openShot(browser, config, shot, language);
    const truth = await page.evaluate(fixtureTruth);
    await close();
    const scored = score(captured.boxes, truth);
    totals.found += scored.found;
    totals.right += scored.precision * scored.found;
    totals.truth += scored.truth;
    totals.matched += scored.recall * scored.truth;
    totals.ms += captured.ms;
    console.log(
      `${shot.name}: precision ${scored.precision.toFixed(3)}, recall ${scored.recall.toFixed(3)} of ` +
        `${scored.truth} shown, ${Math.round(captured.ms)} ms`,
    );
  }
  await browser.close();
  console.log(
    `screenshots (fixture app, ${language}): precision ${(totals.right / totals.found).toFixed(3)}, recall ` +
      `${(totals.matched / totals.truth).toFixed(3)}, ${Math.round(totals.ms / shots.length)} ms per page ` +
      `(load ${loadAverage()})`,
  );
} finally {
  await app.close();
  await rm(folder, { recursive: true, force: true });
}
