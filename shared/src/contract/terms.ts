import { z } from 'zod';
import { Id } from './common.ts';
import { TextRange } from './matching.ts';
import { TermMatch, TermStatus } from './glossary.ts';

/**
 * Term hits: the terms of a document's glossaries found in a segment's source. Server:
 * server/src/glossary/terms (README.md there: how words, inflections, case and inline codes are matched).
 */

/** At most this many hits per segment (the longest terms first where more are found). */
export const MAX_TERM_HITS = 50;

/**
 * One glossary record found in a segment's source. `ranges` are [start, end) offsets in UTF-16 code units into
 * the record's `source` exactly as the API returns it, inline-code tokens (`\u0001n\u0002`) counted with their
 * full length; a range never starts or ends inside a token, and may span one (a term across a <b> tag).
 */
export const TermHit = z.object({
  id: Id,
  source: z.string(),
  target: z.string(),
  comment: z.string(),
  /** The term's standing: the editor marks deprecated and forbidden ones. */
  status: TermStatus,
  definition: z.string(),
  part_of_speech: z.string(),
  /** The rule the term was found by, which the target check follows too. */
  match_rule: TermMatch,
  glossary: z.object({ id: Id, name: z.string() }),
  ranges: z.array(TextRange).min(1),
});
export type TermHit = z.infer<typeof TermHit>;

/**
 * GET /document/records/{rid}/glossary_records: in source order, longest match first: ordered by where the term
 * first occurs in the source, then longer matches first, then by the glossary's priority in the document; a term
 * found only inside a longer term's match comes after that longer term.
 */
export const TermHitList = z.array(TermHit);
export type TermHitList = z.infer<typeof TermHitList>;

/** The term hits of each segment asked for (GET /document/{id}/glossary_records?records=), in the order asked. */
export const SegmentsTermHits = z.array(z.object({ record_id: Id, hits: TermHitList }));
export type SegmentsTermHits = z.infer<typeof SegmentsTermHits>;
