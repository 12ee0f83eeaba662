import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';

/**
 * Applies every pending migration of `migrations` (the application's list is server/src/migrations.ts, above every
 * domain, which the database layer does not know). Safe when several processes start at once.
 */
export async function migrateToLatest(db: Kysely<any>, migrations: Record<string, Migration>): Promise<void> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // The bookkeeping tables go in the working schema explicitly, so a test schema never sees another's.
    migrationTableSchema: rows[0]!.schema,
    // Domains add migrations in parallel branches; a late-merged lower number must still run.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrateRetryingLookups(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(`database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

const LOOKUP_ATTEMPTS = 3;

/**
 * Before it runs anything, the migrator looks for its bookkeeping tables by listing the database's tables with
 * their columns; a table another process drops meanwhile (a match index swapped in by a rebuild, another test
 * schema going away) fails that listing with "relation does not exist". Nothing has run then, so it is tried again.
 */
export async function migrateRetryingLookups(migrator: Pick<Migrator, 'migrateToLatest'>) {
  for (let attempt = 1; ; attempt++) {
    const outcome = await migrator.migrateToLatest();
    const nothingRan = (outcome.results ?? []).length === 0;
    if (!outcome.error || !nothingRan || !isUndefinedTable(outcome.error) || attempt === LOOKUP_ATTEMPTS)
      return outcome;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

const isUndefinedTable = (error: unknown) => (error as { code?: unknown } | null)?.code === '42P01';
