import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { canonicalLanguageCode, LanguageCode } from '@tessera/shared/contract';
import { XmlFormatError } from '../formats/xml.ts';
import { checkXliffFileStart, NO_TARGET_LANGUAGE } from '../formats/xliff/parse.ts';
import { HttpError } from '../plugins/errors.ts';
import { deleteImportedContent, insertSegments, recountRecords, storeOriginal, updateDocument } from './repository.ts';
import { readXliffFileInWorker } from './xliff-file-reader.ts';
import { refreshStatistics } from '../db/statistics.ts';
import { isEmbeddedDatabase, type Db } from '../db/database.ts';
import { computeImportedQa } from './qa/repository.ts';
import { glossaryTermHits } from './qa/term-hits.ts';
import { runUploadImport } from '../jobs/upload-import.ts';

export const DOCUMENT_IMPORT_JOB = 'document.import';
/**
 * Segments per INSERT (the reader hands over what it has at the end of a 256 KB chunk once it has this many):
 * small enough that each column string stays below V8's large-object size (128 KB), which only a full GC
 * frees. 2000 peaked ~15 MB higher and cost more server CPU (bench/xliff-import.ts).
 */
const BATCH_SIZE = 500;

/**
 * Processes an uploaded XLIFF file in the background: segments into document_records (batched), the original
 * file into document_files, then counts and status 'done'. On any failure the partial rows are deleted and
 * the document shows status 'error' with a message for the user. The upload is deleted either way.
 */
export async function startDocumentImport(
  app: FastifyInstance,
  documentId: number,
  filePath: string,
  targetLanguage?: string,
): Promise<void> {
  await runUploadImport(app, {
    kind: DOCUMENT_IMPORT_JOB,
    targetId: documentId,
    filePath,
    importFile: (job) =>
      importDocument(app, documentId, filePath, (fraction) => job.reportProgress(fraction), targetLanguage),
    onFailure: (error) => failImport(app, documentId, error),
  });
}

/** Documents whose import died with its process are cleaned up and marked 'error'. */
export function registerDocumentImportRecovery(app: FastifyInstance): void {
  app.jobs.onRecover(DOCUMENT_IMPORT_JOB, async (job) => {
    if (job.target_id !== null) {
      await failImport(
        app,
        job.target_id,
        new XmlFormatError('The server stopped while reading this document; please upload it again'),
      );
    }
  });
}

async function failImport(app: FastifyInstance, documentId: number, error: unknown): Promise<void> {
  const message =
    error instanceof XmlFormatError ? error.message : 'The document could not be processed; please try again';
  await deleteImportedContent(app.db, documentId);
  await updateDocument(app.db, documentId, { status: 'error', processing_error: message });
}

/**
 * The planner's statistics of the segments just stored, taken before any statement reads them. Planned on
 * statistics that had never seen the document, a statement expects one row of it: counting the repetitions then
 * ran its grouping of the whole document once per segment (27 s for 5,000 segments on PGlite, quadratic). On the
 * embedded database, whose one connection every request waits for, only the columns those statements select and
 * group by are sampled (a full analyze held it 2.5-3.5 s for 20,000 segments on a busy machine, this one
 * 0.3-1.5 s); PostgreSQL analyzes every column while its other connections serve requests.
 */
async function refreshSegmentStatistics(db: Db): Promise<void> {
  await refreshStatistics(
    db,
    'document_records',
    isEmbeddedDatabase(db) ? ['document_id', 'position', 'source_hash'] : undefined,
  );
}

/**
 * Checks the start of an uploaded XLIFF file before anything is created: a file refused for what its first KB
 * hold (another root element, an XLIFF version or encoding not read, a DOCTYPE declaring entities, malformed
 * XML) answers 422 with the reader's message; an XLIFF 2.0 file without trgLang answers 400 unless the form
 * names the target language (`target_lang`, as the TM import does). Answers the target language to import
 * the file with (undefined: its own).
 */
export async function checkUploadedXliff(upload: {
  path: string;
  fields: Record<string, string>;
}): Promise<string | undefined> {
  let start;
  try {
    start = await checkXliffFileStart(upload.path);
  } catch (error) {
    if (error instanceof XmlFormatError) throw new HttpError(422, error.message);
    throw error;
  }
  if (!start.needsTargetLanguage) return undefined;
  const chosen = upload.fields['target_lang'];
  if (chosen === undefined) throw new HttpError(400, NO_TARGET_LANGUAGE, { field: 'target_lang' });
  const language = LanguageCode.safeParse(chosen);
  if (!language.success)
    throw new HttpError(400, `Invalid request: target_lang ${language.error.issues[0]!.message}`, {
      field: 'target_lang',
    });
  return language.data;
}

export async function importDocument(
  app: FastifyInstance,
  documentId: number,
  filePath: string,
  reportProgress: (fraction: number) => Promise<void> = async () => {},
  targetLanguage?: string,
): Promise<void> {
  const started = performance.now();
  await updateDocument(app.db, documentId, { status: 'processing', processing_error: null });
  const { size } = await stat(filePath);
  // The original is compressed and stored while the segments are read (zlib works in its own thread).
  const storing = storeOriginal(app.db, documentId, createReadStream(filePath, { highWaterMark: 256 * 1024 }));
  // Awaited below; until then a failure must not count as unhandled.
  storing.catch(() => {});
  // The worker parses the next batches while this one is inserted: the database and the parser work at once.
  const reader = readXliffFileInWorker(filePath, { batchSize: BATCH_SIZE, targetLanguage });
  try {
    for await (const { columns, bytesRead } of reader.batches) {
      await insertSegments(app.db, documentId, columns);
      await reportProgress(size > 0 ? Math.min(0.95, bytesRead / size) : 0);
    }
    await storing;
  } catch (error) {
    // Nothing may still be writing when the caller deletes what was stored.
    await Promise.allSettled([storing]);
    throw error;
  }
  const { header, segments } = reader.result()!;
  // Stored in the contract's canonical form, as TMs and glossaries are ('iw' -> 'he'); the file keeps its own.
  const languages = {
    source_lang: canonicalLanguageCode(header.sourceLang),
    target_lang: canonicalLanguageCode(header.targetLang),
  };
  const parsed = performance.now();
  await refreshSegmentStatistics(app.db);
  await recountRecords(app.db, documentId);
  await computeImportedQa(app.db, { id: documentId, ...languages }, glossaryTermHits(app.db));
  await updateDocument(app.db, documentId, {
    status: 'done',
    processing_error: null,
    xliff_version: header.version,
    ...languages,
  });
  app.log.info(
    {
      documentId,
      segments,
      bytes: size,
      readSeconds: (parsed - started) / 1000,
      totalSeconds: (performance.now() - started) / 1000,
    },
    'XLIFF document imported',
  );
}
