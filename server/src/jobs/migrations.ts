import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

export const jobsMigrations: Record<string, Migration> = {
  '0003_jobs': sqlMigration(
    createTableWithId(
      'jobs',
      sql`
          kind text not null,
          target_id integer,
          status text not null check (status in ('running', 'done', 'failed')),
          progress double precision not null default 0,
          error text,
          owner text not null,
          started_at timestamptz not null default now(),
          heartbeat_at timestamptz not null default now(),
          finished_at timestamptz
        `,
    ),
    sql`create index jobs_running on jobs (heartbeat_at) where status = 'running'`,
    sql`create index jobs_target on jobs (kind, target_id)`,
  ),
  // Jobs that can be cancelled (pre-translation) and say what they did: GET /jobs/{id}, POST /jobs/{id}/cancel.
  '0401_jobs_cancel': sqlMigration(
    sql`alter table jobs drop constraint jobs_status_check`,
    sql`alter table jobs add constraint jobs_status_check check (status in ('queued', 'running', 'done', 'failed', 'cancelled'))`,
    sql`alter table jobs add column message text`,
    sql`alter table jobs add column cancellable boolean not null default false`,
    sql`alter table jobs add column cancel_requested boolean not null default false`,
  ),
};
