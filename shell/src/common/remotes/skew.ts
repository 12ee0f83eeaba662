/**
 * Version skew between the shell and a remote: each remote's `mf-manifest.json` lists the shared modules it was
 * built with and the range of each it needs (`requiredVersion`, from its package.json). Before a remote is
 * registered, the shell tests its own versions against the ranges of the singletons, which the remote can only take
 * from the shell; one it cannot meet is said to the user (RemoteFailed) instead of letting the remote run on a core
 * it was not built for. A module shared without `singleton` whose range the shell does not meet is no skew: the
 * remote loads its own copy.
 */
import type { Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from '../i18n.ts';
import * as shellWords from '../../locales/en/shell.arb';

/** What the shell reads of a manifest to judge compatibility. */
export type ManifestVersions = {
  metaData?: { pluginVersion?: string };
  shared?: { name?: string; requiredVersion?: string | false | null; singleton?: boolean }[];
};

export class VersionSkewError extends Error {
  readonly remote: string;
  readonly pkg: string;
  /** The range the remote needs. */
  readonly required: string;
  /** The version the shell has. */
  readonly provided: string;

  constructor(remote: string, pkg: string, required: string, provided: string) {
    super(`The ${remote} remote needs ${pkg} ${required}; this app has ${provided}`);
    this.name = 'VersionSkewError';
    this.remote = remote;
    this.pkg = pkg;
    this.required = required;
    this.provided = provided;
  }

  /** True when the remote was built for a newer version than the shell's (the lowest its range accepts is above it). */
  get remoteIsNewer(): boolean {
    return compareVersions(lowestOf(this.required), this.provided) > 0;
  }
}

const numbers = (version: string) => (/\d+(?:\.\d+){0,2}/.exec(version)?.[0] ?? '0').split('.').map(Number);

/** The lowest version a range names (`^2.1.0`, `>=2`, `2.x` → 2.1.0, 2, 2). */
const lowestOf = (range: string) => numbers(range).join('.');

function compareVersions(a: string, b: string): number {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

const majorOf = (version: string) => numbers(version)[0];

/**
 * The first incompatibility of a remote with this shell, if any: a shared singleton whose range the shell's
 * version does not satisfy, or a remote built with another major version of Module Federation (production remotes
 * run on the shell's federation runtime).
 */
export function versionSkew(
  remote: string,
  manifest: ManifestVersions,
  provided: { shared: Record<string, string>; federation: string },
  satisfy: (version: string, range: string) => boolean,
): VersionSkewError | undefined {
  const built = manifest.metaData?.pluginVersion;
  if (built && majorOf(built) !== majorOf(provided.federation))
    return new VersionSkewError(remote, 'Module Federation', `${majorOf(built)}.x`, provided.federation);
  for (const { name, requiredVersion, singleton } of manifest.shared ?? []) {
    const version = name && singleton !== false ? provided.shared[name] : undefined;
    if (version && typeof requiredVersion === 'string' && requiredVersion && !satisfy(version, requiredVersion))
      return new VersionSkewError(remote, name!, requiredVersion, version);
  }
  return undefined;
}

/** What a remote fills: a route's whole screen, or a section of the home screen. */
export type RemotePlace = 'screen' | 'section';

/** What the user reads in a remote's place, in the active language unless `t` says another. */
export function skewAdvice(skew: VersionSkewError, what: RemotePlace, t: Translate<'shell'> = messagesIn()): string {
  const values = { what, pkg: skew.pkg, required: skew.required, provided: skew.provided };
  return t(skew.remoteIsNewer ? shellWords.skewRemoteNewer : shellWords.skewRemoteOlder, values);
}
