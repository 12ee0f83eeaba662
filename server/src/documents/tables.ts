import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  DocumentFormatType,
  DocumentReviewMarks,
  InlineCode,
  ProcessingStatus,
  QaCheckId,
  QaIssue,
  RepetitionPropagation,
  SegmentBlock,
  SegmentPlace,
  SegmentOrigin,
} from '@tessera/shared/contract';
import type { Timestamp, Timestamps } from '../db/column-types.ts';

type Count = ColumnType<number, number | undefined, number>;

export interface DocumentsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  /** The SRX rules it was read with, its project's at the time; null for Tessera's own. Downloads cut by the same. */
  segmentation: ColumnType<string | null, string | null | undefined, string | null>;
  /** Subtitle cues that continue a sentence read as one segment (formats ReadOptions.joinCues). */
  join_cues: ColumnType<boolean, boolean | undefined, boolean>;
  /**
   * The `readerVersion` of its format its segments were read with (formats/document.ts): where the format's is
   * another now, the original reads into other positions (reader-upgrade.ts).
   */
  reader_version: ColumnType<number, number | undefined, number>;
  /** The document's format (formats/document-formats.ts). */
  type: ColumnType<DocumentFormatType, DocumentFormatType | undefined, DocumentFormatType>;
  status: ColumnType<ProcessingStatus, ProcessingStatus | undefined, ProcessingStatus>;
  processing_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The tracked changes and comments its file held (contract Document review_marks); null where not counted. */
  review_marks: ColumnType<DocumentReviewMarks | null, string | null | undefined, string | null>;
  /** '1.2' or '2.0' once read; decides how edits are written back. */
  xliff_version: ColumnType<string | null, string | null | undefined, string | null>;
  source_lang: ColumnType<string, string | undefined, string>;
  target_lang: ColumnType<string, string | undefined, string>;
  created_by: number;
  /**
   * Kept by the database on every insert, update and delete of its segments (assignments migration 0540):
   * listing never counts rows. Approved is done in translation, reviewed in review (review_level >= 1), reviewed
   * again in review-2 (review_level 2). Records and words are all the document's; the locked ones (translate="no",
   * migration 0743) are counted apart too and are never approved or reviewed in these counts: a step's progress is
   * over the segments not locked.
   */
  records_count: Count;
  approved_records_count: Count;
  words_count: Count;
  approved_words_count: Count;
  reviewed_records_count: Count;
  reviewed_words_count: Count;
  reviewed_again_records_count: Count;
  reviewed_again_words_count: Count;
  locked_records_count: Count;
  locked_words_count: Count;
  /**
   * The package (handoffs) the document is out in: its segments change only by that package's return until it is
   * back or taken back (migration 0901). Null when it is in Tessera.
   */
  handoff_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Translated: a target not blank nor rejected (documents/progress.ts), not locked (migration 0899). */
  translated_records_count: Count;
  translated_words_count: Count;
  /** Open comments on its segments, kept by the database (migration 0362). */
  open_comments: ColumnType<number, never, never>;
  /** Size of the original file in bytes. */
  file_size: ColumnType<number, number | undefined, number>;
  /** The project it belongs to (its links are the document's unless it has its own). */
  project_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its own TM list applies rather than its project's. */
  own_translation_memories: ColumnType<boolean, boolean | undefined, boolean>;
  own_glossaries: ColumnType<boolean, boolean | undefined, boolean>;
  /** What approving a segment does to its repetitions not approved yet (contract repetitions.ts). */
  repetition_propagation: ColumnType<RepetitionPropagation, RepetitionPropagation | undefined, RepetitionPropagation>;
  /**
   * Its original file (document_files): shared by the documents made of one upload, one per target language
   * (migration 0898), removed with the last of them.
   */
  original_id: number;
}

/** An uploaded file, stored once for every document made of it. */
export interface DocumentOriginalsTable {
  id: Generated<number>;
}

/**
 * An original file, gzip-compressed, in ~256 KB chunks: the download rewrites it (see formats/xliff/README.md).
 */
export interface DocumentFilesTable {
  original_id: number;
  seq: number;
  data: Uint8Array;
}

