import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

export const tmMigrations: Record<string, Migration> = {
  '0200_tm': {
    async up(db: Kysely<any>) {
      await sql`
        create table translation_memories (
          id integer generated always as identity primary key,
          name text not null,
          source_lang text not null,
          target_lang text not null,
          created_by integer not null references users (id),
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          processing_status text not null default 'done'
            check (processing_status in ('pending', 'uploaded', 'processing', 'done', 'error')),
          processing_progress double precision not null default 1,
          processing_error text,
          import_report jsonb,
          units_count integer not null default 0
        )`.execute(db);
      await sql`
        create table tm_units (
          id integer generated always as identity primary key,
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
        )`.execute(db);
      // One unit per (source, target) pair in a TM: imports merge duplicates through ON CONFLICT on this index.
      // Hashes keep the index small whatever the segment length.
      await sql`create unique index tm_units_pair on tm_units (tm_id, md5(source), md5(target))`.execute(db);
      await sql`create index tm_units_tm_id on tm_units (tm_id, id)`.execute(db);
      // Concordance search: case-insensitive substring of the plain text (pg_trgm, created by 0000_extensions).
      await sql`create index tm_units_source_trgm on tm_units using gin (lower(source_text) gin_trgm_ops)`.execute(db);
      await sql`create index tm_units_target_trgm on tm_units using gin (lower(target_text) gin_trgm_ops)`.execute(db);
    },
  },
};
