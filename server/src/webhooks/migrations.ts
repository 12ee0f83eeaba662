import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

/** The JSON a document's events carry about it. */
const documentJson = (row: string) => `jsonb_build_object(
            'id', ${row}.id, 'name', ${row}.name, 'type', ${row}.type,
            'source_lang', ${row}.source_lang, 'target_lang', ${row}.target_lang,
            'segments', ${row}.records_count, 'confirmed_segments', ${row}.approved_records_count)`;

/** Outbound webhooks (0620-0639). */
export const webhooksMigrations: Record<string, Migration> = {
  '0620_webhooks': sqlMigration(
    createTableWithId(
      'webhooks',
      sql`
          project_id integer not null references projects (id) on delete cascade,
          url text not null,
          events text[] not null,
          secret text not null,
          allow_private_network boolean not null default false,
          disabled_at timestamptz,
          created_by integer references users (id) on delete set null,
          created_at timestamptz not null default now()`,
    ),
    sql`create index webhooks_project on webhooks (project_id)`,
    createTableWithId(
      'webhook_deliveries',
      sql`
          webhook_id integer not null references webhooks (id) on delete cascade,
          message_id text not null,
          event text not null,
          body text not null,
          status text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
          attempts integer not null default 0,
          attempts_allowed integer,
          next_attempt_at timestamptz,
          last_attempt_at timestamptz,
          response_status integer,
          response_excerpt text,
          error text,
          created_at timestamptz not null default now(),
          unique (webhook_id, message_id)`,
    ),
    // What the senders look for: the pending deliveries that are due.
    sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`,
    sql`create index webhook_deliveries_of_webhook on webhook_deliveries (webhook_id, id desc)`,
    // One event, one message id, one delivery per webhook of the project that asked for it, in the transaction of
    // the change it tells of: a change rolled back sends nothing, a change committed is never lost.
    sql`
        create function emit_project_event(project integer, event text, data jsonb) returns integer
        language plpgsql as $$
        declare
          queued integer;
        begin
          insert into webhook_deliveries (webhook_id, message_id, event, body, next_attempt_at)
          select w.id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), event,
            jsonb_build_object(
              'type', event,
              'timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
              'data', jsonb_build_object('project_id', project) || data)::text,
            now()
          from webhooks w
          where w.project_id = project and event = any (w.events) and w.disabled_at is null;
          get diagnostics queued = row_count;
          return queued;
        end $$`,
    // A document is created once its import is done; completed when its last segment is confirmed (once it is
    // done: an import's batches count confirmed segments as they come).
    sql`
        create function announce_document_events() returns trigger language plpgsql as $$
        declare
          became_done boolean := tg_op = 'INSERT' or old.status <> 'done';
          complete boolean := new.records_count > 0 and new.approved_records_count = new.records_count;
          was_complete boolean := tg_op = 'UPDATE' and old.status = 'done' and old.records_count > 0
            and old.approved_records_count = old.records_count;
        begin
          if became_done then
            perform emit_project_event(new.project_id, 'document.created', jsonb_build_object('document', ${sql.raw(documentJson('new'))}));
          end if;
          if complete and not was_complete then
            perform emit_project_event(new.project_id, 'document.completed',
              jsonb_build_object('document', ${sql.raw(documentJson('new'))}, 'language', new.target_lang));
          end if;
          return null;
        end $$`,
    sql`
        create trigger documents_announce_inserted after insert on documents for each row
        when (new.project_id is not null and new.status = 'done')
        execute function announce_document_events()`,
    sql`
        create trigger documents_announce_updated
        after update of status, records_count, approved_records_count, project_id on documents for each row
        when (new.project_id is not null and new.status = 'done')
        execute function announce_document_events()`,
    sql`
        create function announce_step_delivered() returns trigger language plpgsql as $$
        declare
          document documents;
        begin
          select * into document from documents where id = new.document_id;
          if document.project_id is not null then
            perform emit_project_event(document.project_id, 'step.delivered', jsonb_build_object(
              'document', ${sql.raw(documentJson('document'))},
              'step', new.step,
              'assignee', (select jsonb_build_object('id', u.id, 'username', u.username) from users u where u.id = new.user_id),
              'delivered_at', to_char(new.delivered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')));
          end if;
          return null;
        end $$`,
    sql`
        create trigger document_assignments_announce_delivered after update of delivered_at on document_assignments
        for each row when (old.delivered_at is null and new.delivered_at is not null)
        execute function announce_step_delivered()`,
  ),
};
