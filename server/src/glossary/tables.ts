import type { ColumnType, Generated, Selectable } from 'kysely';
import type { GlossaryImportReport, TermMatch, TermStatus } from '@tessera/shared/contract';
import type { ImportedResourceColumns, Timestamps } from '../db/column-types.ts';

export interface GlossariesTable extends ImportedResourceColumns {
  /** When the imported file was uploaded; null for glossaries created empty. */
  upload_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Kept up to date by every write, so neither the list nor an unfiltered page counts a million rows. */
  records_count: ColumnType<number, number | undefined, number>;
  /** What the last file import did (JSON text in, parsed JSON out on PostgreSQL). */
  import_report: ColumnType<GlossaryImportReport | string | null, string | null | undefined, string | null>;
}

/**
 * A glossary's term. Its `updated_at` has millisecond precision, strictly increasing per record: the version an
 * editor sends back (409 when stale).
 */
export interface GlossaryRecordsTable extends Timestamps {
  id: Generated<number>;
  glossary_id: number;
  source: string;
  target: string;
  comment: ColumnType<string, string | undefined, string>;
  status: ColumnType<TermStatus, TermStatus | undefined, TermStatus>;
  definition: ColumnType<string, string | undefined, string>;
  part_of_speech: ColumnType<string, string | undefined, string>;
  case_sensitive: ColumnType<boolean, boolean | undefined, boolean>;
  /** How the term is found in a text (terms/README.md "Match rules"). */
  match_rule: ColumnType<TermMatch, TermMatch | undefined, TermMatch>;
  created_by: number;
  /** The user of the last edit through the API; null until the record is first edited. */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Changes an `update` import has found for records the glossary held, applied once the file is read through. */
export interface GlossaryImportUpdatesTable {
  record_id: number;
  glossary_id: number;
  comment: string;
  status: TermStatus;
  definition: string;
  part_of_speech: string;
  case_sensitive: boolean;
}

export interface GlossaryTables {
  glossaries: GlossariesTable;
  glossary_records: GlossaryRecordsTable;
  glossary_import_updates: GlossaryImportUpdatesTable;
}

export type GlossaryRow = Selectable<GlossariesTable>;
export type GlossaryRecordRow = Selectable<GlossaryRecordsTable>;
