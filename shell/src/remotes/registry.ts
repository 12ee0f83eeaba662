/**
 * Runtime registry of the federated remotes. At start the shell fetches `/remotes.json`
 * (`{ "glossary": "<url>/mf-manifest.json", … }`) and registers each remote with the MF runtime, so a remote
 * can be rebuilt and redeployed without rebuilding the shell. A remote missing from the file falls back to
 * `/remotes/<name>/mf-manifest.json` (the composed app's layout).
 * The federation runtime itself (./federation.ts) is loaded with the first remote component: the home
 * screen's sections or a remote route's screen, never on the login page.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from '../app/routes.ts';
import { logError } from '../app/errors.ts';

export const REMOTE_NAMES: readonly RemoteName[] = ['glossary', 'documents', 'tm', 'users'];
export const REGISTRY_URL = '/remotes.json';

type RemoteModule = { default: ComponentType };

export const defaultManifestUrl = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;

/** A registry that does not answer must not leave a screen (or its Retry button) waiting forever. */
const REGISTRY_TIMEOUT_MS = 5_000;

let lastKnown: Record<RemoteName, string> | undefined;

async function fetchManifestUrls(): Promise<Record<RemoteName, string>> {
  const urls = {
    ...(lastKnown ??
      (Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultManifestUrl(name)])) as Record<RemoteName, string>)),
  };
  try {
    const response = await fetch(REGISTRY_URL, { cache: 'no-store', signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${REGISTRY_URL} answered ${response.status}`);
    const listed: unknown = await response.json();
    if (listed && typeof listed === 'object') {
      for (const name of REMOTE_NAMES) {
        const url = (listed as Record<string, unknown>)[name];
        if (typeof url === 'string' && url) urls[name] = new URL(url, window.location.href).href;
      }
    }
    lastKnown = urls;
  } catch (error) {
    logError(error);
  }
  return urls;
}

const loadFederation = async () => (await import('./federation.ts')).federation();

let registered: Promise<Record<RemoteName, string>> | undefined;

/** Fetches remotes.json once and registers every remote; later calls return the same promise. */
export function loadRemoteRegistry(): Promise<Record<RemoteName, string>> {
  registered ??= Promise.all([fetchManifestUrls(), loadFederation()]).then(([urls, host]) => {
    host.registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: urls[name] })));
    return urls;
  });
  return registered;
}

/** A remote host that accepts connections but never answers shows the Retry message instead of a spinner. */
const REMOTE_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Loading ${what} took longer than ${ms / 1000} s`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * What a remote exposes, each a default-exported component: `Screen`, its route's screen (reading its params
 * from the router), and `HomeSection`, its part of the home screen.
 */
export type RemoteExpose = 'Screen' | 'HomeSection';

const loaded = new Map<string, Promise<ComponentType>>();

/** A component the remote exposes; the same promise until `forgetRemote` (React's `use` needs a stable one). */
export function loadRemoteComponent(name: RemoteName, expose: RemoteExpose): Promise<ComponentType> {
  const id = `${name}/${expose}`;
  let component = loaded.get(id);
  if (!component) {
    component = loadRemoteRegistry()
      .then(loadFederation)
      .then((host) => withTimeout(host.loadRemote<RemoteModule>(id), REMOTE_TIMEOUT_MS, `the ${name} remote`))
      .then((module) => {
        if (!module || typeof module.default !== 'function')
          throw new Error(`The ${name} remote exposes no ./${expose} component`);
        return module.default;
      });
    loaded.set(id, component);
  }
  return component;
}

/**
 * Forgets a failed load so the next attempt really goes to the network again: re-reads remotes.json (the
 * remote may have moved) and re-registers the remote with `force`, which drops the runtime's cached manifest
 * and entry for it.
 */
export async function forgetRemote(name: RemoteName): Promise<void> {
  for (const id of loaded.keys()) if (id.startsWith(`${name}/`)) loaded.delete(id);
  const urls = await fetchManifestUrls();
  registered = Promise.resolve(urls);
  (await loadFederation()).registerRemotes([{ name, entry: urls[name] }], { force: true });
}
