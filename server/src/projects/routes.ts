import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { sql } from 'kysely';
import { foundOr404, HttpError, requirePathId } from '../plugins/errors.ts';
import { glossaryLinkRows, replaceLinks, tmLinkRows } from '../links/links.ts';
import { startNeededIndexBuilds } from '../tm/matching/index-store.ts';
import { projectWorkRoutes } from './work-routes.ts';
import type { Db } from '../db/database.ts';
import type { RepositoryLanguages } from '@tessera/shared/contract/file-patterns';
import {
  projectFileLanguages,
  refuseUnknownCodes,
  translatedFile,
  translatedFilePath,
} from '../documents/translated-file.ts';
import { safeEntryName, zipStream, type ZipSource } from '../formats/zip-writer.ts';
import { sameLanguageCode, type Project } from '@tessera/shared/contract';
import { projectUploadRoutes } from './upload-routes.ts';
import { attachment } from './attachment.ts';
import { projectSegmentationRoutes } from './segmentation-routes.ts';
import { documentsForAddedLanguages } from './copy-documents.ts';
import { projectDocumentPage } from './document-page.ts';
import {
  createProject,
  documentsInLanguage,
  findProject,
  listProjects,
  pageProjects,
  projectExists,
  projectGlossaries,
  projectProgress,
  projectTms,
  updateProject,
} from './repository.ts';

