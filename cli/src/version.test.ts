import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithDatabases } from '@tessera/server/test/harness';
import { json, servedProject, tessera, writeFiles, type ServedProject } from './command.test-helper.ts';
import { CLI_VERSION } from './version.ts';

/** A server that speaks another version of the command than this one: its checkout's cli/package.json says 9.9.9. */
const otherRelease = mkdtempSync(join(tmpdir(), 'tessera-other-cli-'));
writeFileSync(join(otherRelease, 'package.json'), JSON.stringify({ name: '@tessera/cli', version: '9.9.9' }));

describeWithDatabases(
  'the tessera command against a server of another version',
  (t) => {
    let served: ServedProject;
    let folder: string;

    beforeAll(async () => {
      served = await servedProject(t, { name: 'Other', source_lang: 'en', target_langs: ['de'] });
      folder = mkdtempSync(join(tmpdir(), 'tessera-cli-version-'));
      await writeFiles(folder, {
        'tessera.yml': `url: ${served.url}/\nproject: ${served.project.id}\nfiles:\n  - source: en/*.json\n    translation: '{lang}/{name}.json'\n`,
        'en/app.json': json({ hello: 'Hello' }),
      });
    });
    afterAll(() => {
      rmSync(folder, { recursive: true, force: true });
      rmSync(otherRelease, { recursive: true, force: true });
    });

    it('says both versions and how to install the server’s, then does what it was asked', async () => {
      const pushed = await tessera(folder, ['push'], served.token);
      expect(pushed.stderr).toBe(
        `tessera: this command is version ${CLI_VERSION} but ${served.url} speaks 9.9.9: ` +
          `install its own with npm install -D ${served.url}/api/cli/tessera-cli.tgz\n`,
      );
      expect(pushed.code).toBe(0);
      expect(pushed.stdout.trim().split('\n').at(-1)).toBe('Pushed 1 source files to "Other": 1 new, 0 updated');
    });
  },
  { config: { cliPackageDir: otherRelease } },
);
