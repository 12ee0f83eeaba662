/** Typed calls of a document's repetitions. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import { plainCalls, routes } from '@tessera/shared';

/**
 * Whether approving a segment offers to fill its repetitions or fills them: read and set by the document's id (setting
 * needs document.manage). `fillRepetitions(recordId, body)` gives the segment's target to its repetitions not
 * approved yet; 409 when the segment is stale.
 */
export const {
  settings: getRepetitionSettings,
  setSettings: putRepetitionSettings,
  fill: fillRepetitions,
} = plainCalls(routes.repetitions);
