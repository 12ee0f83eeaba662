import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations.ts';

/** Applies every pending migration (server/src/db/migrations.ts). Safe when several processes start at once. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // The bookkeeping tables go in the working schema explicitly, so a test schema never sees another's.
    migrationTableSchema: rows[0]!.schema,
    // Domains add migrations in parallel branches; a late-merged lower number must still run.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
