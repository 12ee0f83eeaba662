/**
 * Remotes deploy alone across the releases of one major version of @tessera/shared: the shell and remotes of the
 * commit `compat-baseline` names (the first release of the current major) run with today's remotes and today's
 * shell, both ways, each remote served from its own origin. Every remote screen and home section renders, styled
 * by its own stylesheet (a utility class the shell's stylesheet lacks applies in its frame), without a page error
 * and without a skew message: a remote needs of the shell only @tessera/shared's one-instance core, which every
 * shell of the major provides; the rest it takes from a shell of its release or later and otherwise loads itself
 * (scripts/federation-config.ts). A remote of another major says so in its place (e2e/federation.spec.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  RemoteHost,
  builtCheckout,
  compatBaseline,
  ensureBuilt,
  startComposedApp,
} from './federation-support.ts';
import { repoRoot } from './app-server.ts';

const REMOTES = ['glossary', 'documents', 'tm', 'users'] as const;
type Remote = (typeof REMOTES)[number];
const SCREENS: { remote: Remote; path: string }[] = [
  { remote: 'glossary', path: '/glossary/1' },
  // The document uploaded below: a remote of an older release meets a status added since (reviewed).
  { remote: 'documents', path: '/document/1' },
  { remote: 'tm', path: '/tm/1' },
  { remote: 'users', path: '/users/' },
];
const HOME_SECTIONS: Remote[] = ['documents', 'glossary', 'tm'];

/** A document with a segment its file signed off: today's API says `reviewed`, a status the first release lacked. */
const REVIEWED_XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="compat.txt" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="checked"><source>Checked</source><target state="signed-off">Geprüft</target></trans-unit>
    <trans-unit id="open"><source>Open</source></trans-unit>
  </body></file>
