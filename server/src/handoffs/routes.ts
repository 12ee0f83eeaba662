import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES, type Handoff } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { projectTargetLanguage } from '../plugins/project-target-language.ts';
import { receiveUpload } from '../plugins/uploads.ts';
import { tmsNotReady } from '../tm/batch/segments.ts';
import { isFormatError } from '../formats/terms.ts';
import { zipStream } from '../formats/zip-writer.ts';
import { attachment } from '../projects/attachment.ts';
import { findProject } from '../projects/repository.ts';
import { applyReturn, saveReturned, type ReturnAuthor } from './apply-return.ts';
import { omegatPackageEntries, type PackagedDocument } from './omegat-package.ts';
import { returnedUnits } from './returned-units.ts';
import { xliffKitEntries } from './xliff-kit.ts';
import { matchBilingualUnits } from './bilingual-match.ts';
import {
  closeHandoff,
  createHandoff,
  documentHandoff,
  documentsToSend,
  handoffOr404,
  handoffReturned,
  listHandoffs,
} from './repository.ts';

const userOr404 = async (app: FastifyInstance, id: number) =>
  foundOr404(
    await app.db.selectFrom('users').select(['id', 'username']).where('id', '=', id).executeTakeFirst(),
    'user_not_found',
    'User not found',
  );

/** 409 unless every document is imported: a package holds a document's segments as they are. */
function refuseUnready(documents: readonly { name: string; status: string }[]): void {
  const unready = documents.find((document) => document.status !== 'done');
  if (unready)
    throw new HttpError(
      409,
      'document_not_ready_for_download',
      `"${unready.name}" is still being processed or could not be read; wait for it or delete it, then download again`,
      { name: unready.name },
    );
}

/** 409 while a linked TM's match index is being built: a package holds the matches of its segments. */
async function refuseIndexBuilding(app: FastifyInstance, documents: readonly PackagedDocument[]): Promise<void> {
  const building = await tmsNotReady(
    app,
    documents.map((document) => document.id),
  );
  if (building.length > 0)
    throw new HttpError(
      409,
      'match_index_building',
      `The match index of ${building.map((name) => `"${name}"`).join(', ')} is being built; try again in a moment`,
      { names: building.map((name) => `"${name}"`).join(', ') },
    );
}

/** The ZIP's folder (and file) name: the project's and the language's. */
const packageRoot = (project: { name: string }, target: string) => `${project.name}-${target}`.replace(/[/\\]/g, '_');

/** Answers the OmegaT project of these documents (one target language of the project) as a streamed ZIP. */
async function sendOmegatPackage(
  app: FastifyInstance,
  reply: FastifyReply,
  project: { name: string; source_lang: string },
  target: string,
  documents: readonly PackagedDocument[],
) {
  await refuseIndexBuilding(app, documents);
  const root = packageRoot(project, target);
  const entries = await omegatPackageEntries(app.db, root, { source: project.source_lang, target }, documents);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachment(`${root}.omegat.zip`))
    .send(Readable.from(zipStream(entries)));
}

/** Answers a package's XLIFF kit (2.0, or 1.2 for older tools) as a streamed ZIP. */
async function sendXliffKit(
  app: FastifyInstance,
  reply: FastifyReply,
  project: { id: number; name: string; source_lang: string },
  handoff: Handoff,
  documents: readonly PackagedDocument[],
) {
  await refuseIndexBuilding(app, documents);
  const version = handoff.format === 'xliff12' ? '1.2' : '2.0';
  const root = packageRoot(project, handoff.target_lang);
  const entries = await xliffKitEntries(app.db, root, project, handoff, version, documents);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', attachment(`${root}.xliff${version === '1.2' ? '12' : '2'}.zip`))
    .send(Readable.from(zipStream(entries)));
}

/**
 * Work that leaves Tessera for a desktop tool and comes back: a target language's documents as an OmegaT project
 * (a plain download, or a package sent out whose documents stay read-only until its return), the return applied
 * segment by segment (apply-return.ts), its conflicts settled, a package taken back.
 */
