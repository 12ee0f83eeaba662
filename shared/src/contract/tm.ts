import { z } from 'zod';
import { Id, ProcessingStatus, Timestamp } from './common.ts';

/**
 * Translation memory as listed (spec §3: id, created_by, name; issue 5 adds languages, counts, status).
 * Owned by the tm domain (issue 5), which extends this file with its record and import shapes.
 */
export const TranslationMemory = z.object({
  id: Id,
  name: z.string(),
  created_by: Id,
  source_lang: z.string(),
  target_lang: z.string(),
  records_count: z.number().int().min(0),
  created_at: Timestamp,
  processing_status: ProcessingStatus,
  processing_progress: z.number().min(0).max(1),
  processing_error: z.string().nullable(),
});
export type TranslationMemory = z.infer<typeof TranslationMemory>;
export const TranslationMemoryList = z.array(TranslationMemory);
