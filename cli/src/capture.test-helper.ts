import { cp, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { CaptureConfig } from './capture-config.ts';
import { filesUnder } from './files.ts';

/** The small web app the capture is tried on (fixtures/capture-app): two pages, i18next JSON in English and German. */
export const CAPTURE_APP = join(import.meta.dirname, 'fixtures', 'capture-app');

/** What tessera-screenshots.yml says of the fixture app: its home page, its dialog open, its settings page. */
export const captureAppPages = (url: string) =>
  [
    `url: ${url}`,
    'language: { query: lng }',
    'pages:',
    '  - { name: home, path: /index.html }',
    '  - name: new-project',
    '    path: /index.html',
    '    steps: [{ click: "#open" }, { wait: "dialog h2" }]',
    '  - { name: settings, path: /settings.html }',
  ].join('\n');

export const copyCaptureApp = (folder: string) => cp(CAPTURE_APP, folder, { recursive: true });

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Serves the files of `root` as they are on disk at each request (never cached), on loopback. */
export async function serveFolder(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const type = TYPES[extname(path)];
    if (path.includes('..') || !type) return void response.writeHead(404).end();
    readFile(join(root, path)).then(
      (bytes) => response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(bytes),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface PlacedKey {
  key: string;
  /** Other keys the box may rightly have: messages of the same words. */
  keys?: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Runs in the fixture app's page in its own words: where the DOM itself says each shown message is. The app marks
 * each element it fills with `data-i18n` (the key it resolved, a plural's own, in `data-i18n-key`) or an attribute
 * with `data-i18n-<attribute>`: a text's box is its element's contents', an attribute's its element's.
 */
export function fixtureTruth(): PlacedKey[] {
  const placed: PlacedKey[] = [];
  const add = (key: string, element: Element, rect: DOMRect) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    if (rect.width < 1 || rect.height < 1) return;
    placed.push({ key, x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height });
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const range = document.createRange();
    range.selectNodeContents(element);
    add(element.dataset.i18nKey!, element, range.getBoundingClientRect());
  }
  for (const attribute of ['placeholder', 'title', 'aria-label'])
    for (const element of document.querySelectorAll(`[data-i18n-${attribute}]`))
      add(element.getAttribute(`data-i18n-${attribute}`)!, element, element.getBoundingClientRect());
  return placed;
}

/** An app's messages without placeholders (each text with the keys of its messages), and the texts of those with. */
export interface WordsOfMessages {
  messages: [string, string[]][];
  patterns: string[];
}

/**
 * Runs in a page of an app that marks nothing (Tessera's own): where its messages without placeholders are, by their
 * words (`messages`: each text with the keys of the messages of those words). A shown text node whose words are a
 * message's, its ends' spaces aside, is that message's; so is a placeholder, title or aria-label of its words. A
 * text made of several messages and nothing else but punctuation and spaces between them (a tooltip listing each
 * status with its meaning) holds each of them: a text node's part its own box, an attribute's its element's. Its
 * messages are the longest that fit, each a whole-word part of the text (none inside another). A text node whose
 * words are a message with placeholders (`patterns`: its `{name}` arguments each any words) holds, at each
 * placeholder, the message whose words fill it, their case aside (`No {items} yet` as "No glossaries yet"); the
 * patterns with words of their own are tried, the most literal characters first.
 */
export function wordsTruth({ messages, patterns }: WordsOfMessages): PlacedKey[] {
  const byText = new Map(messages);
  const byLowerText = new Map(messages.map(([text, keys]) => [text.toLowerCase(), keys]));
  // The patterns with words of their own, the most words first (`{label}: {meaning}` would fit any two words).
  const literal = (text: string) => text.replace(/\{\w+\}/g, '');
  const filled = patterns
    .filter((text) => /[\p{L}\p{N}]/u.test(literal(text)))
    .sort((a, b) => literal(b).length - literal(a).length)
    .map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('(.+?)')}$`,
          'd',
        ),
    );
  /** The placeholders' values that are messages' words, their case aside, in a text that is a message with placeholders. */
  const valuesOf = (text: string): { start: number; end: number; keys: string[] }[] => {
    const lead = text.length - text.trimStart().length;
    for (const pattern of filled) {
      const match = pattern.exec(text.trim());
      if (!match) continue;
      return match.indices!.slice(1).flatMap((span, index) => {
        const keys = byLowerText.get(match[index + 1]!.trim().toLowerCase());
        return keys && span ? [{ start: lead + span[0], end: lead + span[1], keys }] : [];
      });
    }
    return [];
  };
  const placed: PlacedKey[] = [];
  /** Shown: its middle inside every ancestor that clips what overflows it (a scrolled list's rows below are not). */
  const inView = (element: Element, rect: DOMRect) => {
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = parent.getBoundingClientRect();
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) return false;
    }
    return true;
  };
  const add = (keys: string[], element: Element, rect: DOMRect) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
    if (rect.width < 1 || rect.height < 1 || !inView(element, rect)) return;
    const [key, ...others] = keys;
    placed.push({
      key: key!,
      keys: others,
      x: rect.left + scrollX,
      y: rect.top + scrollY,
      width: rect.width,
      height: rect.height,
    });
  };
  const longestFirst = [...byText.keys()].sort((a, b) => b.length - a.length);
  const wordy = /[\p{L}\p{N}]/u;
  /** The messages `text` is made of, where each starts and ends; none when anything but punctuation is left. */
  const partsOf = (text: string): { start: number; end: number; keys: string[] }[] => {
    const taken = new Array<boolean>(text.length).fill(false);
    const parts: { start: number; end: number; keys: string[] }[] = [];
    for (const words of longestFirst) {
      for (let start = text.indexOf(words); start >= 0; start = text.indexOf(words, start + 1)) {
        const end = start + words.length;
        if (wordy.test(text[start - 1] ?? '') || wordy.test(text[end] ?? '')) continue;
        if (taken.slice(start, end).some(Boolean)) continue;
        taken.fill(true, start, end);
        parts.push({ start, end, keys: byText.get(words)! });
      }
    }
    const rest = [...text].filter((_, index) => !taken[index]).join('');
    return wordy.test(rest) ? [] : parts;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.parentElement || !wordy.test(node.data)) continue;
    const whole = byText.get(node.data.trim());
    const option = node.parentElement.closest('option');
    const list = option?.closest('select');
    if (option && list) {
      if (whole && option.selected && list.size <= 1 && !list.multiple) add(whole, list, list.getBoundingClientRect());
      continue;
    }
    const parts = whole ? [{ start: 0, end: node.data.length, keys: whole }] : partsOf(node.data);
    if (parts.length === 0) parts.push(...valuesOf(node.data));
    for (const part of parts) {
      const range = document.createRange();
      if (whole) range.selectNodeContents(node);
      else {
        range.setStart(node, part.start);
        range.setEnd(node, part.end);
      }
      add(part.keys, node.parentElement, range.getBoundingClientRect());
    }
  }
  for (const attribute of ['placeholder', 'title', 'aria-label'])
    for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
      const text = element.getAttribute(attribute)!;
      const whole = byText.get(text.trim());
      for (const part of whole ? [{ keys: whole }] : partsOf(text))
        add(part.keys, element, element.getBoundingClientRect());
    }
  return placed;
}

/** How much two boxes overlap: their intersection over their union. */
function overlap(a: PlacedKey, b: PlacedKey): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (width <= 0 || height <= 0) return 0;
  const common = width * height;
  return common / (a.width * a.height + b.width * b.height - common);
}

export interface Score {
  found: number;
  truth: number;
  /** Boxes found that are a shown message's, of its key, over at least half their union with it. */
  precision: number;
  /** Shown messages found so. */
  recall: number;
  /** The boxes found that are no shown message's, and the shown messages not found. */
  wrong: PlacedKey[];
  missed: PlacedKey[];
}

/** Precision and recall of the boxes found against where the page's messages are (one found box per true one). */
export function score(found: readonly PlacedKey[], truth: readonly PlacedKey[]): Score {
  const taken = new Set<PlacedKey>();
  const wrong: PlacedKey[] = [];
  let right = 0;
  for (const box of found) {
    const match = truth.find(
      (one) => !taken.has(one) && (one.key === box.key || one.keys?.includes(box.key)) && overlap(one, box) >= 0.5,
    );
    if (!match) {
      wrong.push(box);
      continue;
    }
    taken.add(match);
    right++;
  }
  return {
    found: found.length,
    truth: truth.length,
    precision: found.length === 0 ? 0 : right / found.length,
    recall: truth.length === 0 ? 1 : taken.size / truth.length,
    wrong,
    missed: truth.filter((one) => !taken.has(one)),
  };
}

/**
 * The messages of Tessera's own interface, to tell where its pages show them by their words (`wordsTruth`): the
 * English catalogs of its apps (the server's e-mails aside), relative to `root`, each message without placeholders
 * by its words, and the messages with simple placeholders as patterns.
 */
export async function tesseraMessages(root: string): Promise<{ catalogs: string[]; words: WordsOfMessages }> {
  const catalogs = (await filesUnder(root)).filter(
    (path) => /\/locales\/en\/[^/]+\.arb$/.test(path) && !path.startsWith('server/'),
  );
  const byText = new Map<string, string[]>();
  const patterns: string[] = [];
  for (const path of catalogs) {
    const messages = JSON.parse(await readFile(join(root, path), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(messages)) {
      if (key.startsWith('@') || typeof text !== 'string' || text.trim() === '') continue;
      // Simple arguments only: a plural's or select's branches, or quoted braces, are no single pattern.
      if (/^[^{}']*(\{\w+\}[^{}']*)+$/.test(text)) patterns.push(text.trim());
      if (/[{}']/.test(text)) continue;
      byText.set(text.trim(), [...(byText.get(text.trim()) ?? []), key]);
    }
  }
  return { catalogs, words: { messages: [...byText], patterns } };
}

/**
 * The capture of Tessera's own screens (the root tessera-screenshots.yml) on the Tessera at `url`, with the ids of
 * its project, document, glossary and translation memory in the pages' paths.
 */
export function ownScreensAt(
  config: CaptureConfig,
  url: string,
  ids: Record<'project' | 'document' | 'glossary' | 'tm', number>,
): CaptureConfig {
  const withIds = (path: string) =>
    path.replace(/^\/(project|document|glossary|tm)\/\d+/, (_, kind: keyof typeof ids) => `/${kind}/${ids[kind]}`);
  return {
    ...config,
    url,
    pages: config.pages.map((page) => ({
      ...page,
      path: withIds(page.path),
      steps: page.steps.map((step) => ('goto' in step ? { goto: withIds(step.goto) } : step)),
    })),
  };
}
