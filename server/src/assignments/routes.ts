import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { findDocument } from '../documents/repository.ts';
import { projectExists } from '../projects/repository.ts';
import {
  documentAssignments,
  projectAssignments,
  replaceDocumentAssignments,
  replaceProjectAssignments,
} from './repository.ts';

/** Documents' steps and their assignees; a project's steps for its new documents. */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refuseMissingDocument = async (id: number) => {
    if (!(await findDocument(app.db, id))) throw new HttpError(404, 'Document not found');
  };
  const refuseMissingProject = async (id: number) => {
    if (!(await projectExists(app.db, id))) throw new HttpError(404, 'Project not found');
  };

  route(app, endpoints.assignments.document, async (request) => {
    await refuseMissingDocument(request.params.id);
    return { assignments: await documentAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.setDocument, async (request) => {
    await refuseMissingDocument(request.params.id);
    await replaceDocumentAssignments(app.db, request.params.id, request.body.assignments);
    return { assignments: await documentAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.project, async (request) => {
    await refuseMissingProject(request.params.id);
    return { assignments: await projectAssignments(app.db, request.params.id) };
  });

  route(app, endpoints.assignments.setProject, async (request) => {
    await refuseMissingProject(request.params.id);
    await replaceProjectAssignments(app.db, request.params.id, request.body.assignments);
    return { assignments: await projectAssignments(app.db, request.params.id) };
  });
};
