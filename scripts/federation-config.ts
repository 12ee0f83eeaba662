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

/** Third-party packages every app shares as one copy: React and its context, the router's, TanStack Query's cache. */
const singletons = ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'axios'] as const;
const subpaths = [
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom/client', 'react-dom'],
] as const;

type SharedConfig = { singleton: true; requiredVersion: string; version?: string; import?: string; shareKey?: string };

/**
 * The range of @tessera/shared an app declares in its package.json: the release whose names its build uses
 * (scripts/shared-range.test.ts). Its major is what the app needs of the shell's one-instance core.
 */
export function sharedRange(appDir: string): string {
  const range = (require(join(appDir, 'package.json')) as { dependencies?: Record<string, string> }).dependencies?.[
    '@tessera/shared'
  ];
  if (!range || !/^\^\d+\.\d+\.\d+$/.test(range))
    throw new Error(`${appDir}/package.json must depend on @tessera/shared with a range such as "^1.0.0"`);
  return range;
}

/**
 * What a remote needs of @tessera/shared's core from the shell: the first release of its major. The core's names
 * are those of that release (shared/src/core.test.ts), so any shell of the major meets it, and a remote of another
 * major is refused with its skew said (shell/src/common/remotes/skew.ts reads it in the remote's manifest).
 */
export function coreRange(appDir: string): string {
  return `^${/\d+/.exec(sharedRange(appDir))![0]}.0.0`;
}

/**
 * Where a remote takes @tessera/shared's one-instance entries from: the share keys under which every shell of the
 * major provides them, the package's main entry and its kit (each a superset of its one-instance entry).
 */
export const ONE_INSTANCE_ENTRIES = {
  '@tessera/shared/core': '@tessera/shared',
  '@tessera/shared/ui/toast': '@tessera/shared/ui',
} as const;

/**
 * Shared modules of a remote: the third-party singletons (subpaths with their package's version and range) and
 * @tessera/shared's one-instance entries. The rest of @tessera/shared (kit, domain calls, helpers, contract) is
 * bundled by each remote, so a remote runs under any shell of the major, however much newer its own release.
 */
export function sharedModules(appDir: string): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of singletons) shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}` };
  for (const [sub, pkg] of subpaths)
    shared[sub] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}`, version: installedVersion(pkg) };
  for (const [entry, shareKey] of Object.entries(ONE_INSTANCE_ENTRIES))
    shared[entry] = {
      singleton: true,
      shareKey,
      requiredVersion: coreRange(appDir),
      version: installedVersion('@tessera/shared'),
    };
  return shared;
}

/**
 * What the shell's run-time federation instance provides (versions and requirements): the remotes' third-party
 * singletons and @tessera/shared's main entry and kit, which hold its one-instance entries. The kit's list parts
 * and the contract too: remotes of the major built before its core was split take those as singletons.
 */
export function hostSharedDeclaration(appDir: string): Record<string, { version: string; requiredVersion: string }> {
  const declared: Record<string, { version: string; requiredVersion: string }> = {};
  for (const [pkg, config] of Object.entries(sharedModules(appDir))) {
    const key = config.shareKey ?? pkg;
    declared[key] = { version: config.version ?? installedVersion(pkg), requiredVersion: config.requiredVersion };
  }
  for (const entry of ['@tessera/shared/ui/lists', '@tessera/shared/contract'])
    declared[entry] = { version: installedVersion('@tessera/shared'), requiredVersion: coreRange(appDir) };
  return declared;
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
