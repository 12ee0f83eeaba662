import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import type { ScreenshotBox } from '@tessera/shared/contract';
import { builtInKeys, RevealingCatalogs } from './capture-catalogs.ts';
import type { CaptureConfig, CaptureStep, Viewport } from './capture-config.ts';
import { pageBoxes, SHOWN_ATTRIBUTES, type FoundBox } from './capture-page.ts';
import { CliError } from './errors.ts';

/** A box found on a captured screen: the API's box (linked by key) with how the page shows the words. */
export interface CapturedBox {
  key: string;
  kind: FoundBox['kind'];
  x: number;
  y: number;
  width: number;
  height: number;
  font: string;
}

export interface CapturedShot {
  /** The screenshot's name: the page's, its viewport's size when the pages have several, the language if not the source. */
  name: string;
  page: string;
  viewport: Viewport;
  png: Buffer;
  width: number;
  height: number;
  boxes: CapturedBox[];
  /** Milliseconds the page took: shown in the key-revealing language, measured, shown again and captured. */
  ms: number;
}

export interface CaptureRun {
  /** The folder the translation files' paths are relative to (and `build:` runs in). */
  root: string;
  config: CaptureConfig;
  /** The app's translation files of the language captured (and of its fallback, the source), relative to root. */
  files: string[];
  language: string;
  /** Whether the language is the project's source (else the screenshots' names say it). */
  source: boolean;
  /** Chromium's executable; Playwright's own browser when unset. */
  chromiumPath: string | undefined;
  /** Says what the capture is doing (a page captured, a build run). */
  log: (line: string) => void;
}

export async function launch(chromiumPath: string | undefined): Promise<Browser> {
  let playwright: typeof import('playwright-core');
  try {
    playwright = await import('playwright-core');
  } catch {
    throw new CliError('screenshots capture drives Chromium through playwright-core: npm install -D playwright-core');
  }
  try {
    return await playwright.chromium.launch(chromiumPath ? { executablePath: chromiumPath } : {});
  } catch (error) {
    throw new CliError(
      `Chromium did not start (${(error as Error).message.split('\n')[0]}): set CHROMIUM_PATH to its executable`,
    );
  }
}

