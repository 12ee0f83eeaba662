import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { sameLanguageCode } from '@tessera/shared/contract';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { projectTargetLanguage } from '../plugins/project-target-language.ts';
import { tmsNotReady } from '../tm/batch/segments.ts';
import { zipStream } from '../formats/zip-writer.ts';
import { attachment } from './attachment.ts';
import { findProject } from './repository.ts';
import { omegatPackageEntries } from './omegat-package.ts';

/** Work that leaves Tessera for a desktop tool: a target language's documents as an OmegaT project. */
export const projectHandoffRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.projects.omegatPackage, async (request, reply) => {
    const { id, lang } = request.params;
    const target = await projectTargetLanguage(app.db, id, lang);
    const project = (await findProject(app.db, id))!;
    const userId = request.query.user_id;
    if (userId !== undefined) {
      const user = await app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw new HttpError(404, 'user_not_found', 'User not found');
    }
    let query = app.db
      .selectFrom('documents')
      .select(['id', 'name', 'status', 'source_lang', 'target_lang'])
      .where('project_id', '=', id)
      .orderBy('id');
    if (userId !== undefined)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('document_assignments as a')
            .select('a.document_id')
            .whereRef('a.document_id', '=', 'documents.id')
            .where('a.user_id', '=', userId),
        ),
      );
    const documents = (await query.execute()).filter((document) => sameLanguageCode(document.target_lang, target));
    const unready = documents.find((document) => document.status !== 'done');
    if (unready)
      throw new HttpError(
        409,
        'document_not_ready_for_download',
        `"${unready.name}" is still being processed or could not be read; wait for it or delete it, then download again`,
      );
    const building = await tmsNotReady(
      app,
      documents.map((document) => document.id),
    );
    if (building.length > 0)
      throw new HttpError(
        409,
        'match_index_building',
        `The match index of ${building.map((name) => `"${name}"`).join(', ')} is being built; try again in a moment`,
      );
    const root = `${project.name}-${target}`.replace(/[/\\]/g, '_');
    const entries = await omegatPackageEntries(app.db, root, { source: project.source_lang, target }, documents);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment(`${root}.omegat.zip`))
      .send(Readable.from(zipStream(entries)));
  });
};
