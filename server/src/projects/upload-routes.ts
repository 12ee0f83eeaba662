import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DOCUMENT_MAX_BYTES, sameOrVariantLanguage, type Project } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { receiveUpload } from '../plugins/uploads.ts';
import { checkUploadedDocument, startDocumentImport } from '../documents/import.ts';
import { createDocument, createOriginal, deleteDocument, toDocument } from '../documents/repository.ts';
import { uploadedDocumentName } from '../documents/uploaded-name.ts';
import type { DocumentRow } from '../documents/tables.ts';
import { startWithProjectAssignments } from '../assignments/repository.ts';
import { findProject } from './repository.ts';

/**
 * `POST /projects/{id}/documents`: one uploaded file becomes one document per target language of the project, all
 * made by one import job that reads the file once for all of them where its format allows (import.ts) and stores
 * it once, their shared original. A file that names its target language (most XLIFF and PO files do) becomes the
 * document of that language only: its targets are in that language; one naming none of the project's target
 * languages is refused before any document is made. The form's `target_lang` narrows it to that language's
 * document (a document's file sent again).
 */
export const projectUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadLimit = app.config.documentUploadLimitBytes ?? DOCUMENT_MAX_BYTES;

  route(app, endpoints.projects.uploadDocuments, async (request, reply) => {
    if (!request.isMultipart())
      throw new HttpError(400, 'multipart_expected', 'Send the document as multipart/form-data in a part named "file"');
    const project = foundOr404(await findProject(app.db, request.params.id), 'project_not_found', 'Project not found');
    const upload = await receiveUpload(request, { maxBytes: uploadLimit });
    let created: DocumentRow[] = [];
    try {
      const name = uploadedDocumentName(upload.filename);
      if (upload.size === 0) throw new HttpError(400, 'file_empty', 'The file is empty');
      // The form's languages give way to the project's: every document is in the project's pair.
      const fields = { ...upload.fields, source_lang: project.source_lang, target_lang: project.target_lang };
      const checked = await checkUploadedDocument({ ...upload, filename: name, fields });
      const targets = onlyTarget(targetsOfFile(project, checked.statedTarget), upload.fields.target_lang);
      // All documents or none: one transaction creates them, their shared original and their assignments.
      created = await app.db.transaction().execute(async (trx) => {
        const originalId = await createOriginal(trx);
        const documents: DocumentRow[] = [];
        for (const target of targets) {
          const document = await createDocument(trx, {
            name,
            type: checked.format,
            created_by: request.user.id,
            file_size: upload.size,
            project_id: project.id,
            source_lang: project.source_lang,
            target_lang: target,
            join_cues: checked.joinCues ?? false,
            original_id: originalId,
          });
          await startWithProjectAssignments(trx, document.id, project.id, request.user.id);
          documents.push(document);
        }
        return documents;
      });
      const { jobId } = await startDocumentImport(app, {
        filePath: upload.path,
        originalId: created[0]!.original_id,
        format: checked.format,
        statedTarget: checked.statedTarget,
        documents: created.map((document, index) => {
          const languages = { source: project.source_lang, target: targets[index]! };
          return { id: document.id, languages: { ...checked.languages, ...languages }, required: languages };
        }),
      });
      const documents = created.map((document) => ({ ...toDocument(document), job_id: jobId }));
      return reply.status(202).send({ documents });
    } catch (error) {
      // Documents whose import had started lose their rows; their job then finds nothing to write into.
      for (const document of created) await deleteDocument(app.db, document.id);
      await upload.remove();
      throw error;
    }
  });
};

/**
 * The project's target languages a file makes documents in: all of them, or those the file's own target language
 * is (a form of) when it names one; 422 when it names none of them.
 */
function targetsOfFile(project: Project, statedTarget: string | undefined): string[] {
  if (!statedTarget) return project.target_langs;
  const targets = project.target_langs.filter((target) => sameOrVariantLanguage(target, statedTarget));
  if (targets.length === 0)
    throw new HttpError(
      422,
      'file_target_not_in_project',
      `This file is to be translated into ${statedTarget}, which is none of this project's target languages ` +
        `(${project.target_langs.join(', ')}). Add ${statedTarget} to the project's languages, or upload a file ` +
        'that does not name its target language (it then becomes one document per target language).',
    );
  return targets;
}

/**
 * The one of `targets` the form asks for with `target_lang`, or all of them without it. A language that is not among
 * them (not the project's, or not the one the file names) is refused, naming what it could be.
 */
function onlyTarget(targets: string[], asked: string | undefined): string[] {
  if (asked === undefined || asked === '') return targets;
  const target = targets.find((candidate) => sameOrVariantLanguage(candidate, asked));
  if (!target)
    throw new HttpError(
      422,
      'target_lang_not_offered',
      `target_lang "${asked}" is not a language this file can be uploaded in here: ${targets.join(', ')}`,
      { field: 'target_lang' },
    );
  return [target];
}
