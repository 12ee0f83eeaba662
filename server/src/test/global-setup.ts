import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { onServer } from './postgres-admin.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A folder that lives as long as the test run: where its migrated PGlite template is built once. */
    pgliteRunFolder: string;
    /** How the names of the run's PostgreSQL databases begin (postgres-template.ts): they are dropped after it. */
    postgresRunPrefix: string;
  }
}

/** Where test databases' files go: memory when the system offers a tmpfs, as their contents last one suite. */
export function testDatabasesFolder(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/** The folder of one test database or run, named after the process that made it (see removeLeftovers). */
export const testDatabaseFolderPrefix = (kind: 'db' | 'run'): string =>
  join(testDatabasesFolder(), `tessera-test-${kind}-${process.pid}-`);

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Folders of runs and test processes that were killed before they could remove them: in a tmpfs they hold memory. */
function removeLeftovers(): void {
  const parent = testDatabasesFolder();
  for (const name of readdirSync(parent)) {
    const pid = /^tessera-test-(?:db|run)-(\d+)-/.exec(name)?.[1];
    if (pid && !isAlive(Number(pid))) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * Drops the PostgreSQL databases whose names begin with `prefix`, a batch at a time: PostgreSQL checkpoints to drop
 * a database, and drops asked for together share one.
 */
async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const { rows } = await onServer(url, 'select datname from pg_database where starts_with(datname, $1)', [prefix]);
  const names = rows.map((row: { datname: string }) => row.datname);
  // Within the server's connections, which other runs and sessions may use too.
  const batch = 16;
  for (let start = 0; start < names.length; start += batch) {
    await Promise.all(
      names.slice(start, start + batch).map((name) => onServer(url, `drop database if exists ${name} with (force)`)),
    );
  }
}

/**
 * Vitest's global set-up for the server's tests: a folder for the run, removed after it, where the first test
 * database migrated is kept for the others to copy (pglite-template.ts), and the names of the run's PostgreSQL
 * databases (postgres-template.ts), dropped after it, those of a fork that died too.
 */
export default function setup(project: TestProject): () => Promise<void> {
  removeLeftovers();
  const folder = mkdtempSync(testDatabaseFolderPrefix('run'));
  project.provide('pgliteRunFolder', folder);
  const postgresPrefix = `tessera_run_${process.pid}_${randomBytes(3).toString('hex')}_`;
  project.provide('postgresRunPrefix', postgresPrefix);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url && process.env.TEST_BACKEND !== 'pglite') await dropRunDatabases(url, postgresPrefix);
  };
}
