import { z } from 'zod';
import { SEGMENT_ORIGINS } from './plain.ts';

/**
 * Where a segment's current target came from:
 * - `import`: it was in the uploaded file;
 * - `tm-exact` / `tm-fuzzy`: a translation-memory match (100 % or below), inserted by a translator or by
 *   pre-translation;
 * - `repetition`: copied from another segment of the document with the same source (codes included);
 * - `mt`: machine translation;
 * - `term`: a glossary term's target inserted into an empty or typed target (a term inserted into a TM or MT
 *   insert not saved yet leaves that origin: the term only patches the match);
 * - `manual`: typed or edited by a translator.
 * An empty target that came with the file has no origin (null).
 */
export const SegmentOrigin = z.enum(SEGMENT_ORIGINS);
export type SegmentOrigin = z.infer<typeof SegmentOrigin>;

/** A match score as the editor shows it, 0-100 (null where the origin has none: import, manual). */
export const MatchPercent = z.number().min(0).max(100);
