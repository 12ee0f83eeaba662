/** Typed calls of a segment's history. All go through the one client in ./client.ts. */
import type { SegmentHistory } from '../contract/history.ts';
import { api } from './client.ts';

/** GET /document/records/{id}/history: newest change first. Restore a version by saving its text with `change: 'restore'`. */
export const getSegmentHistory = (recordId: number, signal?: AbortSignal) =>
  api.get<SegmentHistory>(`/document/records/${recordId}/history`, undefined, signal);
