import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, sqlMigration } from '../db/sql-migration.ts';

export const documentsMigrations: Record<string, Migration> = {
  '0300_documents': sqlMigration(
    createTableWithId(
      'documents',
      sql`
          name text not null,
          type text not null default 'XLIFF' check (type in ('XLIFF')),
          status text not null default 'uploaded'
            check (status in ('pending', 'uploaded', 'processing', 'done', 'error')),
          processing_error text,
          xliff_version text,
          source_lang text not null default '',
          target_lang text not null default '',
          created_by integer not null references users (id),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          records_count integer not null default 0,
          approved_records_count integer not null default 0,
          words_count integer not null default 0,
          approved_words_count integer not null default 0,
          file_size bigint not null default 0
        `,
    ),
    sql`
        create table document_files (
          document_id integer not null references documents (id) on delete cascade,
          seq integer not null,
          data bytea not null,
          primary key (document_id, seq)
        )`,
    createTableWithId(
      'document_records',
      sql`
          document_id integer not null references documents (id) on delete cascade,
          position integer not null,
          unit_id text not null,
          segment_id text,
          source text not null,
          source_text text not null,
          target text not null,
          target_text text not null,
          codes jsonb not null default '[]',
          approved boolean not null default false,
          state text,
          locked boolean not null default false,
          note text,
          context text,
          words integer not null default 0,
          dirty boolean not null default false,
          updated_at timestamptz not null default now()
        `,
    ),
    // Paging in file order, and the download's walk over edited segments.
    sql`create unique index document_records_position on document_records (document_id, position)`,
    sql`create index document_records_dirty on document_records (document_id, position) where dirty`,
  ),
  '0301_tm_write_backs': sqlMigration(
    // Approved segments waiting to be written into their documents' TMs: queued by the save's own statement,
    // written after its answer, removed once written. A claim older than a minute belongs to a process that
    // stopped while writing, and is taken over.
    sql`
        create table tm_write_backs (
          record_id integer primary key references document_records (id) on delete cascade,
          author text not null,
          queued_at timestamptz not null default clock_timestamp(),
          claimed_at timestamptz
        )`,
  ),
  // A document's type is a format of the registry (formats/document-formats.ts), which decides what it may be.
  '0480_document_formats': sqlMigration(sql`alter table documents drop constraint documents_type_check`),
  // Where each segment sits in the document's structure (contract preview.ts, SegmentBlock), for the preview;
  // null where the format does not say, or for segments imported before.
  '0710_record_blocks': sqlMigration(sql`alter table document_records add column block jsonb`),
  // Subtitles read with cues that continue a sentence joined (upload form field join_cues): downloads must read them
  // the same way, so the choice stays with the document.
  '0770_document_join_cues': sqlMigration(
    sql`alter table documents add column join_cues boolean not null default false`,
  ),
  // Which reading of its format a document's segments are (formats DocumentFormat.readerVersion): downloads write
  // edits by position only into the reading they were made in. Documents stored before were read by readers of 1.
  '0830_document_reader_version': sqlMigration(
    sql`alter table documents add column reader_version integer not null default 1`,
  ),
  // A translation file's own text of a unit its segment's codes cannot hold, written back by downloads while the
  // segment is untranslated (tables.ts, kept_text).
  '0850_record_kept_text': sqlMigration(sql`alter table document_records add column kept_text text`),
  // The tracked changes and comments its file held, as its format's reader counted them (contract Document
  // review_marks): null for formats without either and for documents read before.
  '0886_document_review_marks': sqlMigration(sql`alter table documents add column review_marks jsonb`),
  // The table cells with nothing to translate (a spreadsheet's numbers, dates, formulas' results) and the value each
  // shows, as the format's reader found them at import, for the preview (contract PreviewValueCell). Documents read
  // before have none: their previews show their text cells alone.
  '0890_document_value_cells': sqlMigration(
    sql`
        create table document_value_cells (
          document_id integer not null references documents (id) on delete cascade,
          cell_table integer not null,
          cell_row integer not null,
          cell_col integer not null,
          value text not null
        )`,
    // The preview reads a window's rows of a table.
    sql`create index document_value_cells_place on document_value_cells (document_id, cell_table, cell_row)`,
  ),
  // Where each segment sits in its document (contract segment-place.ts), as its format's reader says it. Nothing is
  // filled in here from the English words of a context read before: the formats that now say places raised their
  // reader versions, and the reading upgrade (outdated-readings.ts) reads each such document's original again at the
  // server's start, so its places are the reader's own and no second, English-reading source of them is kept. A
  // document that upgrade cannot bring to the current reading shows no places; its context words stay.
  '0892_record_places': sqlMigration(sql`alter table document_records add column place jsonb`),
  // One uploaded file is the original of every document made of it (a project's upload: one per target language):
  // stored once, each document referring to it, rather than once per document. Documents stored before keep theirs,
  // each its own original, numbered as the document (so a dead import job's target, the document, names its file).
  '0898_document_originals': sqlMigration(
    sql`create table document_originals (id integer generated always as identity primary key)`,
    sql`insert into document_originals (id) overriding system value select id from documents`,
    sql`select setval(pg_get_serial_sequence('document_originals', 'id'),
          (select coalesce(max(id), 0) + 1 from document_originals), false)`,
    sql`alter table documents add column original_id integer references document_originals (id)`,
    sql`update documents set original_id = id`,
    sql`alter table documents alter column original_id set not null`,
    sql`create index documents_original_id on documents (original_id)`,
    sql`alter table document_files rename column document_id to original_id`,
    sql`alter table document_files drop constraint document_files_document_id_fkey`,
    sql`
        alter table document_files add constraint document_files_original_id_fkey
        foreign key (original_id) references document_originals (id) on delete cascade`,
    // An original goes with the last document that refers to it (deleted, or given a newer file). Its row is locked
    // first: of two transactions each removing one of its last two documents, the second waits for the first and
    // then sees its document gone (each statement of a function reads what was committed before it).
    sql`
        create function release_document_original() returns trigger language plpgsql as $$
        begin
          perform 1 from document_originals where id = old.original_id for update;
          delete from document_originals o where o.id = old.original_id
            and not exists (select from documents d where d.original_id = old.original_id);
          return null;
        end $$`,
    sql`
        create trigger documents_original_released after delete on documents
        for each row execute function release_document_original()`,
    sql`
        create trigger documents_original_replaced after update of original_id on documents
        for each row when (old.original_id is distinct from new.original_id) execute function release_document_original()`,
  ),
  // The home screen at tens of thousands of documents reads them a page at a time, newest first (document-pages.ts):
  // all of them (is there any?), those of a project, and those outside any, a few among many, in an index of their own.
  '0900_document_pages': sqlMigration(
    sql`create index documents_newest on documents (created_at, id)`,
    sql`create index documents_project_newest on documents (project_id, created_at, id)`,
    sql`create index documents_unfiled_newest on documents (created_at, id) where project_id is null`,
  ),
};
