import { z } from 'zod';
import { Id, VersionTimestamp } from './common.ts';

/**
 * What approving a segment does to its repetitions (the other segments with the same source, codes included)
 * that are not approved yet: `offer` lets the editor offer to give them the approved target, `auto` gives it
 * to them at once (memoQ's auto-propagation). Either way each one filled is recorded in its history as a
 * repetition; one approved, locked or open in another translator's editor keeps its target.
 */
export const RepetitionPropagation = z.enum(['offer', 'auto']);
export type RepetitionPropagation = z.infer<typeof RepetitionPropagation>;

/** GET/PUT /document/{id}/repetition_settings (reading: document.read; changing: document.manage). */
export const RepetitionSettings = z.object({ propagation: RepetitionPropagation }).strict();
export type RepetitionSettings = z.infer<typeof RepetitionSettings>;

/**
 * `POST /document/records/{id}/repetitions`: give this segment's target to its repetitions not approved yet.
 * `updated_at` is the version the editor showed: a segment changed since answers 409, so what is copied is
 * what the translator saw.
 */
export const FillRepetitionsBody = z.object({ updated_at: VersionTimestamp }).strict();
export type FillRepetitionsBody = z.infer<typeof FillRepetitionsBody>;

/** The segments given the target (none when every repetition is approved, locked or already says the same). */
export const FilledRepetitions = z.object({ updated_repetitions: z.array(Id) });
export type FilledRepetitions = z.infer<typeof FilledRepetitions>;
