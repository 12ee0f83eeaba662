import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Document, DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases } from '@tessera/server/test/harness';
import { json, run, servedProject, writeFiles, type ServedProject } from './command.test-helper.ts';
import { CLI_VERSION } from './version.ts';

const CLI_FOLDER = join(import.meta.dirname, '..');
/** Where `npm run build` packs the command, and what the test's server (this checkout's) hands out. */
const BUILT_TARBALL = join(CLI_FOLDER, 'dist', `tessera-cli-${CLI_VERSION}.tgz`);

describeWithDatabases('the tessera command installed into a team’s repository from its server', (t) => {
  let served: ServedProject;
  let work: string;
  /** npm with nothing of this machine's: an empty cache, its own HOME (no .npmrc), and no registry it can reach. */
  let npmEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'tessera-install-'));
    npmEnv = {
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      HOME: work,
      npm_config_cache: join(work, 'npm-cache'),
      // Port 9 (discard) on loopback: a request to the registry fails at once instead of fetching anything.
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    // The production build packs it (`npm run build`, as `npm start` and the browser tests' phase run it); a run of
    // the tests alone packs it once the same way, and later runs share that tarball.
    if (!existsSync(BUILT_TARBALL)) {
      const built = await run('npm', ['run', 'build'], CLI_FOLDER, npmEnv);
      if (built.code !== 0) throw new Error(`npm run build failed in cli/: ${built.stderr}`);
    }
    served = await servedProject(t, { name: 'Team app', source_lang: 'en', target_langs: ['de'] });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('installs from the server’s address with npm, the server’s version, and pushes and pulls with npx tessera', async () => {
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
    const address = `${served.url}/api/cli/tessera-cli.tgz`;
    const installed = await run('npm', ['install', '-D', address], repository, npmEnv);
    expect(installed.code, installed.stderr).toBe(0);
    const manifest = JSON.parse(await readFile(join(repository, 'package.json'), 'utf8'));
    expect(manifest.devDependencies).toEqual({ '@tessera/cli': address });
    const installedManifest = join(repository, 'node_modules', '@tessera', 'cli', 'package.json');
    expect(JSON.parse(await readFile(installedManifest, 'utf8')).version).toBe(CLI_VERSION);
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
