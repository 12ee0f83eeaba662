import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../db/sql-migration.ts';

const STEP_CHECK = sql`check (step in ('translation', 'review', 'review-2'))`;

/** Who works on a document in which step by when, and the steps a project's new documents take: 0500-0519. */
export const assignmentsMigrations: Record<string, Migration> = {
  '0500_assignments': sqlMigration(
    sql`
        create table document_assignments (
          document_id integer not null references documents (id) on delete cascade,
          step text not null ${STEP_CHECK},
          position smallint not null,
          user_id integer not null references users (id),
          due_at timestamptz,
          delivered_at timestamptz,
          created_at timestamptz not null default now(),
          primary key (document_id, step)
        )`,
    // "My work": a person's assignments.
    sql`create index document_assignments_user on document_assignments (user_id)`,
    sql`
        create table project_assignments (
          project_id integer not null references projects (id) on delete cascade,
          step text not null ${STEP_CHECK},
          position smallint not null,
          user_id integer not null references users (id),
          due_at timestamptz,
          primary key (project_id, step)
        )`,
  ),
  '0501_notifications': sqlMigration(
    sql`
        create table notifications (
          id integer generated always as identity primary key,
          user_id integer not null references users (id) on delete cascade,
          kind text not null check (kind in ('assigned', 'activated', 'returned', 'delivered')),
          document_id integer not null references documents (id) on delete cascade,
          step text not null ${STEP_CHECK},
          actor_id integer references users (id) on delete set null,
          created_at timestamptz not null default now(),
          read_at timestamptz
        )`,
    // One's newest first, and the unread count.
    sql`create index notifications_user on notifications (user_id, id desc)`,
  ),
};
