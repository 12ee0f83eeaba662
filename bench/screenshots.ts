/**
 * Screenshot capture figures (issue #69): how well `tessera screenshots capture` boxes the strings of a screen, and
 * how long a page takes, in a real Chromium (CHROMIUM_PATH, else Debian's). A box counts as right when it has the
 * key of a shown message and covers at least half of the union with that message's box; precision is the share of
 * boxes found that are right, recall the share of shown messages found. The time per page counts both times the
 * page is shown (in the key-revealing language, then in its words for the screenshot).
 *
 * - fixture: the web app of cli/src/fixtures/capture-app (two pages and a dialog, i18next JSON, served from a copy
 *   of it), without a Tessera server; where each message is, the page itself says (its `data-i18n` elements: a
 *   text's box its contents', an attribute's its element's).
 * - tessera: Tessera's own screens, as `npm run screenshots` captures them (the root tessera-screenshots.yml: sign-in,
 *   home, the project page and its tabs, the editor and each tab of its side panel, the QA report, a glossary, a
 *   translation memory, users, settings, profile), from a server this bench starts (PGlite) with synthetic sentences
 *   as the editor's document, a glossary and a translation memory. The capture shows the pages in Tessera's built-in
 *   key-revealing language (`en-XR`): it writes no catalog and builds nothing. Tessera marks nothing in its pages, so a message's place is told by its words: a text node or attribute that is exactly
 *   a message without placeholders, or is made only of such messages with punctuation between them (each one's
 *   place then its words' part of the text node, or the attribute's element), or at a placeholder of a text node that
 *   is a message with placeholders, the message filling it (cli/src/capture.test-helper.ts, `wordsTruth`); boxes
 *   of messages with placeholders are left out of both figures.
 *
 *   node bench/screenshots.ts                       # both
 *   node bench/screenshots.ts --only fixture --language de
 *   node bench/screenshots.ts --only tessera --verbose   # and each box found wrong, each message missed
 *
 * Lines: one per page (`<page>: precision <p>, recall <r> of <n> shown, <t> ms`), then per app
 * `screenshots (<app>, <language>): precision <p>, recall <r>, <t> ms per page (load <l>)`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureScreens, launch, openShot, shotsOf, type CapturedShot } from '../cli/src/capture.ts';
import { readCaptureConfig, type CaptureConfig } from '../cli/src/capture-config.ts';
import {
  captureAppPages,
  copyCaptureApp,
  fixtureTruth,
  ownScreensAt,
  score,
  serveFolder,
  tesseraMessages,
  wordsTruth,
  type PlacedKey,
} from '../cli/src/capture.test-helper.ts';
import { writeFiles } from '../cli/src/command.test-helper.ts';
import { findChromium } from '../e2e/chromium.ts';
import { buildStaleApps } from '../scripts/build-apps.ts';
import { benchDatabase, startApiServer, upload, waitUntilDone, xliff } from './api-server.ts';
import { ADMIN, loadAverage, option, signIn } from './measure.ts';

const language = option('language', 'en');
const only = option('only', 'both');
const verbose = process.argv.includes('--verbose');
const chromiumPath = findChromium();
if (!chromiumPath) throw new Error('No Chromium: set CHROMIUM_PATH (Debian: apt-get install chromium-headless-shell)');
const repoRoot = join(import.meta.dirname, '..');

/** Scores each captured page against where it shows its messages (`truthOf`, in the page), and prints the figures. */
async function report(
  app: string,
  config: CaptureConfig,
  shots: CapturedShot[],
  truthOf: (page: import('playwright-core').Page) => Promise<PlacedKey[]>,
  judged: (key: string) => boolean = () => true,
) {
  const browser = await launch(chromiumPath);
  const totals = { found: 0, right: 0, truth: 0, matched: 0, ms: 0 };
  for (const shot of shotsOf(config, language, language === 'en')) {
    const captured = shots.find((one) => one.name === shot.name)!;
    const { page, close } = await openShot(browser, config, shot, language);
    const truth = await truthOf(page);
    await close();
    const scored = score(
      captured.boxes.filter((box) => judged(box.key)),
      truth,
    );
    totals.found += scored.found;
    totals.right += scored.precision * scored.found;
    totals.truth += scored.truth;
    totals.matched += scored.recall * scored.truth;
    totals.ms += captured.ms;
    const where = (box: PlacedKey) => `${box.key} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`;
    if (verbose) for (const box of scored.wrong) console.log(`  wrong ${where(box)}`);
    if (verbose) for (const box of scored.missed) console.log(`  missed ${where(box)}`);
    console.log(
      `${shot.name}: precision ${scored.precision.toFixed(3)}, recall ${scored.recall.toFixed(3)} of ` +
        `${scored.truth} shown, ${Math.round(captured.ms)} ms`,
    );
  }
  await browser.close();
  console.log(
    `screenshots (${app}, ${language}): precision ${(totals.right / totals.found).toFixed(3)}, recall ` +
      `${(totals.matched / totals.truth).toFixed(3)}, ${Math.round(totals.ms / shots.length)} ms per page ` +
      `(load ${loadAverage()})`,
  );
}

