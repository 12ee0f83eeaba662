import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.ts';

/** Database-wide setup every domain may rely on. */
export const coreMigrations: Record<string, Migration> = {
  '0000_extensions': sqlMigration(
    // pg_trgm gives substring-search indexes (gin_trgm_ops) on both backends. It lives in `public`, which stays on
    // the search path whichever schema the app works in (createPostgresDialect's schema: search_path = x, public).
    sql`create extension if not exists pg_trgm with schema public`,
  ),
};
