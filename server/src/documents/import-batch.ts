import { inlineText } from '@tessera/shared/contract';
import { pgArrayLiteral, pgJsonArrayLiteral } from '../db/array-literal.ts';
import type { ParsedSegment, XliffHeader } from '../formats/xliff/walker.ts';

/**
 * A batch of parsed segments as the columns of one `INSERT ... SELECT FROM unnest(...)` into document_records,
 * each column already written as a PostgreSQL array literal. The parsing worker (import-worker.ts) builds
 * them, so the main thread passes sixteen strings per batch to the database instead of serialising
 * thousands of values itself.
 */
export interface SegmentColumns {
  count: number;
  positions: string;
  unitIds: string;
  segmentIds: string;
  source: string;
  sourceText: string;
  target: string;
  targetText: string;
  /** JSON text of each segment's inline codes. */
  codes: string;
  approved: string;
  rejected: string;
  state: string;
  locked: string;
  note: string;
  context: string;
  words: string;
  maxWidths: string;
}

/** `firstPosition` is the document-order number of the batch's first segment. */
export function toSegmentColumns(segments: readonly ParsedSegment[], firstPosition: number): SegmentColumns {
  const column = (pick: (segment: ParsedSegment) => string | number | boolean | null) =>
    pgArrayLiteral(segments.map(pick));
  return {
    count: segments.length,
    positions: pgArrayLiteral(segments.map((_segment, i) => firstPosition + i)),
    unitIds: column((s) => s.unitId),
    segmentIds: column((s) => s.segmentId),
    source: column((s) => s.source),
    sourceText: column((s) => s.sourceText),
    target: column((s) => s.target),
    // Text without codes skips the regex.
    targetText: column((s) => (s.target.indexOf('\u0001') < 0 ? s.target : inlineText(s.target))),
    codes: pgJsonArrayLiteral(segments.map((s) => s.codes)),
    approved: column((s) => s.approved),
    rejected: column((s) => s.rejected),
    state: column((s) => s.state),
    locked: column((s) => s.locked),
    note: column((s) => s.note),
    context: column((s) => s.context),
    words: column((s) => s.words),
    maxWidths: column((s) => s.maxWidth),
  };
}

/** What the XLIFF import worker is started with. */
export interface XliffWorkerData {
  filePath: string;
  batchSize: number;
  /** For an XLIFF 2.0 file without trgLang: the target language chosen at upload. */
  targetLanguage?: string | undefined;
}

/** One batch the XLIFF import worker posts (jobs/worker-batches.ts). */
export interface SegmentBatch {
  columns: SegmentColumns;
  /** Bytes of the file read so far (for progress). */
  bytesRead: number;
}

/** The worker's result once the whole file is read. */
export interface XliffReadResult {
  header: XliffHeader;
  segments: number;
}
