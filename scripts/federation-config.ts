/**
 * Module Federation in the apps' build (rspack.config.base.ts): what every app shares, in which versions and
 * ranges, and a remote's federation build plugin.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const rootDir = join(import.meta.dirname, '..');

/** Read the exact installed version so the share scope announces real versions (mismatch = console warning). */
export function installedVersion(pkg: string): string {
  const path =
    pkg === '@tessera/shared' ? join(rootDir, 'shared', 'package.json') : require.resolve(`${pkg}/package.json`);
  return (require(path) as { version: string }).version;
}

const singletons = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'axios', '@tessera/shared'] as const;

type SharedConfig = { singleton: true; requiredVersion: string; version?: string; import?: string };

/**
 * The range of @tessera/shared an app declares in its package.json: what its build needs of the shell's kit, which
 * the shell checks in the remote's manifest before loading it (shell/src/common/remotes/skew.ts).
 */
export function sharedRange(appDir: string): string {
  const range = (require(join(appDir, 'package.json')) as { dependencies?: Record<string, string> }).dependencies?.[
    '@tessera/shared'
  ];
  if (!range || !/^\^\d+\.\d+\.\d+$/.test(range))
    throw new Error(`${appDir}/package.json must depend on @tessera/shared with a range such as "^1.0.0"`);
  return range;
}

/** Shared modules of an app: every one a singleton; subpaths share their package's version and range. */
export function sharedModules(appDir: string): Record<string, SharedConfig> {
  const range = (pkg: string) => (pkg === '@tessera/shared' ? sharedRange(appDir) : `^${installedVersion(pkg)}`);
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of singletons) shared[pkg] = { singleton: true, requiredVersion: range(pkg) };
  for (const [sub, pkg] of [
    ['react/jsx-runtime', 'react'],
    ['react/jsx-dev-runtime', 'react'],
    ['react-dom/client', 'react-dom'],
    ['@tessera/shared/ui', '@tessera/shared'],
    ['@tessera/shared/ui/lists', '@tessera/shared'],
    ['@tessera/shared/contract', '@tessera/shared'],
  ] as const) {
    shared[sub] = { singleton: true, requiredVersion: range(pkg), version: installedVersion(pkg) };
  }
  return shared;
}

/**
 * What the shell's run-time federation instance announces for each shared module (versions and
 * requirements), so the shell and the remotes' build plugin share from one list.
 */
export function hostSharedDeclaration(appDir: string): Record<string, { version: string; requiredVersion: string }> {
  return Object.fromEntries(
    Object.entries(sharedModules(appDir)).map(([pkg, config]) => [
      pkg,
      { version: config.version ?? installedVersion(pkg), requiredVersion: config.requiredVersion },
    ]),
  );
}

/**
 * The federation build plugin of a remote: exposes its screen, emits mf-manifest.json. Its entry carries the
 * federation runtime the plugin emits, loads its own chunks and stylesheets, and negotiates the shared modules
 * through the share scope.
 */
export function remoteFederation(
  name: string,
  dirname: string,
  exposes: Record<string, string> | undefined,
  production: boolean,
) {
  return new ModuleFederationPlugin({
    name,
    ...(exposes ? { exposes, filename: 'remoteEntry.[contenthash:8].js' } : {}),
    shared: sharedModules(dirname),
    // The default 'version-first' fetches EVERY registered remote's entry before the first shared module
    // is used, so one remote host being down would break the shell's own screens. The shell's copies are
    // loaded first and checked against each remote's ranges (shell/src/common/remotes/registry.ts).
    shareStrategy: 'loaded-first',
    experiments: {
      // Browser-only apps: leave the runtime's Node loading code out; a remote loads no other remote.
      optimization: { target: 'web', disableRemote: true },
      // A production remote runs on the federation runtime its host provides (the shell registers MF's
      // inject-external-runtime-core plugin), not on a copy in each entry; development keeps its own, so a remote
      // runs standalone there.
      externalRuntime: production,
    },
    manifest: exposes ? { fileName: 'mf-manifest.json' } : false,
    dts: false,
  });
}
