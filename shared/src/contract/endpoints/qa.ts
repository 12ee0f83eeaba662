import { IdParam } from '../common.ts';
import { DocumentRecord } from '../documents.ts';
import { QaReport } from '../qa-report.ts';
import { IgnoreQaBody, QaIgnoredParams, QaReportQuery } from '../qa.ts';
import { routes } from '../routes.ts';
import { documentParts } from './documents.ts';

export const qaEndpoints = documentParts(routes.qa, {
  report: {
    summary:
      'QA report: segments per check (found and ignored), and a page of the segments with findings (check=<id>: of that check)',
    params: IdParam,
    querystring: QaReportQuery,
    response: { 200: QaReport },
  },
  ignore: {
    summary:
      'Ignore a QA warning on this segment (remembered while the warning is found); errors cannot be ignored (422)',
    params: IdParam,
    body: IgnoreQaBody,
    response: { 200: DocumentRecord },
    errors: [400, 401, 403, 404, 409, 422],
  },
  unignore: {
    summary: 'Stop ignoring a QA warning on this segment',
    params: QaIgnoredParams,
    response: { 200: DocumentRecord },
    errors: [400, 401, 403, 404, 409, 422],
  },
});
