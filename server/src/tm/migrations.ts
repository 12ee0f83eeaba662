import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { canonicalLanguageCode } from '@tessera/shared/contract';
import { createTableWithId, importStateColumns, sqlMigration } from '../db/sql-migration.ts';

/**
 * The indexes of tm_units, as statements for a given table. The pair and lookup indexes are the partitioned
 * parent's: an import's table gets the same ones once loaded, so that attaching it as a partition adopts them.
 * The search indexes belong to each TM's partition (since 0203): an import builds them after the TM is usable.
 */
export const TM_UNITS_PAIR_INDEX = (table: string) =>
  // One unit per (source, target) pair in a TM: building it is how an import finds duplicates to merge
  // (repository.ts, finishImportTable). Hashes keep the index small whatever the segment length.
  `create unique index ${table}_pair on ${table} (tm_id, md5(source), md5(target))`;
// Named explicitly: built in parallel, default names would race for the same 'lower_idx' name.
export const TM_UNITS_LOOKUP_INDEXES = [
  (table: string) => `create index ${table}_tm_id on ${table} (tm_id, id)`,
  (table: string) => `create index ${table}_id on ${table} (id)`,
];
// Concordance search: case-insensitive substring of the plain text (pg_trgm, created by 0000_extensions);
// the source index is also what fuzzy matching will start from.
const TM_SEARCH_INDEX_STATEMENTS = [
  (table: string) => `create index ${table}_source_trgm on ${table} using gin (lower(source_text) gin_trgm_ops)`,
  (table: string) => `create index ${table}_target_trgm on ${table} using gin (lower(target_text) gin_trgm_ops)`,
];
// What 0206 gave every partition for the concordance's newest ids (a block range index), dropped by 0208.
const TM_ID_RANGES_INDEX = (table: string) =>
  `create index if not exists ${table}_id_ranges on ${table} using brin (id)`;
/**
 * A TM partition's search indexes while it is one id range (search-ranges.ts cuts a large one into ranges of
 * their own); `if not exists`, so that a build cut short can simply run again.
 */
export const TM_SEARCH_INDEXES = TM_SEARCH_INDEX_STATEMENTS.map(
  (statement) => (table: string) => statement(table).replace('create index ', 'create index if not exists '),
);
/** What 0200 created on the parent (as shipped). */
const TM_UNITS_INDEXES = [TM_UNITS_PAIR_INDEX, ...TM_UNITS_LOOKUP_INDEXES, ...TM_SEARCH_INDEX_STATEMENTS];

