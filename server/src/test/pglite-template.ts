import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgliteWorkerClient } from '../db/pglite-dialect.ts';

/** The PGlite release the lock file installs (the package does not publish its manifest): whose template is cached. */
function pgliteVersion(): string {
  const lockFile = fileURLToPath(new URL('../../../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, { version?: string }> };
  return lock.packages['node_modules/@electric-sql/pglite']?.version ?? 'unknown';
}
const templatePath = join(tmpdir(), 'tessera-test', `pglite-${pgliteVersion()}-empty.tgz`);

/**
 * A freshly initialised, empty PGlite database as a tarball. initdb takes ~2 s; loading this takes ~0.5 s, so
 * every test file starts from it. Only the empty database is cached (migrations are run per test file and take
 * milliseconds), so a changed migration can never be hidden by a stale cache.
 */
export async function emptyDatabaseTemplate(): Promise<Uint8Array> {
  if (existsSync(templatePath)) return new Uint8Array(readFileSync(templatePath));
  const client = await PgliteWorkerClient.open({});
  try {
    const dump = await client.dump();
    mkdirSync(join(tmpdir(), 'tessera-test'), { recursive: true });
    // Parallel test workers may race here: write aside, then rename atomically.
    const partial = `${templatePath}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, dump);
    renameSync(partial, templatePath);
    return dump;
  } finally {
    await client.close();
  }
}