async function fixtureApp() {
  const folder = await mkdtemp(join(tmpdir(), 'tessera-bench-capture-'));
  const app = await serveFolder(folder);
  try {
    await copyCaptureApp(folder);
    await writeFiles(folder, { 'tessera-screenshots.yml': captureAppPages(app.url) });
    const config = await readCaptureConfig(folder, folder);
    const files = [
      'locales/en/translation.json',
      ...(language === 'en' ? [] : [`locales/${language}/translation.json`]),
    ];
    const shots = await captureScreens({
      root: folder,
      config,
      files,
      language,
      source: language === 'en',
      chromiumPath,
      log: () => {},
    });
    await report('fixture app', config, shots, (page) => page.evaluate(fixtureTruth));
  } finally {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/** Creates what the pages of Tessera's own screens show, through the API, and answers its ids. */
async function ownScreensData(base: string) {
  const headers = await signIn(base);
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { id: number };
  };
  const languages = { source_lang: 'en', target_lang: 'de' };
  const project = await post('/api/projects/', { name: 'Tessera', source_lang: 'en', target_langs: ['de'] });
  const glossary = await post('/api/glossary/', { name: 'Tessera terms', ...languages });
  const tm = await post('/api/translation_memory/', { name: 'Tessera memory', ...languages });
  // The editor's document: synthetic sentences (a catalog's words would be the interface's words in the grid).
  const document = await upload(
    base,
    headers,
    '/api/document/',
    { name: 'sentences.xlf', content: xliff(40) },
    { project_id: String(project.id), ...languages },
  );
  await waitUntilDone(base, headers, `/api/document/${document.id}`);
  return { project: project.id, document: document.id, glossary: glossary.id, tm: tm.id };
}

async function tesseraScreens() {
  buildStaleApps();
  const data = await benchDatabase('pglite');
  const server = await startApiServer({ ...data.env });
  try {
    const ids = await ownScreensData(server.base);
    process.env.TESSERA_ADMIN_EMAIL = ADMIN.email;
    process.env.TESSERA_ADMIN_PASSWORD = ADMIN.password;
    const config = ownScreensAt(await readCaptureConfig(repoRoot, repoRoot), server.base, ids);
    const { catalogs, words } = await tesseraMessages(repoRoot);
    const judged = new Set(words.messages.flatMap(([, keys]) => keys));
    const files =
      language === 'en' ? catalogs : catalogs.flatMap((path) => [path.replace('/en/', `/${language}/`), path]);
    const shots = await captureScreens({
      root: repoRoot,
      config,
      files,
      language,
      source: language === 'en',
      chromiumPath,
      log: (line) => console.log(line),
    });
    await report(
      'Tessera',
      config,
      shots,
      (page) => page.evaluate(wordsTruth, words),
      (key) => judged.has(key),
    );
  } finally {
    await server.stop();
    await data.drop();
  }
}

if (only !== 'tessera') await fixtureApp();
if (only !== 'fixture') await tesseraScreens();
