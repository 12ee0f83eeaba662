import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { sql } from 'kysely';
import { foundOr404, HttpError, requirePathId } from '../plugins/errors.ts';
import { glossaryLinkRows, replaceLinks, tmLinkRows } from '../documents/links.ts';
import { startNeededIndexBuilds } from '../tm/matching/index-store.ts';
import { projectWorkRoutes } from './work-routes.ts';
import {
  createProject,
  findProject,
  listProjects,
  projectExists,
  projectGlossaries,
  projectTms,
  updateProject,
} from './repository.ts';

/** Projects: everyone reads them; managers and admins create, change and delete them. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectWorkRoutes);
  await app.register(projectLinksRoutes);

  const projectOr404 = async (id: number) => foundOr404(await findProject(app.db, id), 'Project not found');

  route(app, endpoints.projects.list, async () => listProjects(app.db));

  route(app, endpoints.projects.create, async (request, reply) => {
    const { name, description, source_lang, target_lang } = request.body;
    const id = await createProject(app.db, {
      name,
      description: description ?? '',
      source_lang,
      target_lang,
      created_by: request.user.id,
    });
    return reply.status(201).send(await projectOr404(id));
  });

  route(app, endpoints.projects.get, async (request) => projectOr404(request.params.id));

  route(app, endpoints.projects.update, async (request) => {
    const { name, description, source_lang, target_lang } = request.body;
    const changes = Object.fromEntries(
      Object.entries({ name, description, source_lang, target_lang }).filter(([, value]) => value !== undefined),
    );
    if (!(await updateProject(app.db, request.params.id, changes))) throw new HttpError(404, 'Project not found');
    return projectOr404(request.params.id);
  });

  route(app, endpoints.projects.delete, async (request) => {
    const project = await projectOr404(request.params.id);
    const busy = await app.db
      .selectFrom('documents')
      .select('name')
      .where('project_id', '=', project.id)
      .where('status', 'in', ['uploaded', 'processing'])
      .executeTakeFirst();
    if (busy)
      throw new HttpError(
        409,
        `"${busy.name}" is still being processed; delete the project when processing has finished`,
      );
    const running = await sql<{ id: number }>`
      select id from jobs where status = 'running' and kind in ('project.pretranslate', 'document.pretranslate')
        and (target_id = ${project.id} and kind = 'project.pretranslate'
          or kind = 'document.pretranslate' and target_id in (select id from documents where project_id = ${project.id}))
      limit 1`.execute(app.db);
    if (running.rows.length > 0)
      throw new HttpError(409, 'A pre-translation of this project is running; cancel it or wait for it to end');
    const documents = await app.db.transaction().execute(async (trx) => {
      const deleted = await trx.deleteFrom('documents').where('project_id', '=', project.id).executeTakeFirst();
      await trx.deleteFrom('projects').where('id', '=', project.id).execute();
      return Number(deleted.numDeletedRows);
    });
    return {
      message: `Project "${project.name}" deleted with ${documents} document${documents === 1 ? '' : 's'}`,
      documents_deleted: documents,
    };
  });
};

/** Which translation memories and glossaries a project's documents use unless they have their own. */
const projectLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  requirePathId(app, (id) => projectExists(app.db, id), 'Project not found');

  route(app, endpoints.projects.tms, async (request) => projectTms(app.db, request.params.id));

  route(app, endpoints.projects.setTms, async (request) => {
    const { memories } = request.body;
    await replaceLinks(app.db, 'project_translation_memories', request.params.id, tmLinkRows(memories));
    // A TM in use needs its match index: build it now (in the background) rather than at the first lookup.
    await startNeededIndexBuilds(
      app,
      memories.map((tm) => tm.id),
    );
    return projectTms(app.db, request.params.id);
  });

  route(app, endpoints.projects.glossaries, async (request) => projectGlossaries(app.db, request.params.id));

  route(app, endpoints.projects.setGlossaries, async (request) => {
    await replaceLinks(app.db, 'project_glossaries', request.params.id, glossaryLinkRows(request.body.glossaries));
    return projectGlossaries(app.db, request.params.id);
  });
};
