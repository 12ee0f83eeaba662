import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** A segment's origin, history, comments and repetitions: 0360-0369. */
export const historyMigrations: Record<string, Migration> = {
  '0360_segment_origin': {
    async up(db: Kysely<any>) {
      await sql`
        alter table document_records
          add column origin text check (origin in ('import', 'tm-exact', 'tm-fuzzy', 'repetition', 'mt', 'manual')),
          add column match_percent double precision check (match_percent between 0 and 100)`.execute(db);
      await sql`update document_records set origin = case when dirty then 'manual' else 'import' end where target !~ '^[[:space:]]*$'`.execute(db);
      // Repetitions are segments with the same source, codes included (the same token ids standing for the same
      // markup): one hash of both, computed by the database on every insert, and an index to find a group.
      await sql`
        alter table document_records
          add column source_hash uuid generated always as (md5(source || codes::text)::uuid) stored`.execute(db);
      await sql`create index document_records_repetitions on document_records (document_id, source_hash)`.execute(db);
    },
  },
};
