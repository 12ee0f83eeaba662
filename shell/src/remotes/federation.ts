/**
 * The shell's Module Federation host, created at run time (no build plugin in the shell). This module is
 * loaded only when the first remote component is needed (the home screen's sections or a remote route's
 * screen), so the login screen never downloads the federation runtime.
 *
 * The shell provides its own copies of the shared singletons (React, the router, @tessera/shared, …): it
 * registers them first and marks the ones it already runs as loaded, so every remote uses the shell's
 * instances ('loaded-first'), e.g. the very session store the shell signed in with. Versions and
 * requirements come from the rspack base config (`hostSharedDeclaration`), the same list the remotes'
 * build plugin uses.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime';
import React from 'react';
import ReactJsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import ReactDomClient from 'react-dom/client';
// The rspack base config aliases both router names to shared/src/router/browser.ts for the shell.
import * as Router from 'react-router-dom';
import * as Shared from '@tessera/shared';
import * as SharedUi from '@tessera/shared/ui';

/** A module the shell already runs, or a loader for one it loads only when a remote asks for it. */
type Provided = { lib: () => unknown } | { get: () => Promise<() => unknown> };

const running = (module: unknown): Provided => ({ lib: () => module });
const onDemand = (load: () => Promise<unknown>): Provided => ({ get: () => load().then((module) => () => module) });

/** Every shared singleton of the base config; `sharedLibraries()` fails loudly if one is missing here. */
export const PROVIDED: Record<string, Provided> = {
  react: running(React),
  'react/jsx-runtime': running(ReactJsxRuntime),
  'react/jsx-dev-runtime': onDemand(async () => (await import('react/jsx-dev-runtime')).default),
  'react-dom': running(ReactDom),
  'react-dom/client': running(ReactDomClient),
  'react-router': running(Router),
  'react-router-dom': running(Router),
  // The one client (in @tessera/shared) imports axios's core modules, not its entry: a remote importing axios
  // itself would get the entry from here, built on those very modules.
  axios: onDemand(() => import('axios')),
  '@tanstack/react-query': onDemand(() => import('@tanstack/react-query')),
  '@tessera/shared': running(Shared),
  '@tessera/shared/ui': running(SharedUi),
  // The kit's list parts: only the screens that show lists ask for them.
  '@tessera/shared/ui/lists': onDemand(() => import('@tessera/shared/ui/lists')),
  '@tessera/shared/contract': onDemand(() => import('@tessera/shared/contract')),
};

export type SharedDeclaration = Record<string, { version: string; requiredVersion: string | false }>;

/** The `shared` option of the federation instance: each declared module with the shell's copy of it. */
export function sharedLibraries(declared: SharedDeclaration, provided: Record<string, Provided> = PROVIDED) {
  return Object.fromEntries(
    Object.entries(declared).map(([pkg, { version, requiredVersion }]) => {
      const library = provided[pkg];
      if (!library) throw new Error(`The shell does not provide the shared module ${pkg} (add it to PROVIDED)`);
      return [pkg, { version, ...library, shareConfig: { singleton: true, requiredVersion } }];
    }),
  );
}

/** Webpack's script loader: `key` names the script element so that two loads of one chunk share it. */
type ScriptLoader = (url: string, done: (event: unknown) => void, key: string, chunkId: string | number) => void;

/** The shell's own webpack runtime (Rspack defines it in the build; not in the unit tests). */
declare const __webpack_require__: { l?: ScriptLoader } | undefined;

/** What a remote's entry holds of its webpack runtime: the tables and hooks its federation start wires. */
export type RemoteRequire = {
  /** The script loader of its chunks: the shell's (its entry has none, see scripts/script-loader-from-the-shell.ts). */
  l?: ScriptLoader;
  federation: Record<string, unknown>;
  consumesLoadingData?: { chunkMapping?: Record<string, string[]> };
  f: Record<string, unknown>;
  /** Where the remote's chunks and sheets are (its public path). */
  p?: string;
  S?: unknown;
  I?: unknown;
  initContainer?: unknown;
  getContainer?: unknown;
  R?: unknown;
  initializeExposesData?: { moduleMap: Record<string, () => Promise<unknown>>; shareScope?: string };
};