function runBuild(command: string, root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 2, 2] });
    child.on('error', (error) => reject(new CliError(`build: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new CliError(`build: "${command}" exited with status ${code}`)),
    );
  });
}

/** A browser context of the viewport with the app told to show `language`. */
async function contextIn(browser: Browser, config: CaptureConfig, viewport: Viewport, language: string) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const setting = config.language;
  if ('localStorage' in setting)
    await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: setting.localStorage,
      value: language,
    });
  if ('cookie' in setting) await context.addCookies([{ name: setting.cookie, value: language, url: config.url }]);
  return context;
}

function addressOf(config: CaptureConfig, path: string, language: string): string {
  const url = new URL(path, `${config.url}/`);
  if ('query' in config.language) url.searchParams.set(config.language.query, language);
  return url.href;
}

/** The text with each `${NAME}` replaced by the environment variable NAME. */
function withEnvironment(text: string): string {
  return text.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = process.env[name];
    if (value === undefined) throw new CliError(`steps: \${${name}} is in a fill step, but ${name} is not set`);
    return value;
  });
}

async function runStep(page: Page, config: CaptureConfig, step: CaptureStep, language: string): Promise<void> {
  if ('click' in step) await page.locator(step.click).first().click();
  else if ('goto' in step) await page.goto(addressOf(config, step.goto, language), { waitUntil: 'networkidle' });
  else if ('fill' in step) await page.locator(step.fill.selector).first().fill(withEnvironment(step.fill.text));
  else if ('press' in step) await page.locator(step.press.selector).first().press(step.press.key);
  else if ('hover' in step) await page.locator(step.hover).first().hover();
  else if ('gone' in step)
    await page.waitForFunction((selector) => !document.querySelector(selector), step.gone, { timeout: 30_000 });
  else await page.locator(step.wait).first().waitFor({ state: 'visible' });
}

/**
 * Opens a page of the capture in a context of its own (the viewport, the app in `language`), does its steps and
 * waits until the network and the fonts are still; `close` ends the context.
 */
export async function openShot(browser: Browser, config: CaptureConfig, shot: Shot, language: string) {
  const context = await contextIn(browser, config, shot.viewport, language);
  const page = await context.newPage();
  try {
    await page.goto(addressOf(config, shot.page.path, language), { waitUntil: 'networkidle' });
    for (const step of shot.page.steps) await runStep(page, config, step, language);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  } catch (error) {
    await context.close();
    if (error instanceof CliError) throw error;
    throw new CliError(`pages: ${shot.page.name}: ${(error as Error).message.split('\n')[0]}`);
  }
  return { page, close: () => context.close() };
}

export interface Shot {
  page: CaptureConfig['pages'][number];
  viewport: Viewport;
  name: string;
}

export function shotsOf(config: CaptureConfig, language: string, source: boolean): Shot[] {
  return config.pages.flatMap((page) => {
    const viewports = page.viewports ?? config.viewports;
    return viewports.map((viewport) => {
      const size = viewports.length > 1 ? `-${viewport.width}x${viewport.height}` : '';
      return { page, viewport, name: `${page.name}${size}${source ? '' : `.${language}`}.png` };
    });
  });
}

/** The PNG's size, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The boxes in the image's whole pixels (each covering its words, cut to the image), one per place and key. */
function boxesIn(
  found: FoundBox[],
  keyOf: (index: number) => string | undefined,
  image: { width: number; height: number },
): CapturedBox[] {
  const seen = new Set<string>();
  const boxes: CapturedBox[] = [];
  for (const box of found) {
    const key = keyOf(box.index);
    if (key === undefined) continue;
    const x = Math.max(0, Math.floor(box.x));
    const y = Math.max(0, Math.floor(box.y));
    const right = Math.min(image.width, Math.ceil(box.x + box.width));
    const bottom = Math.min(image.height, Math.ceil(box.y + box.height));
    if (right <= x || bottom <= y) continue;
    const one = { key, kind: box.kind, x, y, width: right - x, height: bottom - y, font: box.font };
    const id = `${key} ${one.kind} ${x} ${y} ${one.width} ${one.height}`;
    if (seen.has(id)) continue;
    seen.add(id);
    boxes.push(one);
  }
  return boxes;
}

/**
 * Captures the pages of `run.config` in `run.language`: shows each page and viewport in the key-revealing language
 * and measures where each marked message is and at which DOM node; shows each page again in the language's own
 * words, measures each message again at its node (the page's layout without the marks: a list sized by its options
 * is as wide as its words make it) and takes its screenshot. The key-revealing language is the app's own when
 * `revealing` names it (the keys told from their numbers by the messages of `run.files`); else the capture writes
 * it into the app's translation files (and builds, if `build:` says how) and puts them back after the first showing
 * (and builds again), whatever happens, an interruption (Ctrl+C) included.
 */
export async function captureScreens(run: CaptureRun): Promise<CapturedShot[]> {
  const { config, language } = run;
  const shots = shotsOf(config, language, run.source);
  const browser = await launch(run.chromiumPath);
  const found = new Map<Shot, FoundBox[]>();
  const ms = new Map<Shot, number>();
  /** Shows each page in the key-revealing language `revealing` and measures its marked messages. */
  const reveal = async (revealing: string) => {
    for (const shot of shots) {
      const started = performance.now();
      const { page, close } = await openShot(browser, config, shot, revealing);
      found.set(shot, await page.evaluate(pageBoxes, { attributes: SHOWN_ATTRIBUTES }));
      await close();
      ms.set(shot, performance.now() - started);
    }
  };
  try {
    let keyOf: (index: number) => string | undefined;
    if (config.revealing) {
      const keys = await builtInKeys(run.root, run.files);
      if (keys.size === 0)
        throw new CliError(`files: no message to capture in ${run.files.join(', ') || 'the project’s files'}`);
      keyOf = (index) => keys.get(index);
      await reveal(config.revealing);
    } else keyOf = await revealInFiles(run, () => reveal(language));
    const captured: CapturedShot[] = [];
    for (const shot of shots) {
      const started = performance.now();
      const { page, close } = await openShot(browser, config, shot, language);
      const measured = await page.evaluate(pageBoxes, { attributes: SHOWN_ATTRIBUTES, again: found.get(shot)! });
      const png = await page.screenshot({ fullPage: true, animations: 'disabled', type: 'png' });
      await close();
      const size = pngSize(png);
      const boxes = boxesIn(measured, keyOf, size);
      captured.push({
        name: shot.name,
        page: shot.page.name,
        viewport: shot.viewport,
        png,
        ...size,
        boxes,
        ms: ms.get(shot)! + performance.now() - started,
      });
      run.log(`${shot.name}: ${boxesSaid(boxes)}`);
    }
    return captured;
  } finally {
    await browser.close();
  }
}

/**
 * Writes the key-revealing language into the app's translation files (and builds), runs `reveal`, and puts the
 * files back (and builds again) whatever happens; answers the key of each message number.
 */
async function revealInFiles(run: CaptureRun, reveal: () => Promise<void>) {
  const { config } = run;
  const catalogs = new RevealingCatalogs(run.root);
  const interrupted = () => {
    catalogs.restoreNow();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let built = false;
  try {
    await catalogs.write(run.files);
    if (catalogs.messages.length === 0)
      throw new CliError(`files: no message to capture in ${run.files.join(', ') || 'the project’s files'}`);
    if (config.build) {
      run.log(`build: ${config.build} (key-revealing language)`);
      built = true;
      await runBuild(config.build, run.root);
    }
    await reveal();
  } finally {
    await catalogs.restore();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    // The app is built again from its own words even when the capture failed: it must not stay marked.
    if (config.build && built) {
      run.log(`build: ${config.build} (the app's own words)`);
      await runBuild(config.build, run.root);
    }
  }
  return (index: number) => catalogs.messages[index]?.key;
}

/** How many boxes, in text and in attributes apart: `12 strings in text, 3 in attributes`. */
export function boxesSaid(boxes: CapturedBox[]): string {
  const text = boxes.filter((box) => box.kind === 'text').length;
  return `${text} strings in text, ${boxes.length - text} in attributes`;
}

/** The API's boxes of a captured screen, linked by key. */
export const apiBoxes = (shot: CapturedShot): ScreenshotBox[] =>
  shot.boxes.map(({ key, x, y, width, height }) => ({ key, x, y, width, height }));
