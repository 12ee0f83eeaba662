import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, DocumentRecordsQuery, Id } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { searchRegexProblem } from '@tessera/shared/contract/search-pattern';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { receiveUpload } from '../plugins/uploads.ts';
import { writeXliff20, XLIFF_20_MEDIA_TYPE } from '../formats/xliff/export.ts';
import { checkUploadedDocument, registerDocumentImportRecovery, startDocumentImport } from './import.ts';
import { registerReadingUpgrades } from './outdated-readings.ts';
import { documentLinksRoutes } from './link-routes.ts';
import { refuseUnknownCodes, translatedFile, translatedFileName, uploadedFileName } from './translated-file.ts';
import { uploadedDocumentName } from './uploaded-name.ts';
import { fileVersionRoutes } from './file-version-routes.ts';
import { qaRoutes } from './qa/routes.ts';
import { progressRoutes } from './progress.ts';
import { previewRoutes } from './preview/preview.ts';
import { replaceRoutes } from './replace.ts';
import { refuseUnlessReady, saveTarget } from './save-target.ts';
import { TmWriteBacks } from './tm-write-backs.ts';
import { rowExists } from '../db/row-exists.ts';
import { startWithProjectAssignments } from '../assignments/repository.ts';
import { refuseUnlessStepAllows } from '../assignments/step-guard.ts';
import {
  createDocument,
  deleteDocument,
  findDocument,
  listDocuments,
  pageRecords,
  streamExportSegments,
  toDocument,
  toDocumentRecord,
  updateDocument,
} from './repository.ts';
import type { DocumentRow } from './tables.ts';
import { refuseIfHeldBy } from './live/holds.ts';
import { readSegmentForSave } from './save-read.ts';
import { pageDocuments } from './document-pages.ts';
import { fillRepetitions } from './repetitions/fill.ts';
import { ratedMachineTranslations } from './mt-quality.ts';
import { historyRoutes } from './history/routes.ts';
import { commentsRoutes } from './comments/routes.ts';
import { repetitionsRoutes } from './repetitions/routes.ts';

