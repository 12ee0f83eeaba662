import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProjectSegmentation } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../db/database.ts';
import { parseSrx } from '../formats/segmentation/srx.ts';
import { isFormatError } from '../formats/terms.ts';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { findProject } from './repository.ts';

async function projectSegmentation(db: Db, projectId: number): Promise<ProjectSegmentation | undefined> {
  const row = await db
    .selectFrom('project_segmentation')
    .select(['name', 'srx', 'updated_at'])
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row && { name: row.name, srx: row.srx, updated_at: new Date(row.updated_at).toISOString() };
}

/** Refuses rules the formats could not cut by, naming the line of the problem (the parser's words). */
function checkSrx(srx: string): void {
  try {
    parseSrx(srx);
  } catch (error) {
    if (isFormatError(error))
      throw new HttpError(422, 'invalid_srx', `This is not an SRX 2.0 file Tessera can use: ${error.message}`);
    throw error;
  }
}

/**
 * A project's own sentence rules. They apply to the documents uploaded from then on (import.ts copies them onto
 * each document it reads), never to those already read: a document is downloaded by the rules it was cut by.
 */
export const projectSegmentationRoutes: FastifyPluginAsyncZod = async (app) => {
  const projectOr404 = async (id: number) =>
    foundOr404(await findProject(app.db, id), 'project_not_found', 'Project not found');

  route(app, endpoints.projects.segmentation, async (request) => {
    await projectOr404(request.params.id);
    return foundOr404(
      await projectSegmentation(app.db, request.params.id),
      'no_custom_segmentation',
      "This project cuts sentences by Tessera's own rules",
    );
  });

  route(app, endpoints.projects.setSegmentation, async (request) => {
    await projectOr404(request.params.id);
    const { name, srx } = request.body;
    checkSrx(srx);
    await app.db
      .insertInto('project_segmentation')
      .values({ project_id: request.params.id, name, srx })
      .onConflict((conflict) => conflict.column('project_id').doUpdateSet({ name, srx, updated_at: new Date() }))
      .execute();
    return (await projectSegmentation(app.db, request.params.id))!;
  });

  route(app, endpoints.projects.deleteSegmentation, async (request, reply) => {
    await projectOr404(request.params.id);
    await app.db.deleteFrom('project_segmentation').where('project_id', '=', request.params.id).execute();
    return reply.status(204).send(null);
  });
};
