import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coreRange, hostSharedDeclaration, sharedModules } from './federation-config.ts';

const dirs: string[] = [];
/** An app folder whose package.json declares `range` of @tessera/shared. */
function appNeeding(range: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-federation-config-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies: { '@tessera/shared': range } }));
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const sharedKeys = (shared: Record<string, { shareKey?: string }>) =>
  Object.entries(shared).filter(([name, config]) => (config.shareKey ?? name).startsWith('@tessera/shared'));

describe("a remote's shared modules", () => {
  it('take of @tessera/shared only its one-instance entries, under the keys every shell of the major provides', () => {
    const shared = sharedModules(appNeeding('^1.26.0'));
    expect(Object.fromEntries(sharedKeys(shared))).toEqual({
      '@tessera/shared/core': expect.objectContaining({ shareKey: '@tessera/shared', requiredVersion: '^1.0.0' }),
      '@tessera/shared/ui/toast': expect.objectContaining({
        shareKey: '@tessera/shared/ui',
        requiredVersion: '^1.0.0',
      }),
    });
    expect(shared['@tessera/shared/core']?.singleton).toBe(true);
  });

  it('need the first release of the major the remote was built for, whatever its minor', () => {
    expect(coreRange(appNeeding('^2.3.1'))).toBe('^2.0.0');
    expect(coreRange(appNeeding('^1.0.0'))).toBe('^1.0.0');
  });

  it('refuse a package.json without a caret range of @tessera/shared', () => {
    expect(() => coreRange(appNeeding('*'))).toThrow(/must depend on @tessera\/shared/);
  });
});

describe('what the shell provides', () => {
  it('holds every share key a remote asks for, and the entries remotes of the major built before the split take', () => {
    const app = appNeeding('^1.26.0');
    const provided = Object.keys(hostSharedDeclaration(app));
    for (const [name, config] of Object.entries(sharedModules(app)))
      expect(provided).toContain(config.shareKey ?? name);
    expect(provided).toEqual(expect.arrayContaining(['@tessera/shared/ui/lists', '@tessera/shared/contract']));
    expect(provided).not.toContain('@tessera/shared/core');
  });
});
