import { z } from 'zod';
import { Id, IdParam, Timestamp } from './common.ts';
import { WorkflowStep } from './assignments.ts';
import { UserRef } from './users.ts';

/**
 * A reviewer's judgement of segments and the document's quality (LQA). A reviewer rejects a segment with a reason,
 * or corrects its target, and either may carry errors of the project's typology (categories × severities, each
 * severity weighing so many penalty points); the document's score is its penalty points per 1,000 words, passing at
 * or under the project's threshold. Server: server/src/review.
 */

/** An id in a typology: lower-case letters, digits and hyphens (`locale-convention`). */
export const LqaKey = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and hyphens (at most 40)');

/** A kind of error (MQM's accuracy, fluency…); `label` is what screens show. */
export const LqaCategory = z.object({ id: LqaKey, label: z.string().trim().min(1).max(100) }).strict();
export type LqaCategory = z.infer<typeof LqaCategory>;

/** How bad an error is, and the penalty points each error of it weighs. */
export const LqaSeverity = z
  .object({ id: LqaKey, label: z.string().trim().min(1).max(100), weight: z.number().min(0).max(1000) })
  .strict();
export type LqaSeverity = z.infer<typeof LqaSeverity>;

/** The errors a reviewer may record: every category goes with every severity. Ids are unique in each list. */
export const LqaTypology = z
  .object({ categories: z.array(LqaCategory).min(1).max(50), severities: z.array(LqaSeverity).min(1).max(10) })
  .strict()
  .superRefine((typology, context) => {
    for (const list of ['categories', 'severities'] as const) {
      const ids = typology[list].map((entry) => entry.id);
      const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
      if (repeated) context.addIssue({ code: 'custom', path: [list], message: `the id "${repeated}" is given twice` });
    }
  });
export type LqaTypology = z.infer<typeof LqaTypology>;

/** The MQM core categories with the usual severity weights: what a project uses until it sets its own. */
export const DEFAULT_LQA_TYPOLOGY: LqaTypology = {
  categories: [
    { id: 'accuracy', label: 'Accuracy' },
    { id: 'fluency', label: 'Fluency' },
    { id: 'terminology', label: 'Terminology' },
    { id: 'style', label: 'Style' },
    { id: 'locale-convention', label: 'Locale convention' },
  ],
  severities: [
    { id: 'minor', label: 'Minor', weight: 1 },
    { id: 'major', label: 'Major', weight: 5 },
    { id: 'critical', label: 'Critical', weight: 25 },
  ],
};

/**
 * The penalty points per 1,000 words a document may have and pass, until its project sets its own: 10 is one major
 * error (5 points) every 500 words, or ten minor ones per 1,000; a single critical error fails up to 2,500 words.
 */
export const DEFAULT_LQA_PASS_THRESHOLD = 10;
export const LqaPassThreshold = z.number().min(0).max(100_000);

/**
 * `GET /projects/{id}/lqa_settings`, `GET /document/{id}/lqa_settings` (its project's, or the defaults outside a
 * project): the typology and the pass threshold in force, and whether each is the project's own (false: the
 * defaults, DEFAULT_LQA_TYPOLOGY and DEFAULT_LQA_PASS_THRESHOLD).
 */
export const LqaSettings = z.object({
  typology: LqaTypology,
  pass_threshold: LqaPassThreshold,
  own_typology: z.boolean(),
  own_pass_threshold: z.boolean(),
});
export type LqaSettings = z.infer<typeof LqaSettings>;

/**
 * `PUT /projects/{id}/lqa_settings` (managers): the project's typology and threshold; null goes back to the
 * default. Errors recorded before keep their category and severity, counted with the weight they now have (0 when
 * the severity is gone).
 */
export const PutLqaSettingsBody = z
  .object({ typology: LqaTypology.nullable(), pass_threshold: LqaPassThreshold.nullable() })
  .strict();
export type PutLqaSettingsBody = z.infer<typeof PutLqaSettingsBody>;

