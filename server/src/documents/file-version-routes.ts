import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { receiveUpload } from '../plugins/uploads.ts';
import { detectDocumentFormat } from '../formats/document-formats.ts';
import { isFormatError } from '../formats/terms.ts';
import { importTranslationFile, updateDocumentSource } from './file-versions.ts';
import { findDocument } from './repository.ts';
import { refuseUnlessReady } from './save-target.ts';
import type { DocumentRow } from './tables.ts';

/** The job kinds, for GET /jobs/{id}. */
export const SOURCE_UPDATE_JOB = 'document.source-update';
export const TRANSLATIONS_IMPORT_JOB = 'document.translations-import';

/** Names listed in a job's message before "and N more". */
const LISTED = 20;

/**
 * A translations import's message: how many translations it read, then (after `; `, which `tessera push` looks for
 * to print the rest) the segments whose translation it left out, their inline codes not being their source's, and
 * how many of those downloads write as the file has them.
 */
export function translationsReadMessage(updated: number, refused: readonly string[], kept = 0): string {
  const read = `${updated} translations read`;
  if (refused.length === 0) return read;
  const more = refused.length > LISTED ? ` and ${refused.length - LISTED} more` : '';
  const which = kept === refused.length ? 'them' : `${kept} of them`;
  const keptSaid = kept > 0 ? `; downloads write ${which} as the file has them until translated here` : '';
  return (
    `${read}; ${refused.length} not read, their placeholders or message syntax not the source's: ` +
    `${refused.slice(0, LISTED).join(', ')}${more}${keptSaid}`
  );
}

/**
 * A newer version of a document's source file, and a translation file read back into it (file-versions.ts): what
 * `tessera push` sends for a document already in the project. The file is read in a background job whose failure
 * message says what the format's reader found.
 */
export const fileVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.documentUploadLimitBytes ?? DOCUMENT_MAX_BYTES;

  /** The uploaded file's bytes once it is known to be in the document's format; the temporary file is gone. */
  async function receiveFileOf(request: Parameters<typeof receiveUpload>[0], document: DocumentRow): Promise<Buffer> {
    if (!request.isMultipart())
      throw new HttpError(400, 'multipart_expected', 'Send the file as multipart/form-data in a part named "file"');
    const upload = await receiveUpload(request, { maxBytes });
    try {
      if (upload.size === 0) throw new HttpError(400, 'file_empty', 'The file is empty');
      const bytes = await readFile(upload.path);
      const format = detectDocumentFormat(upload.filename, bytes.subarray(0, 8192));
      if (format?.type !== document.type)
        throw new HttpError(
          422,
          'file_format_mismatch',
          `"${upload.filename}" is ${format ? `in the ${format.type} format` : 'in no format Tessera reads'}; this document is in the ${document.type} format`,
        );
      return bytes;
    } finally {
      await upload.remove();
    }
  }

  const readyDocument = async (id: number) =>
    refuseUnlessReady(foundOr404(await findDocument(app.db, id), 'document_not_found', 'Document not found'));

  const failure = (error: unknown) =>
    isFormatError(error) ? error : new Error('The file could not be read; send it again');

  route(app, endpoints.documents.updateSource, async (request, reply) => {
    const document = await readyDocument(request.params.id);
    const bytes = await receiveFileOf(request, document);
    const { jobId } = await app.jobs.run({
      kind: SOURCE_UPDATE_JOB,
      targetId: document.id,
      work: async () => {
        const update = await updateDocumentSource(app.db, document, bytes).catch((error: unknown) => {
          throw failure(error);
        });
        return `${update.added} segments added, ${update.changed} changed, ${update.removed} removed`;
      },
    });
    return reply.status(202).send({ job_id: jobId });
  });

  route(app, endpoints.documents.importTranslations, async (request, reply) => {
    const document = await readyDocument(request.params.id);
    const bytes = await receiveFileOf(request, document);
    const { jobId } = await app.jobs.run({
      kind: TRANSLATIONS_IMPORT_JOB,
      targetId: document.id,
      work: async () => {
        const applied = await importTranslationFile(app.db, document, bytes).catch((error: unknown) => {
          throw failure(error);
        });
        return translationsReadMessage(applied.updated, applied.refused, applied.kept);
      },
    });
    return reply.status(202).send({ job_id: jobId });
  });
};
