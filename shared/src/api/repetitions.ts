/** Typed calls of a document's repetitions. All go through the one client in ./client.ts. */
import type { FilledRepetitions, FillRepetitionsBody, RepetitionSettings } from '../contract/repetitions.ts';
import { api } from './client.ts';

/** GET /document/{id}/repetition_settings: whether approving offers to fill the repetitions or fills them. */
export const getRepetitionSettings = (documentId: number, signal?: AbortSignal) =>
  api.get<RepetitionSettings>(`/document/${documentId}/repetition_settings`, undefined, signal);

/** PUT /document/{id}/repetition_settings (document.manage). */
export const putRepetitionSettings = (documentId: number, body: RepetitionSettings) =>
  api.put<RepetitionSettings>(`/document/${documentId}/repetition_settings`, body);

/** POST /document/records/{id}/repetitions: the segment's target to its repetitions not approved yet; 409 when stale. */
export const fillRepetitions = (recordId: number, body: FillRepetitionsBody) =>
  api.post<FilledRepetitions>(`/document/records/${recordId}/repetitions`, body);
