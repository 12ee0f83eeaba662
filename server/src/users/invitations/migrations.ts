import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../../db/sql-migration.ts';

export const invitationMigrations: Record<string, Migration> = {
  '0011_invitations': sqlMigration(
    createTableWithId(
      'invitations',
      sql`
          token_hash text not null,
          email text not null,
          role text not null check (role in ('admin', 'manager', 'user')),
          invited_by integer references users (id) on delete set null,
          created_at timestamptz not null default now(),
          expires_at timestamptz not null,
          used_at timestamptz,
          user_id integer references users (id) on delete set null
        `,
    ),
    sql`create unique index invitations_token_hash_key on invitations (token_hash)`,
  ),
};
