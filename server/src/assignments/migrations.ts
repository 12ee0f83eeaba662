import { sql, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

/**
 * The counted columns of `rows` (a transition table of document_records) signed by `sign`: what a statement added
 * (+1) or took away (-1). Done in translation is approved, in review reviewed, in review-2 reviewed again.
 */
const signedCounts = (rows: string, sign: number) =>
  sql`select document_id, ${sql.raw(String(sign))} as sign, words, approved,
          review_level >= 1 as reviewed, review_level >= 2 as reviewed_again
        from ${sql.raw(rows)}`;

/** The flags whose segments and words each document counts, before and from migration 0743 on. */
const COUNTED_FLAGS = ['approved', 'reviewed', 'reviewed_again'];
const COUNTED_FLAGS_LOCKED_ASIDE = ['locked', ...COUNTED_FLAGS];

/**
 * Adds what an insert or a delete of segments changed to its documents' counters of `flags`: one UPDATE of each
 * document's row per statement (an import batch), none when nothing counted moved. Concurrent statements each add
 * their own difference under the row's lock, so the counters stay exact whatever the interleaving.
 */
const addCounts = (changes: RawBuilder<unknown>, flags: string[]) => sql`
          update documents d set
            records_count = d.records_count + c.records,
            words_count = d.words_count + c.words,
            ${countersPlusChanges(flags)}
          from (
            select document_id, sum(sign)::int as records, coalesce(sum(sign * words), 0)::int as words,
              ${sql.join(flags.map(countedBy))}
            from (${changes}) changed group by document_id
          ) c
          where d.id = c.document_id
            and (c.records, c.words, ${sql.raw(flags.map((flag) => `c.${flag}`).join(', '))})
              <> (0, 0, ${sql.raw(flags.map(() => '0').join(', '))});`;

/** Each counter of `flags` plus its change in the subquery `c`. */
const countersPlusChanges = (flags: string[]) =>
  sql.raw(
    flags
      .map(
        (flag) =>
          `${flag}_records_count = d.${flag}_records_count + c.${flag}, ` +
          `${flag}_words_count = d.${flag}_words_count + c.${flag}_words`,
      )
      .join(', '),
  );

/** Each counter of `flags` set to its count in the subquery `c`. */
const countersFromCounts = (flags: string[]) =>
  sql.raw(flags.map((flag) => `${flag}_records_count = c.${flag}, ${flag}_words_count = c.${flag}_words`).join(', '));

/** The signed count and words of the changed rows with `flag`, named after it. */
const countedBy = (flag: string) =>
  sql`coalesce(sum(sign) filter (where ${sql.raw(flag)}), 0)::int as ${sql.raw(flag)},
              coalesce(sum(sign * words) filter (where ${sql.raw(flag)}), 0)::int as ${sql.raw(`${flag}_words`)}`;

/**
 * The counted columns of `rows` from migration 0743 on: a locked segment (translate="no") is nobody's work, so
 * it counts only as locked, never in the progress of a step; its words likewise.
 */
const signedCountsLockedAside = (rows: string, sign: number) =>
  sql`select document_id, ${sql.raw(String(sign))} as sign, words, locked,
          approved and not locked as approved,
          review_level >= 1 and not locked as reviewed, review_level >= 2 and not locked as reviewed_again
        from ${sql.raw(rows)}`;

/** Translated: a target that is not blank and not rejected (documents/progress.ts), as the progress figures say it. */
const TRANSLATED = (row: string) => `(btrim(${row}.target_text) <> '' and not ${row}.rejected)`;

/**
 * The counted columns of `rows` from migration 0899 on: the translated segments too, so that a project's progress
 * adds its documents' counters up instead of counting their segments (a million-segment project).
 */
const signedCountsWithTranslated = (rows: string, sign: number) =>
  sql`select document_id, ${sql.raw(String(sign))} as sign, words, locked,
          approved and not locked as approved,
          review_level >= 1 and not locked as reviewed, review_level >= 2 and not locked as reviewed_again,
          ${sql.raw(TRANSLATED(rows))} and not locked as translated
        from ${sql.raw(rows)}`;
const COUNTED_FLAGS_WITH_TRANSLATED = [...COUNTED_FLAGS_LOCKED_ASIDE, 'translated'];

const STEP_CHECK = sql`check (step in ('translation', 'review', 'review-2'))`;
const BAND_CHECK = sql`check (band in ('repetition', '100', '95-99', '85-94', '75-84', '50-74', 'no-match'))`;

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
  '0502_notification_deadlines': sqlMigration(
    sql`alter table notifications drop constraint notifications_kind_check`,
    sql`
        alter table notifications add constraint notifications_kind_check
          check (kind in ('assigned', 'activated', 'returned', 'delivered', 'deadline'))`,
    // The due date a deadline notification warns of; when it was mailed (claimed by one API process).
    sql`alter table notifications add column due_at timestamptz, add column mailed_at timestamptz`,
    // One deadline notification per step, assignee and due date, however many processes look at once.
    sql`
        create unique index notifications_deadline_once on notifications (document_id, step, user_id, due_at)
          where kind = 'deadline'`,
    // Every new notification is announced, whichever code (or process) inserted it, once its transaction commits:
    // each API process hands it to its person's open pages (notification-hub.ts). The channel is named after the
    // schema, so databases sharing a server (tests) do not hear each other.
    sql`
        create function notify_notification() returns trigger language plpgsql as $$
        begin
          perform pg_notify('tessera_notifications_' || current_schema(),
            json_build_object('user_id', new.user_id, 'id', new.id)::text);
          return null;
        end $$`,
    sql`
        create trigger notifications_announce after insert on notifications
          for each row execute function notify_notification()`,
  ),
  // Numbered after review's 0520, whose review_level it counts (a name must sort after every migration applied).
  '0540_document_counters': sqlMigration(
    // What "my work" and the steps' progress read instead of counting segments: kept by the database on every
    // insert, update and delete of segments, whichever code path makes it.
    sql`
        alter table documents
          add column reviewed_records_count integer not null default 0,
          add column reviewed_words_count integer not null default 0,
          add column reviewed_again_records_count integer not null default 0,
          add column reviewed_again_words_count integer not null default 0`,
    sql`
        update documents d set
          records_count = c.records, words_count = c.words, ${countersFromCounts(COUNTED_FLAGS)}
        from (
          select document_id, sum(sign)::int as records, coalesce(sum(sign * words), 0)::int as words,
            ${sql.join(COUNTED_FLAGS.map(countedBy))}
          from (${signedCounts('document_records', 1)}) r group by document_id
        ) c
        where d.id = c.document_id`,
    sql`
        create function count_inserted_records() returns trigger language plpgsql as $$
        begin ${addCounts(signedCounts('new_records', 1), COUNTED_FLAGS)} return null; end $$`,
    // An update counts row by row, and only when a counted flag moves: the many updates that change other
    // columns (targets of drafts, QA findings, comments, repetitions) pay nothing.
    sql`
        create function count_updated_record() returns trigger language plpgsql as $$
        declare
          approved integer := new.approved::int - old.approved::int;
          reviewed integer := (new.review_level >= 1)::int - (old.review_level >= 1)::int;
          reviewed_again integer := (new.review_level >= 2)::int - (old.review_level >= 2)::int;
        begin
          update documents set
            approved_records_count = approved_records_count + approved,
            approved_words_count = approved_words_count + approved * new.words,
            reviewed_records_count = reviewed_records_count + reviewed,
            reviewed_words_count = reviewed_words_count + reviewed * new.words,
            reviewed_again_records_count = reviewed_again_records_count + reviewed_again,
            reviewed_again_words_count = reviewed_again_words_count + reviewed_again * new.words
          where id = new.document_id;
          return null;
        end $$`,
    sql`
        create function count_deleted_records() returns trigger language plpgsql as $$
        begin ${addCounts(signedCounts('old_records', -1), COUNTED_FLAGS)} return null; end $$`,
    sql`
        create trigger document_records_count_inserted after insert on document_records
        referencing new table as new_records for each statement execute function count_inserted_records()`,
    sql`
        create trigger document_records_count_updated after update of approved, review_level on document_records
        for each row
        when (old.approved is distinct from new.approved or old.review_level is distinct from new.review_level)
        execute function count_updated_record()`,
    sql`
        create trigger document_records_count_deleted after delete on document_records
        referencing old table as old_records for each statement execute function count_deleted_records()`,
  ),
  '0541_segment_work': sqlMigration(
    // The band each segment had in the latest analysis before its document's work started (written by
    // tm/batch/analysis.ts, also when an import ends): what the report pays by.
    sql`
        create table segment_bands (
          record_id integer primary key references document_records (id) on delete cascade,
          band text not null ${BAND_CHECK}
        )`,
    // What people did to segments, for the report: a confirmation (approved, or reviewed in a review step), or a
    // change of a target in a review step, by whom, in which step (null: the document has no step to do), with
    // the segment's band and words then.
    createTableWithId(
      'segment_work',
      sql`
          document_id integer not null references documents (id) on delete cascade,
          record_id integer not null references document_records (id) on delete cascade,
          user_id integer not null references users (id),
          step text ${STEP_CHECK},
          kind text not null check (kind in ('confirmed', 'review-edit')),
          band text ${BAND_CHECK},
          words integer not null,
          created_at timestamptz not null default now()
        `,
    ),
    sql`create index segment_work_document on segment_work (document_id, created_at)`,
    // Written by the database on every change a person makes, whichever code path makes it: the author and the
    // step come from the transaction's settings as for the history (recordChangesAs), the step else from the
    // document's active one; the system's changes (imports, pre-translation) have no author and are no one's work.
    sql`
        create function record_segment_work() returns trigger language plpgsql as $$
        declare
          who integer := nullif(current_setting('tessera.user_id', true), '')::integer;
          in_step text := nullif(current_setting('tessera.step', true), '');
          band_then text;
        begin
          if who is null then
            return null;
          end if;
          if in_step is null then
            select step into in_step from document_assignments
            where document_id = new.document_id and delivered_at is null order by position limit 1;
          end if;
          select band into band_then from segment_bands where record_id = new.id;
          if (new.approved and not old.approved) or new.review_level > old.review_level then
            insert into segment_work (document_id, record_id, user_id, step, kind, band, words)
            values (new.document_id, new.id, who, in_step, 'confirmed', band_then, new.words);
          end if;
          if in_step in ('review', 'review-2') and old.target is distinct from new.target then
            insert into segment_work (document_id, record_id, user_id, step, kind, band, words)
            values (new.document_id, new.id, who, in_step, 'review-edit', band_then, new.words);
          end if;
          return null;
        end $$`,
    sql`
        create trigger document_records_work after update of target, approved, review_level on document_records
        for each row
        when (old.target is distinct from new.target or old.approved is distinct from new.approved
          or old.review_level is distinct from new.review_level)
        execute function record_segment_work()`,
  ),
  // A comment's @name tells that person: the notification names the segment, and no step when the document has none.
  '0741_notification_mentions': sqlMigration(
    sql`alter table notifications drop constraint notifications_kind_check`,
    sql`
        alter table notifications add constraint notifications_kind_check
          check (kind in ('assigned', 'activated', 'returned', 'delivered', 'deadline', 'mentioned'))`,
    sql`alter table notifications alter column step drop not null`,
    sql`alter table notifications add column record_id integer references document_records (id) on delete cascade`,
  ),
  // Locked segments (translate="no") leave every step's progress, as in memoQ: counted apart (locked_*), never
  // done, so a step is complete when its editable segments are. records_count and words_count stay all of the
  // document's (the editor pages and numbers every segment); progress totals subtract the locked ones.
  '0743_locked_segments_out_of_progress': sqlMigration(
    sql`
        alter table documents
          add column locked_records_count integer not null default 0,
          add column locked_words_count integer not null default 0`,
    sql`
        update documents d set
          ${countersFromCounts(COUNTED_FLAGS_LOCKED_ASIDE)}
        from (
          select document_id, ${sql.join(COUNTED_FLAGS_LOCKED_ASIDE.map(countedBy))}
          from (${signedCountsLockedAside('document_records', 1)}) r group by document_id
        ) c
        where d.id = c.document_id`,
    sql`
        create or replace function count_inserted_records() returns trigger language plpgsql as $$
        begin ${addCounts(signedCountsLockedAside('new_records', 1), COUNTED_FLAGS_LOCKED_ASIDE)} return null; end $$`,
    // The row's counted flags before and after: locking a confirmed segment takes it out of the done counts,
    // unlocking it puts it back.
    sql`
        create or replace function count_updated_record() returns trigger language plpgsql as $$
        declare
          locked integer := new.locked::int - old.locked::int;
          approved_then integer := (old.approved and not old.locked)::int;
          approved_now integer := (new.approved and not new.locked)::int;
          reviewed_then integer := (old.review_level >= 1 and not old.locked)::int;
          reviewed_now integer := (new.review_level >= 1 and not new.locked)::int;
          again_then integer := (old.review_level >= 2 and not old.locked)::int;
          again_now integer := (new.review_level >= 2 and not new.locked)::int;
        begin
          update documents set
            locked_records_count = locked_records_count + locked,
            locked_words_count = locked_words_count + new.locked::int * new.words - old.locked::int * old.words,
            approved_records_count = approved_records_count + approved_now - approved_then,
            approved_words_count = approved_words_count + approved_now * new.words - approved_then * old.words,
            reviewed_records_count = reviewed_records_count + reviewed_now - reviewed_then,
            reviewed_words_count = reviewed_words_count + reviewed_now * new.words - reviewed_then * old.words,
            reviewed_again_records_count = reviewed_again_records_count + again_now - again_then,
            reviewed_again_words_count = reviewed_again_words_count + again_now * new.words - again_then * old.words
          where id = new.document_id;
          return null;
        end $$`,
    sql`
        create or replace function count_deleted_records() returns trigger language plpgsql as $$
        begin ${addCounts(signedCountsLockedAside('old_records', -1), COUNTED_FLAGS_LOCKED_ASIDE)} return null; end $$`,
    sql`drop trigger document_records_count_updated on document_records`,
    sql`
        create trigger document_records_count_updated after update of approved, review_level, locked
        on document_records for each row
        when (old.approved is distinct from new.approved or old.review_level is distinct from new.review_level
          or old.locked is distinct from new.locked)
        execute function count_updated_record()`,
  ),
  // The translated segments are counted too: the project page's progress read every segment of the project to count
  // them. A save changes the counter only when the segment turns translated or back (its first target, a
  // rejection), in the update of the document's row that a confirmation makes anyway.
  '0899_translated_counters': sqlMigration(
    sql`
        alter table documents
          add column translated_records_count integer not null default 0,
          add column translated_words_count integer not null default 0`,
    sql`
        update documents d set ${countersFromCounts(['translated'])}
        from (
          select document_id, ${countedBy('translated')}
          from (${signedCountsWithTranslated('document_records', 1)}) r group by document_id
        ) c
        where d.id = c.document_id`,
    sql`
        create or replace function count_inserted_records() returns trigger language plpgsql as $$
        begin ${addCounts(signedCountsWithTranslated('new_records', 1), COUNTED_FLAGS_WITH_TRANSLATED)} return null; end $$`,
    sql`
        create or replace function count_updated_record() returns trigger language plpgsql as $$
        declare
          locked integer := new.locked::int - old.locked::int;
          approved_then integer := (old.approved and not old.locked)::int;
          approved_now integer := (new.approved and not new.locked)::int;
          reviewed_then integer := (old.review_level >= 1 and not old.locked)::int;
          reviewed_now integer := (new.review_level >= 1 and not new.locked)::int;
          again_then integer := (old.review_level >= 2 and not old.locked)::int;
          again_now integer := (new.review_level >= 2 and not new.locked)::int;
          translated_then integer := (${sql.raw(TRANSLATED('old'))} and not old.locked)::int;
          translated_now integer := (${sql.raw(TRANSLATED('new'))} and not new.locked)::int;
        begin
          update documents set
            locked_records_count = locked_records_count + locked,
            locked_words_count = locked_words_count + new.locked::int * new.words - old.locked::int * old.words,
            approved_records_count = approved_records_count + approved_now - approved_then,
            approved_words_count = approved_words_count + approved_now * new.words - approved_then * old.words,
            reviewed_records_count = reviewed_records_count + reviewed_now - reviewed_then,
            reviewed_words_count = reviewed_words_count + reviewed_now * new.words - reviewed_then * old.words,
            reviewed_again_records_count = reviewed_again_records_count + again_now - again_then,
            reviewed_again_words_count = reviewed_again_words_count + again_now * new.words - again_then * old.words,
            translated_records_count = translated_records_count + translated_now - translated_then,
            translated_words_count = translated_words_count + translated_now * new.words - translated_then * old.words
          where id = new.document_id;
          return null;
        end $$`,
    sql`
        create or replace function count_deleted_records() returns trigger language plpgsql as $$
        begin ${addCounts(signedCountsWithTranslated('old_records', -1), COUNTED_FLAGS_WITH_TRANSLATED)} return null; end $$`,
    sql`drop trigger document_records_count_updated on document_records`,
    sql`
        create trigger document_records_count_updated after update of approved, review_level, locked, target_text, rejected
        on document_records for each row
        when (old.approved is distinct from new.approved or old.review_level is distinct from new.review_level
          or old.locked is distinct from new.locked
          or ${sql.raw(TRANSLATED('old'))} is distinct from ${sql.raw(TRANSLATED('new'))})
        execute function count_updated_record()`,
  ),
  // Deleting a segment has the database delete its work and notifications (on delete cascade) by looking them up by
  // the segment: without these indexes each of a document's segments read both tables whole, 5.7 s for a document
  // of 106 segments beside 1M rows of work.
  '0909_work_and_notifications_by_segment': sqlMigration(
    sql`create index segment_work_record on segment_work (record_id)`,
    sql`create index notifications_record on notifications (record_id)`,
  ),
};
