/**
 * The tessera command's package as this server hands it out: the version its checkout's `cli/package.json` names
 * and the tarball `npm run build` packed beside the bundle (`cli/dist/tessera-cli-<version>.tgz`). Nothing is packed
 * here: a tarball not built yet is said to be missing.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's `cli/` folder, beside `server/`. */
export const DEFAULT_CLI_PACKAGE_DIR = fileURLToPath(new URL('../../../cli/', import.meta.url));

/** The package's stable file name, always this server's version. */
export const LATEST_TARBALL = 'tessera-cli.tgz';

/** `npm pack`'s name for the package `@tessera/cli` of `version`. */
export const tarballName = (version: string) => `tessera-cli-${version}.tgz`;

export interface BuiltTarball {
  bytes: Buffer;
  /** A strong validator: the SHA-256 of the bytes, so any rebuild that changes them changes it. */
  etag: string;
}

/** The version the package folder's `package.json` names, or undefined without one. */
export async function cliVersion(packageDir: string): Promise<string | undefined> {
  const text = await readFile(join(packageDir, 'package.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const version = (JSON.parse(text) as { version?: unknown }).version;
  return typeof version === 'string' ? version : undefined;
}

/** The path `npm run build` packs the tarball of `version` to. */
export const tarballPath = (packageDir: string, version: string) => join(packageDir, 'dist', tarballName(version));

/**
 * Reads the built tarball, hashing it once per build: the hash is kept while the file's size and modification time
 * stay those it was read with.
 */
export function tarballReader() {
  let kept: { path: string; size: number; mtimeMs: number; tarball: BuiltTarball } | undefined;
  return async (path: string): Promise<BuiltTarball | undefined> => {
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return undefined;
    if (kept?.path === path && kept.size === found.size && kept.mtimeMs === found.mtimeMs) return kept.tarball;
    const bytes = await readFile(path);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url')}"`;
    kept = { path, size: found.size, mtimeMs: found.mtimeMs, tarball: { bytes, etag } };
    return kept.tarball;
  };
}
