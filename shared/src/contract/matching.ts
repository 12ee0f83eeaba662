import { z } from 'zod';
import { Id, MAX_ID, Timestamp, searchPageOf } from './common.ts';
import { MAX_LOOKUP_SEGMENTS, MIN_MATCH_SIMILARITY } from './plain.ts';

/**
 * Translation memories and glossaries a document uses, fuzzy matches for its segments and the TM concordance.
 * Server: server/src/tm/matching (README.md there: the similarity formula and the matcher's design).
 */

/** `read`: looked up for matches; `write`: also receives every segment approved in the document. */
export const TmLinkMode = z.enum(['read', 'write']);
export type TmLinkMode = z.infer<typeof TmLinkMode>;

/**
 * A TM a document uses; `position` 0 is looked up with the highest priority (ties between equal matches).
 * `inherited`: the document has no list of its own and uses its project's.
 */
export const DocumentTmLink = z.object({
  id: Id,
  name: z.string(),
  mode: TmLinkMode,
  position: z.number().int().min(0),
  inherited: z.boolean(),
});
export type DocumentTmLink = z.infer<typeof DocumentTmLink>;
export const DocumentTmLinks = z.array(DocumentTmLink);

/** At most this many TMs or glossaries per document. */
export const MAX_DOCUMENT_LINKS = 50;

const distinctIds = <T extends { id: number }>(items: T[]) =>
  new Set(items.map((item) => item.id)).size === items.length;

/** The TMs a PUT of a document's or a project's list sends, in priority order, each once. */
export const PutTmLinkList = z
  .array(z.object({ id: Id, mode: TmLinkMode }).strict())
  .max(MAX_DOCUMENT_LINKS)
  .refine(distinctIds, 'each translation memory may be listed once');

/** The glossaries a PUT of a document's or a project's list sends, in priority order, each once. */
export const PutGlossaryLinkList = z
  .array(z.object({ id: Id }).strict())
  .max(MAX_DOCUMENT_LINKS)
  .refine(distinctIds, 'each glossary may be listed once');

/**
 * PUT /document/{id}/translation_memories: the whole list, in priority order (replaces the previous one and
 * overrides the project's). `inherit: true` drops the document's own list: it uses its project's again.
 */
export const PutDocumentTmLinksBody = z.object({ memories: PutTmLinkList, inherit: z.boolean().optional() }).strict();
export type PutDocumentTmLinksBody = z.infer<typeof PutDocumentTmLinksBody>;

export const DocumentGlossaryLink = z.object({
  id: Id,
  name: z.string(),
  position: z.number().int().min(0),
  inherited: z.boolean(),
});
export type DocumentGlossaryLink = z.infer<typeof DocumentGlossaryLink>;
export const DocumentGlossaryLinks = z.array(DocumentGlossaryLink);

/** PUT /document/{id}/glossaries: the whole list, in priority order; `inherit: true` uses the project's again. */
export const PutDocumentGlossaryLinksBody = z
  .object({ glossaries: PutGlossaryLinkList, inherit: z.boolean().optional() })
  .strict();
export type PutDocumentGlossaryLinksBody = z.infer<typeof PutDocumentGlossaryLinksBody>;

/** GET/PUT /document/{id}/match_settings. */
export const DocumentMatchSettings = z
  .object({
    display_threshold: z.number().int().min(MIN_MATCH_SIMILARITY).max(100),
  })
  .strict();
export type DocumentMatchSettings = z.infer<typeof DocumentMatchSettings>;

/**
 * One fuzzy match of GET /document/records/{rid}/substitutions (up to 10, best first).
 * - `source`: the TM unit's source as plain text (compare it with the segment's source to show the difference);
 * - `target`: ready to insert into this segment: the unit's inline codes mapped onto the segment's own code
 *   tokens (`\u0001n\u0002`), codes the segment lacks left out, the segment's codes the target lacks at the end;
 *   saving it never fails the segment's inline-code check;
 * - `target_text`: the unit's target as plain text;
 * - `similarity`: 50-100; 100 only for identical text and codes (formula: the matcher's README).
 */
export const Substitution = z.object({
  source: z.string(),
  target: z.string(),
  target_text: z.string(),
  similarity: z.number().int().min(MIN_MATCH_SIMILARITY).max(100),
  tm_id: Id,
  tm_name: z.string(),
  unit_id: Id,
  updated_at: Timestamp,
  /** When the unit was last changed: its TMX changedate, else creationdate, else when it came into the TM. */
  changed_at: Timestamp,
  /** Who last changed the unit (TMX changeid, else creationid); null when the file did not say. */
  updated_by: z.string().nullable(),
});
export type Substitution = z.infer<typeof Substitution>;
export const SubstitutionList = z.array(Substitution);

/**
 * `?records=1,2,3`: segments of one document looked up at once (the editor asks for the next screenful's matches
 * and term hits in one request); each named once, in the order wanted.
 */
export const SegmentBatchQuery = z.object({
  records: z
    .string()
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, 'must be comma-separated segment ids such as "1,2"')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive('is not a valid id').max(MAX_ID, 'is not a valid id'))
        .max(MAX_LOOKUP_SEGMENTS, `names more than ${MAX_LOOKUP_SEGMENTS} segments`),
    ),
});
export type SegmentBatchQuery = z.input<typeof SegmentBatchQuery>;

/** The matches of each segment asked for, in the order asked. */
export const SegmentsSubstitutions = z.array(z.object({ record_id: Id, matches: SubstitutionList }));
export type SegmentsSubstitutions = z.infer<typeof SegmentsSubstitutions>;

/** Query of GET /translation_memory/search. */
export const ConcordanceQuery = z.object({
  /** Words looked for (case-insensitive, in any order, each a substring of the text searched in). */
  query: z.string().trim().min(1, 'query is required').max(500),
  /**
   * Where the words are looked for: the units' source, their target, or either (every word in one of them). The
   * editor asks the source first, as CAT tools' concordance does: either reads both columns' indexes.
   */
  search_in: z.enum(['source', 'target', 'either']).default('either'),
  /** Comma-separated TM ids ("1,2"); all TMs when left out. */
  tm_ids: z
    .string()
    .regex(/^[0-9]{1,10}(,[0-9]{1,10}){0,49}$/, 'must be comma-separated ids such as "1,2"')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive('is not a valid id').max(MAX_ID, 'is not a valid id')))
    .optional(),
  page: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ConcordanceQuery = z.input<typeof ConcordanceQuery>;

/** [start, end) offsets (UTF-16 code units) of a query word in a plain text: what the screen highlights. */
export const TextRange = z.tuple([
  z.number().int().min(0).describe('start offset'),
  z.number().int().min(0).describe('end offset (exclusive)'),
]);

export const ConcordanceHit = z.object({
  unit_id: Id,
  tm_id: Id,
  tm_name: z.string(),
  /** TMX markup, as in TM records. */
  source: z.string(),
  target: z.string(),
  source_text: z.string(),
  target_text: z.string(),
  /** Where the query's words occur in source_text and target_text (sorted, not overlapping). */
  source_highlights: z.array(TextRange),
  target_highlights: z.array(TextRange),
  updated_at: Timestamp,
  /** As in a match: the unit's own date of last change. */
  changed_at: Timestamp,
  updated_by: z.string().nullable(),
});
export type ConcordanceHit = z.infer<typeof ConcordanceHit>;
/** `PAGE_SIZE` hits per page, newest first. */
export const ConcordancePage = searchPageOf(ConcordanceHit);
export type ConcordancePage = z.infer<typeof ConcordancePage>;
