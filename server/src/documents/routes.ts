import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  Document,
  DocumentList,
  DocumentRecordPage,
  DocumentRecordsQuery,
  ErrorBody,
  IdParam,
  MessageBody,
  UpdateDocumentBody,
  Id,
  UpdateDocumentRecordBody,
  SavedDocumentRecord,
} from '@tessera/shared/contract';
import { HttpError } from '../plugins/errors.ts';
import { receiveUpload } from '../plugins/uploads.ts';
import { rewriteXliffFile } from '../formats/xliff/rewrite.ts';
import { checkUploadedXliff, registerDocumentImportRecovery, startDocumentImport } from './import.ts';
import { documentLinksRoutes } from './links.ts';
import { qaRoutes } from './qa/routes.ts';
import { progressRoutes } from './progress.ts';
import { replaceRoutes } from './replace.ts';
import { refuseUnlessReady, saveTarget } from './save-target.ts';
import { TmWriteBacks } from './tm-write-backs.ts';
import { projectExists } from '../projects/repository.ts';
import {
  createDocument,
  deleteDocument,
  findDocument,
  listDocuments,
  pageRecords,
  readOriginal,
  streamEdits,
  toDocument,
  toDocumentRecord,
  updateDocument,
} from './repository.ts';
import type { DocumentRow } from './tables.ts';
import { refuseIfHeldBy } from './live/holds.ts';
import { readSegmentForSave } from './save-read.ts';
import { fillRepetitions } from './repetitions/fill.ts';
import { historyRoutes } from './history/routes.ts';
import { commentsRoutes } from './comments/routes.ts';
import { repetitionsRoutes } from './repetitions/routes.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const read = { permission: 'document.read' } as const;
const edit = { permission: 'document.edit' } as const;
const manage = { permission: 'document.manage' } as const;
const tags = ['documents'];

/** PostgreSQL's SQLSTATE for a regular expression it cannot compile. */
const INVALID_REGULAR_EXPRESSION = '2201B';

