import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { sameOrVariantLanguage, type Project } from '@tessera/shared/contract';
import { startDocumentImport } from '../documents/import.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { createDocument, deleteDocument, readOriginal } from '../documents/repository.ts';
import type { DocumentRow } from '../documents/tables.ts';
import { startWithProjectAssignments } from '../assignments/repository.ts';

/**
 * Gives each target language just added to a project a document of every file already in it: the documents of the
 * project's first target language before the change (in upload order) are the files, each read again from its
 * stored original into new documents of the added languages, as an upload into the project would (one import per
 * file, which reads it once for all of them where its format allows), sharing that original. A file that names its
 * target language is left out, as an upload makes it the document of that language only. All documents are created
 * in one transaction; a file that cannot be written out for its import leaves none of them behind.
 */
export async function documentsForAddedLanguages(
  app: FastifyInstance,
  project: Pick<Project, 'id' | 'source_lang'> & { firstTarget: string },
  added: readonly string[],
  userId: number,
): Promise<number> {
  if (added.length === 0) return 0;
  const files = (
    await app.db
      .selectFrom('documents')
      .selectAll()
      .where('project_id', '=', project.id)
      .where('status', '=', 'done')
      .orderBy('id')
      .execute()
  ).filter((document) => sameOrVariantLanguage(document.target_lang, project.firstTarget));
  const untargeted: typeof files = [];
  for (const file of files) {
    const { statedTarget } = await documentFormat(file.type).inspect(() => readOriginal(app.db, file.id));
    if (!statedTarget) untargeted.push(file);
  }
  if (untargeted.length === 0) return 0;
  // In the order they were made before (each added language's documents together), each file's then read once.
  const copies = new Map(untargeted.map((file) => [file, [] as DocumentRow[]]));
  await app.db.transaction().execute(async (trx) => {
    for (const target of added)
      for (const file of untargeted) {
        const document = await createDocument(trx, {
          name: file.name,
          type: file.type,
          created_by: userId,
          file_size: file.file_size,
          project_id: project.id,
          source_lang: project.source_lang,
          target_lang: target,
          join_cues: file.join_cues,
          original_id: file.original_id,
        });
        await startWithProjectAssignments(trx, document.id, project.id, userId);
        copies.get(file)!.push(document);
      }
  });
  const dir = join(app.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const paths: string[] = [];
  try {
    for (const [file, documents] of copies) {
      const path = join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.copy`);
      paths.push(path);
      await pipeline(readOriginal(app.db, file.id), createWriteStream(path));
      await startDocumentImport(app, {
        filePath: path,
        originalId: file.original_id,
        stored: true,
        format: file.type,
        documents: documents.map((document) => {
          const languages = { source: project.source_lang, target: document.target_lang };
          return { id: document.id, languages, required: languages };
        }),
      });
    }
  } catch (error) {
    for (const documents of copies.values())
      for (const document of documents) await deleteDocument(app.db, document.id);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
    throw error;
  }
  return untargeted.length * added.length;
}
