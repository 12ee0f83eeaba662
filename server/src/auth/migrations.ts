import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';
import { ssoMigrations } from './sso/migrations.ts';

export const authMigrations: Record<string, Migration> = {
  '0002_auth': sqlMigration(
    sql`
        create table sessions (
          token_hash text primary key,
          user_id integer not null references users (id) on delete cascade,
          persistent boolean not null,
          created_at timestamptz not null default now(),
          last_seen_at timestamptz not null default now(),
          expires_at timestamptz not null
        )`,
    sql`create index sessions_user_id on sessions (user_id)`,
    sql`create index sessions_expires_at on sessions (expires_at)`,
    createTableWithId(
      'login_failures',
      sql`
          email text not null,
          ip text not null,
          failed_at timestamptz not null default now()
        `,
    ),
    sql`create index login_failures_email on login_failures (email, failed_at)`,
    sql`create index login_failures_ip on login_failures (ip, failed_at)`,
  ),
  '0004_login_throttle': sqlMigration(
    // One row per (IP, account) and one per IP (email ''), counted by a single upsert so that concurrent
    // attempts, on any number of server processes, can never all pass the check (auth/throttle.ts).
    sql`
        create table login_throttle (
          ip text not null,
          email text not null,
          failures integer not null,
          last_failure_at timestamptz not null,
          primary key (ip, email)
        )`,
    sql`create index login_throttle_last_failure_at on login_throttle (last_failure_at)`,
    sql`drop table login_failures`,
  ),
  '0005_sessions_ended_notify': sqlMigration(
    // Each API process keeps the sessions it read for a few seconds (auth/session-cache.ts); these announce what
    // must end that at once in every process: a session deleted (signed out, expired, ended by a password change or
    // by disabling its user) and any change of a user (a session answers with its name and role; users change
    // rarely). The channel is named after the schema, so databases sharing a server (tests) do not hear each other.
    // A session's row is otherwise only updated to push its expiry later, which a kept session never outlives.
    sql`
        create function notify_sessions_ended() returns trigger language plpgsql as $$
        begin
          perform pg_notify('tessera_sessions_' || current_schema(), '');
          return null;
        end $$`,
    // Sign-in deletes the expired sessions, mostly none: only a deletion of some is announced.
    sql`
        create function notify_sessions_deleted() returns trigger language plpgsql as $$
        begin
          if exists (select from deleted_sessions) then
            perform pg_notify('tessera_sessions_' || current_schema(), '');
          end if;
          return null;
        end $$`,
    sql`
        create trigger sessions_deleted after delete on sessions
        referencing old table as deleted_sessions for each statement execute function notify_sessions_deleted()`,
    sql`
        create trigger sessions_users_changed after update or delete on users
        for each statement execute function notify_sessions_ended()`,
  ),
  '0650_disabled_account_sessions': sqlMigration(
    // The sessions that disabling a user ended, by token hash, so that their browser is told why (auth/plugin.ts).
    sql`
        create table disabled_account_sessions (
          token_hash text primary key,
          user_id integer not null references users (id) on delete cascade,
          expires_at timestamptz not null
        )`,
    sql`create index disabled_account_sessions_user_id on disabled_account_sessions (user_id)`,
  ),
  // Single sign-on (auth/sso), listed with the rest of signing in.
  ...ssoMigrations,
};
