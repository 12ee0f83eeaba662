import { z } from 'zod';
import { Id } from './common.ts';
import { DocumentRecord } from './documents.ts';
import { QaCheckCount } from './qa.ts';

/** `GET /document/{id}/qa` (apart from qa.ts: it lists records, and the record schema holds QA findings). */
export const QaReport = z.object({
  document_id: Id,
  /** Every registered check, in the order the editor lists them, with zero counts too. */
  checks: z.array(QaCheckCount),
  /** Segments with an error, and with any finding not ignored. */
  segments_with_errors: z.number().int().min(0),
  segments_with_issues: z.number().int().min(0),
  /** A page of segments with findings (ignored ones included), in file order. */
  segments: z.array(DocumentRecord),
  total_rows: z.number().int().min(0),
});
export type QaReport = z.infer<typeof QaReport>;