/** Projects: everyone reads them; managers and admins create, change and delete them. */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(projectWorkRoutes);
  await app.register(projectLinksRoutes);
  await app.register(projectUploadRoutes);
  await app.register(projectSegmentationRoutes);

  const projectOr404 = async (id: number) =>
    foundOr404(await findProject(app.db, id), 'project_not_found', 'Project not found');

  route(app, endpoints.projects.list, async (request) => {
    if (Object.values(request.query).every((value) => value === undefined)) return listProjects(app.db);
    return pageProjects(app.db, request.query);
  });

  route(app, endpoints.projects.create, async (request, reply) => {
    const { name, description, source_lang, target_lang, target_langs, client, due_date } = request.body;
    const id = await createProject(app.db, {
      name,
      description: description ?? '',
      source_lang,
      target_langs: target_langs ?? [target_lang!],
      client: client ?? '',
      due_date: due_date ?? null,
      created_by: request.user.id,
    });
    return reply.status(201).send(await projectOr404(id));
  });

  route(app, endpoints.projects.get, async (request) => projectOr404(request.params.id));

  route(app, endpoints.projects.progress, async (request) => {
    await projectOr404(request.params.id);
    return projectProgress(app.db, request.params.id);
  });

  route(app, endpoints.projects.documents, async (request) => {
    await projectOr404(request.params.id);
    return projectDocumentPage(app.db, request.params.id, request.query);
  });

  route(app, endpoints.projects.download, async (request, reply) => {
    const project = await projectOr404(request.params.id);
    const documents = await app.db
      .selectFrom('documents')
      .select([
        'id',
        'name',
        'type',
        'status',
        'source_lang',
        'target_lang',
        'segmentation',
        'join_cues',
        'reader_version',
      ])
      .where('project_id', '=', project.id)
      .orderBy('id')
      .execute();
    const unready = documents.find((document) => document.status !== 'done');
    if (unready)
      throw new HttpError(
        409,
        'document_not_ready_for_download',
        `"${unready.name}" is still being processed or could not be read; wait for it or delete it, then download again`,
        { name: unready.name },
      );
    // Refused before the ZIP starts: once it streams, a file that cannot be written can only break it.
    await refuseUnknownCodes(
      app.db,
      documents.map((document) => document.id),
      { edited: true },
    );
    const naming = await projectFileLanguages(app.db, { project_id: project.id, target_lang: project.target_lang });
    const zipName = `${project.name}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment(zipName))
      .send(Readable.from(zipStream(zipEntries(app.db, documents, naming))));
  });

  route(app, endpoints.projects.update, async (request) => {
    const { name, description, source_lang, target_lang, target_langs, client, due_date } = request.body;
    const project = await projectOr404(request.params.id);
    const targets = await newTargetLanguages(app.db, project, { target_lang, target_langs });
    if (targets && source_lang === undefined && targets.some((code) => sameLanguageCode(code, project.source_lang)))
      throw new HttpError(400, 'invalid_request', 'Invalid request: target_langs must not name the source language');
    if (
      source_lang !== undefined &&
      !targets &&
      project.target_langs.some((code) => sameLanguageCode(code, source_lang))
    )
      throw new HttpError(
        400,
        'invalid_request',
        'Invalid request: source_lang must not be one of the target languages',
      );
    const changes = Object.fromEntries(
      Object.entries({ name, description, source_lang, target_langs: targets, client, due_date }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    if (!(await updateProject(app.db, request.params.id, changes)))
      throw new HttpError(404, 'project_not_found', 'Project not found');
    if (request.body.copy_documents && targets) {
      const added = targets.filter((code) => !project.target_langs.some((old) => sameLanguageCode(old, code)));
      await documentsForAddedLanguages(
        app,
        { id: project.id, source_lang: source_lang ?? project.source_lang, firstTarget: project.target_lang },
        added,
        request.user.id,
      );
    }
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
        'project_document_processing',
        `"${busy.name}" is still being processed; delete the project when processing has finished`,
      );
    const running = await sql<{ id: number }>`
      select id from jobs where status = 'running' and kind in ('project.pretranslate', 'document.pretranslate')
        and (target_id = ${project.id} and kind = 'project.pretranslate'
          or kind = 'document.pretranslate' and target_id in (select id from documents where project_id = ${project.id}))
      limit 1`.execute(app.db);
    if (running.rows.length > 0)
      throw new HttpError(
        409,
        'project_pretranslation_running',
        'A pre-translation of this project is running; cancel it or wait for it to end',
      );
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

/**
 * The target languages a change asks for: the whole list (`target_langs`), or the first replaced (`target_lang`
 * alone, from older clients); undefined when neither changes them. A language taken away while documents are in it
 * answers 409 naming them: the documents would be left in a language the project no longer has.
 */
async function newTargetLanguages(
  db: Db,
  project: Project,
  asked: { target_lang?: string | undefined; target_langs?: string[] | undefined },
): Promise<string[] | undefined> {
  const targets =
    asked.target_langs ??
    (asked.target_lang === undefined
      ? undefined
      : [
          asked.target_lang,
          ...project.target_langs.slice(1).filter((code) => !sameLanguageCode(code, asked.target_lang!)),
        ]);
  if (!targets) return undefined;
  for (const removed of project.target_langs.filter((code) => !targets.some((kept) => sameLanguageCode(kept, code)))) {
    const names = await documentsInLanguage(db, project.id, removed, targets);
    if (names.length > 0)
      throw new HttpError(
        409,
        'target_language_has_documents',
        `${removed} cannot be removed: ${names.length} document${names.length === 1 ? ' is' : 's are'} in it (` +
          `${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}). Delete ${names.length === 1 ? 'it' : 'them'} first.`,
      );
  }
  return targets;
}

type ZippedDocument = Parameters<typeof translatedFile>[1];

/**
 * Each document's translated file where its platform puts translations (`de.json`, `values-de/strings.xml`,
 * `de/guide.xlf`: translatedFilePath), so that the ZIP unpacks over a repository; a second file of the same path
 * gets its document id (`de/guide (7).xlf`), told apart as the ZIP writes names (safeEntryName). Files are merged
 * one at a time, as the ZIP asks.
 */
async function* zipEntries(db: Db, documents: ZippedDocument[], naming: RepositoryLanguages): AsyncIterable<ZipSource> {
  const taken = new Set<string>();
  for (const document of documents) {
    const path = translatedFilePath(document, naming);
    let name = safeEntryName(path);
    if (taken.has(name)) name = safeEntryName(withSuffix(path, ` (${document.id})`));
    taken.add(name);
    yield { name, bytes: (await translatedFile(db, document)).bytes };
  }
}

/** `de/guide.xlf` with ` (7)` before its extension. */
function withSuffix(path: string, suffix: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') + 1 ? `${path.slice(0, dot)}${suffix}${path.slice(dot)}` : `${path}${suffix}`;
}

/** Which translation memories and glossaries a project's documents use unless they have their own. */
const projectLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  requirePathId(app, (id) => projectExists(app.db, id), 'project_not_found', 'Project not found');

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
