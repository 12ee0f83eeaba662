import { describe, expect, it, vi } from 'vitest';
import { PROVIDED, federation, sharedLibraries, startRemote, type RemoteRequire } from './federation.ts';

// Only what the base config declares is read here; rspack itself is not loaded by the shell's tests.
const declared = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  '@tessera/shared': { version: '0.1.0', requiredVersion: false as const },
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
    expect(() => sharedLibraries({ ...declared, 'left-pad': { version: '1.0.0', requiredVersion: false } })).toThrow(
      /left-pad/,
    );
  });

  it('provides everything the rspack base config shares', async () => {
    const { sharedModules } = await import('../../../rspack.config.base.ts');
    expect(Object.keys(PROVIDED).sort()).toEqual(Object.keys(sharedModules()).sort());
  });

  it("starts each remote entry on the shell's runtime, with a share scope of its own", async () => {
    const screen = { default: 'screen' };
    const remoteEntry = (): RemoteRequire => ({
      federation: {},
      f: {},
      S: {},
      consumesLoadingData: { chunkMapping: {} },
      initializeExposesData: { moduleMap: { './Screen': () => Promise.resolve(() => screen) }, shareScope: 'default' },
    });
    const [tm, users] = [remoteEntry(), remoteEntry()];
    startRemote(tm, 'tm');
    startRemote(users, 'users');
    expect((tm.federation.instance as { name: string }).name).toBe('tm');
    expect(tm.S).not.toBe(users.S);
    expect(tm.f).toHaveProperty('consumes');
    const factory = (await (tm.getContainer as (module: string) => Promise<() => unknown>)('./Screen'))();
    expect(factory).toBe(screen);
    await expect((tm.getContainer as (module: string) => Promise<unknown>)('./Missing')).rejects.toThrow(
      /does not exist/,
    );
  });

  it("loads a remote's chunks with the shell's script loader, each remote's scripts keyed apart", () => {
    const shellLoader = vi.fn();
    vi.stubGlobal('__webpack_require__', { l: shellLoader });
    const [tm, users]: RemoteRequire[] = [
      { federation: {}, f: {} },
      { federation: {}, f: {} },
    ];
    startRemote(tm, 'tm');
    startRemote(users, 'users');
    vi.unstubAllGlobals();
    const done = () => undefined;
    tm.l!('https://tm.example/12.js', done, 'chunk-12', 12);
    users.l!('https://users.example/12.js', done, 'chunk-12', 12);
    expect(shellLoader.mock.calls).toEqual([
      ['https://tm.example/12.js', done, 'tm:chunk-12', 12],
      ['https://users.example/12.js', done, 'users:chunk-12', 12],
    ]);
  });

  it("loads a remote's chunks from the folder of the entry the shell registered for it", () => {
    federation().registerRemotes([{ name: 'glossary', entry: 'https://glossary.example/app/remoteEntry.1a2b3c4d.js' }]);
    const glossary: RemoteRequire = { federation: {}, f: {}, p: '' };
    startRemote(glossary, 'glossary');
    expect(glossary.p).toBe('https://glossary.example/app/');
  });
});