/** Documents: everyone reads, document.edit edits and approves segments, document.manage the rest. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerDocumentImportRecovery(app);
  await app.register(documentLinksRoutes);
  await app.register(qaRoutes);
  await app.register(replaceRoutes);
  await app.register(progressRoutes);
  await app.register(historyRoutes);
  await app.register(commentsRoutes);
  await app.register(repetitionsRoutes);
  const uploadLimit = app.config.documentUploadLimitBytes ?? DOCUMENT_MAX_BYTES;
  const tmWriteBacks = new TmWriteBacks(app);
  app.addHook('onReady', async () => tmWriteBacks.start());
  app.addHook('onClose', () => tmWriteBacks.close());

  const documentOr404 = async (id: number): Promise<DocumentRow> => {
    const document = await findDocument(app.db, id);
    if (!document) throw new HttpError(404, 'Document not found');
    return document;
  };
  /** The optional `project_id` form field of an upload: a project that exists, else 400. */
  const projectField = async (value: string | undefined): Promise<number | null> => {
    if (value === undefined) return null;
    const parsed = Id.safeParse(/^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN);
    if (!parsed.success) throw new HttpError(400, 'project_id must be the id of a project', { field: 'project_id' });
    if (!(await projectExists(app.db, parsed.data)))
      throw new HttpError(400, `No project has the id ${parsed.data}`, { field: 'project_id' });
    return parsed.data;
  };
  const readyDocument = async (id: number) => refuseUnlessReady(await documentOr404(id));

  app.get(
    '/document/',
    {
      config: read,
      schema: { tags, summary: 'List documents with their progress', response: { 200: DocumentList, ...errors } },
    },
    async () => (await listDocuments(app.db)).map(toDocument),
  );

  app.post(
    '/document/',
    {
      config: manage,
      schema: {
        tags,
        summary:
          'Upload an XLIFF 1.0-1.2 or 2.0 file (multipart part "file", .xlf or .xliff; target_lang for a 2.0 file without trgLang); ' +
          'processed in the background. 422 when its start shows it cannot be imported',
        consumes: ['multipart/form-data'],
        response: { 202: Document, ...errors, 413: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(400, 'Send the XLIFF file as multipart/form-data in a part named "file"');
      const upload = await receiveUpload(request, { maxBytes: uploadLimit });
      try {
        const name = upload.filename.trim();
        if (!DOCUMENT_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))) {
          throw new HttpError(
            400,
            `Only XLIFF files (${DOCUMENT_EXTENSIONS.join(', ')}) can be uploaded; "${name}" is not one`,
          );
        }
        if (upload.size === 0) throw new HttpError(400, 'The file is empty');
        const projectId = await projectField(upload.fields['project_id']);
        const targetLanguage = await checkUploadedXliff(upload);
        const document = await createDocument(app.db, {
          name: name.slice(0, 255),
          created_by: request.user.id,
          file_size: upload.size,
          project_id: projectId,
        });
        await startDocumentImport(app, document.id, upload.path, targetLanguage);
        return reply.status(202).send(toDocument(document));
      } catch (error) {
        await upload.remove();
        throw error;
      }
    },
  );

  app.get(
    '/document/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One document (status, languages, progress)',
        params: IdParam,
        response: { 200: Document, ...errors },
      },
    },
    async (request) => toDocument(await documentOr404(request.params.id)),
  );

  app.put(
    '/document/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Rename a document, or move it into a project (project_id) or out of any (project_id: null)',
        params: IdParam,
        body: UpdateDocumentBody,
        response: { 200: MessageBody, ...errors },
      },
    },
    async (request) => {
      const { name, project_id } = request.body;
      if (project_id !== undefined && project_id !== null && !(await projectExists(app.db, project_id))) {
        throw new HttpError(400, `No project has the id ${project_id}`);
      }
      if (!(await updateDocument(app.db, request.params.id, { name, project_id })))
        throw new HttpError(404, 'Document not found');
      return {
        message:
          name === undefined
            ? 'Document moved'
            : project_id === undefined
              ? 'Document renamed'
              : 'Document renamed and moved',
      };
    },
  );

  app.delete(
    '/document/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Delete a document with its segments',
        params: IdParam,
        response: { 200: MessageBody, ...errors },
      },
    },
    async (request) => {
      const document = await documentOr404(request.params.id);
      if (document.status === 'processing' || document.status === 'uploaded') {
        throw new HttpError(409, 'This document is still being processed; delete it when processing has finished');
      }
      if (!(await deleteDocument(app.db, document.id))) throw new HttpError(404, 'Document not found');
      return { message: 'Document deleted' };
    },
  );

  app.get(
    '/document/:id/records',
    {
      config: read,
      schema: {
        tags,
        summary:
          'A page of segments in file order; filter all|unapproved|untranslated or one status; qa=issues|errors: only segments ' +
          'with QA findings not ignored, or with QA errors; search in source and/or target text (search_in), as a substring or ' +
          'a regular expression (regex=true), case_sensitive=true; changed_since: saved at or after that time; ' +
          'comments=open: only segments with open comments',
        params: IdParam,
        querystring: DocumentRecordsQuery,
        response: { 200: DocumentRecordPage, ...errors },
      },
    },
    async (request) => {
      await documentOr404(request.params.id);
      const { page, search, filter, qa, search_in, regex, case_sensitive, changed_since, comments } =
        request.query as z.output<typeof DocumentRecordsQuery>;
      const text = { in: search_in, regex, caseSensitive: case_sensitive };
      const result = await pageRecords(
        app.db,
        request.params.id,
        page,
        search,
        filter,
        qa,
        text,
        changed_since,
        comments,
      ).catch((error: unknown) => {
        // A pattern JavaScript reads but PostgreSQL does not (a lookbehind, say) is the request's fault, not the server's.
        if (regex && (error as { code?: string }).code === INVALID_REGULAR_EXPRESSION) {
          throw new HttpError(400, `search is not a valid regular expression: ${(error as Error).message}`);
        }
        throw error;
      });
      return { records: result.records.map(toDocumentRecord), total_rows: result.total_rows };
    },
  );

  app.put(
    '/document/records/:id',
    {
      config: edit,
      schema: {
        tags,
        summary:
          'Save a segment target and approval; answers it with its QA findings. 409 when it changed since `updated_at`, ' +
          '422 on inline-code problems, 423 while someone else is editing it (see POST /document/{id}/presence)',
        params: IdParam,
        body: UpdateDocumentRecordBody,
        response: { 200: SavedDocumentRecord, ...errors, 422: ErrorBody, 423: ErrorBody },
      },
    },
    async (request) => {
      const segment = await readSegmentForSave(app.db, request.params.id, request.user.id);
      if (!segment) throw new HttpError(404, 'Segment not found');
      refuseIfHeldBy(segment.heldBy);
      refuseUnlessReady(segment.document);
      const result = await saveTarget(app, segment, request.body, request.user);
      // Unless the request says, the document's setting decides whether an approval fills the repetitions.
      const fill =
        request.body.update_repetitions ?? (result.approved && segment.document.repetition_propagation === 'auto');
      const updated_repetitions = fill ? await fillRepetitions(app, segment.document, result, request.user) : [];
      return { ...toDocumentRecord(result), updated_repetitions };
    },
  );

  app.get(
    '/document/:id/download',
    {
      config: read,
      schema: {
        tags,
        summary: 'The XLIFF file with the translations: the original, only targets and states changed (streamed)',
        params: IdParam,
        response: { 200: z.unknown().describe('XLIFF document (application/xliff+xml)'), ...errors },
      },
    },
    async (request, reply) => {
      const document = await readyDocument(request.params.id);
      const fileName = /\.(xlf|xliff)$/i.test(document.name) ? document.name : `${document.name}.xlf`;
      const ascii = fileName.replace(/[^\w.\- ]+/g, '_').trim() || 'document.xlf';
      // A 2.0 file imported without trgLang gets the target language chosen at upload.
      const file = await rewriteXliffFile(readOriginal(app.db, document.id), streamEdits(app.db, document.id), {
        targetLanguage: document.target_lang,
      });
      const body = Readable.from(file.bytes);
      return reply
        .header('content-type', `application/xliff+xml; charset=${file.encoding}`)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .send(body);
    },
  );
};
