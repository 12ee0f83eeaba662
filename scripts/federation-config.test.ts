import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ONE_INSTANCE_ENTRIES,
  ONE_INSTANCE_SINCE,
  RELEASE_ENTRIES,
  coreRange,
  hostSharedDeclaration,
  installedVersion,
  sharedModules,
} from './federation-config.ts';

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
  Object.entries(shared).filter(([name]) => name.startsWith('@tessera/shared'));

describe("a remote's shared modules", () => {
  it('take the one-instance entries as singletons at the major, under the keys every shell of the major provides', () => {
    const shared = sharedModules(appNeeding('^1.26.0'));
    expect(shared['@tessera/shared/core']).toMatchObject({
      singleton: true,
      shareKey: '@tessera/shared',
      requiredVersion: '^1.0.0',
    });
    expect(shared['@tessera/shared/ui/toast']).toMatchObject({
      singleton: true,
      shareKey: '@tessera/shared/ui',
      requiredVersion: '^1.0.0',
    });
  });

  it('share the rest of what shells provide without singleton, at the release the remote was built for', () => {
    const shared = sharedModules(appNeeding('^1.26.0'));
    const rest = sharedKeys(shared).filter(([name]) => !(name in ONE_INSTANCE_ENTRIES || name in ONE_INSTANCE_SINCE));
    expect(rest.map(([name]) => name).sort()).toEqual(Object.keys(RELEASE_ENTRIES).sort());
    for (const [name, config] of rest)
      expect(config, name).toMatchObject({
        singleton: false,
        requiredVersion: '^1.26.0',
        shareKey: RELEASE_ENTRIES[name as keyof typeof RELEASE_ENTRIES],
      });
    expect(shared['@tessera/shared/contract']?.shareKey).toBe('release:@tessera/shared/contract');
    // The kit's words by message since 1.40: remotes of earlier releases, which say them by key, keep their copy.
    expect(shared['@tessera/shared/ui/messages']?.shareKey).toBe('release:@tessera/shared/ui/messages@1.40');
  });

  it('take a one-instance entry added within the major as a singleton at its release, with a copy for older shells', () => {
    const shared = sharedModules(appNeeding('^1.40.0'));
    expect(shared['@tessera/shared/i18n']).toEqual({
      singleton: true,
      requiredVersion: `^${ONE_INSTANCE_SINCE['@tessera/shared/i18n']}`,
      version: installedVersion('@tessera/shared'),
    });
  });

  it('ask for no share key a shell of the major’s first release provides at a range it cannot meet', () => {
    const firstReleaseKeys = [
      '@tessera/shared',
      '@tessera/shared/ui',
      '@tessera/shared/ui/lists',
      '@tessera/shared/contract',
    ];
    for (const [name, config] of Object.entries(sharedModules(appNeeding('^1.26.0'))))
      if (firstReleaseKeys.includes(config.shareKey ?? name)) expect(config.requiredVersion, name).toBe('^1.0.0');
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
  it('holds every share key a remote asks for, as one copy exactly when the remote takes one', () => {
    const app = appNeeding('^1.26.0');
    const provided = hostSharedDeclaration(app);
    for (const [name, config] of Object.entries(sharedModules(app)))
      expect(provided[config.shareKey ?? name]?.singleton, name).toBe(config.singleton);
  });

  it('holds the entries remotes of the major built before the core was split take as singletons', () => {
    const provided = hostSharedDeclaration(appNeeding('^1.26.0'));
    for (const entry of ['@tessera/shared/ui/lists', '@tessera/shared/contract'])
      expect(provided[entry], entry).toMatchObject({ singleton: true, requiredVersion: '^1.0.0' });
    expect(provided).not.toHaveProperty('@tessera/shared/core');
  });
});
