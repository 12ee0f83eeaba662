import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases } from '@tessera/server/test/harness';
import { json, run, servedProject, writeFiles, type ServedProject } from './command.test-helper.ts';

const CLI_FOLDER = join(import.meta.dirname, '..');

describeWithDatabases('the tessera command installed into a team’s repository from its package', (t) => {
  let served: ServedProject;
  let work: string;
  /** npm with nothing of this machine's: an empty cache, its own HOME (no .npmrc), and never the registry. */
  let npmEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    served = await servedProject(t, { name: 'Team app', source_lang: 'en', target_langs: ['de'] });
    work = await mkdtemp(join(tmpdir(), 'tessera-install-'));
    npmEnv = {
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      HOME: work,
      npm_config_cache: join(work, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
    };
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('packs, installs with npm without the registry, and pushes and pulls with npx tessera', async () => {
    const { version } = JSON.parse(await readFile(join(CLI_FOLDER, 'package.json'), 'utf8')) as { version: string };
    const packed = await run('npm', ['pack', '--pack-destination', work], CLI_FOLDER, npmEnv);
    expect(packed.code, packed.stderr).toBe(0);
    const tarball = `tessera-cli-${version}.tgz`;
    expect(packed.stdout.trim().split('\n').at(-1)).toBe(tarball);

    const repository = join(work, 'team-app');
    await writeFiles(repository, {
      'package.json': json({ name: 'team-app', private: true }),
      'tessera.yml': [
        `url: ${served.url}`,
        `project: ${served.project.id}`,
        'files:',
        '  - source: locales/en/*.json',
        '    translation: locales/{lang}/{name}.json',
      ].join('\n'),
      'locales/en/app.json': json({ greeting: 'Hello', farewell: 'Goodbye' }),
    });
    const installed = await run('npm', ['install', '-D', join(work, tarball)], repository, npmEnv);
    expect(installed.code, installed.stderr).toBe(0);
    // The command is one file of JavaScript: nothing else came with it, from the registry or elsewhere.
    expect((await readdir(join(repository, 'node_modules'))).sort()).toEqual([
      '.bin',
      '.package-lock.json',
      '@tessera',
    ]);
    expect(await readdir(join(repository, 'node_modules', '@tessera', 'cli', 'dist'))).toEqual(['tessera.mjs']);

    const tessera = (...args: string[]) =>
      run('npx', ['tessera', ...args], repository, { ...npmEnv, TESSERA_TOKEN: served.token });
    const pushed = await tessera('push');
    expect(pushed.stderr).toBe('');
    expect(pushed.stdout.trim().split('\n').at(-1)).toBe('Pushed 1 source files to "Team app": 1 new, 0 updated');

    const documents = (await served.manager.inject('/api/document/')).json() as Document[];
    const german = documents.find((document) => document.project_id === served.project.id)!;
    const [greeting] = (await served.manager.inject(`/api/document/${german.id}/records`)).json()
      .records as DocumentRecord[];
    const saved = await served.manager.inject({
      method: 'PUT',
      url: `/api/document/records/${greeting!.id}`,
      payload: { target: 'Hallo', approved: true, updated_at: greeting!.updated_at },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const pulled = await tessera('pull');
    expect(pulled.stderr).toBe('');
    expect(pulled.code).toBe(0);
    expect(pulled.stdout.trim().split('\n').at(-1)).toBe('Pulled 1 translation files from "Team app"');
    expect(JSON.parse(await readFile(join(repository, 'locales', 'de', 'app.json'), 'utf8'))).toEqual({
      greeting: 'Hallo',
    });
  });
});
