import { inlineText } from '@tessera/shared/contract/segment-text';
import { literalColumns, pgArrayLiteral, pgJsonArrayLiteral } from '../db/array-literal.ts';
import type { DocumentFormatType } from '@tessera/shared/contract';
import type { DocumentLanguages, DocumentReadResult, DocumentSegment } from '../formats/document.ts';

/** Segment fields stored as they are, one column each. */
const PLAIN_FIELDS = [
  'unitId',
  'segmentId',
  'source',
  'sourceText',
  'target',
  'approved',
  'rejected',
  'origin',
  'state',
  'locked',
  'note',
  'context',
  'words',
  'maxWidth',
] as const;

/**
 * A batch of parsed segments as the columns of one `INSERT ... SELECT FROM unnest(...)` into document_records,
 * each column already written as a PostgreSQL array literal and named after the segment's field. The parsing
 * worker (import-worker.ts) builds them, so the main thread passes eighteen strings per batch to the database
 * instead of serialising thousands of values itself.
 */
export type SegmentColumns = Record<(typeof PLAIN_FIELDS)[number], string> & {
  count: number;
  /** Each segment's document-order number. */
  positions: string;
  targetText: string;
  /** JSON text of each segment's inline codes. */
  codes: string;
  /** JSON text of each segment's block, NULL where the format gives none. */
  blocks: string;
  /** JSON text of each segment's place, NULL where the format gives none. */
  places: string;
};

/** `firstPosition` is the document-order number of the batch's first segment. */
export function toSegmentColumns(segments: readonly DocumentSegment[], firstPosition: number): SegmentColumns {
  return {
    count: segments.length,
    positions: pgArrayLiteral(segments.map((_segment, i) => firstPosition + i)),
    ...literalColumns(segments, PLAIN_FIELDS, pgArrayLiteral),
    // Text without codes skips the regex.
    targetText: pgArrayLiteral(segments.map((s) => (s.target.indexOf('\u0001') < 0 ? s.target : inlineText(s.target)))),
    codes: pgJsonArrayLiteral(segments.map((s) => s.codes)),
    blocks: pgJsonArrayLiteral(segments.map((s) => s.block ?? null)),
    places: pgJsonArrayLiteral(segments.map((s) => s.place ?? null)),
  };
}

/** How one reading of the file cuts and reads it: a file read for several target languages may need several. */
export interface ReadingOptions {
  /** The languages chosen at upload, for a file that does not state them. */
  languages?: DocumentLanguages;
  /** The SRX rules to cut sentences by, when not Tessera's own. */
  segmentation?: string | null;
  /** Subtitles: cues that continue a sentence are one segment. */
  joinCues?: boolean;
}

/** What the document import worker is started with: the file and each reading of it, done one after the other. */
export interface DocumentWorkerData {
  filePath: string;
  format: DocumentFormatType;
  batchSize: number;
  readings: ReadingOptions[];
}

/** One batch the document import worker posts (jobs/worker-batches.ts). */
export interface SegmentBatch {
  /** The reading it belongs to (its index in `readings`). */
  reading: number;
  columns: SegmentColumns;
  /** Bytes of the file read so far in this reading (for progress). */
  bytesRead: number;
}

/** The worker's result once the whole file is read: one per reading, in their order. */
export type { DocumentReadResult };
