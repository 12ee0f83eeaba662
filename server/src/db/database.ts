import { mkdirSync } from 'node:fs';
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
}

/** Opens the configured database: PostgreSQL with a pool, or PGlite in a worker thread. */
export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; backend: 'postgres' | 'pglite' }> {
  if (options.databaseUrl) {
    const { dialect } = createPostgresDialect({ connectionString: options.databaseUrl });
    return { db: new Kysely<Database>({ dialect }), backend: 'postgres' };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PgliteWorkerClient.open({ dataDir: dir });
  return { db: pgliteKysely(client), backend: 'pglite' };
}

export function pgliteKysely(client: PgliteWorkerClient): Db {
  return new Kysely<Database>({ dialect: new PgliteWorkerDialect(client) });
}
