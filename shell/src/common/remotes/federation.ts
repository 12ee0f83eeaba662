/**
 * The shell's Module Federation host, created at run time (no build plugin in the shell). This module is
 * loaded only when the first remote component is needed (the home screen's sections or a remote route's
 * screen), so the login screen never downloads the federation runtime.
 *
 * The shell provides its own copies of the shared modules (React, the router, @tessera/shared, …): it
 * registers them first and marks the ones it already runs as loaded, so every remote uses the shell's
 * instances ('loaded-first'), e.g. the very session store the shell signed in with. Versions and
 * requirements come from the rspack base config (`hostSharedDeclaration`), the same list the remotes'
 * build plugin uses. @tessera/shared's main entry and kit are provided twice: as singletons under their own
 * names (today's remotes take only the one-instance core from there, older remotes of the major the whole
 * entries) and without `singleton` under their release keys, which a remote built for a newer release than this
 * shell's does not take: it loads its own copy.
 */
import { createInstance, satisfy } from '@module-federation/enhanced/runtime';
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import React from 'react';
import ReactJsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import ReactDomClient from 'react-dom/client';
import * as Router from './router-exports.ts';
import * as Shared from '@tessera/shared';
import * as SharedUi from '@tessera/shared/ui';
import * as SharedI18n from '@tessera/shared/i18n';
import * as KitMessages from '@tessera/shared/ui/messages';
import * as I18nCatalog from '@tessera/shared/i18n/catalog';
import { versionSkew } from './skew.ts';
import type { ManifestVersions } from './skew.ts';

/** A module the shell already runs, or a loader for one it loads only when a remote asks for it. */
type Provided = { lib: () => unknown } | { get: () => Promise<() => unknown> };

const running = (module: unknown): Provided => ({ lib: () => module });
const onDemand = (load: () => Promise<unknown>): Provided => ({ get: () => load().then((module) => () => module) });

const lists = onDemand(() => import('@tessera/shared/ui/lists'));
const contract = onDemand(() => import('@tessera/shared/contract'));

/** Every shared module of the base config; `sharedLibraries()` fails loudly if one is missing here. */
export const PROVIDED: Record<string, Provided> = {
  react: running(React),
  'react/jsx-runtime': running(ReactJsxRuntime),
  'react/jsx-dev-runtime': onDemand(async () => (await import('react/jsx-dev-runtime')).default),
  'react-dom': running(ReactDom),
  'react-dom/client': running(ReactDomClient),
  // Of react-router and TanStack Query only what remotes use (provided-exports.test.ts): a namespace of the whole
  // package would keep every export, the data router and its server parts included, in the shell's bundle.
  'react-router': running(Router),
  // The one client (in @tessera/shared) runs on the shell's copy; a remote importing axios itself gets it here.
  axios: onDemand(() => import('axios')),
  '@tanstack/react-query': onDemand(() => import('./query-exports.ts')),
  '@tessera/shared': running(Shared),
  '@tessera/shared/ui': running(SharedUi),
  // The page's one locale: every remote's words follow the language chosen in the shell.
  '@tessera/shared/i18n': running(SharedI18n),
  // The kit's list parts: only the screens that show lists ask for them.
  '@tessera/shared/ui/lists': lists,
  '@tessera/shared/contract': contract,
  'release:@tessera/shared': running(Shared),
  'release:@tessera/shared/ui': running(SharedUi),
  'release:@tessera/shared/ui/lists': lists,
  'release:@tessera/shared/contract': contract,
  'release:@tessera/shared/ui/messages@1.40': running(KitMessages),
  'release:@tessera/shared/i18n/catalog': running(I18nCatalog),
};

export type SharedDeclaration = Record<string, { version: string; requiredVersion: string; singleton?: boolean }>;

/** The `shared` option of the federation instance: each declared module with the shell's copy of it. */
export function sharedLibraries(declared: SharedDeclaration, provided: Record<string, Provided> = PROVIDED) {
  return Object.fromEntries(
    Object.entries(declared).map(([pkg, { version, requiredVersion, singleton = true }]) => {
      const library = provided[pkg];
      if (!library) throw new Error(`The shell does not provide the shared module ${pkg} (add it to PROVIDED)`);
      return [pkg, { version, ...library, shareConfig: { singleton, requiredVersion } }];
    }),
  );
}

const declared = (): SharedDeclaration => JSON.parse(process.env.TESSERA_SHARED ?? '{}') as SharedDeclaration;

/** Throws a VersionSkewError when a remote's manifest asks for versions this shell cannot give it. */
export function checkCompatible(remote: string, manifest: ManifestVersions): void {
  const shared = Object.fromEntries(Object.entries(declared()).map(([pkg, { version }]) => [pkg, version]));
  const skew = versionSkew(remote, manifest, { shared, federation: process.env.TESSERA_FEDERATION ?? '' }, satisfy);
  if (skew) throw skew;
}

/**
 * MF's plugin that hands this runtime to production remotes. Its declarations reach the runtime's types through
 * `@module-federation/runtime-tools`, which TypeScript takes for another copy of them: typed as the runtime's own.
 */
const externalRuntimeCore = () => injectExternalRuntimeCore() as unknown as ModuleFederationRuntimePlugin;

let instance: ModuleFederation | undefined;

/** The one federation instance of the page, created on first use. */
export function federation(): ModuleFederation {
  instance ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: sharedLibraries(declared()),
    shareStrategy: 'loaded-first',
    // Production remotes are built with `experiments.externalRuntime`: they run on this runtime.
    plugins: [externalRuntimeCore()],
  });
  return instance;
}
