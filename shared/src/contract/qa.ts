import { z } from 'zod';
import { Id, PageQuery } from './common.ts';
import { SpellingWord } from './spelling.ts';

/**
 * QA checks run on every saved target (and on the targets a file brings). Errors ask for confirmation before a
 * segment is approved; warnings can be ignored per segment, and an ignored warning counts nowhere.
 */
export const QaCheckId = z.enum([
  'inline-codes',
  'empty-paired-code',
  'inline-code-order',
  'numbers',
  'edge-whitespace',
  'double-spaces',
  'end-punctuation',
  'empty-approved',
  'same-as-source',
  'terminology',
  'forbidden-term',
  'deprecated-term',
  'length',
  'inconsistency',
  'spelling',
]);
export type QaCheckId = z.infer<typeof QaCheckId>;

export const QaSeverity = z.enum(['error', 'warning']);
export type QaSeverity = z.infer<typeof QaSeverity>;

/** One finding on a segment: `message` says what is wrong with this target. */
export const QaIssue = z.object({
  check: QaCheckId,
  severity: QaSeverity,
  message: z.string(),
  /** A warning the translator ignored for this segment (errors are never ignored). */
  ignored: z.boolean(),
  /** The `spelling` check's misspelled words, by their place in the target (`suggestions` empty: ask /spelling/check). */
  words: z.array(SpellingWord).optional(),
});
export type QaIssue = z.infer<typeof QaIssue>;

/**
 * Records filter on QA: `issues` lists segments with an error or a warning not ignored, `errors` those with an
 * error.
 */
export const QaRecordsFilter = z.enum(['any', 'issues', 'errors']);
export type QaRecordsFilter = z.infer<typeof QaRecordsFilter>;

/** `POST /document/records/{id}/qa/ignored`: ignore this warning on this segment. */
export const IgnoreQaBody = z.object({ check: QaCheckId });
export type IgnoreQaBody = z.infer<typeof IgnoreQaBody>;

export const QaIgnoredParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'is not a valid id (digits only)')
    .transform(Number)
    .pipe(Id),
  check: QaCheckId,
});

/** `GET /document/{id}/qa`: the counts, and a page of the segments with findings (of one check if named). */
export const QaReportQuery = PageQuery.pick({ page: true }).extend({ check: QaCheckId.optional() });
export type QaReportQuery = z.input<typeof QaReportQuery>;

export const QaCheckCount = z.object({
  check: QaCheckId,
  severity: QaSeverity,
  /** What the check looks for, as a heading. */
  title: z.string(),
  /** Segments where it is found and not ignored. */
  segments: z.number().int().min(0),
  /** Segments where the translator ignored it. */
  ignored: z.number().int().min(0),
  /** Why the check could not look at this document (spelling: no dictionary for its target language). */
  note: z.string().optional(),
});
export type QaCheckCount = z.infer<typeof QaCheckCount>;