export interface DocumentRecordsTable {
  id: Generated<number>;
  document_id: number;
  /** Ordinal of the segment in the file: how the download finds it again. */
  position: number;
  unit_id: string;
  segment_id: string | null;
  /** Text with inline-code tokens (see contract documents.ts). */
  source: string;
  /** Plain text (no codes): search and word counts. */
  source_text: string;
  target: string;
  target_text: string;
  codes: ColumnType<InlineCode[], string, string>;
  approved: boolean;
  state: string | null;
  locked: boolean;
  note: string | null;
  context: string | null;
  words: number;
  /**
   * How far its review went (migration 0520): 0 not reviewed, 1 reviewed (in the review step, or signed off in its
   * file), 2 reviewed again in review-2. Only an approved segment is reviewed; a changed target is not.
   */
  review_level: ColumnType<number, number | undefined, number>;
  /** A reviewer rejected the target (or the file said so): until the target changes or is approved. */
  rejected: ColumnType<boolean, boolean | undefined, boolean>;
  /** Changed in the tool since import: only these are written into the downloaded file. */
  dirty: ColumnType<boolean, boolean | undefined, boolean>;
  /** Where the target came from (contract segment-origin.ts); null for an empty target from the file. */
  origin: ColumnType<SegmentOrigin | null, SegmentOrigin | null | undefined, SegmentOrigin | null>;
  match_percent: ColumnType<number | null, number | null | undefined, number | null>;
  /** md5 of source and codes, written by the database: segments with the same hash are repetitions. */
  source_hash: ColumnType<string, never, never>;
  /** How many other segments share its source hash, written when the import ends. */
  repetitions: Count;
  /** Open comments on it, kept by the database (migration 0362). */
  open_comments: ColumnType<number, never, never>;
  updated_at: Timestamp;
  /** QA findings of the target as saved (qa/registry.ts), with the warnings ignored on this segment. */
  qa: ColumnType<QaIssue[], string | undefined, string>;
  qa_ignored: ColumnType<QaCheckId[], string | undefined, string>;
  /** Findings not ignored, and errors: what filters and progress count. */
  qa_open: Count;
  qa_errors: Count;
  /** The source its translation was made for, kept when a pull changed the source (git/pull.ts); null otherwise. */
  previous_source: ColumnType<string | null, string | null | undefined, string | null>;
  /** A translation changed upstream that lost to one changed here since the last pull (git/pull.ts). */
  upstream_target: ColumnType<string | null, string | null | undefined, string | null>;
  /** Most characters the target may have (XLIFF maxwidth, size-unit="char"; ARB x-maxLength); null without a limit. */
  max_width: ColumnType<number | null, number | null | undefined, number | null>;
  /** Where it sits in the document's structure (contract preview.ts, SegmentBlock), where its format says. */
  block: ColumnType<SegmentBlock | null, string | null | undefined, string | null>;
  /** Where it sits in its document (contract segment-place.ts), where its format says; migration 0892. */
  place: ColumnType<SegmentPlace | null, string | null | undefined, string | null>;
  /**
   * A translation file's own text for this segment's unit, as the file writes it, where the segment's codes could
   * not hold it (a message whose plurals or cases differ from the source's): downloads write it while the segment
   * has no target, so a file read in and downloaded again keeps it. Null otherwise.
   */
  kept_text: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An approved segment waiting to be written into its document's TMs (see tm-write-backs.ts). */
export interface TmWriteBacksTable {
  record_id: number;
  /** Username the TM unit is written as. */
  author: string;
  queued_at: Timestamp;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A table cell with nothing to translate and the value it shows (contract PreviewValueCell), for the preview. */
export interface DocumentValueCellsTable {
  document_id: number;
  cell_table: number;
  cell_row: number;
  cell_col: number;
  value: string;
}

export interface DocumentsTables {
  documents: DocumentsTable;
  document_originals: DocumentOriginalsTable;
  document_files: DocumentFilesTable;
  document_records: DocumentRecordsTable;
  document_value_cells: DocumentValueCellsTable;
  tm_write_backs: TmWriteBacksTable;
}

export type DocumentRow = Selectable<DocumentsTable>;
export type DocumentRecordRow = Selectable<DocumentRecordsTable>;