export const handoffRoutes: FastifyPluginAsyncZod = async (app) => {
  const projectOr404 = async (id: number) =>
    foundOr404(await findProject(app.db, id), 'project_not_found', 'Project not found');

  route(app, endpoints.projects.omegatPackage, async (request, reply) => {
    const { id, lang } = request.params;
    const target = await projectTargetLanguage(app.db, id, lang);
    const project = await projectOr404(id);
    const userId = request.query.user_id;
    if (userId !== undefined) await userOr404(app, userId);
    const documents = await documentsToSend(app.db, id, target, userId);
    refuseUnready(documents);
    return sendOmegatPackage(app, reply, project, target, documents);
  });

  route(app, endpoints.handoffs.list, async (request) => {
    await projectOr404(request.params.id);
    return { handoffs: await listHandoffs(app.db, request.params.id) };
  });

  route(app, endpoints.handoffs.create, async (request, reply) => {
    const { id } = request.params;
    const { target_lang, user_id, format = 'omegat', due_at } = request.body;
    const target = await projectTargetLanguage(app.db, id, target_lang);
    const person = user_id === undefined ? null : await userOr404(app, user_id);
    const documents = await documentsToSend(app.db, id, target, user_id);
    if (documents.length === 0)
      throw person
        ? new HttpError(
            409,
            'person_has_nothing_to_send',
            `${person.username} has no step in a ${target} document of this project`,
            { username: person.username, target_lang: target },
          )
        : new HttpError(409, 'nothing_to_send', `This project has no ${target} document`, { target_lang: target });
    refuseUnready(documents);
    const handoffId = await createHandoff(app.db, {
      projectId: id,
      target,
      format,
      userId: person?.id ?? null,
      sentBy: request.user.id,
      dueAt: due_at ?? null,
      documents,
    });
    return reply.status(201).send(await handoffOr404(app.db, id, handoffId));
  });

  route(app, endpoints.handoffs.package, async (request, reply) => {
    const { id, handoffId } = request.params;
    const project = await projectOr404(id);
    const handoff = await handoffOr404(app.db, id, handoffId);
    const documents = await app.db
      .selectFrom('documents')
      .select(['id', 'name', 'source_lang', 'target_lang'])
      .where('id', 'in', handoff.document_ids.length > 0 ? handoff.document_ids : [0])
      .orderBy('id')
      .execute();
    return handoff.format === 'omegat'
      ? sendOmegatPackage(app, reply, project, handoff.target_lang, documents)
      : sendXliffKit(app, reply, project, handoff, documents);
  });

  route(app, endpoints.handoffs.return, async (request) => {
    const { id, handoffId } = request.params;
    const handoff = await handoffOr404(app.db, id, handoffId);
    refuseReturned(handoff);
    const upload = await receiveUpload(request, { maxBytes: DOCUMENT_MAX_BYTES, what: 'return' });
    try {
      if (upload.size === 0) throw new HttpError(400, 'file_empty', 'The file is empty');
      const returned = await returnedUnits(await readFile(upload.path), upload.filename).catch((error: unknown) => {
        if (isFormatError(error))
          throw new HttpError(422, 'return_unreadable', `The return cannot be read: ${error.message}`, {
            problem: error.message,
          });
        throw error;
      });
      // Trados' and memoQ's units name no segment: they are matched by their source.
      if (returned.bilingual) returned.units.push(...(await matchBilingualUnits(app, handoff, returned.bilingual)));
      const report = await applyReturn(app, handoff, returned, authorOf(handoff, request.user));
      await closeHandoff(app.db, handoffId, 'returned', report, ['out', 'taken_back']);
    } finally {
      await upload.remove();
    }
    return handoffOr404(app.db, id, handoffId);
  });

  route(app, endpoints.handoffs.resolve, async (request) => {
    const { id, handoffId } = request.params;
    const handoff = await handoffOr404(app.db, id, handoffId);
    const open = new Map(
      (handoff.report?.conflicts ?? []).map((conflict) => [conflict.segment_id, conflict.returned] as const),
    );
    const { decisions } = request.body;
    const unknown = decisions.find((decision) => !open.has(decision.segment_id));
    if (unknown)
      throw new HttpError(
        400,
        'not_a_conflict',
        `Segment ${unknown.segment_id} has no conflict to settle in this package's return`,
        { segment_id: unknown.segment_id },
      );
    const author = authorOf(handoff, request.user);
    for (const { segment_id, take } of decisions) {
      if (take === 'return') {
        const refusal = await saveReturned(app, handoff, segment_id, open.get(segment_id)!, author);
        if (refusal)
          throw new HttpError(422, 'return_not_saved', `Segment ${segment_id}: ${refusal.message}`, {
            segment_id,
            problem: refusal.message,
          });
      }
      await app.db
        .deleteFrom('handoff_conflicts')
        .where('handoff_id', '=', handoffId)
        .where('record_id', '=', segment_id)
        .execute();
    }
    return handoffOr404(app.db, id, handoffId);
  });

  route(app, endpoints.handoffs.takeBack, async (request) => {
    const { id, handoffId } = request.params;
    await handoffOr404(app.db, id, handoffId);
    await closeHandoff(app.db, handoffId, 'taken_back', null, ['out']);
    return handoffOr404(app.db, id, handoffId);
  });

  route(app, endpoints.handoffs.ofDocument, async (request) => {
    const { id } = request.params;
    foundOr404(
      await app.db.selectFrom('documents').select('id').where('id', '=', id).executeTakeFirst(),
      'document_not_found',
      'Document not found',
    );
    return { handoff: await documentHandoff(app.db, id) };
  });

  /** The return's author: the package's person, else whoever uploads it. */
  function authorOf(handoff: Handoff, uploader: { id: number; username: string }): ReturnAuthor {
    return handoff.person ? { id: handoff.person.id, username: handoff.person.username } : uploader;
  }
};

/** 409 for a package whose return is in already. */
function refuseReturned(handoff: Handoff): void {
  if (handoff.state === 'returned') throw handoffReturned();
}
