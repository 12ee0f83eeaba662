import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vitest/config';
import { compileCatalog } from './scripts/catalogs.ts';

/** The apps' `.arb` message catalogs, compiled as the build's loader compiles them (scripts/catalogs.ts). */
const arbCatalogs: Plugin = {
  name: 'arb-catalogs',
  async load(id) {
    const [file, query = ''] = id.split(/(?=\?)/);
    if (!file!.endsWith('.arb')) return null;
    return compileCatalog(await readFile(file!, 'utf8'), file!, query);
  },
};

/**
 * The front-end workspaces' test setup (shared, shell, each remote): component and screen tests in happy-dom.
 * A screen test drives a whole screen through user events, lazy parts and 100-row lists: seconds each, and a
 * lookup (`findBy…`) may wait past testing-library's default second, on a busy 2-core machine.
 */
export function domTestConfig(name: string, { isolate = false } = {}) {
  return defineConfig({
    plugins: [arbCatalogs],
    test: {
      name,
      environment: 'happy-dom',
      // A worker runs file after file on the modules it has loaded (React, the kit, testing-library): loading them
      // is most of a small file's time. A workspace whose tests mock modules (vi.mock) keeps a fresh start per file.
      isolate,
      include: ['src/**/*.test.{ts,tsx}'],
      testTimeout: 20_000,
      setupFiles: [fileURLToPath(new URL('./vitest.dom-setup.ts', import.meta.url))],
      // The run's folder for the migrated database the real server's suites copy (server/src/test/pglite-template.ts).
      globalSetup: [fileURLToPath(new URL('./server/src/test/global-setup.ts', import.meta.url))],
      // A test on the real server (server/src/test/real-api.ts) loads the server as Node runs it: transformed for
      // the page, its worker threads' `new Worker(new URL(…))` would be taken for a browser's worker.
      server: { deps: { external: [/\/server\/src\//] } },
    },
  });
}
