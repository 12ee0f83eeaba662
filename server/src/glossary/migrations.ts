import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createTableWithId, importStateColumns, sqlMigration } from '../db/sql-migration.ts';

export const glossaryMigrations: Record<string, Migration> = {
  '0100_glossary': sqlMigration(
    createTableWithId(
      'glossaries',
      sql`
          name text not null,
          source_lang text not null,
          target_lang text not null,
          created_by integer not null references users (id),
          created_at timestamptz not null default date_trunc('milliseconds', now()),
          updated_at timestamptz not null default date_trunc('milliseconds', now()),
          ${importStateColumns},
          upload_time timestamptz,
          records_count integer not null default 0
        `,
    ),
    // Timestamps in milliseconds: what JSON carries, so an editor's `updated_at` compares equal to the row's.
    createTableWithId(
      'glossary_records',
      sql`
          glossary_id integer not null references glossaries (id) on delete cascade,
          source text not null,
          target text not null,
          comment text not null default '',
          created_by integer not null references users (id),
          created_at timestamptz not null default date_trunc('milliseconds', now()),
          updated_at timestamptz not null default date_trunc('milliseconds', now())
        `,
    ),
    // Pages and exports walk a glossary by id.
    sql`create index glossary_records_glossary_id on glossary_records (glossary_id, id)`,
    // Search: case-insensitive substring of source or target (pg_trgm, created by 0000_extensions).
    sql`create index glossary_records_source_trgm on glossary_records using gin (lower(source) gin_trgm_ops)`,
    sql`create index glossary_records_target_trgm on glossary_records using gin (lower(target) gin_trgm_ops)`,
  ),
  '0101_glossary_record_editor': sqlMigration(
    // Nullable without a default: PostgreSQL adds it without rewriting a table of a million records.
    sql`alter table glossary_records add column updated_by integer references users (id)`,
  ),
  '0102_glossary_import_report': sqlMigration(
    // What the last file import did (contract ImportReport); null for glossaries never imported.
    sql`alter table glossaries add column import_report jsonb`,
  ),
  '0103_glossary_import_updates': sqlMigration(
    // What an import in `update` mode will change in records the glossary held, applied in one transaction when
    // the file has been read through: a failed import changes none of them.
    sql`
        create table glossary_import_updates (
          record_id integer primary key references glossary_records (id) on delete cascade,
          glossary_id integer not null references glossaries (id) on delete cascade,
          comment text not null
        )`,
    sql`create index glossary_import_updates_glossary on glossary_import_updates (glossary_id)`,
  ),
  '0104_glossary_term_fields': sqlMigration(
    // Constant defaults: PostgreSQL adds these columns without rewriting a table of a million records.
    sql`
        alter table glossary_records
          add column status text not null default 'admitted'
            check (status in ('preferred', 'admitted', 'deprecated', 'forbidden')),
          add column definition text not null default '',
          add column part_of_speech text not null default '',
          add column case_sensitive boolean not null default false`,
    // An `update` import stages every field it gives a held record.
    sql`
        alter table glossary_import_updates
          add column status text not null default 'admitted',
          add column definition text not null default '',
          add column part_of_speech text not null default '',
          add column case_sensitive boolean not null default false`,
  ),
  '0105_glossary_record_sort': sqlMigration(
    // The records page sorts by these (record-sorting.ts SORT_KEYS, the same expressions), so a page of a 100k-term
    // glossary sorted by a column reads one page of an index instead of sorting every record. Terms by their
    // first 100 characters: a btree entry must stay under 2,704 bytes, which a whole 2,000-character term may not.
    sql`create index glossary_records_by_source on glossary_records (glossary_id, left(lower(source), 100), id)`,
    sql`create index glossary_records_by_target on glossary_records (glossary_id, left(lower(target), 100), id)`,
    sql`
        create index glossary_records_by_status on glossary_records (glossary_id,
          (case status when 'preferred' then 0 when 'admitted' then 1 when 'deprecated' then 2 else 3 end), id)`,
    sql`create index glossary_records_by_change on glossary_records (glossary_id, updated_at, id)`,
  ),
  '0106_glossary_record_sort_without_indexes': sqlMigration(
    // The sort indexes made imports slower than sorting without them is worth: a 60,000-term import took 40 s
    // instead of 30 on PGlite with the four (load 21), and the browser test's import still ran out of its minute with
    // the two on the terms. Sorted pages read the glossary's records instead (bench/glossary-search.ts times them).
    sql`drop index glossary_records_by_status`,
    sql`drop index glossary_records_by_change`,
    sql`drop index glossary_records_by_source`,
    sql`drop index glossary_records_by_target`,
  ),
};
