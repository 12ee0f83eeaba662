import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Database-wide setup every domain may rely on. */
export const coreMigrations: Record<string, Migration> = {
  '0000_extensions': {
    async up(db: Kysely<any>) {
      // pg_trgm gives substring-search indexes (gin_trgm_ops) on both backends. It lives in `public` so that
      // per-schema test databases (search_path = test_x, public) share one copy.
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    },
  },
};
