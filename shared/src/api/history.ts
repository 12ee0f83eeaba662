/** Typed calls of a segment's history. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import { call, routes } from '@tessera/shared';

/** Newest change first. Restore a version by saving its text with `change: 'restore'`. */
export const getSegmentHistory = (recordId: number, signal?: AbortSignal) =>
  call(routes.documents.history, { params: { id: recordId }, signal });
