import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../../db/sql-migration.ts';

export const qaMigrations: Record<string, Migration> = {
  '0370_document_qa': sqlMigration(
    // The findings as the editor shows them, the warnings ignored (check ids), and two counts kept with
    // them so that filters and progress read a number instead of unpacking JSON.
    sql`
        alter table document_records
          add column qa jsonb not null default '[]',
          add column qa_ignored jsonb not null default '[]',
          add column qa_open integer not null default 0,
          add column qa_errors integer not null default 0,
          add column max_width integer`,
    // The "with QA issues" filter and the report page through the few segments with findings.
    sql`create index document_records_qa on document_records (document_id, position) where qa <> '[]'::jsonb`,
    // Repetitions of a source (inconsistent translations); hashed: a source can outgrow a b-tree entry.
    sql`create index document_records_source_hash on document_records (document_id, md5(source))`,
  ),
  // The planner's statistics of md5(source), which the lookup of a batch's sources (qa/repository.ts,
  // inconsistentSources) is planned by. An index's expression is sampled only by an analyze of the whole table, and
  // the embedded database's after an import samples three columns (refreshSegmentStatistics): planned without them,
  // the lookup of a 1,000-segment batch's sources scanned the whole document, 0.5-2 s per batch for 300,000 segments.
  // A statistics object on the expression is built by that analyze too.
  '0855_document_source_statistics': sqlMigration(
    sql`create statistics document_records_md5_source on (md5(source)) from document_records`,
  ),
};