/**
 * What a production remote's entry runs at start in place of the federation plugin's own start code (the rspack
 * base config swaps it for a call here): the remote's chunk loading goes through this shell's bundler runtime and
 * federation runtime, so its entry carries neither. A remote loads no other remote and its entry provides no
 * shared module (the shell provides them all), so only its consumed modules, share scope and exposed modules are
 * wired, and its chunks' scripts load with the shell's script loader; the bundler runtime reads the consumed
 * modules' table itself on first use. Its public path is the folder
 * of the entry the shell registered for it: the remotes build without the code that works it out from the entry
 * script's URL.
 */
export function startRemote(webpackRequire: RemoteRequire, name: string): void {
  const folder = entryFolderOf(name);
  if (folder) webpackRequire.p = folder;
  // Keys prefixed with the remote's name: two remotes' chunks of one id are different scripts.
  const loadScript = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.l;
  if (loadScript) webpackRequire.l = (url, done, key, chunkId) => loadScript(url, done, `${name}:${key}`, chunkId);
  const bundler = { ...bundlerRuntime, S: {} };
  const federation = Object.assign(webpackRequire.federation, {
    runtime,
    bundlerRuntime: bundler,
    attachShareScopeMap,
    bundlerRuntimeOptions: {},
    initOptions: { name, shareStrategy: 'loaded-first', shared: {}, remotes: [], plugins: [] },
  });
  const moduleToHandlerMapping = {};
  const installedModules = {};
  const initPromises: unknown[] = [];
  const initTokens = {};
  const exposes = webpackRequire.initializeExposesData;
  webpackRequire.S = bundler.S;
  webpackRequire.f.consumes = (chunkId: string, promises: Promise<unknown>[]) =>
    bundler.consumes!({
      chunkId,
      promises,
      chunkMapping: webpackRequire.consumesLoadingData?.chunkMapping ?? {},
      moduleToHandlerMapping,
      installedModules,
      webpackRequire,
    } as never);
  webpackRequire.I = (shareScopeName: string, initScope?: unknown[]) =>
    bundler.I!({ shareScopeName, initScope, initPromises, initTokens, webpackRequire } as never);
  webpackRequire.initContainer = (shareScope: unknown, initScope: unknown, remoteEntryInitOptions: unknown) =>
    bundler.initContainerEntry!({
      shareScope,
      initScope,
      remoteEntryInitOptions,
      shareScopeKey: exposes?.shareScope,
      webpackRequire,
    } as never);
  webpackRequire.getContainer = (module: string, getScope: unknown) => {
    const load = exposes?.moduleMap[module];
    webpackRequire.R = getScope;
    const container = load ? load() : Promise.reject(new Error(`Module "${module}" does not exist in container.`));
    webpackRequire.R = undefined;
    return container;
  };
  federation.instance = bundler.init({ webpackRequire } as never);
}

let instance: ModuleFederation | undefined;

/** The folder of the entry script registered for a remote, if any. */
function entryFolderOf(name: string): string | undefined {
  const remote = instance?.options.remotes.find((registered) => registered.name === name);
  return remote && 'entry' in remote ? new URL('.', remote.entry).href : undefined;
}

/** The one federation instance of the page, created on first use. */
export function federation(): ModuleFederation {
  (globalThis as { _FEDERATION_START_REMOTE?: typeof startRemote })._FEDERATION_START_REMOTE = startRemote;
  instance ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedLibraries(JSON.parse(process.env.TESSERA_SHARED ?? '{}') as SharedDeclaration),
    shareStrategy: 'loaded-first',
  });
  return instance;
}
