/** Typed calls of the document QA API. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type { QaCheckId } from '../contract/qa.ts';
import { call, routes } from '@tessera/shared';

/** Counts per check and a page of the segments with findings (of one check if given). */
export const getQaReport = (
  documentId: number,
  query: { page?: number; check?: QaCheckId } = {},
  signal?: AbortSignal,
) =>
  call(routes.qa.report, { params: { id: documentId }, query: { page: query.page ?? 0, check: query.check }, signal });

/** The segment with the warning marked ignored (422 for an error). */
export const ignoreQaWarning = (recordId: number, check: QaCheckId) =>
  call(routes.qa.ignore, { params: { id: recordId }, body: { check } });

/** The segment with the warning counted again. */
export const unignoreQaWarning = (recordId: number, check: QaCheckId) =>
  call(routes.qa.unignore, { params: { id: recordId, check } });
