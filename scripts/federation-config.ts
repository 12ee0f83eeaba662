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

type SharedConfig = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  import?: string | false;
  shareKey?: string;
};

/**
 * The range of @tessera/shared an app declares in its package.json: the release whose names its build uses
 * (scripts/shared-range.test.ts). A shell of that release or a later one of the major serves it the whole package;
 * an older shell only the one-instance core, which its major fixes.
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
 * What a remote needs of @tessera/shared's one-instance core from the shell: the first release of its major. The
 * core's names are those of that release (shared/src/core.test.ts), so any shell of the major meets it, and a
 * remote of another major is refused with its skew said (shell/src/common/remotes/skew.ts reads it in the remote's
 * manifest).
 */
export function coreRange(appDir: string): string {
  return `^${/\d+/.exec(sharedRange(appDir))![0]}.0.0`;
}

/**
 * @tessera/shared's one-instance entries, and the share keys under which every shell of the major provides them:
 * the package's main entry and its kit, each a superset of its one-instance entry.
 */
export const ONE_INSTANCE_ENTRIES = {
  '@tessera/shared/core': '@tessera/shared',
  '@tessera/shared/ui/toast': '@tessera/shared/ui',
} as const;

/**
 * One-instance entries added within the major, with the release that added each: a remote needs that release or
 * later of them, and brings its own copy for a shell of an earlier release that does not provide them (its first
 * remote to load then provides it to the others).
 */
export const ONE_INSTANCE_SINCE = {
  '@tessera/shared/i18n': '1.33.0',
} as const;

/**
 * The entries of @tessera/shared a remote shares without `singleton`, at the range its package.json declares, and
 * their share keys. A shell of that release or later provides them (no second download); under an older shell of
 * the major, Module Federation's version negotiation finds no copy meeting the range and the remote loads its own,
 * which reaches the page's one session, client and toasts through the core. Their keys differ from the entries'
 * own names, under which shells provide them as singletons to remotes built before the core was split.
 */
export const RELEASE_ENTRIES = {
  '@tessera/shared': 'release:@tessera/shared',
  '@tessera/shared/ui': 'release:@tessera/shared/ui',
  '@tessera/shared/ui/lists': 'release:@tessera/shared/ui/lists',
  '@tessera/shared/contract': 'release:@tessera/shared/contract',
  // The kit's words: its parts a remote bundles say them through the shell's catalogs, not a copy of their own.
  // Since 1.40 its translators take the catalog's messages (@tessera/shared/i18n/catalog), not keys: a key of its
  // own, so that a remote of 1.35–1.39, whose kit parts say their words by key, keeps its own copy.
  '@tessera/shared/ui/messages': 'release:@tessera/shared/ui/messages@1.40',
  // How an app says its messages: one copy for the shell and every remote on the page.
  '@tessera/shared/i18n/catalog': 'release:@tessera/shared/i18n/catalog',
} as const;

/**
 * Shared modules of a remote: the third-party singletons (subpaths with their package's version and range),
 * @tessera/shared's one-instance entries as singletons at the major's first release (or the release that added
 * them), and its main entry, kit, list
 * parts and contract without `singleton` at the release the remote was built for. Other subpaths (a domain's calls,
 * kit parts one or two apps use) are bundled by the apps that import them.
 */
export function sharedModules(appDir: string): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of singletons) shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}` };
  for (const [sub, pkg] of subpaths)
    shared[sub] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}`, version: installedVersion(pkg) };
  const version = installedVersion('@tessera/shared');
  for (const [entry, shareKey] of Object.entries(ONE_INSTANCE_ENTRIES))
    shared[entry] = { singleton: true, shareKey, requiredVersion: coreRange(appDir), version };
  for (const [entry, since] of Object.entries(ONE_INSTANCE_SINCE))
    shared[entry] = { singleton: true, requiredVersion: `^${since}`, version };
  for (const [entry, shareKey] of Object.entries(RELEASE_ENTRIES))
    shared[entry] = { singleton: false, shareKey, requiredVersion: sharedRange(appDir), version };
  return shared;
}

/** What the shell announces of one shared module: its version, the range it is built for, whether it is one copy. */
export type HostShared = { version: string; requiredVersion: string; singleton: boolean };

/**
 * What the shell's run-time federation instance provides (versions and requirements), under every share key a
 * remote of the major asks for: the one-instance core under the keys of the main entry and the kit (whole, as
 * remotes built before the core was split take them, with the list parts and the contract), and each release
 * entry under its own key.
 */
export function hostSharedDeclaration(appDir: string): Record<string, HostShared> {
  const declared: Record<string, HostShared> = {};
  for (const [pkg, config] of Object.entries(sharedModules(appDir))) {
    const key = config.shareKey ?? pkg;
    declared[key] = {
      version: config.version ?? installedVersion(pkg),
      requiredVersion: config.requiredVersion,
      singleton: config.singleton,
    };
  }
  const version = installedVersion('@tessera/shared');
  for (const entry of ['@tessera/shared/ui/lists', '@tessera/shared/contract'])
    declared[entry] = { version, requiredVersion: coreRange(appDir), singleton: true };
  return declared;
}

/**
 * A production remote's shared modules: the one-instance entries without a copy of their own (`import: false`), as
 * a production remote runs only under a shell (on its federation runtime, too), and every shell of the major
 * provides them. Leaves ~0.1 KB gzip out of each remote's entry.
 */
function withoutOwnCore(shared: Record<string, SharedConfig>): Record<string, SharedConfig> {
  const own = { ...shared };
  for (const entry of Object.keys(ONE_INSTANCE_ENTRIES)) own[entry] = { ...own[entry]!, import: false };
  return own;
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
    shared: production ? withoutOwnCore(sharedModules(dirname)) : sharedModules(dirname),
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
