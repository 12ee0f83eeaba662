import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateProjectBody,
  DeletedProject,
  ErrorBody,
  IdParam,
  Project,
  ProjectGlossaryLinks,
  ProjectList,
  ProjectTmLinks,
  PutProjectGlossaryLinksBody,
  PutProjectTmLinksBody,
  UpdateProjectBody,
} from '@tessera/shared/contract';
import { sql } from 'kysely';
import { HttpError } from '../plugins/errors.ts';
import { missingIds } from '../documents/links.ts';
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

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const read = { permission: 'project.read' } as const;
const manage = { permission: 'project.manage' } as const;
const tags = ['projects'];

/** Projects: everyone reads them; managers and admins create, change and delete them. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectWorkRoutes);

  const projectOr404 = async (id: number) => {
    const project = await findProject(app.db, id);
    if (!project) throw new HttpError(404, 'Project not found');
    return project;
  };
  const existsOr404 = async (id: number) => {
    if (!(await projectExists(app.db, id))) throw new HttpError(404, 'Project not found');
  };

  app.get(
    '/projects/',
    {
      config: read,
      schema: {
        tags,
        summary: 'List projects, newest first, with the totals of their documents (progress)',
        response: { 200: ProjectList, ...errors },
      },
    },
    async () => listProjects(app.db),
  );

  app.post(
    '/projects/',
    {
      config: manage,
      schema: { tags, summary: 'Create a project', body: CreateProjectBody, response: { 201: Project, ...errors } },
    },
    async (request, reply) => {
      const { name, description, source_lang, target_lang } = request.body;
      const id = await createProject(app.db, {
        name,
        description: description ?? '',
        source_lang,
        target_lang,
        created_by: request.user.id,
      });
      return reply.status(201).send(await projectOr404(id));
    },
  );

  app.get(
    '/projects/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One project with its progress',
        params: IdParam,
        response: { 200: Project, ...errors },
      },
    },
    async (request) => projectOr404(request.params.id),
  );

  app.put(
    '/projects/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Change a project (name, description, languages)',
        params: IdParam,
        body: UpdateProjectBody,
        response: { 200: Project, ...errors },
      },
    },
    async (request) => {
      const { name, description, source_lang, target_lang } = request.body;
      const changes = Object.fromEntries(
        Object.entries({ name, description, source_lang, target_lang }).filter(([, value]) => value !== undefined),
      );
      if (!(await updateProject(app.db, request.params.id, changes))) throw new HttpError(404, 'Project not found');
      return projectOr404(request.params.id);
    },
  );

  app.delete(
    '/projects/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a project with its documents (their segments and files); its TMs and glossaries stay',
        params: IdParam,
        response: { 200: DeletedProject, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/projects/:id/translation_memories',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The project's translation memories in priority order (its documents use them unless they have their own)",
        params: IdParam,
        response: { 200: ProjectTmLinks, ...errors },
      },
    },
    async (request) => {
      await existsOr404(request.params.id);
      return projectTms(app.db, request.params.id);
    },
  );

  app.put(
    '/projects/:id/translation_memories',
    {
      config: manage,
      schema: {
        tags,
        summary: "Set the project's translation memories (array order = priority; write TMs receive approved segments)",
        params: IdParam,
        body: PutProjectTmLinksBody,
        response: { 200: ProjectTmLinks, ...errors },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      await existsOr404(projectId);
      const { memories } = request.body;
      const missing = await missingIds(
        app.db,
        'translation_memories',
        memories.map((tm) => tm.id),
      );
      if (missing.length > 0) throw new HttpError(400, `No translation memory has the id ${missing.join(', ')}`);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('project_translation_memories').where('project_id', '=', projectId).execute();
        if (memories.length > 0) {
          await trx
            .insertInto('project_translation_memories')
            .values(memories.map((tm, position) => ({ project_id: projectId, tm_id: tm.id, mode: tm.mode, position })))
            .execute();
        }
      });
      await startNeededIndexBuilds(
        app,
        memories.map((tm) => tm.id),
      );
      return projectTms(app.db, projectId);
    },
  );

  app.get(
    '/projects/:id/glossaries',
    {
      config: read,
      schema: {
        tags,
        summary: "The project's glossaries in priority order",
        params: IdParam,
        response: { 200: ProjectGlossaryLinks, ...errors },
      },
    },
    async (request) => {
      await existsOr404(request.params.id);
      return projectGlossaries(app.db, request.params.id);
    },
  );

  app.put(
    '/projects/:id/glossaries',
    {
      config: manage,
      schema: {
        tags,
        summary: "Set the project's glossaries (array order = priority)",
        params: IdParam,
        body: PutProjectGlossaryLinksBody,
        response: { 200: ProjectGlossaryLinks, ...errors },
      },
    },
    async (request) => {
      const projectId = request.params.id;
      await existsOr404(projectId);
      const { glossaries } = request.body;
      const missing = await missingIds(
        app.db,
        'glossaries',
        glossaries.map((glossary) => glossary.id),
      );
      if (missing.length > 0) throw new HttpError(400, `No glossary has the id ${missing.join(', ')}`);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('project_glossaries').where('project_id', '=', projectId).execute();
        if (glossaries.length > 0) {
          await trx
            .insertInto('project_glossaries')
            .values(
              glossaries.map((glossary, position) => ({ project_id: projectId, glossary_id: glossary.id, position })),
            )
            .execute();
        }
      });
      return projectGlossaries(app.db, projectId);
    },
  );
};
