import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../db/sql-migration.ts';

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
    sql`
        create table login_failures (
          id integer generated always as identity primary key,
          email text not null,
          ip text not null,
          failed_at timestamptz not null default now()
        )`,
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
};
