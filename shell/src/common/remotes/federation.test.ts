import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROVIDED, sharedLibraries } from './federation.ts';

// Only what the base config declares is read here; rspack itself is not loaded by the shell's tests.
const declared = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  '@tessera/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
};

describe('the shell as a run-time federation host', () => {
  it('provides every shared singleton with its declared version, as a singleton', async () => {
    const shared = sharedLibraries(declared);
    expect(Object.keys(shared)).toEqual(['react', '@tessera/shared']);
    expect(shared.react).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
    const react = await import('react');
    expect((shared.react as { lib: () => unknown }).lib()).toBe(react.default);
  });

  it('hands remotes the very session store and API client the shell uses', async () => {
    const shared = await import('@tessera/shared');
    const provided = (sharedLibraries(declared)['@tessera/shared'] as { lib: () => typeof shared }).lib();
    expect(provided.session).toBe(shared.session);
    expect(provided.http).toBe(shared.http);
  });

  it('loads the modules the login screen does not need only when a remote asks for them', async () => {
    const contract = PROVIDED['@tessera/shared/contract'];
    expect('get' in contract).toBe(true);
    const factory = await (contract as { get: () => Promise<() => unknown> }).get();
    expect(factory()).toHaveProperty('CreateResourceBody');
  });

  it('refuses a shared module it cannot provide instead of letting a remote load a second copy', () => {
    expect(() => sharedLibraries({ ...declared, 'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' } })).toThrow(
      /left-pad/,
    );
  });

  it('provides everything the rspack base config declares for the shell', async () => {
    const { hostSharedDeclaration } = await import('../../../../scripts/federation-config.ts');
    expect(Object.keys(PROVIDED).sort()).toEqual(
      Object.keys(hostSharedDeclaration(join(import.meta.dirname, '..', '..', '..'))).sort(),
    );
  });

  it('provides a release entry without singleton, as the very module it provides to older remotes', () => {
    const release = { version: '1.28.0', requiredVersion: '^1.28.0', singleton: false };
    const shared = sharedLibraries({ ...declared, 'release:@tessera/shared': release });
    expect(shared['release:@tessera/shared']).toMatchObject({ shareConfig: { singleton: false } });
    const lib = (pkg: string) => (shared[pkg] as { lib: () => unknown }).lib();
    expect(lib('release:@tessera/shared')).toBe(lib('@tessera/shared'));
  });
});
