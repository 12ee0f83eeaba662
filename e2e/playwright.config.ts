/**
 * Browser tests of the composed app: `node scripts/start.ts` (API + shell + remotes on one port) on a free
 * port with a fresh temporary DATA_DIR (embedded database) and a fixed first admin, driven by Debian's
 * Chromium. Run: `npx playwright test -c e2e/playwright.config.ts` (npm test does it after building).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './chromium.ts';
import { ADMIN } from './fixtures.ts';

// Worker processes load this file again: the port and data folder chosen by the main process travel in
// the environment so that every process agrees on them.
process.env.E2E_PORT ??= String(portForTheApp());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
// Playwright empties its output folder at start: a folder per run keeps simultaneous runs (several
// developers or agents on one checkout) from deleting each other's traces mid-test.
process.env.E2E_OUTPUT_DIR ??= join(import.meta.dirname, '..', '.tmp', 'e2e-output', `run-${process.pid}`);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One composed app with one embedded database: tests run one after another.
  workers: 1,
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
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    // Builds missing front-end apps first, then starts.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      TESSERA_ADMIN_EMAIL: ADMIN.email,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      TESSERA_REMOTES: '',
      // A test whose sign-in must fail names a client address of its own (X-Forwarded-For), so the failures it
      // makes on purpose, repeated or beside other tests', never reach the sign-in throttle's limit per address.
      TRUST_PROXY: 'true',
    },
  },
});

/**
 * A port for the composed app, which must be known before it starts (Playwright waits on its URL), so it cannot be
 * left to the system as the other test servers' ports are (PORT=0). It is drawn below the system's range of
 * ephemeral ports, from which those servers and every outgoing connection get theirs, and is free when chosen:
 * only another run choosing the same way could take it meanwhile.
 */
function portForTheApp(): number {
  const lowest = 20_000;
  const count = Math.max(firstEphemeralPort() - lowest, 1_000);
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = lowest + Math.floor(Math.random() * count);
    if (isFree(port)) return port;
  }
  throw new Error('no free port for the composed app');
}

/** The first port of the system's ephemeral range (Linux tells it in /proc; elsewhere Linux's usual value). */
function firstEphemeralPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}

/** True when nothing listens on `port` of 127.0.0.1: a throwaway process binds it and lets it go. */
function isFree(port: number): boolean {
  const probe = `require('node:net').createServer().once('error', () => process.exit(1))
    .listen(Number(process.argv[1]), '127.0.0.1', function () { this.close(); });`;
  return spawnSync(process.execPath, ['-e', probe, String(port)]).status === 0;
}