/** One error a reviewer found, by the ids of the document's typology, with an optional remark. */
export const LqaErrorInput = z
  .object({ category: LqaKey, severity: LqaKey, note: z.string().trim().max(1000).nullable().default(null) })
  .strict();
export type LqaErrorInput = z.input<typeof LqaErrorInput>;
export const LqaError = z.object({ category: z.string(), severity: z.string(), note: z.string().nullable() });
export type LqaError = z.infer<typeof LqaError>;

/**
 * What a reviewer says with a rejection or a correction, sent as `review` with `PUT /document/records/{id}`: the
 * reason (required with a rejection: the translator reads it) and the errors found (categories and severities of
 * the document's typology, else 400). With neither a rejection nor a changed target it is refused (400).
 */
export const ReviewNote = z
  .object({
    reason: z.string().trim().max(2000).nullable().default(null),
    errors: z.array(LqaErrorInput).max(20).default([]),
  })
  .strict();
export type ReviewNote = z.input<typeof ReviewNote>;

/** `reject`: the target was sent back to the translator; `correct`: the reviewer changed the target. */
export const ReviewAction = z.enum(['reject', 'correct']);
export type ReviewAction = z.infer<typeof ReviewAction>;

/**
 * A reviewer's rejection or correction of a segment: why, the errors found, by whom, in which step (null for a
 * document without steps), and the target before and after (the same for a rejection; the translator's and the
 * reviewer's for a correction, what the editor shows as a diff).
 */
export const ReviewAnnotation = z.object({
  id: Id,
  record_id: Id,
  /** The segment's 0-based place in the file (the editor's segment number is one more). */
  position: z.number().int().min(0),
  action: ReviewAction,
  reason: z.string().nullable(),
  errors: z.array(LqaError),
  step: WorkflowStep.nullable(),
  /** Null for a user since removed. */
  user: UserRef.nullable(),
  old_target: z.string(),
  new_target: z.string(),
  created_at: Timestamp,
});
export type ReviewAnnotation = z.infer<typeof ReviewAnnotation>;

/** `GET /document/records/{id}/review`: the segment's rejections and corrections, newest first. */
export const SegmentReview = z.object({ annotations: z.array(ReviewAnnotation) });
export type SegmentReview = z.infer<typeof SegmentReview>;

/**
 * `GET /document/{id}/rejections`: for each segment rejected now, in file order, its latest rejection: what a
 * translator whose document came back from review has to fix, and why.
 */
export const DocumentRejections = z.object({ rejections: z.array(ReviewAnnotation) });
export type DocumentRejections = z.infer<typeof DocumentRejections>;

/** `DELETE /document/review_annotations/{id}`: its author or a manager takes back an annotation recorded in error. */
export const ReviewAnnotationParams = IdParam;

/** How many errors of one category and severity the document's annotations hold. */
export const QualityErrorCount = z.object({
  category: z.string(),
  severity: z.string(),
  count: z.number().int().min(1),
});
export type QualityErrorCount = z.infer<typeof QualityErrorCount>;

/**
 * `GET /document/{id}/quality`: the words judged (the document's, locked segments aside), the errors recorded by
 * category and severity, the penalty points (each error weighs its severity's weight) per 1,000 words (rounded to
 * two decimals; 0 without words), and whether that is at or under the pass threshold in force (LqaSettings).
 */
export const DocumentQuality = z.object({
  words: z.number().int().min(0),
  errors: z.array(QualityErrorCount),
  penalty_points: z.number().min(0),
  penalty_per_1000: z.number().min(0),
  pass_threshold: LqaPassThreshold,
  pass: z.boolean(),
});
export type DocumentQuality = z.infer<typeof DocumentQuality>;

/** `GET /projects/{id}/quality`: each document's quality as `GET /document/{id}/quality` gives it, in upload order. */
export const ProjectQuality = z.object({ documents: z.array(DocumentQuality.extend({ document_id: Id })) });
export type ProjectQuality = z.infer<typeof ProjectQuality>;
