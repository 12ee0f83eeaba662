import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

/** Packages sent out to desktop tools and their returns: from 0901. */
export const handoffsMigrations: Record<string, Migration> = {
  '0901_handoffs': sqlMigration(
    createTableWithId(
      'handoffs',
      sql`
          project_id integer not null references projects (id) on delete cascade,
          target_lang text not null,
          format text not null check (format in ('omegat')),
          user_id integer references users (id) on delete set null,
          sent_by integer references users (id) on delete set null,
          sent_at timestamptz not null default now(),
          due_at timestamptz,
          state text not null default 'out' check (state in ('out', 'returned', 'taken_back')),
          closed_at timestamptz,
          report jsonb
        `,
    ),
    sql`create index handoffs_project on handoffs (project_id, id)`,
    sql`
        create table handoff_documents (
          handoff_id integer not null references handoffs (id) on delete cascade,
          document_id integer not null references documents (id) on delete cascade,
          primary key (handoff_id, document_id)
        )`,
    sql`create index handoff_documents_document on handoff_documents (document_id)`,
    // The package a document is out in, if any: one at a time, and the documents domain reads its own row to keep
    // the segments from changing meanwhile, without knowing packages.
    sql`alter table documents add column handoff_id integer references handoffs (id) on delete set null`,
    // A returned target that met a change made in Tessera since the package left, until the manager settles it.
    sql`
        create table handoff_conflicts (
          handoff_id integer not null references handoffs (id) on delete cascade,
          record_id integer not null references document_records (id) on delete cascade,
          returned_target text not null,
          primary key (handoff_id, record_id)
        )`,
  ),
  // The XLIFF kits beside the OmegaT project (the manager chooses when sending out).
  '0904_handoff_xliff_kits': sqlMigration(
    sql`alter table handoffs drop constraint handoffs_format_check`,
    sql`alter table handoffs add constraint handoffs_format_check check (format in ('omegat', 'xliff2', 'xliff12'))`,
  ),
  // A document sent out, returned or taken back is announced on its live channel (`document`, kind `handoff`) as
  // the database announces a rename (documents/live's trigger, one more column): whatever sets handoff_id, the
  // open editors turn read-only or editable without a reload.
  '0905_handoff_live': sqlMigration(
    sql`
        create or replace function notify_document_change() returns trigger language plpgsql as $$
        declare
          kind text;
          document_id integer;
        begin
          if tg_op = 'DELETE' then
            kind := 'deleted';
            document_id := old.id;
          elsif old.name is distinct from new.name then
            kind := 'renamed';
            document_id := new.id;
          elsif old.status is distinct from new.status then
            kind := 'status';
            document_id := new.id;
          elsif old.handoff_id is distinct from new.handoff_id then
            kind := 'handoff';
            document_id := new.id;
          else
            return null;
          end if;
          perform pg_notify('tessera_live_' || current_schema(),
            json_build_object('document_id', document_id, 'event', 'document', 'data', json_build_object('kind', kind))::text);
          return null;
        end $$`,
    sql`drop trigger documents_live on documents`,
    sql`
        create trigger documents_live after update of name, status, handoff_id or delete on documents
        for each row execute function notify_document_change()`,
  ),
  // Deleting a segment has the database look up its conflicts by the segment alone (the key leads with the package).
  '0910_handoff_conflicts_by_segment': sqlMigration(
    sql`create index handoff_conflicts_record on handoff_conflicts (record_id)`,
  ),
};
