import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { DocumentRecord, Project, Screenshot } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient } from '@tessera/server/test/harness';
import { launch, openShot, shotsOf } from './capture.ts';
import { readCaptureConfig, type CaptureConfig } from './capture-config.ts';
import {
  CAPTURE_APP,
  captureAppPages,
  copyCaptureApp,
  fixtureTruth,
  score,
  serveFolder,
} from './capture.test-helper.ts';
import { screenshotsOf, servedProject, tessera, writeFiles } from './command.test-helper.ts';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH;
const CATALOGS = ['locales/en/translation.json', 'locales/de/translation.json'];

describe.skipIf(!CHROMIUM_PATH)('tessera screenshots capture in a real Chromium (CHROMIUM_PATH)', () => {
  describeWithDatabases('of a small web app served by the test', (t) => {
    let folder: string;
    let app: Awaited<ReturnType<typeof serveFolder>>;
    let manager: SignedInClient;
    let token: string;
    let project: Project;
    let capture: CaptureConfig;
    let browser: Browser;

    beforeAll(async () => {
      let url: string;
      ({ url, manager, token, project } = await servedProject(t, {
        name: 'Capture app',
        source_lang: 'en',
        target_langs: ['de'],
      }));
      folder = await mkdtemp(join(tmpdir(), 'tessera-capture-'));
      await copyCaptureApp(folder);
      app = await serveFolder(folder);
      await writeFiles(folder, {
        'tessera.yml': [
          `url: ${url}`,
          `project: ${project.id}`,
          'files:',
          '  - source: locales/en/*.json',
          '    translation: locales/{lang}/{name}.json',
        ].join('\n'),
        'tessera-screenshots.yml': captureAppPages(app.url),
      });
      const pushed = await tessera(folder, ['push', '--translations'], token);
      if (pushed.code !== 0) throw new Error(`the fixture's files were not pushed: ${pushed.stderr}`);
      capture = await readCaptureConfig(folder, folder);
      browser = await launch(CHROMIUM_PATH);
    });
    afterAll(async () => {
      await browser?.close();
      await app?.close();
      await rm(folder, { recursive: true, force: true });
    });

    const screenshots = () => screenshotsOf(manager, project.id).list();
    const boxesOf = (shot: Screenshot) => screenshotsOf(manager, project.id).boxes(shot);
    const unitIds = async () => {
      const documents = (await manager.inject('/api/document/')).json() as { id: number; project_id: number }[];
      const ids = new Set<string>();
      for (const document of documents.filter((one) => one.project_id === project.id))
        for (const record of (await manager.inject(`/api/document/${document.id}/records`)).json()
          .records as DocumentRecord[])
          ids.add(record.unit_id);
      return ids;
    };

    /** Each screenshot's boxes scored against where the page itself, in `language`, shows its messages. */
    async function scores(language: string, suffix: string) {
      const shots = await screenshots();
      const scored: Record<string, { precision: number; recall: number; truth: number }> = {};
      for (const shot of shotsOf(capture, language, language === 'en')) {
        const uploaded = shots.find((one) => one.name === shot.name);
        expect(uploaded, shot.name).toBeDefined();
        const { page, close } = await openShot(browser, capture, shot, language);
        const truth = await page.evaluate(fixtureTruth);
        await close();
        const boxes = (await boxesOf(uploaded!)).map(({ key, x, y, width, height }) => ({
          key: key!,
          x,
          y,
          width,
          height,
        }));
        const { precision, recall } = score(boxes, truth);
        scored[shot.name.replace(suffix, '')] = { precision, recall, truth: truth.length };
      }
      return scored;
    }

    it('boxes the strings of each page where the page shows them, linked by key, files put back', async () => {
      const captured = await tessera(folder, ['screenshots', 'capture'], token, { CHROMIUM_PATH });
      expect(captured.stderr).toBe('');
      expect(captured.code).toBe(0);
      expect(captured.stdout.trim().split('\n')).toEqual([
        'home.png: 9 strings in text, 2 in attributes',
        'new-project.png: 12 strings in text, 4 in attributes',
        'settings.png: 6 strings in text, 1 in attributes',
        'Captured 3 screenshots of "Capture app" in en: 27 strings in text, 7 in attributes',
      ]);
      for (const path of CATALOGS)
        expect(await readFile(join(folder, path), 'utf8')).toBe(await readFile(join(CAPTURE_APP, path), 'utf8'));

      const keys = await unitIds();
      for (const shot of await screenshots())
        for (const box of await boxesOf(shot)) expect(keys, `${shot.name}: ${box.key}`).toContain(box.key);

      const scored = await scores('en', '.png');
      for (const [name, { precision, recall, truth }] of Object.entries(scored)) {
        expect(truth, name).toBeGreaterThan(5);
        expect(precision, name).toBeGreaterThanOrEqual(0.95);
        expect(recall, name).toBeGreaterThanOrEqual(0.9);
      }
    });

    it('captures the translated screens for reviewers, named with their language', async () => {
      const captured = await tessera(folder, ['screenshots', 'capture', '--language', 'de'], token, { CHROMIUM_PATH });
      expect(captured.stderr).toBe('');
      expect(captured.stdout.trim().split('\n').at(-1)).toMatch(
        /^Captured 3 screenshots of "Capture app" in de: \d+ strings in text, 7 in attributes$/,
      );
      expect((await screenshots()).map((shot) => shot.name).sort()).toEqual([
        'home.de.png',
        'home.png',
        'new-project.de.png',
        'new-project.png',
        'settings.de.png',
        'settings.png',
      ]);
      for (const path of CATALOGS)
        expect(await readFile(join(folder, path), 'utf8')).toBe(await readFile(join(CAPTURE_APP, path), 'utf8'));
      for (const [name, { precision, recall }] of Object.entries(await scores('de', '.de.png'))) {
        expect(precision, name).toBeGreaterThanOrEqual(0.95);
        expect(recall, name).toBeGreaterThanOrEqual(0.9);
      }
    });

    it('refuses a language the project does not have, and pages it cannot read, in one line', async () => {
      const other = await tessera(folder, ['screenshots', 'capture', '--language', 'fr'], token, { CHROMIUM_PATH });
      expect(other.stderr).toBe('tessera: --language: fr is not a language of "Capture app" (en, de)\n');
      await writeFiles(folder, { 'broken.yml': `url: ${app.url}\nlanguage: { query: lng }\npages: []\n` });
      const broken = await tessera(folder, ['screenshots', 'capture', '--pages', 'broken.yml'], token);
      expect(broken.stderr).toBe(`tessera: ${join(folder, 'broken.yml')}: pages: must list at least one page\n`);
      // A built-in key-revealing language needs no build: both is a mistake, said before anything runs.
      await writeFiles(folder, {
        'both.yml': `url: ${app.url}\nlanguage: { query: lng }\nbuild: make\nrevealing: en-XR\npages: [{ name: a, path: / }]\n`,
      });
      const both = await tessera(folder, ['screenshots', 'capture', '--pages', 'both.yml'], token);
      expect(both.stderr).toBe(
        `tessera: ${join(folder, 'both.yml')}: build: is for an app whose files the capture writes; with \`revealing\` it writes none\n`,
      );
    });
  });
});
