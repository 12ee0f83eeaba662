import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ImportReport, ProcessingStatus } from '@tessera/shared/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface GlossariesTable {
  id: Generated<number>;
  name: string;
  source_lang: string;
  target_lang: string;
  created_by: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  processing_status: ColumnType<ProcessingStatus, ProcessingStatus | undefined, ProcessingStatus>;
  /** 0..1 while an import runs; 1 when done. */
  processing_progress: ColumnType<number, number | undefined, number>;
  /** Why the import failed, written for the user. */
  processing_error: string | null;
  /** When the imported file was uploaded; null for glossaries created empty. */
  upload_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Kept up to date by every write, so neither the list nor an unfiltered page counts a million rows. */
  records_count: ColumnType<number, number | undefined, number>;
  /** What the last file import did (JSON text in, parsed JSON out on PostgreSQL). */
  import_report: ColumnType<ImportReport | string | null, string | null | undefined, string | null>;
}

export interface GlossaryRecordsTable {
  id: Generated<number>;
  glossary_id: number;
  source: string;
  target: string;
  comment: ColumnType<string, string | undefined, string>;
  created_by: number;
  /** The user of the last edit through the API; null until the record is first edited. */
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  /** Millisecond precision, strictly increasing per record: the version an editor sends back (409 when stale). */
  updated_at: Timestamp;
}

export interface GlossaryTables {
  glossaries: GlossariesTable;
  glossary_records: GlossaryRecordsTable;
}

export type GlossaryRow = Selectable<GlossariesTable>;
export type GlossaryRecordRow = Selectable<GlossaryRecordsTable>;
