import {
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { testDatabaseFolderPrefix } from './global-setup.ts';
import { pgliteKysely } from '../db/database.ts';
import { PgliteWorkerClient } from '../db/pglite-dialect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../migrations.ts';

/** The PGlite release the lock file installs (the package does not publish its manifest): whose template is cached. */
function pgliteVersion(): string {
  const lockFile = fileURLToPath(new URL('../../../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { packages: Record<string, { version?: string }> };
  return lock.packages['node_modules/@electric-sql/pglite']?.version ?? 'unknown';
}
const templatePath = join(tmpdir(), 'tessera-test', `pglite-${pgliteVersion()}-empty.tgz`);

/**
 * A freshly initialised, empty PGlite database as a tarball. initdb takes ~2 s; loading this takes ~0.5 s. Only the
 * empty database is cached across runs, so a changed migration can never be hidden by a stale cache.
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

/** The run's folder, or one of this process's own when the harness runs outside a project that sets it up. */
function runFolder(): string {
  const provided = inject('pgliteRunFolder');
  if (provided) return provided;
  const own = mkdtempSync(testDatabaseFolderPrefix('run'));
  process.on('exit', () => rmSync(own, { recursive: true, force: true }));
  return own;
}

let migratedTemplate: Promise<string> | undefined;

/**
 * A PGlite data folder with every migration applied, built once per test run and copied for each test database:
 * loading a tarball into PGlite's in-memory file system and migrating took ~2.5 s of CPU per database, copying a
 * folder and opening it ~1 s. Built in the run, it always holds this checkout's migrations. PGlite reads and writes
 * a folder's files through the file system, hence a tmpfs when there is one (global-setup.ts).
 */
export function migratedDatabaseTemplate(): Promise<string> {
  migratedTemplate ??= buildMigratedTemplate(runFolder());
  return migratedTemplate;
}

async function buildMigratedTemplate(folder: string): Promise<string> {
  const template = join(folder, 'migrated');
  if (existsSync(template)) return template;
  // The run's test files start side by side: each that finds no template builds one aside and renames it into place;
  // a rename onto a folder another finished first fails, and that one is used.
  const building = mkdtempSync(join(folder, 'building-'));
  const db = pgliteKysely(
    await PgliteWorkerClient.open({ dataDir: building, loadDataDir: await emptyDatabaseTemplate() }),
  );
  try {
    await migrateToLatest(db, migrations);
  } finally {
    // Closing shuts PostgreSQL down cleanly, so a copy opens without replaying its log.
    await db.destroy();
  }
  try {
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

/** A copy of the migrated template in a folder of its own, for one test database; `remove` deletes it. */
export async function copyOfMigratedDatabase(): Promise<{ folder: string; remove(): void }> {
  const template = await migratedDatabaseTemplate();
  const folder = mkdtempSync(testDatabaseFolderPrefix('db'));
  cpSync(template, folder, { recursive: true, mode: constants.COPYFILE_FICLONE });
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
