import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  DocumentRecord,
  ErrorBody,
  IdParam,
  IgnoreQaBody,
  QaIgnoredParams,
  QaReport,
  QaReportQuery,
  type QaCheckId,
} from '@tessera/shared/contract';
import { HttpError } from '../../plugins/errors.ts';
import { findDocument, toDocumentRecord } from '../repository.ts';
import { qaCheck } from './registry.ts';
import { qaCounts, qaSegments, setQaIgnored } from './repository.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['documents'];

/** QA of a document's segments: the report, and ignoring a warning on a segment. */
export const qaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/document/:id/qa',
    {
      config: { permission: 'document.read' },
      schema: {
        tags,
        summary:
          'QA report: segments per check (found and ignored), and a page of the segments with findings (check=<id>: of that check)',
        params: IdParam,
        querystring: QaReportQuery,
        response: { 200: QaReport, ...errors },
      },
    },
    async (request) => {
      const document = await findDocument(app.db, request.params.id);
      if (!document) throw new HttpError(404, 'Document not found');
      const { page, check } = request.query as z.output<typeof QaReportQuery>;
      const [counts, segments] = await Promise.all([
        qaCounts(app.db, document.id),
        qaSegments(app.db, document.id, page, check),
      ]);
      return {
        document_id: document.id,
        ...counts,
        segments: segments.segments.map(toDocumentRecord),
        total_rows: segments.total_rows,
      };
    },
  );

  const ignore = async (id: number, check: QaCheckId, ignored: boolean) => {
    if (qaCheck(check).severity === 'error')
      throw new HttpError(422, 'Errors cannot be ignored: correct the target instead');
    const result = await setQaIgnored(app.db, id, check, ignored);
    if (result === undefined) throw new HttpError(404, 'Segment not found');
    if (result === 'absent') throw new HttpError(409, `This segment has no "${qaCheck(check).message}" warning`);
    return toDocumentRecord(result);
  };

  app.post(
    '/document/records/:id/qa/ignored',
    {
      config: { permission: 'document.edit' },
      schema: {
        tags,
        summary:
          'Ignore a QA warning on this segment (remembered while the warning is found); errors cannot be ignored (422)',
        params: IdParam,
        body: IgnoreQaBody,
        response: { 200: DocumentRecord, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => ignore(request.params.id, request.body.check, true),
  );

  app.delete(
    '/document/records/:id/qa/ignored/:check',
    {
      config: { permission: 'document.edit' },
      schema: {
        tags,
        summary: 'Stop ignoring a QA warning on this segment',
        params: QaIgnoredParams,
        response: { 200: DocumentRecord, ...errors, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { id, check } = request.params as z.output<typeof QaIgnoredParams>;
      return ignore(id, check, false);
    },
  );
};
