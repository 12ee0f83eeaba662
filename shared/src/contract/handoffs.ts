import { z } from 'zod';
import { Id, IdParam, LanguageCode, Timestamp } from './common.ts';
import { UserRef } from './users.ts';

/**
 * Work that leaves Tessera for a freelancer's desktop tool and comes back (server/src/handoffs). A manager sends a
 * target language's documents (or one person's) out as a package; while it is out their segments are read-only in
 * Tessera; its return is matched segment by segment and applied as one change, what cannot be applied refused with
 * its reason and what changed in Tessera meanwhile kept apart as a conflict for the manager to settle.
 */

/**
 * The package's kind: an OmegaT project (omegat.project, source/ as XLIFF 1.2, tm/, glossary/, project_save.tmx), or
 * a kit for any XLIFF tool: each document as XLIFF 2.0 (`xliff2`) or, for older tools, XLIFF 1.2 (`xliff12`), with
 * tm/ as TMX, the glossary's hits as TBX, the analysis as HTML and a README for the translator.
 */
export const HandoffFormat = z.enum(['omegat', 'xliff2', 'xliff12']);
export type HandoffFormat = z.infer<typeof HandoffFormat>;

/** Out (its segments read-only here), returned (its return applied), or taken back by the manager without one. */
export const HandoffState = z.enum(['out', 'returned', 'taken_back']);
export type HandoffState = z.infer<typeof HandoffState>;

/**
 * Why a returned segment was not applied: its id is no segment of the package (`unknown_segment`), its source or
 * codes differ from the segment's (`source_changed`), its target's codes are missing, added or out of their pairs'
 * order (`tags_changed`), the segment is locked (`locked`), or the translator's tool does not call it confirmed
 * (`not_confirmed`: a Trados draft, a memoQ row only edited or pre-translated).
 */
export const HandoffRefusalReason = z.enum([
  'unknown_segment',
  'source_changed',
  'tags_changed',
  'locked',
  'not_confirmed',
]);
export type HandoffRefusalReason = z.infer<typeof HandoffRefusalReason>;

export const HandoffRefusal = z.object({
  /** The segment the returned unit names; null when it names none of the package. */
  segment_id: Id.nullable(),
  /** Its document and its place there (0-based, as the editor's `?segment=` counts from 1), for a link to it. */
  document_id: Id.nullable(),
  position: z.number().int().min(0).nullable(),
  /** The returned file and the unit's id in it, as the file says them. */
  file: z.string(),
  unit: z.string(),
  reason: HandoffRefusalReason,
  /** What is wrong, in English (the reason's code is for the screens' words). */
  message: z.string(),
});
export type HandoffRefusal = z.infer<typeof HandoffRefusal>;

/** A segment changed in Tessera since the package left, whose return says otherwise: the manager chooses. */
export const HandoffConflict = z.object({
  segment_id: Id,
  document_id: Id,
  document_name: z.string(),
  /** The segment's place in its document (0-based), for a link to it in the editor. */
  position: z.number().int().min(0),
  source: z.string(),
  /** The target in Tessera now, who changed it last and when. */
  current: z.string(),
  changed_by: UserRef.nullable(),
  changed_at: Timestamp,
  /** The target the return brings. */
  returned: z.string(),
});
export type HandoffConflict = z.infer<typeof HandoffConflict>;

/** What a return did: segments applied, unchanged (the same target, or left untranslated), refused, in conflict. */
export const HandoffReport = z.object({
  returned_at: Timestamp,
  applied: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  refused: z.array(HandoffRefusal),
  /** The conflicts still to settle (settled ones leave the list). */
  conflicts: z.array(HandoffConflict),
});
export type HandoffReport = z.infer<typeof HandoffReport>;

export const Handoff = z.object({
  id: Id,
  project_id: Id,
  target_lang: LanguageCode,
  format: HandoffFormat,
  state: HandoffState,
  /** Whose documents went out (their steps' person); null: every document of the language. */
  person: UserRef.nullable(),
  document_ids: z.array(Id),
  sent_by: UserRef.nullable(),
  sent_at: Timestamp,
  due_at: Timestamp.nullable(),
  /** When it came back or was taken back; null while out. */
  closed_at: Timestamp.nullable(),
  /** The report of its return; null until it is returned. */
  report: HandoffReport.nullable(),
});
export type Handoff = z.infer<typeof Handoff>;

/** `GET /projects/{id}/handoffs`: newest first. */
export const HandoffList = z.object({ handoffs: z.array(Handoff) });
export type HandoffList = z.infer<typeof HandoffList>;

/** `POST /projects/{id}/handoffs`: send a language's documents out (one person's with `user_id`). */
export const CreateHandoffBody = z.object({
  target_lang: LanguageCode,
  user_id: Id.optional(),
  format: HandoffFormat.optional(),
  due_at: Timestamp.optional(),
});
export type CreateHandoffBody = z.infer<typeof CreateHandoffBody>;

/** `POST /projects/{id}/handoffs/{handoffId}/conflicts`: for each conflict, the return's target or Tessera's. */
export const ResolveHandoffConflictsBody = z.object({
  decisions: z
    .array(z.object({ segment_id: Id, take: z.enum(['return', 'keep']) }))
    .min(1, 'name at least one conflict')
    .max(10_000),
});
export type ResolveHandoffConflictsBody = z.infer<typeof ResolveHandoffConflictsBody>;

export const HandoffParams = z.object({ id: IdParam.shape.id, handoffId: IdParam.shape.id });

/** A document's package out, which makes its segments read-only: `GET /document/{id}/handoff` (null when none). */
export const DocumentHandoff = Handoff.pick({
  id: true,
  format: true,
  person: true,
  sent_by: true,
  sent_at: true,
  due_at: true,
});
export type DocumentHandoff = z.infer<typeof DocumentHandoff>;
export const DocumentHandoffAnswer = z.object({ handoff: DocumentHandoff.nullable() });
export type DocumentHandoffAnswer = z.infer<typeof DocumentHandoffAnswer>;
