import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findRecord } from '../repository.ts';
import { listHistory } from './repository.ts';

/**
 * A segment's history. Restoring a version is a save of its text (`PUT /document/records/{id}` with
 * `change: 'restore'`), so it goes through the same checks as any edit and is itself a version.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.documents.history, async (request) => {
    if (!(await findRecord(app.db, request.params.id)))
      throw new HttpError(404, 'segment_not_found', 'Segment not found');
    return { versions: await listHistory(app.db, request.params.id) };
  });
};
