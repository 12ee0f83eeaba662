/** Typed calls of the document QA API. All go through the one client in ./client.ts. */
import type { DocumentRecord } from '../contract/documents.ts';
import type { QaCheckId } from '../contract/qa.ts';
import type { QaReport } from '../contract/qa-report.ts';
import { api } from './client.ts';

/** GET /document/{id}/qa: counts per check and a page of the segments with findings (of one check if given). */
export const getQaReport = (
  documentId: number,
  query: { page?: number; check?: QaCheckId } = {},
  signal?: AbortSignal,
) => api.get<QaReport>(`/document/${documentId}/qa`, { page: query.page ?? 0, check: query.check }, signal);

/** POST /document/records/{id}/qa/ignored: the segment with the warning marked ignored (422 for an error). */
export const ignoreQaWarning = (recordId: number, check: QaCheckId) =>
  api.post<DocumentRecord>(`/document/records/${recordId}/qa/ignored`, { check });

/** DELETE /document/records/{id}/qa/ignored/{check}: the segment with the warning counted again. */
export const unignoreQaWarning = (recordId: number, check: QaCheckId) =>
  api.delete<DocumentRecord>(`/document/records/${recordId}/qa/ignored/${check}`);
