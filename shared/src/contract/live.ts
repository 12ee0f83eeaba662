import { z } from 'zod';
import { Id } from './common.ts';
import { UserRef } from './users.ts';

/**
 * A document's live channel, `GET /api/document/{id}/events` (Server-Sent Events). Event names and their data:
 * - `record`: a segment changed (by anyone, through any API process): `LiveRecord`;
 * - `presence`: who has the document open and which segment each is editing: `Presence`;
 * - `document`: the document itself changed (`renamed`, `status` during an import, `deleted`, `handoff`: sent
 *   out in a package, returned or taken back), or so much changed at once that the page should be fetched again
 *   (`resync`): `LiveDocumentChange`.
 */
export const LiveRecord = z.object({
  id: Id,
  target: z.string(),
  approved: z.boolean(),
  updated_at: z.string(),
  /**
   * Who saved the change; null when the system made it (an import, a pre-translation). Named by the database's
   * trigger as it announces the change, by id and username only.
   */
  updated_by: UserRef.pick({ id: true, username: true }).nullable(),
});
export type LiveRecord = z.infer<typeof LiveRecord>;

export const PresenceEntry = z.object({
  user_id: Id,
  username: z.string(),
  /** The segment the user is editing, null while only looking. */
  record_id: Id.nullable(),
});
export type PresenceEntry = z.infer<typeof PresenceEntry>;

export const Presence = z.object({ users: z.array(PresenceEntry) });
export type Presence = z.infer<typeof Presence>;

export const LiveDocumentChange = z.object({ kind: z.enum(['renamed', 'status', 'deleted', 'handoff', 'resync']) });
export type LiveDocumentChange = z.infer<typeof LiveDocumentChange>;

/** `POST /api/document/{id}/presence`: the segment the caller now edits, or null when they leave it. */
export const PresenceBody = z.object({ record_id: Id.nullable() });
export type PresenceBody = z.infer<typeof PresenceBody>;

/** A segment stays held by its editor this long after their last sign of activity on it. */
export const SEGMENT_HOLD_IDLE_MS = 2 * 60_000;