export const tmMigrations: Record<string, Migration> = {
  '0200_tm': {
    async up(db: Kysely<any>) {
      await createTableWithId(
        'translation_memories',
        sql`
          name text not null,
          source_lang text not null,
          target_lang text not null,
          created_by integer not null references users (id),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          ${importStateColumns},
          import_report jsonb,
          units_count integer not null default 0
        `,
      ).execute(db);
      // One partition per TM (tm_units_<id>): an import loads a table of its own without the search indexes,
      // builds them in bulk (measured ~3x faster than keeping two trigram GIN indexes up to date row by row:
      // 3.4 s vs 10 s per 100k units) and attaches it; a failed import drops its table, and deleting a TM drops
      // its partition instead of deleting rows.
      // Ids come from one sequence (identity columns cannot be shared with tables loaded before attaching).
      await sql`create sequence tm_units_id_seq as integer`.execute(db);
      await sql`
        create table tm_units (
          id integer not null default nextval('tm_units_id_seq'),
          tm_id integer not null references translation_memories (id) on delete cascade,
          source text not null,
          target text not null,
          source_text text not null,
          target_text text not null,
          creation_date timestamptz,
          change_date timestamptz,
          creation_id text,
          change_id text,
          props jsonb not null default '[]',
          notes jsonb not null default '[]',
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now()
        ) partition by list (tm_id)`.execute(db);
      for (const statement of TM_UNITS_INDEXES) await sql.raw(statement('tm_units')).execute(db);
    },
  },
  '0201_tm_unit_versions': sqlMigration(
    // A unit's updated_at is its version for the 409-on-stale-edit check: new units start at millisecond
    // precision, what JSON carries (edits advance it by NEXT_UNIT_VERSION, see repository.ts). Existing rows
    // keep their microseconds: the check compares at millisecond precision, so they need no rewrite.
    // Recurses to every TM's partition; tables of later imports copy the default (create table ... like).
    sql`alter table tm_units alter column updated_at set default date_trunc('milliseconds', now())`,
  ),
  '0202_tm_unit_tmx_details': sqlMigration(
    // A TU's tuid and usagecount and each language's own props and notes (TmxDetails), so an export gives
    // them back; null for the many units without any. A nullable column without default: no table rewrite.
    sql`alter table tm_units add column tmx_details jsonb`,
  ),
  '0203_tm_search_indexes_per_tm': {
    // The trigram indexes move from the partitioned parent to each TM's partition, so that an import can attach
    // its units and let users work while they are built: the two of them are most of a large import's time
    // (~37 s of CPU for 1M units). Dropping the parent's drops every partition's copy, rebuilt here.
    async up(db: Kysely<any>) {
      await sql`drop index if exists tm_units_source_trgm`.execute(db);
      await sql`drop index if exists tm_units_target_trgm`.execute(db);
      const partitions = await sql<{ name: string }>`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'tm_units'::regclass`.execute(db);
      for (const { name } of partitions.rows) {
        for (const statement of TM_SEARCH_INDEXES) await sql.raw(statement(name)).execute(db);
      }
    },
  },
  '0204_tm_failed_imports_keep_a_partition': {
    // A failed import leaves its TM an empty partition (import.ts, failImport), like a TM created empty, so it
    // takes units and another file; this gives one to failed TMs stored without it.
    async up(db: Kysely<any>) {
      const orphans = await sql<{ id: number }>`
        select id from translation_memories tm
        where processing_status = 'error'
          and not exists (select 1 from pg_inherits where inhrelid = to_regclass('tm_units_' || tm.id))`.execute(db);
      for (const { id } of orphans.rows) {
        const table = `tm_units_${Math.trunc(id)}`;
        await sql.raw(`drop table if exists ${table}`).execute(db);
        await sql.raw(`create table ${table} partition of tm_units for values in (${Math.trunc(id)})`).execute(db);
        for (const statement of TM_SEARCH_INDEXES) await sql.raw(statement(table)).execute(db);
      }
    },
  },
  '0205_tm_canonical_languages': {
    // TMs created or imported before the one rule kept codes as written ('iw', 'en-us'), while glossaries and
    // documents say 'he', 'en-US': they take the contract's canonical form. Only the TM rows (units store no
    // language), only those that differ: cheap whatever the TMs' size, and a second run changes nothing.
    async up(db: Kysely<any>) {
      const { rows } = await sql<{ id: number; source_lang: string; target_lang: string }>`
        select id, source_lang, target_lang from translation_memories`.execute(db);
      for (const row of rows) {
        const source = canonicalLanguageCode(row.source_lang);
        const target = canonicalLanguageCode(row.target_lang);
        if (source === row.source_lang && target === row.target_lang) continue;
        await sql`update translation_memories set source_lang = ${source}, target_lang = ${target}
          where id = ${row.id}`.execute(db);
      }
    },
  },
  '0206_tm_id_ranges': {
    // The id ranges' index of every TM's partition; later ones get it with their search indexes. One read of each
    // table: 23 s for 10M units on a machine of the CI's kind while a trigram index was built beside it.
    async up(db: Kysely<any>) {
      const partitions = await sql<{ name: string }>`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'tm_units'::regclass`.execute(db);
      for (const { name } of partitions.rows) await sql.raw(TM_ID_RANGES_INDEX(name)).execute(db);
    },
  },
  '0207_tm_units_tied_by_partition': {
    // A unit's TM is its partition's (one per TM, dropped before the TM's row: deleteTranslationMemory), so the
    // foreign key to translation_memories only cost: attaching an import's table validated it over every unit
    // (1.2 s of PGlite's one connection at 1M units, 133 ms on PostgreSQL), and meanwhile locked the TMs' table
    // against writes. Dropping the parent's key drops each partition's copy; no rows are read.
    async up(db: Kysely<any>) {
      const keys = await sql<{ name: string }>`
        select conname as name from pg_constraint where conrelid = 'tm_units'::regclass and contype = 'f'`.execute(db);
      for (const { name } of keys.rows) await sql`alter table tm_units drop constraint ${sql.id(name)}`.execute(db);
    },
  },
  '0208_tm_no_id_ranges_index': {
    // A concordance page no longer ANDs a range of the newest ids from a block range index with a trigram bitmap
    // over the whole TM: a large TM is cut into id ranges with trigram indexes of their own (search-ranges.ts).
    async up(db: Kysely<any>) {
      const partitions = await sql<{ name: string }>`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'tm_units'::regclass`.execute(db);
      for (const { name } of partitions.rows) await sql.raw(`drop index if exists ${name}_id_ranges`).execute(db);
    },
  },
};
