import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import { PgliteWorkerClient, PgliteWorkerDialect } from './pglite-dialect.ts';
import { createPostgresDialect } from './postgres.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (`<dataDir>/pglite`); ignored with databaseUrl. */
  dataDir: string;
  /** Called when the PGlite worker dies on its own; the server cannot go on without its database. */
  onCrash?: (error: Error) => void;
}

/** Opens the configured database: PostgreSQL with a pool, or PGlite in a worker thread. */
export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; backend: 'postgres' | 'pglite' }> {
  if (options.databaseUrl) {
    const { dialect } = createPostgresDialect({ connectionString: options.databaseUrl });
    return { db: new Kysely<Database>({ dialect }), backend: 'postgres' };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  lockDataDir(options.dataDir);
  const client = await PgliteWorkerClient.open({ dataDir: dir }, { onCrash: options.onCrash });
  return { db: pgliteKysely(client), backend: 'pglite' };
}

export function pgliteKysely(client: PgliteWorkerClient): Db {
  return new Kysely<Database>({ dialect: new PgliteWorkerDialect(client) });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process per folder: a second server on the same DATA_DIR would corrupt it. A pid file
 * refuses that with a clear message; a file left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): void {
  const lockFile = join(dataDir, 'pglite.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${pid}. The embedded database allows one server per folder; ` +
          'stop the other one, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database between servers.',
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  process.once('exit', () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile);
    } catch {
      // already gone
    }
  });
}
