import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  FillRepetitionsBody,
  FilledRepetitions,
  IdParam,
  RepetitionSettings,
} from '@tessera/shared/contract';
import { HttpError } from '../../plugins/errors.ts';
import { findDocument, findRecord } from '../repository.ts';
import { isEmptyTarget } from '../save-target.ts';
import { fillRepetitions } from './fill.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['documents'];

/**
 * Repetitions: whether approving a segment fills its repetitions at once or the editor offers it (a setting of
 * the document, everyone reads it, document.manage changes it), and filling them when the translator accepts.
 */
export const repetitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentOr404 = async (id: number) => {
    const document = await findDocument(app.db, id);
    if (!document) throw new HttpError(404, 'Document not found');
    return document;
  };

  app.get(
    '/document/:id/repetition_settings',
    {
      config: { permission: 'document.read' },
      schema: {
        tags,
        summary: 'What approving a segment does to its repetitions: offer (the default) or auto',
        params: IdParam,
        response: { 200: RepetitionSettings, ...errors },
      },
    },
    async (request) => ({ propagation: (await documentOr404(request.params.id)).repetition_propagation }),
  );

  app.put(
    '/document/:id/repetition_settings',
    {
      config: { permission: 'document.manage' },
      schema: {
        tags,
        summary: 'Set what approving a segment does to its repetitions not approved yet: offer, or auto (fill them)',
        params: IdParam,
        body: RepetitionSettings,
        response: { 200: RepetitionSettings, ...errors },
      },
    },
    async (request) => {
      const { propagation } = request.body;
      const updated = await app.db
        .updateTable('documents')
        .set({ repetition_propagation: propagation })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new HttpError(404, 'Document not found');
      return { propagation };
    },
  );

  app.post(
    '/document/records/:id/repetitions',
    {
      config: { permission: 'document.edit' },
      schema: {
        tags,
        summary:
          "Give the segment's target to its repetitions not approved yet (each recorded in its history as a repetition); " +
          '409 when the segment changed since `updated_at`',
        params: IdParam,
        body: FillRepetitionsBody,
        response: { 200: FilledRepetitions, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const record = await findRecord(app.db, request.params.id);
      if (!record) throw new HttpError(404, 'Segment not found');
      if (new Date(record.updated_at).getTime() !== new Date(request.body.updated_at).getTime()) {
        throw new HttpError(
          409,
          'Someone else changed this segment in the meantime; reload it before filling its repetitions',
        );
      }
      if (isEmptyTarget(record.target, record.source)) {
        throw new HttpError(400, 'This segment has no translation to give its repetitions');
      }
      const document = await documentOr404(record.document_id);
      return { updated_repetitions: await fillRepetitions(app, document, record, request.user) };
    },
  );
};
