import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../../plugins/errors.ts';
import { findDocument, findRecord } from '../repository.ts';
import { isEmptyTarget } from '../status.ts';
import { fillRepetitions } from './fill.ts';
import { refuseUnlessStepAllows } from '../../assignments/step-guard.ts';

/**
 * Repetitions: whether approving a segment fills its repetitions at once or the editor offers it (a setting of
 * the document, everyone reads it, document.manage changes it), and filling them when the translator accepts.
 */
export const repetitionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const documentOr404 = async (id: number) =>
    foundOr404(await findDocument(app.db, id), 'document_not_found', 'Document not found');

  route(app, endpoints.repetitions.settings, async (request) => ({
    propagation: (await documentOr404(request.params.id)).repetition_propagation,
  }));

  route(app, endpoints.repetitions.setSettings, async (request) => {
    const { propagation } = request.body;
    const updated = await app.db
      .updateTable('documents')
      .set({ repetition_propagation: propagation })
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) throw new HttpError(404, 'document_not_found', 'Document not found');
    return { propagation };
  });

  route(app, endpoints.repetitions.fill, async (request) => {
    const record = foundOr404(await findRecord(app.db, request.params.id), 'segment_not_found', 'Segment not found');
    await refuseUnlessStepAllows(app.db, { documentId: record.document_id }, request.user);
    if (new Date(record.updated_at).getTime() !== new Date(request.body.updated_at).getTime()) {
      throw new HttpError(
        409,
        'segment_changed_before_filling',
        'Someone else changed this segment in the meantime; reload it before filling its repetitions',
      );
    }
    if (isEmptyTarget(record.target, record.source)) {
      throw new HttpError(400, 'segment_untranslated', 'This segment has no translation to give its repetitions');
    }
    const document = await documentOr404(record.document_id);
    return { updated_repetitions: await fillRepetitions(app, document, record, request.user) };
  });
};
