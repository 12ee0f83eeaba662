/**
 * `npm run bundle -w bench`: how many bytes (gzip) a user downloads
 *   - to see an interactive login screen (cold cache), and
 *   - to reach each remote route when signed in (cold cache), with the remote's own share of it.
 * Builds every app for production (unless --no-build), starts the composed app (server + shell + remotes
 * served under /remotes/<name>/), loads each page in Chromium and gzips (level 6, what a typical server
 * sends) every asset the page fetched: HTML, JS, CSS, manifests. API answers are counted apart.
 * Aim: at most 150 KB gzip to an interactive login screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_FLAGS, findChromium } from '../e2e/chromium.ts';
import { ADMIN, buildApp, ensureBuilt, startComposedApp } from '../e2e/federation-support.ts';

const LOGIN_AIM_BYTES = 150 * 1024;
const APPS = ['shell', 'remotes/glossary', 'remotes/documents', 'remotes/tm', 'remotes/users'];
const ROUTES = [
  { remote: 'glossary', path: '/glossary/1' },
  { remote: 'documents', path: '/document/1' },
  { remote: 'tm', path: '/tm/1' },
  { remote: 'users', path: '/users/' },
];

type Fetched = { url: string; raw: number; gzip: number; api: boolean };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const repoRoot = join(import.meta.dirname, '..');

/** What a built file mostly holds, from its source map: the packages (or app folders) with the most source text. */
function contentsOf(urlPath: string): string {
  const [, remote, file] = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/) ?? [undefined, undefined, urlPath.slice(1)];
  const map = join(repoRoot, remote ? `remotes/${remote}` : 'shell', 'dist', `${file}.map`);
  if (!existsSync(map)) return '';
  const counts = new Map<string, number>();
  const { sources, sourcesContent = [] } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[]; sourcesContent?: (string | null)[] };
  for (const [index, source] of sources.entries()) {
    const inPackage = source.split('node_modules/').at(-1)!;
    const name = source.includes('node_modules/')
      ? inPackage.startsWith('@') ? inPackage.split('/').slice(0, 2).join('/') : inPackage.split('/')[0]
      : source.includes('@module-federation') ? '@module-federation' : (source.match(/(shared|shell|remotes\/[a-z]+)\/src/)?.[0] ?? 'its own src');
    counts.set(name, (counts.get(name) ?? 0) + (sourcesContent[index]?.length ?? 1));
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name]) => name).join(', ');
}

/** Records every answer the page receives, with its gzip size. */
function recordResponses(page: Page): Fetched[] {
  const fetched: Fetched[] = [];
  page.on('response', async (response) => {
    if (response.status() < 200 || response.status() > 299 || response.status() === 204) return;
    try {
      const body = await response.body();
      const url = new URL(response.url());
      fetched.push({ url: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, api: url.pathname.startsWith('/api/') });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  return fetched;
}

function summarize(title: string, fetched: Fetched[], origin?: (f: Fetched) => boolean) {
  const assets = fetched.filter((f) => !f.api);
  const total = assets.reduce((sum, f) => sum + f.gzip, 0);
  const raw = assets.reduce((sum, f) => sum + f.raw, 0);
  const api = fetched.filter((f) => f.api).reduce((sum, f) => sum + f.gzip, 0);
  const own = origin ? assets.filter(origin).reduce((sum, f) => sum + f.gzip, 0) : undefined;
  console.log(
    `${title.padEnd(38)} ${kb(total).padStart(9)} gzip  (${kb(raw).padStart(9)} raw, ${String(assets.length).padStart(2)} files` +
      `${own !== undefined ? `, remote's own ${kb(own)}` : ''}; API answers ${kb(api)})`,
  );
  return { total, assets };
}

async function signedInContext(browser: Browser, url: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const answer = await context.request.post(`${url}/api/auth/login`, {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { 'x-tessera-csrf': '1' },
  });
  if (!answer.ok()) throw new Error(`sign-in failed: ${answer.status()} ${await answer.text()}`);
  return context;
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('npm run bundle -w bench needs Chromium (install Debian chromium or set CHROMIUM_PATH)');
  if (process.argv.includes('--no-build')) ensureBuilt(APPS);
  else for (const app of APPS) buildApp(app);

  const app = await startComposedApp(Object.fromEntries(ROUTES.map((r) => [r.remote, `/remotes/${r.remote}/mf-manifest.json`])));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    console.log('Bytes a user downloads with a cold cache (gzip level 6 of each asset fetched):\n');

    const loginContext = await browser.newContext();
    const loginPage = await loginContext.newPage();
    const loginFetched = recordResponses(loginPage);
    await loginPage.goto(`${app.url}/login/`);
    await loginPage.getByRole('button', { name: 'Sign in' }).waitFor();
    await loginPage.waitForLoadState('networkidle');
    const login = summarize('Interactive login screen', loginFetched);
    await loginContext.close();

    for (const route of ROUTES) {
      const context = await signedInContext(browser, app.url);
      const page = await context.newPage();
      const fetched = recordResponses(page);
      await page.goto(app.url + route.path);
      await page.locator(`[data-remote="${route.remote}"]`).waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      summarize(`Route ${route.path} (${route.remote} remote)`, fetched, (f) => f.url.startsWith(`/remotes/${route.remote}/`));
      await context.close();
    }

    console.log('\nLargest files of the login screen:');
    for (const f of [...login.assets].sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
      console.log(`  ${kb(f.gzip).padStart(9)}  ${f.url.padEnd(28)} ${contentsOf(f.url)}`);
    }
    const verdict = login.total <= LOGIN_AIM_BYTES ? 'within' : 'OVER';
    console.log(`\nlogin screen: ${kb(login.total)} gzip — ${verdict} the aim of ${kb(LOGIN_AIM_BYTES)}`);
  } finally {
    await browser.close();
    await app.stop();
  }
}

await main();
