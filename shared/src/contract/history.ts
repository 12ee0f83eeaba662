import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { WorkflowStep } from './assignments.ts';
import { UserRef } from './users.ts';
import { MtQualityMethod } from './mt.ts';

/**
 * How a segment's target or approval was changed: typed (`manual`), a TM or MT suggestion or a glossary term
 * inserted, filled by pre-translation, brought by a file import, copied from a repetition, changed by find and
 * replace, an earlier version restored, the target rejected by a reviewer (`reject`), or brought back by the
 * return of a package sent out to a desktop tool (`return`, its author the package's person).
 */
export const SegmentChange = z.enum([
  'manual',
  'tm',
  'mt',
  'term',
  'pretranslation',
  'import',
  'repetition',
  'replace',
  'restore',
  'reject',
  'return',
]);
export type SegmentChange = z.infer<typeof SegmentChange>;

/**
 * One change of a segment: who, when, in which workflow step (null for a document without steps, or a change made
 * before steps were recorded), the target, approval and review before and after. A reviewer's correction is a
 * version whose `old_target` is the translator's: the diff the editor shows.
 */
export const SegmentVersion = z.object({
  id: Id,
  record_id: Id,
  /** Null for changes made by the system (pre-translation jobs) or by a user since removed. */
  user: UserRef.nullable(),
  change: SegmentChange,
  old_target: z.string(),
  new_target: z.string(),
  old_approved: z.boolean(),
  new_approved: z.boolean(),
  old_reviewed: z.boolean(),
  new_reviewed: z.boolean(),
  step: WorkflowStep.nullable(),
  /**
   * A machine translation saved as it was rated: its quality estimate's score (null when the estimate gave none)
   * and method. Absent for every other version.
   */
  mt_quality: z.object({ method: MtQualityMethod, score: z.number().int().min(0).max(100).nullable() }).optional(),
  created_at: Timestamp,
});
export type SegmentVersion = z.infer<typeof SegmentVersion>;

/** `GET /document/records/{id}/history`: newest change first. */
export const SegmentHistory = z.object({ versions: z.array(SegmentVersion) });
export type SegmentHistory = z.infer<typeof SegmentHistory>;
