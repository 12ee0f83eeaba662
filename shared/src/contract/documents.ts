import { z } from 'zod';
import { Id, ProcessingStatus, Timestamp } from './common.ts';

/**
 * Document as listed (spec §3: id, created_by, records_count, approved_records_count, name, status, type;
 * issue 6 adds word counts and languages). Owned by the documents domain (issue 6), which extends this file.
 */
export const DocumentType = z.enum(['XLIFF']);
export const Document = z.object({
  id: Id,
  created_by: Id,
  name: z.string(),
  type: DocumentType,
  status: ProcessingStatus,
  processing_error: z.string().nullable(),
  records_count: z.number().int().min(0),
  approved_records_count: z.number().int().min(0),
  words_count: z.number().int().min(0),
  approved_words_count: z.number().int().min(0),
  source_lang: z.string(),
  target_lang: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Document = z.infer<typeof Document>;
export const DocumentList = z.array(Document);