/** A download as an attachment named `fileName` (an ASCII fallback for old clients), streamed. */
function sendFile(
  reply: FastifyReply,
  fileName: string,
  mediaType: string,
  content: AsyncIterable<Buffer | string>,
): FastifyReply {
  const ascii = fileName.replace(/[^\w.\- ]+/g, '_').trim() || 'document';
  return reply
    .header('content-type', mediaType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(Readable.from(content));
}

/** PostgreSQL's SQLSTATE for a regular expression it cannot compile. */
const INVALID_REGULAR_EXPRESSION = '2201B';

/** Documents: everyone reads, document.edit edits and approves segments, document.manage the rest. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDocumentImportRecovery(app);
  registerReadingUpgrades(app);
  await app.register(documentLinksRoutes);
  await app.register(qaRoutes);
  await app.register(replaceRoutes);
  await app.register(progressRoutes);
  await app.register(previewRoutes);
  await app.register(historyRoutes);
  await app.register(commentsRoutes);
  await app.register(repetitionsRoutes);
  await app.register(fileVersionRoutes);
  const uploadLimit = app.config.documentUploadLimitBytes ?? DOCUMENT_MAX_BYTES;
  const tmWriteBacks = new TmWriteBacks(app);
  app.addHook('onReady', async () => tmWriteBacks.start());
  app.addHook('onClose', () => tmWriteBacks.close());

  const documentOr404 = async (id: number): Promise<DocumentRow> =>
    foundOr404(await findDocument(app.db, id), 'document_not_found', 'Document not found');
  /** The optional `project_id` form field of an upload: a project that exists, else 400. */
  const projectField = async (value: string | undefined): Promise<number | null> => {
    if (value === undefined) return null;
    const parsed = Id.safeParse(/^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN);
    if (!parsed.success)
      throw new HttpError(400, 'invalid_project_id', 'project_id must be the id of a project', { field: 'project_id' });
    if (!(await rowExists(app.db, 'projects', parsed.data)))
      throw new HttpError(400, 'project_id_unknown', `No project has the id ${parsed.data}`, { field: 'project_id' });
    return parsed.data;
  };
  const readyDocument = async (id: number) => refuseUnlessReady(await documentOr404(id));

  // Without paging parameters every document, as callers before the pages were told; with any, a page. Everyone
  // signed in reads every document, in the list as one by one.
  route(app, endpoints.documents.list, async (request) => {
    if (Object.values(request.query).every((value) => value === undefined))
      return (await listDocuments(app.db)).map(toDocument);
    return pageDocuments(app.db, request.query);
  });

  route(app, endpoints.documents.upload, async (request, reply) => {
    if (!request.isMultipart())
      throw new HttpError(400, 'multipart_expected', 'Send the document as multipart/form-data in a part named "file"');
    const upload = await receiveUpload(request, { maxBytes: uploadLimit });
    try {
      const name = uploadedDocumentName(upload.filename);
      if (upload.size === 0) throw new HttpError(400, 'file_empty', 'The file is empty');
      const projectId = await projectField(upload.fields['project_id']);
      const uploaded = await checkUploadedDocument({ ...upload, filename: name });
      const document = await app.db.transaction().execute(async (trx) => {
        const created = await createDocument(trx, {
          name,
          type: uploaded.format,
          created_by: request.user.id,
          file_size: upload.size,
          project_id: projectId,
          join_cues: uploaded.joinCues ?? false,
        });
        if (projectId !== null) await startWithProjectAssignments(trx, created.id, projectId, request.user.id);
        return created;
      });
      await startDocumentImport(app, {
        filePath: upload.path,
        originalId: document.original_id,
        format: uploaded.format,
        statedTarget: uploaded.statedTarget,
        documents: [{ id: document.id, languages: uploaded.languages }],
      });
      return reply.status(202).send(toDocument(document));
    } catch (error) {
      await upload.remove();
      throw error;
    }
  });

  route(app, endpoints.documents.get, async (request) => toDocument(await documentOr404(request.params.id)));

  route(app, endpoints.documents.update, async (request) => {
    const { name, project_id } = request.body;
    if (project_id !== undefined && project_id !== null && !(await rowExists(app.db, 'projects', project_id))) {
      throw new HttpError(400, 'project_id_unknown', `No project has the id ${project_id}`);
    }
    if (!(await updateDocument(app.db, request.params.id, { name, project_id })))
      throw new HttpError(404, 'document_not_found', 'Document not found');
    return {
      message:
        name === undefined
          ? 'Document moved'
          : project_id === undefined
            ? 'Document renamed'
            : 'Document renamed and moved',
    };
  });

  route(app, endpoints.documents.delete, async (request) => {
    const document = await documentOr404(request.params.id);
    if (document.status === 'processing' || document.status === 'uploaded') {
      throw new HttpError(
        409,
        'document_processing_delete_later',
        'This document is still being processed; delete it when processing has finished',
      );
    }
    if (!(await deleteDocument(app.db, document.id)))
      throw new HttpError(404, 'document_not_found', 'Document not found');
    return { message: 'Document deleted' };
  });

  route(app, endpoints.documents.records, async (request) => {
    const {
      page,
      search,
      filter,
      qa,
      search_in,
      regex,
      case_sensitive,
      changed_since,
      comments,
      open_in,
      keep,
      mt_below,
      screenshot,
    } = request.query as z.output<typeof DocumentRecordsQuery>;
    const text = { in: search_in, regex, caseSensitive: case_sensitive };
    const problem = regex ? searchRegexProblem(search) : null;
    if (problem) throw new HttpError(400, 'invalid_pattern', `search ${problem}`);
    const { id } = request.params;
    const result = await pageRecords(app.db, id, page, {
      search,
      filter,
      qa,
      text,
      changedSince: changed_since,
      comments,
      openIn: open_in,
      mtBelow: mt_below,
      screenshot,
      keep,
    }).catch((error: unknown) => {
      // A pattern JavaScript reads but PostgreSQL does not (a lookbehind, say) is the request's fault, not the server's.
      if (regex && (error as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
        throw new HttpError(
          400,
          'invalid_pattern',
          `search is not a valid regular expression: ${(error as Error).message}`,
        );
      }
      throw error;
    });
    if (!result) throw new HttpError(404, 'document_not_found', 'Document not found');
    const mtQuality = await ratedMachineTranslations(app.db, result.records);
    return { ...result, records: result.records.map((record) => toDocumentRecord(record, mtQuality)) };
  });

  route(app, endpoints.documents.saveRecord, async (request) => {
    const step = await refuseUnlessStepAllows(app.db, { recordId: request.params.id }, request.user);
    const segment = await readSegmentForSave(app.db, request.params.id, request.user.id);
    if (!segment) throw new HttpError(404, 'segment_not_found', 'Segment not found');
    refuseIfHeldBy(segment.heldBy);
    refuseUnlessReady(segment.document);
    const result = await saveTarget(app, segment, request.body, request.user, step);
    // Unless the request says, the document's setting decides whether an approval fills the repetitions.
    const fill =
      request.body.update_repetitions ?? (result.approved && segment.document.repetition_propagation === 'auto');
    const updated_repetitions = fill ? await fillRepetitions(app, segment.document, result, request.user) : [];
    return { ...toDocumentRecord(result, await ratedMachineTranslations(app.db, [result])), updated_repetitions };
  });

  route(app, endpoints.documents.download, async (request, reply) => {
    const document = await readyDocument(request.params.id);
    const languages = { source: document.source_lang, target: document.target_lang };
    if (request.query.as === 'xliff') {
      await refuseUnknownCodes(app.db, [document.id], { edited: false });
      const fileName = uploadedFileName(document);
      const xliffName = fileName.replace(/\.(xlf|xliff)$/i, '') + '.xlf';
      const xliff = writeXliff20({ name: fileName, ...languages }, streamExportSegments(app.db, document.id));
      return sendFile(reply, xliffName, XLIFF_20_MEDIA_TYPE, xliff);
    }
    const file = await translatedFile(app.db, document, { untranslated: request.query.untranslated });
    return sendFile(reply, await translatedFileName(app.db, document), file.mediaType, file.bytes);
  });
};
