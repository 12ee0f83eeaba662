import { sql, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../../db/sql-migration.ts';

/**
 * The body of the trigger function record_segment_history (0361, replaced by 0460), which writes a segment's
 * version; `kindOfOrigin` names the kind of a change the system made from the segment's new origin.
 * Applied migrations use it: the SQL must stay as it is.
 */
const recordSegmentHistory = (kindOfOrigin: RawBuilder<unknown>) => sql`declare
          kind text := nullif(current_setting('tessera.change', true), '');
          who integer := nullif(current_setting('tessera.user_id', true), '')::integer;
        begin
          if kind is null then
            kind := ${kindOfOrigin};
          end if;
          insert into segment_history (record_id, user_id, change, old_target, new_target, old_approved, new_approved)
          values (new.id, who, kind, old.target, new.target, old.approved, new.approved);
          return null;
        end $$`;

/**
 * A segment's origin, history, comments and repetitions: 0360-0369, and 0460 on (a name must sort after every
 * migration a database has applied already).
 */
/**
 * An id attribute in a code's markup as the codes' JSON text writes it (`id=\"7\"`): XLIFF's ids and references,
 * Word's revision ids. A pattern of PostgreSQL's regular expressions, written into the SQL as a literal.
 */
const CODE_ID_ATTRIBUTE = String.raw`\s(?:id|rid|mid|xid|startRef|w:rsid[A-Za-z]*)=\\"[^\\"]*\\"`;

export const historyMigrations: Record<string, Migration> = {
  '0360_segment_origin': sqlMigration(
    sql`
        alter table document_records
          add column origin text check (origin in ('import', 'tm-exact', 'tm-fuzzy', 'repetition', 'mt', 'manual')),
          add column match_percent double precision check (match_percent between 0 and 100)`,
    sql`update document_records set origin = case when dirty then 'manual' else 'import' end where target !~ '^[[:space:]]*$'`,
    // Repetitions are segments with the same source, codes included (the same token ids standing for the same
    // markup): one hash of both, computed by the database on every insert, and an index to find a group.
    sql`
        alter table document_records
          add column source_hash uuid generated always as (md5(source || codes::text)::uuid) stored`,
    sql`create index document_records_repetitions on document_records (document_id, source_hash)`,
  ),
  '0361_segment_history': sqlMigration(
    createTableWithId(
      'segment_history',
      sql`
          record_id integer not null references document_records (id) on delete cascade,
          user_id integer references users (id) on delete set null,
          change text not null
            check (change in ('manual', 'tm', 'mt', 'pretranslation', 'import', 'repetition', 'replace', 'restore')),
          old_target text not null,
          new_target text not null,
          old_approved boolean not null,
          new_approved boolean not null,
          created_at timestamptz not null default now()
        `,
    ),
    sql`create index segment_history_record on segment_history (record_id, id)`,
    // Written by the database on every change of a target or an approval, whichever code path makes it, in
    // the same transaction. Who and why come from transaction-local settings (recordChangesAs in
    // history/repository.ts); without them the change is the system's and its kind follows the new origin.
    sql`
        create function record_segment_history() returns trigger language plpgsql as $$
        ${recordSegmentHistory(sql`case new.origin
              when 'tm-exact' then 'tm' when 'tm-fuzzy' then 'tm' when 'mt' then 'mt'
              when 'repetition' then 'repetition' when 'import' then 'import' else 'manual' end`)}`,
    sql`
        create trigger document_records_history after update of target, approved on document_records
        for each row when (old.target is distinct from new.target or old.approved is distinct from new.approved)
        execute function record_segment_history()`,
  ),
  '0362_segment_comments': sqlMigration(
    createTableWithId(
      'segment_comments',
      sql`
          record_id integer not null references document_records (id) on delete cascade,
          document_id integer not null references documents (id) on delete cascade,
          user_id integer not null references users (id),
          text text not null,
          resolved boolean not null default false,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        `,
    ),
    sql`create index segment_comments_record on segment_comments (record_id, id)`,
    // Open counts kept beside the segment and the document: the grid's marker, the "with comments" filter
    // and the document list read a number. The database keeps them, so no write can forget one.
    sql`alter table document_records add column open_comments integer not null default 0`,
    sql`alter table documents add column open_comments integer not null default 0`,
    sql`create index document_records_open_comments on document_records (document_id, position) where open_comments > 0`,
    sql`
        create function count_open_comments() returns trigger language plpgsql as $$
        declare
          delta integer;
        begin
          if tg_op = 'INSERT' then
            delta := case when new.resolved then 0 else 1 end;
            if delta <> 0 then
              update document_records set open_comments = open_comments + delta where id = new.record_id;
              update documents set open_comments = open_comments + delta where id = new.document_id;
            end if;
          elsif tg_op = 'DELETE' then
            delta := case when old.resolved then 0 else -1 end;
            if delta <> 0 then
              update document_records set open_comments = open_comments + delta where id = old.record_id;
              update documents set open_comments = open_comments + delta where id = old.document_id;
            end if;
          elsif old.resolved is distinct from new.resolved then
            delta := case when new.resolved then -1 else 1 end;
            update document_records set open_comments = open_comments + delta where id = new.record_id;
            update documents set open_comments = open_comments + delta where id = new.document_id;
          end if;
          return null;
        end $$`,
    sql`
        create trigger segment_comments_open_count after insert or update of resolved or delete on segment_comments
        for each row execute function count_open_comments()`,
  ),
  '0363_segment_repetitions': sqlMigration(
    // Sources never change after the import and segments are never removed one by one, so the count of a
    // segment's repetitions is written once, when the import ends (countRepetitions).
    sql`alter table document_records add column repetitions integer not null default 0`,
    sql`
        update document_records r set repetitions = g.n - 1
        from (select document_id, source_hash, count(*)::int as n from document_records group by document_id, source_hash having count(*) > 1) g
        where r.document_id = g.document_id and r.source_hash = g.source_hash`,
  ),
  '0364_repetition_propagation': sqlMigration(
    // A column of the document: the save that approves a segment has the document's row at hand already.
    sql`
        alter table documents
          add column repetition_propagation text not null default 'offer'
            check (repetition_propagation in ('offer', 'auto'))`,
  ),
  '0460_segment_rejected_and_term': sqlMigration(
    // A reviewer's rejection, kept beside the file's state: it holds until the target changes or is approved.
    sql`alter table document_records add column rejected boolean not null default false`,
    sql`alter table document_records drop constraint document_records_origin_check`,
    sql`
        alter table document_records add constraint document_records_origin_check
          check (origin in ('import', 'tm-exact', 'tm-fuzzy', 'repetition', 'mt', 'term', 'manual'))`,
    sql`alter table segment_history drop constraint segment_history_change_check`,
    sql`
        alter table segment_history add constraint segment_history_change_check
          check (change in ('manual', 'tm', 'mt', 'term', 'pretranslation', 'import', 'repetition', 'replace',
                            'restore', 'reject'))`,
    sql`
        create or replace function record_segment_history() returns trigger language plpgsql as $$
        ${recordSegmentHistory(sql`case new.origin
              when 'tm-exact' then 'tm' when 'tm-fuzzy' then 'tm' when 'mt' then 'mt' when 'term' then 'term'
              when 'repetition' then 'repetition' when 'import' then 'import' else 'manual' end`)}`,
    // A rejection changes neither target nor approval, and is a version of its own all the same.
    sql`drop trigger document_records_history on document_records`,
    sql`
        create trigger document_records_history after update of target, approved, rejected on document_records
        for each row when (old.target is distinct from new.target or old.approved is distinct from new.approved
          or (new.rejected and not old.rejected))
        execute function record_segment_history()`,
  ),
  '0730_repetitions_ignore_code_ids': sqlMigration(
    // Repetitions as memoQ and Trados count them: the same text and the same codes in the same places, whatever
    // ids the file gave the codes (`<g id="1">` and `<g id="7">` around the same word are one source). The ids
    // (and Word's revision ids) are cut out of the codes' markup before hashing; the index and the counts follow.
    sql`drop index document_records_repetitions`,
    sql`alter table document_records drop column source_hash`,
    sql`
        alter table document_records
          add column source_hash uuid generated always as (md5(source || regexp_replace(codes::text,
            ${sql.lit(CODE_ID_ATTRIBUTE)}, '', 'g'))::uuid) stored`,
    sql`create index document_records_repetitions on document_records (document_id, source_hash)`,
    sql`
        update document_records r set repetitions = coalesce(g.n - 1, 0)
        from document_records s
        left join (
          select document_id, source_hash, count(*)::int as n from document_records
          group by document_id, source_hash having count(*) > 1
        ) g on g.document_id = s.document_id and g.source_hash = s.source_hash
        where s.id = r.id and r.repetitions <> coalesce(g.n - 1, 0)`,
  ),
  // A segment's target brought back by a package's return (handoffs), its author the package's person.
  '0902_history_return_change': sqlMigration(
    sql`alter table segment_history drop constraint segment_history_change_check`,
    sql`
        alter table segment_history add constraint segment_history_change_check
          check (change in ('manual', 'tm', 'mt', 'term', 'pretranslation', 'import', 'repetition', 'replace',
                            'restore', 'reject', 'return'))`,
  ),
  // Deleting a document (a project's deletes them all) has the database look up its comments by the document.
  '0911_segment_comments_by_document': sqlMigration(
    sql`create index segment_comments_document on segment_comments (document_id)`,
  ),
};
