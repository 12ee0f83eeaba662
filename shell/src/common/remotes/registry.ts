/**
 * Runtime registry of the federated remotes. At start the shell fetches `/remotes.json`
 * (`{ "glossary": "<url>/mf-manifest.json", … }`), so a remote can be rebuilt and redeployed without rebuilding
 * the shell. A remote missing from the file falls back to `/remotes/<name>/mf-manifest.json` (the composed app's
 * layout). When a remote is first needed the shell reads its manifest itself and registers the remote with the
 * MF runtime by its entry script.
 * The federation runtime itself (./federation.ts) is loaded with the first remote component: the home
 * screen's sections or a remote route's screen, never on the login page.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from '../routes.ts';
import { logError } from '../errors.ts';
import type { ManifestVersions } from './skew.ts';

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

const loadHost = () => import('./federation.ts');
const loadFederation = async () => (await loadHost()).federation();

let listed: Promise<Record<RemoteName, string>> | undefined;

/** Fetches remotes.json once; later calls return the same promise (until a remote is forgotten). */
export function loadRemoteRegistry(): Promise<Record<RemoteName, string>> {
  listed ??= fetchManifestUrls();
  return listed;
}

/** The files of an exposed module or shared package, relative to the remote's public path. */
type Assets = { js?: { sync?: string[] }; css?: { sync?: string[] } };

/** What the shell reads of a remote's `mf-manifest.json` (the federation build plugin writes it). */
type Manifest = ManifestVersions & {
  metaData?: {
    globalName?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
  };
  exposes?: { name?: string; assets?: Assets }[];
};

/** How the MF runtime loads a remote: its entry script, and how that script hands over its container. */
export type RemoteRegistration = { name: RemoteName; entry: string; type: string; entryGlobalName: string };

/** Where a remote's files are: its manifest's `publicPath`, which `auto` (how the remotes build) makes the manifest's folder. */
function publicPathOf(manifestUrl: string, manifest: Manifest): URL {
  const publicPath = manifest?.metaData?.publicPath;
  return new URL(!publicPath || publicPath === 'auto' ? manifestUrl : publicPath, window.location.href);
}

/**
 * A remote's registration from its manifest, as the runtime's snapshot plugin derived it: the entry script is
 * `remoteEntry.path`/`remoteEntry.name` under the public path; `remoteEntry.type` says how the script hands
 * over its container (`global`: as `window[globalName]`).
 */
export function registrationFromManifest(
  name: RemoteName,
  manifestUrl: string,
  manifest: Manifest,
): RemoteRegistration {
  const { globalName, remoteEntry } = manifest?.metaData ?? {};
  if (!globalName || !remoteEntry?.name) throw new Error(`${manifestUrl} is not a federation manifest`);
  const folder = (remoteEntry.path ?? '').replace(/^\.?\/*|\/+$/g, '');
  return {
    name,
    entry: new URL(folder ? `${folder}/${remoteEntry.name}` : remoteEntry.name, publicPathOf(manifestUrl, manifest))
      .href,
    type: remoteEntry.type || 'global',
    entryGlobalName: globalName,
  };
}

/** The files each exposed module loads first (its `sync` CSS and JS in the manifest), as absolute URLs. */
export function exposedFiles(manifestUrl: string, manifest: Manifest): Record<string, string[]> {
  const base = publicPathOf(manifestUrl, manifest);
  return Object.fromEntries(
    (manifest.exposes ?? []).map(({ name, assets }) => [
      name,
      [...(assets?.css?.sync ?? []), ...(assets?.js?.sync ?? [])].map((file) => new URL(file, base).href),
    ]),
  );
}

type Registered = { type: string; files: Record<string, string[]> };

async function fetchManifest(manifestUrl: string): Promise<Manifest> {
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  return (await response.json()) as Manifest;
}

/** Each remote registered with the runtime (its manifest read), until forgotten; a failure is not kept. */
const registrations = new Map<RemoteName, Promise<Registered>>();
/** Remotes the runtime may hold a stale entry or container of: registered again with `force`. */
const stale = new Set<RemoteName>();

function registerRemote(name: RemoteName): Promise<Registered> {
  let registration = registrations.get(name);
  if (!registration) {
    registration = Promise.all([loadRemoteRegistry(), loadHost()]).then(async ([urls, federation]) => {
      const manifest = await fetchManifest(urls[name]);
      const remote = registrationFromManifest(name, urls[name], manifest);
      // A remote this shell cannot run is never registered: its entry is not even downloaded.
      federation.checkCompatible(name, manifest);
      const host = federation.federation();
      if (stale.delete(name)) host.registerRemotes([remote], { force: true });
      else host.registerRemotes([remote]);
      return { type: remote.type, files: exposedFiles(urls[name], manifest) };
    });
    registrations.set(name, registration);
    registration.catch(() => {
      if (registrations.get(name) === registration) registrations.delete(name);
    });
  }
  return registration;
}

const preloaded = new Set<string>();

/**
 * Fetches an exposed module's first scripts and stylesheets while the remote's entry script loads, instead of
 * after it; the remote's own chunk loader then takes them from the cache.
 */
function preload({ type, files }: Registered, expose: RemoteExpose): void {
  for (const href of files[expose] ?? []) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    const stylesheet = href.endsWith('.css');
    link.rel = type === 'module' && !stylesheet ? 'modulepreload' : 'preload';
    if (link.rel === 'preload') link.as = stylesheet ? 'style' : 'script';
    link.href = href;
    document.head.append(link);
  }
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
    component = withTimeout(
      registerRemote(name).then(async (registered) => {
        preload(registered, expose);
        return (await loadFederation()).loadRemote<RemoteModule>(id);
      }),
      REMOTE_TIMEOUT_MS,
      `the ${name} remote`,
    ).then((module) => {
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
 * remote may have moved), and the next load reads the remote's manifest again (it may have been redeployed)
 * and re-registers it with `force`, which drops the runtime's cached entry and container for it.
 */
export async function forgetRemote(name: RemoteName): Promise<void> {
  for (const id of loaded.keys()) if (id.startsWith(`${name}/`)) loaded.delete(id);
  registrations.delete(name);
  stale.add(name);
  listed = Promise.resolve(await fetchManifestUrls());
}
