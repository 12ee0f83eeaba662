// Tessera translates its own interface as the README's "Translate Tessera" says: the repository's tessera.yml takes
// every app's English catalog as a document, `tessera push --translations` brings the translations already in the
// repository, and `tessera pull` writes each language's catalog back where the app loads it.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Document, DocumentRecord, Project } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient } from '@tessera/server/test/harness';

// CommonJS: its `module.exports` is the class its typings call the default export.
const MessageFormat = createRequire(import.meta.url)(
  '@messageformat/core',
) as (typeof import('@messageformat/core'))['default'];

const TESSERA = join(import.meta.dirname, '..', 'bin', 'tessera.mjs');
const repoRoot = join(import.meta.dirname, '..', '..');

function tessera(
  cwd: string,
  args: string[],
  token: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [TESSERA, ...args],
      { cwd, env: { PATH: process.env.PATH, TESSERA_TOKEN: token } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** A German message as it reads with every placeholder `n`. */
function said(message: unknown, n: number): string {
  const values = new Proxy({}, { get: () => n, has: () => true });
  return new MessageFormat('de', { strict: true }).compile(String(message))(values);
}

/** The shell's catalogs, as a contributor's clone holds them. */
const SHELL_CATALOGS = 'shell/src/locales';

describeWithDatabases('translating Tessera in Tessera', (t) => {
  let clone: string;
  let manager: SignedInClient;
  let token: string;
  let project: Project;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    manager = await t.signIn('manager');
    token = (
      await manager.inject({ method: 'POST', url: '/api/user/tokens', payload: { name: 'l10n', scope: 'write' } })
    ).json<{ token: string }>().token;
    project = (
      await manager.inject({
        method: 'POST',
        url: '/api/projects/',
        payload: { name: 'Tessera', source_lang: 'en', target_langs: ['de', 'ja'] },
      })
    ).json<Project>();
    // The repository's own tessera.yml, pointed at this server and project, and the shell's catalogs.
    clone = await mkdtemp(join(tmpdir(), 'tessera-l10n-'));
    const settings = await readFile(join(repoRoot, 'tessera.yml'), 'utf8');
    await writeFile(
      join(clone, 'tessera.yml'),
      settings.replace(/^url: .*$/m, `url: ${url}`).replace(/^project: .*$/m, `project: ${project.id}`),
    );
    await mkdir(join(clone, dirname(SHELL_CATALOGS)), { recursive: true });
    await cp(join(repoRoot, SHELL_CATALOGS), join(clone, SHELL_CATALOGS), { recursive: true });
  });
  afterAll(() => rm(clone, { recursive: true, force: true }));

  it('takes the English catalog with its descriptions as notes, and writes each language’s catalog back unchanged', async () => {
    const pushed = await tessera(clone, ['push', '--translations'], token);
    expect(pushed.stderr).toBe('');
    expect(pushed.code).toBe(0);

    const documents = ((await manager.inject('/api/document/')).json() as Document[]).filter(
      (document) => document.project_id === project.id,
    );
    expect(documents.map((document) => `${document.name} ${document.target_lang}`).sort()).toEqual([
      'shell.arb de',
      'shell.arb ja',
      'sign-in.arb de',
      'sign-in.arb ja',
    ]);
    const german = documents.find((document) => document.name === 'sign-in.arb' && document.target_lang === 'de')!;
    const records = (await manager.inject(`/api/document/${german.id}/records?limit=1000`)).json()
      .records as DocumentRecord[];
    const title = records.find((record) => record.source === 'Sign in' && record.target === 'Anmelden');
    expect(title?.note).toBe('Heading of the sign-in page.');
    expect(records.every((record) => record.target !== '' && record.target !== null)).toBe(true);

    const before = await readFile(join(clone, SHELL_CATALOGS, 'de', 'shell.arb'), 'utf8');
    await rm(join(clone, SHELL_CATALOGS, 'de'), { recursive: true });
    const pulled = await tessera(clone, ['pull'], token);
    expect(pulled.stderr).toBe('');
    expect(pulled.code).toBe(0);
    expect(await readdir(join(clone, SHELL_CATALOGS))).toEqual(expect.arrayContaining(['de', 'ja']));
    const after = JSON.parse(await readFile(join(clone, SHELL_CATALOGS, 'de', 'shell.arb'), 'utf8')) as Record<
      string,
      unknown
    >;
    const expected = JSON.parse(before) as Record<string, unknown>;
    // The same words, a plural perhaps lifted to span its whole sentence (Tessera's segment of each plural form).
    for (const [key, message] of Object.entries(expected))
      if (!key.startsWith('@')) for (const n of [1, 5]) expect(said(after[key], n), key).toBe(said(message, n));
    expect(after['@@locale']).toBe('de');
  });
});
