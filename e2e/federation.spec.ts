/**
 * Module Federation in a real browser, on production builds: the shell served by the composed app, each
 * remote from its own origin (port). Proves the three promises of the architecture:
 * 1. the shell and a remote read the same session instance and call the API through the same client;
 * 2. a remote rebuilt and redeployed alone is picked up on reload, its home section and its screen alike,
 *    without rebuilding the shell, and a utility class new in it is styled (its stylesheet adds it to the shell's);
 * 3. a remote whose host is down shows a Retry message (on its screen, and in its place on the home screen)
 *    while home and the other screens work, and Retry recovers once the host is back;
 * 4. a remote built against a kit the shell cannot give says so with both versions, without a Retry.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  RemoteHost,
  buildApp,
  changedRemoteSources,
  ensureBuilt,
  startComposedApp,
} from './federation-support.ts';
import { repoRoot, type AppServer } from './app-server.ts';

const REMOTES = ['glossary', 'documents', 'tm', 'users'] as const;
type Remote = (typeof REMOTES)[number];

test.describe.configure({ mode: 'serial' });

const hosts = {} as Record<Remote, RemoteHost>;
let app: AppServer;
let scratch: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ensureBuilt(['shell', ...REMOTES.map((name) => `remotes/${name}`)]);
  scratch = mkdtempSync(join(tmpdir(), 'tessera-fed-'));
  for (const name of REMOTES) {
    // Each host serves a copy, so a test can redeploy or stop it without touching the repository's dist.
    const root = join(scratch, name, 'v1');
    cpSync(join(repoRoot, 'remotes', name, 'dist'), root, { recursive: true });
    hosts[name] = new RemoteHost(root);
    await hosts[name].start();
  }
  app = await startComposedApp(Object.fromEntries(REMOTES.map((name) => [name, hosts[name].manifestUrl])));
});

test.afterAll(async () => {
  await app?.stop();
  for (const host of Object.values(hosts)) await host.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

async function signIn(page: Page, path = '/') {
  await page.goto(app.url + path);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-username')).toBeVisible();
}

/** Script URLs the page loaded, to tell which origin served what. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

test('the shell serves /remotes.json naming each remote on its own origin', async ({ request }) => {
  const listed = await (await request.get(`${app.url}/remotes.json`)).json();
  for (const name of REMOTES) expect(listed[name]).toBe(hosts[name].manifestUrl);
});

test('the shell and a remote read the same session instance', async ({ page }) => {
  await signIn(page, '/users/');
  const frame = page.locator('[data-remote="users"]');
  // The remote's own code renders who is signed in, read from @tessera/shared's session: only the shell
  // fetched the user, so a second copy of the store in the remote would be empty.
  await expect(frame).toHaveAttribute('data-session-user', 'admin');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /admin/ })).toContainText('(you)');
  expect((await loadedScripts(page)).some((url) => url.startsWith(hosts.users.origin))).toBe(true);

  // Logging out in the shell clears the very session the remote reads: the next remote route asks to sign in.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login\/$/);
  await page.goto(`${app.url}/users/`);
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Fusers%2F$/);
});

test("a remote's API calls go through the shell's one client and its interceptors", async ({ page }) => {
  await signIn(page, '/');
  // The home screen's remote sections create the shell's federation instance.
  await expect(page.locator('[data-remote="glossary"]').getByRole('heading', { name: 'Glossaries' })).toBeVisible();
  // The shell's @tessera/shared, as the federation runtime hands it to every remote: an interceptor added to its
  // axios instance must see the users remote's own call (the remote bundles @tessera/shared/api/users, which
  // calls the client through the shared entry). A second client in the remote would send the call without it.
  await page.evaluate(() => {
    type Provided = { from: string; lib?: () => { http: { interceptors: { request: { use: Function } } } } };
    type Instance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, Provided>>> };
    const { __INSTANCES__ } = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const versions = __INSTANCES__.find((instance) => instance.name === 'shell')!.shareScopeMap.default![
      '@tessera/shared'
    ]!;
    const shared = Object.values(versions).find((provided) => provided.from === 'shell')!.lib!();
    shared.http.interceptors.request.use((config: { headers: Record<string, string> }) => {
      config.headers['x-tessera-probe'] = 'shell-client';
      return config;
    });
  });
  const listed = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/users/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  expect((await listed).headers()['x-tessera-probe']).toBe('shell-client');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
});

test('a remote rebuilt alone changes its home section and its screen on reload, without rebuilding the shell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, '/');
  // The glossary remote's own part of the home screen, from the glossary host.
  const section = page.locator('[data-remote="glossary"]');
  await expect(section.getByRole('heading', { name: 'Glossaries' })).toBeVisible();
  const before = await section.getAttribute('data-build-label');
  const shellScripts = (await loadedScripts(page)).filter((url) => url.startsWith(app.url));
  expect((await loadedScripts(page)).some((url) => url.startsWith(hosts.glossary.origin))).toBe(true);
  const shellPage = readFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8');

  // The glossary team renames its section and redeploys the remote alone.
  const label = `redeploy-${Date.now()}`;
  const sources = changedRemoteSources(
    'glossary',
    join(scratch, 'glossary', 'src-v2'),
    'src/locales/en/glossary.arb',
    '"glossaryPlural": "Glossaries"',
    '"glossaryPlural": "Term bases"',
  );
  // Its screen also gets a utility class no other source uses: the shell's stylesheet lacks it, the remote's has it.
  const screenFile = join(sources, 'src', 'screens', 'GlossaryScreen.tsx');
  const screenSource = readFileSync(screenFile, 'utf8');
  const restyled = screenSource
    .replace('<ResourceScreen', '<div className="tracking-[0.3em]">\n<ResourceScreen')
    .replace(/\/>\n(\s*)\);/, '/>\n</div>\n$1);');
  expect(restyled.match(/tracking-\[0\.3em\]|<\/div>/g)).toHaveLength(2);
  writeFileSync(screenFile, restyled);
  const v2 = join(scratch, 'glossary', 'v2');
  buildApp(sources, v2, { BUILD_LABEL: label });
  hosts.glossary.root = v2;

  await page.reload();
  await expect(section.getByRole('heading', { name: 'Term bases' })).toBeVisible();
  await expect(section).toHaveAttribute('data-build-label', label);
  expect(before).not.toBe(label);
  // The same build serves the remote's screen.
  await page.goto(`${app.url}/glossary/1`);
  await expect(page.locator('[data-remote="glossary"]')).toHaveAttribute('data-build-label', label);
  const screen = page.locator('[data-remote="glossary"] .tracking-\\[0\\.3em\\]');
  await expect(screen).toHaveCSS('letter-spacing', /^[1-9][\d.]*px$/);
  // The not-found page inside it keeps its narrow column.
  await expect(screen.locator('.max-w-2xl')).toHaveCSS('max-width', '672px');

  // Same shell: its page and entry are untouched, and the page loaded the same shell scripts.
  expect(readFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellPage);
  const shellScriptsAfter = (await loadedScripts(page)).filter((url) => url.startsWith(app.url));
  expect(shellScriptsAfter.find((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url))).toBe(
    shellScripts.find((url) => /\/main\.[0-9a-f]{8}\.js$/.test(url)),
  );
});

test('a remote whose host is down shows Retry while home and the other screens work; Retry recovers', async ({
  page,
}) => {
  await hosts.tm.stop();
  try {
    await signIn(page, '/tm/1');
    const failure = page.getByRole('alert').filter({ hasText: 'The translation memory screen could not be loaded.' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

    // The rest of the app keeps working, after the failure and on a fresh start alike: on the home screen only the
    // memories' section fails, with its own Retry, while the other remotes' sections work.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Workspace' })).toBeVisible();
    const sectionFailure = page.getByRole('alert').filter({ hasText: 'Translation memories could not be loaded.' });
    await expect(sectionFailure.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('[data-remote="documents"]').getByRole('heading', { name: 'Documents' })).toBeVisible();
    await expect(page.locator('[data-remote="glossary"]')).toBeAttached();
    await page.goto(`${app.url}/users/`);
    await expect(page.locator('[data-remote="users"]')).toHaveAttribute('data-session-user', 'admin');

    // Retry while still down fails again, visibly; once the host is back it loads the screen.
    await page.goto(`${app.url}/tm/1`);
    await expect(failure).toBeVisible();
    const retry = failure.getByRole('button', { name: 'Retry' });
    await retry.click();
    await expect(retry).toBeEnabled();
    await expect(failure).toBeVisible();
    await hosts.tm.start();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="tm"]')).toBeAttached();
    await expect(failure).toHaveCount(0);
  } finally {
    await hosts.tm.start().catch(() => undefined);
  }
});

test('a remote built against another major of the kit says so in its place, with both versions and no Retry', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Whatever release of this major the remote needs today, it is built needing the next major's first.
  const tmPackage = JSON.parse(readFileSync(join(repoRoot, 'remotes', 'tm', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const sources = changedRemoteSources(
    'tm',
    join(scratch, 'tm', 'src-next-major'),
    'package.json',
    `"@tessera/shared": "${tmPackage.dependencies['@tessera/shared']}"`,
    '"@tessera/shared": "^2.0.0"',
  );
  const nextMajor = join(scratch, 'tm', 'next-major');
  buildApp(sources, nextMajor);
  const deployed = hosts.tm.root;
  hosts.tm.root = nextMajor;
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const shellVersion = JSON.parse(readFileSync(join(repoRoot, 'shared', 'package.json'), 'utf8')).version as string;
  try {
    await signIn(page, '/tm/1');
    const failure = page.getByRole('alert').filter({ hasText: 'The translation memory screen could not be loaded.' });
    await expect(failure).toContainText(
      `This screen was built for a newer version of Tessera (needs @tessera/shared ^2.0.0; this app has ${shellVersion}). ` +
        'Reload, or ask your administrator to update the app.',
    );
    await expect(failure.getByRole('button')).toHaveCount(0);
    // The shell read the manifest and refused: the remote's entry was never downloaded.
    expect((await loadedScripts(page)).some((url) => url.startsWith(hosts.tm.origin))).toBe(false);
    expect(errors.filter((text) => text.includes('^2.0.0'))).toEqual([
      `The tm remote needs @tessera/shared ^2.0.0; this app has ${shellVersion}`,
    ]);

    // On the home screen the memories' section says the same in its place; the others work.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const section = page.getByRole('alert').filter({ hasText: 'Translation memories could not be loaded.' });
    await expect(section).toContainText('This section was built for a newer version of Tessera');
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(page.locator('[data-remote="documents"]').getByRole('heading', { name: 'Documents' })).toBeVisible();
  } finally {
    hosts.tm.root = deployed;
  }
});
