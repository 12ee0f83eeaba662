import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionSkewError } from './skew.ts';

// The shell's federation instance (./federation.ts) talks to real remotes; here we only watch what the
// registry asks of it.
const runtime = { registerRemotes: vi.fn(), loadRemote: vi.fn() };
const checkCompatible = vi.fn();
vi.mock('./federation.ts', () => ({ federation: () => runtime, checkCompatible }));

/** A remote's mf-manifest.json as the federation build plugin writes it (the parts the shell reads). */
const manifest = (name: string, entry = `remoteEntry.${name}.js`, extra: Record<string, unknown> = {}) => ({
  id: name,
  name,
  metaData: {
    name,
    globalName: name,
    publicPath: 'auto',
    remoteEntry: { name: entry, path: '', type: 'global' },
    ...extra,
  },
  shared: [{ name: '@tessera/shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' }],
  remotes: [],
  exposes: [
    {
      id: `${name}:Screen`,
      name: 'Screen',
      path: './Screen',
      assets: {
        js: { sync: ['52.js', '__federation_expose_Screen.js'], async: ['101.js'] },
        css: { sync: ['__federation_expose_Screen.css'], async: [] },
      },
    },
  ],
});

/** Answers /remotes.json with `listed` and any mf-manifest.json with that remote's manifest. */
const site =
  (listed: () => Promise<Response>) =>
  async (input: string | URL | Request): Promise<Response> => {
    const url = String(input);
    if (url === '/remotes.json') return listed();
    const name = /\/(glossary|documents|tm|users)\/mf-manifest\.json$/.exec(url)?.[1];
    return name ? Response.json(manifest(name)) : new Response('not found', { status: 404 });
  };

async function freshRegistry(answer: (input: string | URL | Request) => Promise<Response>) {
  vi.resetModules();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  checkCompatible.mockReset();
  vi.stubGlobal('fetch', vi.fn(answer));
  const registry = await import('./registry.ts');
  return { runtime, registry };
}

