import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { can } from '@tessera/shared/contract';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { rowExists } from '../db/row-exists.ts';
import {
  deleteAnnotation,
  documentLqaSettings,
  documentQuality,
  documentRejections,
  findAnnotation,
  projectLqaSettings,
  projectQuality,
  segmentAnnotations,
  setProjectLqaSettings,
} from './repository.ts';

/** What reviewers recorded on segments, the typology they record it with, and the quality it adds up to. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const refuseMissingDocument = async (id: number) => {
    if (!(await rowExists(app.db, 'documents', id)))
      throw new HttpError(404, 'document_not_found', 'Document not found');
  };
  const refuseMissingProject = async (id: number) => {
    if (!(await rowExists(app.db, 'projects', id))) throw new HttpError(404, 'project_not_found', 'Project not found');
  };

  route(app, endpoints.review.segment, async (request) => {
    if (!(await rowExists(app.db, 'document_records', request.params.id)))
      throw new HttpError(404, 'segment_not_found', 'Segment not found');
    return { annotations: await segmentAnnotations(app.db, request.params.id) };
  });

  route(app, endpoints.review.rejections, async (request) => {
    await refuseMissingDocument(request.params.id);
    return { rejections: await documentRejections(app.db, request.params.id) };
  });

  route(app, endpoints.review.deleteAnnotation, async (request) => {
    const annotation = await findAnnotation(app.db, request.params.id);
    if (!annotation) throw new HttpError(404, 'review_note_not_found', 'Review note not found');
    if (annotation.user_id !== request.user.id && !can(request.user, 'document.manage'))
      throw new HttpError(403, 'review_note_not_yours', 'Only its author or a manager may take back a review note');
    await deleteAnnotation(app.db, annotation.id);
    return { message: 'Review note deleted' };
  });

  route(app, endpoints.review.quality, async (request) => {
    await refuseMissingDocument(request.params.id);
    return documentQuality(app.db, request.params.id);
  });

  route(app, endpoints.review.projectQuality, async (request) => {
    await refuseMissingProject(request.params.id);
    return projectQuality(app.db, request.params.id);
  });

  route(app, endpoints.review.documentSettings, async (request) => {
    await refuseMissingDocument(request.params.id);
    return documentLqaSettings(app.db, request.params.id);
  });

  route(app, endpoints.review.projectSettings, async (request) => {
    await refuseMissingProject(request.params.id);
    return projectLqaSettings(app.db, request.params.id);
  });

  route(app, endpoints.review.setProjectSettings, async (request) => {
    await refuseMissingProject(request.params.id);
    await setProjectLqaSettings(app.db, request.params.id, request.body);
    return projectLqaSettings(app.db, request.params.id);
  });
};
