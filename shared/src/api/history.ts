/** Typed calls of a segment's history. All go through the one client in ./client.ts. */
import { routes } from '../contract/routes.ts';
import { call } from './client.ts';

/** Newest change first. Restore a version by saving its text with `change: 'restore'`. */
export const getSegmentHistory = (recordId: number, signal?: AbortSignal) =>
  call(routes.documents.history, { params: { id: recordId }, signal });
