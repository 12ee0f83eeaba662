import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../../db/sql-migration.ts';

/**
 * The loop of notify_document_records over the documents a statement changed (`changed_document`, its changed
 * segments as JSON in `records`): one notification each, or a resync where the segments do not fit.
 * Applied migrations use it: the SQL must stay as it is.
 */
const announceEachDocument = sql`loop
            payload := json_build_object('document_id', changed_document.document_id, 'event', 'record', 'data', changed_document.records)::text;
            if octet_length(payload) > 7800 then
              payload := json_build_object('document_id', changed_document.document_id, 'event', 'document', 'data', json_build_object('kind', 'resync'))::text;
            end if;
            perform pg_notify('tessera_live_' || current_schema(), payload);
          end loop;`;

/**
 * Live documents: 0450-0459. Segment and document changes are announced by the database itself (NOTIFY from
 * triggers), so every way of changing a segment (the editor, find and replace, repetitions, pre-translation,
 * another API process) reaches every open editor without each code path remembering to tell them.
 * The channel is named after the schema, so databases sharing a server (tests) do not hear each other.
 */
export const liveMigrations: Record<string, Migration> = {
  '0450_document_live': sqlMigration(
    sql`
        create table document_presence (
          document_id integer not null references documents (id) on delete cascade,
          user_id integer not null references users (id) on delete cascade,
          -- One live connection (an editor tab) of one API process.
          connection text not null,
          record_id integer references document_records (id) on delete set null,
          focused_at timestamptz not null default now(),
          -- Renewed by the connection's heartbeat: a row not seen for a minute belongs to a process that died.
          seen_at timestamptz not null default now(),
          primary key (document_id, connection)
        )`,
    sql`create index document_presence_record on document_presence (record_id) where record_id is not null`,
    // One notification per statement and document: a pre-translation of 10,000 segments is one "resync", not
    // 10,000 messages. NOTIFY payloads are limited to 8000 bytes.
    sql`
        create function notify_document_records() returns trigger language plpgsql as $$
        declare
          changed_document record;
          payload text;
        begin
          for changed_document in
            select document_id, json_agg(json_build_object(
                     'id', id, 'target', target, 'approved', approved,
                     'updated_at', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) as records
            from changed_records group by document_id
          ${announceEachDocument}
          return null;
        end $$`,
    sql`
        create trigger document_records_live after update on document_records
        referencing new table as changed_records for each statement execute function notify_document_records()`,
    sql`
        create function notify_document_change() returns trigger language plpgsql as $$
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
          else
            return null;
          end if;
          perform pg_notify('tessera_live_' || current_schema(),
            json_build_object('document_id', document_id, 'event', 'document', 'data', json_build_object('kind', kind))::text);
          return null;
        end $$`,
    sql`
        create trigger documents_live after update of name, status or delete on documents
        for each row execute function notify_document_change()`,
  ),
  '0451_live_record_author': sqlMigration(
    // A segment event names who changed it: the author the writer named for its transaction (recordChangesAs,
    // as for the history), null for the system's changes (an import, a pre-translation).
    sql`
        create or replace function notify_document_records() returns trigger language plpgsql as $$
        declare
          changed_document record;
          payload text;
          author json := (select json_build_object('id', id, 'username', username) from users
                          where id = nullif(current_setting('tessera.user_id', true), '')::integer);
        begin
          for changed_document in
            select document_id, json_agg(json_build_object(
                     'id', id, 'target', target, 'approved', approved,
                     'updated_at', to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                     'updated_by', author)) as records
            from changed_records group by document_id
          ${announceEachDocument}
          return null;
        end $$`,
  ),
};
