/**
 * Browser tests of the composed app, driven by Debian's Chromium. Each worker starts the production server (API,
 * shell and remotes on one port) with an embedded database of its own (fixtures.ts, `test`), so workers run side by
 * side. Run: `npx playwright test -c e2e/playwright.config.ts` (npm test does it after building).
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './chromium.ts';

// Playwright empties its output folder at start: a folder per run keeps simultaneous runs (several
// developers or agents on one checkout) from deleting each other's traces mid-test.
process.env.E2E_OUTPUT_DIR ??= join(import.meta.dirname, '..', '.tmp', 'e2e-output', `run-${process.pid}`);

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A worker per core: a test mostly waits on its browser and its worker's server, which share the machine.
  workers: availableParallelism(),
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  retries: 0,
  // scripts/test.ts names the JSON file with PLAYWRIGHT_JSON_OUTPUT_NAME; a plain run writes it under .tmp/.
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(import.meta.dirname, '..', '.tmp', 'playwright.json'),
      },
    ],
  ],
  outputDir: process.env.E2E_OUTPUT_DIR,
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
