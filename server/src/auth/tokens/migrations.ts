import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../../db/sql-migration.ts';

export const apiTokenMigrations: Record<string, Migration> = {
  '0010_api_tokens': sqlMigration(
    createTableWithId(
      'api_tokens',
      sql`
          user_id integer not null references users (id) on delete cascade,
          name text not null,
          scope text not null check (scope in ('read', 'write')),
          token_hash text not null,
          created_at timestamptz not null default now(),
          expires_at timestamptz,
          last_used_at timestamptz
        `,
    ),
    sql`create unique index api_tokens_token_hash_key on api_tokens (token_hash)`,
    sql`create index api_tokens_user_id on api_tokens (user_id)`,
  ),
};
