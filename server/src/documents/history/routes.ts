import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam, SegmentHistory } from '@tessera/shared/contract';
import { HttpError } from '../../plugins/errors.ts';
import { findRecord } from '../repository.ts';
import { listHistory } from './repository.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * A segment's history. Restoring a version is a save of its text (`PUT /document/records/{id}` with
 * `change: 'restore'`), so it goes through the same checks as any edit and is itself a version.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/document/records/:id/history',
    {
      config: { permission: 'document.read' },
      schema: {
        tags: ['documents'],
        summary: "A segment's changes of target and approval, newest first: who, when, how, before and after",
        params: IdParam,
        response: { 200: SegmentHistory, ...errors },
      },
    },
    async (request) => {
      if (!(await findRecord(app.db, request.params.id))) throw new HttpError(404, 'Segment not found');
      return { versions: await listHistory(app.db, request.params.id) };
    },
  );
};
