import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const LAUNCHER = join(import.meta.dirname, 'launch.mjs');

/** Runs the launcher on this Node made to report `version` (the check reads process.versions, as on a real old Node). */
function launch(version: string | undefined, args: string[]) {
  const pretend =
    version === undefined
      ? []
      : ['--import', `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`];
  return spawnSync(process.execPath, [...pretend, LAUNCHER, ...args], { encoding: 'utf8' });
}

describe('scripts/launch.mjs (npm start, npm test)', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-launch-'));
  const script = join(folder, 'echo.ts');
  writeFileSync(
    script,
    `const args: string[] = process.argv.slice(2);\nconsole.log(JSON.stringify({ script: process.argv[1], args }));\nprocess.exitCode = 3;\n`,
  );
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('on a Node that cannot strip types, prints one line naming the required version and how to get it', () => {
    for (const version of ['20.20.2', '22.21.0', '23.5.0']) {
      const result = launch(version, [script]);
      expect(result.status, version).toBe(1);
      expect(result.stdout, version).toBe('');
      expect(result.stderr.trim().split('\n'), version).toEqual([
        `Tessera needs Node.js >= 22.22 (24 LTS recommended), this is ${version}: run \`nvm install\` in the project folder (it reads .nvmrc) or get Node 24 from https://nodejs.org/.`,
      ]);
    }
  });

  it('on a recent Node, runs the TypeScript script with its own arguments and exit code', () => {
    for (const version of ['22.22.0', '23.6.0', undefined]) {
      const result = launch(version, [script, '--flag', 'value']);
      expect(result.stderr, String(version)).toBe('');
      expect(JSON.parse(result.stdout), String(version)).toEqual({ script, args: ['--flag', 'value'] });
      expect(result.status, String(version)).toBe(3);
    }
  });
});