type Registered = { name: string; entry: string; type: string; entryGlobalName: string };
const registered = () => runtime.registerRemotes.mock.calls.flatMap((call) => call[0] as Registered[]);
const registeredEntries = () => Object.fromEntries(registered().map((r) => [r.name, r.entry]));
const fetched = () => vi.mocked(fetch).mock.calls.map((call) => String(call[0]));
const page = (path: string) => new URL(path, window.location.href).href;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('remote registry (/remotes.json)', () => {
  it("registers a remote by the entry its manifest names, reading the manifest from /remotes.json's URL", async () => {
    const { runtime, registry } = await freshRegistry(
      site(async () =>
        Response.json({
          glossary: 'https://cdn.example/glossary/mf-manifest.json',
          tm: '/elsewhere/tm/mf-manifest.json',
        }),
      ),
    );
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await Promise.all(
      (['glossary', 'tm', 'documents'] as const).map((name) => registry.loadRemoteComponent(name, 'Screen')),
    );
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registeredEntries()).toEqual({
      glossary: 'https://cdn.example/glossary/remoteEntry.glossary.js',
      tm: page('/elsewhere/tm/remoteEntry.tm.js'),
      // Not listed: the composed app's own layout.
      documents: page('/remotes/documents/remoteEntry.documents.js'),
    });
    expect(registered().find((r) => r.name === 'tm')).toEqual({
      name: 'tm',
      entry: page('/elsewhere/tm/remoteEntry.tm.js'),
      type: 'global',
      entryGlobalName: 'tm',
    });
    // Only the manifests of the remotes shown: users was never needed.
    expect(
      fetched()
        .filter((url) => url.endsWith('mf-manifest.json'))
        .sort(),
    ).toEqual(
      [
        'https://cdn.example/glossary/mf-manifest.json',
        '/remotes/documents/mf-manifest.json',
        page('/elsewhere/tm/mf-manifest.json'),
      ].sort(),
    );
  });

  it('falls back to /remotes/<name>/mf-manifest.json when /remotes.json cannot be read, and logs why', async () => {
    const { runtime, registry } = await freshRegistry(site(async () => new Response('nope', { status: 500 })));
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await registry.loadRemoteComponent('users', 'Screen');
    expect(fetched()).toEqual(['/remotes.json', '/remotes/users/mf-manifest.json']);
    expect(registeredEntries()).toEqual({ users: page('/remotes/users/remoteEntry.users.js') });
    expect(console.error).toHaveBeenCalled();
  });

  it('fetches /remotes.json and each manifest once however many screens load', async () => {
    const { runtime, registry } = await freshRegistry(site(async () => Response.json({})));
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await Promise.all([
      registry.loadRemoteComponent('glossary', 'Screen'),
      registry.loadRemoteComponent('tm', 'Screen'),
      registry.loadRemoteComponent('glossary', 'Screen'),
      registry.loadRemoteComponent('glossary', 'HomeSection'),
    ]);
    expect(fetched().sort()).toEqual([
      '/remotes.json',
      '/remotes/glossary/mf-manifest.json',
      '/remotes/tm/mf-manifest.json',
    ]);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(runtime.loadRemote.mock.calls.map((c) => c[0]).sort()).toEqual([
      'glossary/HomeSection',
      'glossary/Screen',
      'tm/Screen',
    ]);
  });

  it('a remote without the asked component is a load failure', async () => {
    const { runtime, registry } = await freshRegistry(site(async () => Response.json({})));
    runtime.loadRemote.mockResolvedValue(null);
    await expect(registry.loadRemoteComponent('users', 'Screen')).rejects.toThrow(/exposes no \.\/Screen/);
    runtime.loadRemote.mockResolvedValue({ default: 'not a component' });
    await expect(registry.loadRemoteComponent('tm', 'HomeSection')).rejects.toThrow(/exposes no \.\/HomeSection/);
  });

  it("loads a remote's home section and its screen apart, and forgetting the remote forgets both", async () => {
    const { runtime, registry } = await freshRegistry(site(async () => Response.json({})));
    runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => id }));
    const section = registry.loadRemoteComponent('glossary', 'HomeSection');
    expect(registry.loadRemoteComponent('glossary', 'HomeSection')).toBe(section);
    await Promise.all([section, registry.loadRemoteComponent('glossary', 'Screen')]);
    expect(runtime.loadRemote.mock.calls.map((c) => c[0])).toEqual(['glossary/HomeSection', 'glossary/Screen']);

    await registry.forgetRemote('glossary');
    expect(registry.loadRemoteComponent('glossary', 'HomeSection')).not.toBe(section);
    await registry.loadRemoteComponent('glossary', 'Screen');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(4);
  });

  it('forgetting a failed remote re-reads /remotes.json and its manifest, re-registers it with force and loads it again', async () => {
    let entry = 'remoteEntry.v1.js';
    const { runtime, registry } = await freshRegistry(async (input) =>
      String(input) === '/remotes.json'
        ? Response.json({ tm: 'http://tm.example/mf-manifest.json' })
        : Response.json(manifest('tm', entry)),
    );
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to load script'))
      .mockResolvedValueOnce({ default: () => null });
    await expect(registry.loadRemoteComponent('tm', 'Screen')).rejects.toThrow('Failed to load script');
    await expect(registry.loadRemoteComponent('tm', 'Screen')).rejects.toThrow('Failed to load script'); // same failed promise
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([
      { name: 'tm', entry: 'http://tm.example/remoteEntry.v1.js', type: 'global', entryGlobalName: 'tm' },
    ]);

    // The tm team redeploys: a new entry script.
    entry = 'remoteEntry.v2.js';
    await registry.forgetRemote('tm');
    expect(fetched()).toEqual(['/remotes.json', 'http://tm.example/mf-manifest.json', '/remotes.json']);
    await expect(registry.loadRemoteComponent('tm', 'Screen')).resolves.toBeTypeOf('function');
    expect(fetched()).toHaveLength(4);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'tm', entry: 'http://tm.example/remoteEntry.v2.js', type: 'global', entryGlobalName: 'tm' }],
      { force: true },
    );
  });

  it('never registers nor loads a remote whose manifest asks for versions the shell cannot give', async () => {
    const { runtime, registry } = await freshRegistry(site(async () => Response.json({})));
    const skew = new VersionSkewError('tm', '@tessera/shared', '^2.0.0', '1.0.0');
    checkCompatible.mockImplementation(() => {
      throw skew;
    });
    await expect(registry.loadRemoteComponent('tm', 'Screen')).rejects.toBe(skew);
    expect(checkCompatible).toHaveBeenCalledWith('tm', manifest('tm'));
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('a manifest that cannot be read fails the load, and the next load reads it again', async () => {
    let manifestUp = false;
    const { runtime, registry } = await freshRegistry(async (input) =>
      String(input) === '/remotes.json'
        ? Response.json({})
        : manifestUp
          ? Response.json(manifest('documents'))
          : new Response('bad gateway', { status: 502 }),
    );
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await expect(registry.loadRemoteComponent('documents', 'HomeSection')).rejects.toThrow(
      '/remotes/documents/mf-manifest.json answered 502',
    );
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    manifestUp = true;
    await expect(registry.loadRemoteComponent('documents', 'Screen')).resolves.toBeTypeOf('function');
    expect(registeredEntries()).toEqual({ documents: page('/remotes/documents/remoteEntry.documents.js') });
  });
});