</xliff>
`;

test.describe.configure({ mode: 'serial' });

let baseline: string;

test.beforeAll(() => {
  // The baseline's dependencies and build, once per checkout of it (kept in .tmp/).
  test.setTimeout(20 * 60_000);
  ensureBuilt(['shell', ...REMOTES.map((name) => `remotes/${name}`)]);
  baseline = builtCheckout(compatBaseline());
});

/** A CSS identifier as written in a selector, unescaped (`w-\[27\%\]` is `w-[27%]`). */
const unescape = (identifier: string) => identifier.replace(/\\(.)/g, '$1');

/** The class names of a stylesheet's rules. */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.((?:\\.|[a-zA-Z_-])(?:\\.|[\w-])*)/g)].map((match) => unescape(match[1]!)));
}

const packageOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

/** The major of @tessera/shared a checkout's shell provides, and the one a remote of a checkout was built for. */
const shellMajor = (checkout: string) => Number(packageOf(join(checkout, 'shared')).version.split('.')[0]);
const remoteMajor = (checkout: string, remote: Remote) =>
  Number(/^\^(\d+)\./.exec(packageOf(join(checkout, 'remotes', remote)).dependencies!['@tessera/shared']!)![1]);

const cssOf = (dist: string, keep: (file: string) => boolean) =>
  readdirSync(dist)
    .filter((file) => file.endsWith('.css') && keep(file))
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');

/** Utility classes a remote's screens and sections bring that the serving shell's stylesheet lacks. */
function remoteOnlyClasses(remoteDist: string, shellDist: string): string[] {
  const shell = classesOf(cssOf(shellDist, () => true));
  return [...classesOf(cssOf(remoteDist, (file) => !file.startsWith('main.')))].filter((name) => !shell.has(name));
}

/**
 * The first of `classes` that styles an element in the remote's frame: an element given the class there differs in
 * computed style from one without it. Null when none does (the remote's stylesheet did not load or apply).
 */
function appliedClass(page: Page, remote: Remote, classes: string[]): Promise<string | null> {
  return page.evaluate(
    ([remote, classes]) => {
      const frame = document.querySelector(`[data-remote="${remote}"]`);
      if (!frame) return null;
      const probe = frame.appendChild(document.createElement('div'));
      const style = () => {
        const computed = getComputedStyle(probe);
        return JSON.stringify([...computed].map((property) => computed.getPropertyValue(property)));
      };
      try {
        const plain = style();
        for (const name of classes) {
          probe.className = name;
          if (style() !== plain) return name;
        }
        return null;
      } finally {
        probe.remove();
      }
    },
    [remote, classes] as const,
  );
}

for (const [shellFrom, remotesFrom] of [
  ['today', 'the baseline'],
  ['the baseline', 'today'],
] as const) {
  test(`${shellFrom}'s shell with ${remotesFrom}'s remotes: every screen and home section renders, styled, without a page error or a skew message`, async ({
    page,
  }) => {
    // Two apps, four remote origins and every screen: minutes on a busy machine.
    test.setTimeout(360_000);
    const checkout = (from: string) => (from === 'today' ? repoRoot : baseline);
    // One major on both sides: otherwise the baseline was not moved with the major (compat-baseline).
    for (const remote of REMOTES)
      expect(remoteMajor(checkout(remotesFrom), remote), remote).toBe(shellMajor(checkout(shellFrom)));
    const hosts = {} as Record<Remote, RemoteHost>;
    for (const name of REMOTES) {
      hosts[name] = new RemoteHost(join(checkout(remotesFrom), 'remotes', name, 'dist'));
      await hosts[name].start();
    }
    const app = await startComposedApp(
      Object.fromEntries(REMOTES.map((name) => [name, hosts[name].manifestUrl])),
      checkout(shellFrom),
    );
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const remoteOnly = (remote: Remote) =>
      remoteOnlyClasses(
        join(checkout(remotesFrom), 'remotes', remote, 'dist'),
        join(checkout(shellFrom), 'shell', 'dist'),
      );
    try {
      await page.goto(`${app.url}/login/`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // The password's hash (scrypt) takes seconds on a busy machine.
      await expect(page.getByTestId('current-username')).toBeVisible({ timeout: 30_000 });

      // Data for the screens to show (their tables use the remotes' own utilities).
      for (const kind of ['glossary', 'translation_memory']) {
        const created = await page.request.post(`${app.url}/api/${kind}/`, {
          data: { name: `Compat ${kind}`, source_lang: 'en', target_lang: 'de' },
          headers: { 'x-tessera-csrf': '1' },
        });
        expect(created.status()).toBe(201);
      }
      const uploaded = await page.request.post(`${app.url}/api/document/`, {
        multipart: {
          file: { name: 'compat.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(REVIEWED_XLIFF) },
        },
        headers: { 'x-tessera-csrf': '1' },
      });
      expect(uploaded.status()).toBe(202);
      expect((await uploaded.json()).id).toBe(1);
      // The import runs in a worker: seconds on a busy machine.
      await expect
        .poll(async () => (await (await page.request.get(`${app.url}/api/document/1`)).json()).status, {
          timeout: 60_000,
        })
        .toBe('done');
      await page.reload();
      /** Nothing on the page says a remote failed or was built for another version. */
      const noFailure = async () => {
        await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
        await expect(page.getByText(/was built for a (newer|older) version of Tessera/)).toHaveCount(0);
      };
      for (const remote of HOME_SECTIONS) {
        const frame = page.locator(`[data-remote="${remote}"]`);
        await expect(frame.getByRole('heading').first()).toBeVisible();
        // The remote's own code reads the shell's one session (a second copy would know no user).
        await expect(frame).not.toHaveAttribute('data-session-user', '');
        expect(
          await appliedClass(page, remote, remoteOnly(remote)),
          `the ${remote} section's own utilities`,
        ).not.toBeNull();
      }
      await noFailure();
      for (const { remote, path } of SCREENS) {
        await page.goto(app.url + path);
        await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
        await expect(page.locator(`[data-remote="${remote}"]`)).not.toHaveAttribute('data-session-user', '');
        if (remote === 'documents') await expect(page.getByText('Geprüft').first()).toBeVisible();
        expect(
          await appliedClass(page, remote, remoteOnly(remote)),
          `the ${remote} screen's own utilities`,
        ).not.toBeNull();
        await noFailure();
      }
      expect(pageErrors).toEqual([]);
    } finally {
      await app.stop();
      for (const host of Object.values(hosts)) await host.stop();
    }
  });
}
