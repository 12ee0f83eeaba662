import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The shell's federation instance (./federation.ts) talks to real remotes; here we only watch what the
// registry asks of it.
const runtime = { registerRemotes: vi.fn(), loadRemote: vi.fn() };
vi.mock('./federation.ts', () => ({ federation: () => runtime }));

async function freshRegistry(answer: () => Promise<Response>) {
  vi.resetModules();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  vi.stubGlobal('fetch', vi.fn(answer));
  const registry = await import('./registry.ts');
  return { runtime, registry };
}

const registeredEntries = (runtime: { registerRemotes: ReturnType<typeof vi.fn> }, call = 0) =>
  Object.fromEntries(
    (runtime.registerRemotes.mock.calls[call][0] as { name: string; entry: string }[]).map((r) => [r.name, r.entry]),
  );

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.unstubAllGlobals());

describe('remote registry (/remotes.json)', () => {
  it('registers every remote from /remotes.json, resolving relative URLs against the page', async () => {
    const { runtime, registry } = await freshRegistry(async () =>
      Response.json({
        glossary: 'https://cdn.example/glossary/mf-manifest.json',
        tm: '/elsewhere/tm/mf-manifest.json',
      }),
    );
    await registry.loadRemoteRegistry();
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));
    expect(registeredEntries(runtime)).toEqual({
      glossary: 'https://cdn.example/glossary/mf-manifest.json',
      tm: new URL('/elsewhere/tm/mf-manifest.json', window.location.href).href,
      // Not listed: the composed app's own layout.
      documents: '/remotes/documents/mf-manifest.json',
      users: '/remotes/users/mf-manifest.json',
    });
  });

  it('falls back to /remotes/<name>/mf-manifest.json when /remotes.json cannot be read, and logs why', async () => {
    const { runtime, registry } = await freshRegistry(async () => new Response('nope', { status: 500 }));
    await registry.loadRemoteRegistry();
    expect(registeredEntries(runtime)).toEqual({
      glossary: '/remotes/glossary/mf-manifest.json',
      documents: '/remotes/documents/mf-manifest.json',
      tm: '/remotes/tm/mf-manifest.json',
      users: '/remotes/users/mf-manifest.json',
    });
    expect(console.error).toHaveBeenCalled();
  });

  it('fetches /remotes.json once however many screens load', async () => {
    const { runtime, registry } = await freshRegistry(async () => Response.json({}));
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    await Promise.all([
      registry.loadRemoteComponent('glossary', 'Screen'),
      registry.loadRemoteComponent('tm', 'Screen'),
      registry.loadRemoteComponent('glossary', 'Screen'),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote.mock.calls.map((c) => c[0])).toEqual(['glossary/Screen', 'tm/Screen']);
  });

  it('a remote without the asked component is a load failure', async () => {
    const { runtime, registry } = await freshRegistry(async () => Response.json({}));
    runtime.loadRemote.mockResolvedValue(null);
    await expect(registry.loadRemoteComponent('users', 'Screen')).rejects.toThrow(/exposes no \.\/Screen/);
    runtime.loadRemote.mockResolvedValue({ default: 'not a component' });
    await expect(registry.loadRemoteComponent('tm', 'HomeSection')).rejects.toThrow(/exposes no \.\/HomeSection/);
  });

  it("loads a remote's home section and its screen apart, and forgetting the remote forgets both", async () => {
    const { runtime, registry } = await freshRegistry(async () => Response.json({}));
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

  it('forgetting a failed remote re-reads /remotes.json, re-registers it with force and loads it again', async () => {
    const { runtime, registry } = await freshRegistry(async () =>
      Response.json({ tm: 'http://tm.example/mf-manifest.json' }),
    );
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ default: () => null });
    await expect(registry.loadRemoteComponent('tm', 'Screen')).rejects.toThrow('Failed to get manifest');
    await expect(registry.loadRemoteComponent('tm', 'Screen')).rejects.toThrow('Failed to get manifest'); // same failed promise

    await registry.forgetRemote('tm');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'tm', entry: 'http://tm.example/mf-manifest.json' }],
      { force: true },
    );
    await expect(registry.loadRemoteComponent('tm', 'Screen')).resolves.toBeTypeOf('function');
  });
});