describe('an exposed module', () => {
  /** A fresh registry and page head, with the tm remote on a CDN. */
  const tmOnCdn = () => {
    document.head.innerHTML = '';
    return freshRegistry(site(async () => Response.json({ tm: 'https://cdn.example/tm/mf-manifest.json' })));
  };
  const linked = (rel: string) =>
    [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) =>
      rel === 'preload' ? [link.getAttribute('as'), link.getAttribute('href')] : link.getAttribute('href'),
    );

  it("starts fetching its first stylesheets and scripts from its remote's manifest before the runtime loads the entry", async () => {
    const { runtime, registry } = await tmOnCdn();
    let linkedFirst: unknown[] = [];
    runtime.loadRemote.mockImplementation(async () => {
      linkedFirst = linked('preload');
      return { default: () => null };
    });
    await registry.loadRemoteComponent('tm', 'Screen');
    expect(linkedFirst).toEqual([
      ['style', 'https://cdn.example/tm/__federation_expose_Screen.css'],
      ['script', 'https://cdn.example/tm/52.js'],
      ['script', 'https://cdn.example/tm/__federation_expose_Screen.js'],
    ]);
    // The remote's entry loads them (its stylesheets included): the shell links no stylesheet itself.
    expect(linked('stylesheet')).toEqual([]);
    // Its lazy chunks are left to the remote; a module the manifest lists nothing for preloads nothing; and a
    // file is preloaded once.
    await registry.loadRemoteComponent('tm', 'HomeSection');
    await registry.forgetRemote('tm');
    await registry.loadRemoteComponent('tm', 'Screen');
    expect(linked('preload')).toHaveLength(3);
  });
});

describe('a remote registration from its mf-manifest.json', () => {
  // Reading a manifest asks the site nothing, so any answer will do.
  let registry: Awaited<ReturnType<typeof freshRegistry>>['registry'];
  beforeEach(async () => {
    ({ registry } = await freshRegistry(site(async () => Response.json({}))));
  });

  it('finds the entry next to the manifest when the remote was built with publicPath auto', async () => {
    expect(
      registry.registrationFromManifest(
        'glossary',
        'https://cdn.example/glossary/v2/mf-manifest.json?t=1',
        manifest('glossary', 'remoteEntry.abc.js'),
      ),
    ).toEqual({
      name: 'glossary',
      entry: 'https://cdn.example/glossary/v2/remoteEntry.abc.js',
      type: 'global',
      entryGlobalName: 'glossary',
    });
  });

  it("honours the manifest's entry folder, publicPath, container type and global name", async () => {
    const built = manifest('tm');
    built.metaData = {
      ...built.metaData,
      globalName: 'tessera_tm',
      publicPath: 'https://static.example/tm/',
      remoteEntry: { name: 'remoteEntry.js', path: './js/', type: 'module' },
    };
    expect(registry.registrationFromManifest('tm', 'https://cdn.example/tm/mf-manifest.json', built)).toEqual({
      name: 'tm',
      entry: 'https://static.example/tm/js/remoteEntry.js',
      type: 'module',
      entryGlobalName: 'tessera_tm',
    });
  });

  it("lists each exposed module's first files under the manifest's public path", async () => {
    expect(registry.exposedFiles('https://cdn.example/glossary/mf-manifest.json', manifest('glossary'))).toEqual({
      Screen: [
        'https://cdn.example/glossary/__federation_expose_Screen.css',
        'https://cdn.example/glossary/52.js',
        'https://cdn.example/glossary/__federation_expose_Screen.js',
      ],
    });
  });

  it('refuses an answer that is not a federation manifest', async () => {
    expect(() => registry.registrationFromManifest('users', '/remotes/users/mf-manifest.json', {})).toThrow(
      /not a federation manifest/,
    );
  });
});
