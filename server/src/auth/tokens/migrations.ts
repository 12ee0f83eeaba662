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
  '0012_api_tokens_revoked_notify': sqlMigration(
    // An answer that outlives its request (a live event stream, auth/access-watch.ts) ends when the token that
    // opened it is revoked, on whichever API process it streams from: a deletion is announced on the channel of
    // ended sessions (auth/migrations.ts), which every process hears.
    sql`
        create function notify_api_tokens_deleted() returns trigger language plpgsql as $$
        begin
          if exists (select from deleted_api_tokens) then
            perform pg_notify('tessera_sessions_' || current_schema(), '');
          end if;
          return null;
        end $$`,
    sql`
        create trigger api_tokens_deleted after delete on api_tokens
        referencing old table as deleted_api_tokens for each statement execute function notify_api_tokens_deleted()`,
  ),
  '0013_api_tokens_expire': sqlMigration(
    // Every token now expires (config.apiTokenMaxDays): those made to last forever, or longer than the default
    // limit, last that long from now.
    sql`
        update api_tokens set expires_at = now() + interval '365 days'
        where expires_at is null or expires_at > now() + interval '365 days'`,
  ),
  '0014_api_token_settings': sqlMigration(
    // The ceiling an admin set for how long tokens last (one row, id 1); without it, config.apiTokenMaxDays.
    sql`
        create table api_token_settings (
          id integer primary key check (id = 1),
          max_days integer not null check (max_days >= 1),
          updated_by integer references users (id) on delete set null,
          updated_at timestamptz not null default now()
        )`,
  ),
};
