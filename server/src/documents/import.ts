import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  canonicalLanguageCode,
  LanguageCode,
  sameOrVariantLanguage,
  type DocumentFormatType,
} from '@tessera/shared/contract';
import type { DocumentLanguages, DocumentReadResult } from '../formats/document.ts';
import { detectDocumentFormat, documentFormat, UNSUPPORTED_DOCUMENT } from '../formats/document-formats.ts';
import { FormatError, isFormatError } from '../formats/terms.ts';
import { XmlFormatError } from '../formats/xml.ts';
import { HttpError } from '../plugins/errors.ts';
import { recordBands } from '../tm/batch/analysis.ts';
import { deleteImportedContent, insertSegments, recountRecords, storeOriginal, updateDocument } from './repository.ts';
import { inspectDocumentFile, readDocumentFileInWorker } from './document-file-reader.ts';
import { refreshStatistics } from '../db/statistics.ts';
import { isEmbeddedDatabase, type Db } from '../db/database.ts';
import { computeImportedQa } from './qa/repository.ts';
import { glossaryTermHits } from './qa/term-hits.ts';
import { storeValueCells } from './preview/value-cells.ts';
import { runUploadImport } from '../jobs/upload-import.ts';

export const DOCUMENT_IMPORT_JOB = 'document.import';
/**
 * Segments per INSERT (the reader hands over what it has at the end of a 256 KB chunk once it has this many):
 * small enough that each column string stays below V8's large-object size (128 KB), which only a full GC
 * frees. 2000 peaked ~15 MB higher and cost more server CPU (bench/xliff-import.ts).
 */
const BATCH_SIZE = 500;

/** What an upload was found to be: its format, and the languages the form gave for a file that does not state them. */
export interface UploadedDocument {
  format: DocumentFormatType;
  languages: DocumentLanguages;
  /** The target language the file itself names, if any (checkUploadedDocument). */
  statedTarget?: string | undefined;
  /** The form's `join_cues`: subtitle cues that continue a sentence are one segment (kept on the document). */
  joinCues?: boolean;
}

/** A document made of an uploaded file. */
export interface ImportedDocument {
  id: number;
  /** The languages it is read in where the file does not state them. */
  languages: DocumentLanguages;
  /**
   * The languages the document must be in (a project's document in one of its target languages): a file that
   * names others fails to import, saying so, rather than filling this document with another language's targets.
   */
  required?: { source: string; target: string } | undefined;
}

/**
 * An uploaded file and the documents made of it (a project's: one per target language), which share its original
 * (`originalId`, stored by the import unless `stored`: a file copied into a language added to its project).
 */
export interface FileImport {
  filePath: string;
  originalId: number;
  stored?: boolean;
  format: DocumentFormatType;
  statedTarget?: string | undefined;
  documents: readonly ImportedDocument[];
}

/**
 * Processes an uploaded file in the background, one job for every document made of it: the file is read once for
 * all of them where its format reads the same segments into every target language (else once per language), each
 * batch inserted into each document (document_records), the original stored once (document_files), then each
 * document counted and marked 'done'. The documents succeed or fail together: on any failure their partial rows
 * are deleted and each shows status 'error' with a message for the user. The upload is deleted either way. The
 * job's target is the first document; the others are found by their shared original.
 */
export async function startDocumentImport(app: FastifyInstance, file: FileImport): Promise<{ jobId: number }> {
  return runUploadImport(app, {
    kind: DOCUMENT_IMPORT_JOB,
    targetId: file.documents[0]!.id,
    filePath: file.filePath,
    importFile: (job) => importDocuments(app, file, (fraction) => job.reportProgress(fraction)),
    onFailure: async (error) => {
      for (const document of file.documents) await failImport(app, document.id, error);
    },
  });
}

/** Documents whose import died with its process are cleaned up and marked 'error'. */
export function registerDocumentImportRecovery(app: FastifyInstance): void {
  app.jobs.onRecover(DOCUMENT_IMPORT_JOB, async (job, signal) => {
    const targetId = job.target_id;
    if (targetId === null) return;
    const importing = await app.db
      .selectFrom('documents as d')
      .innerJoin('documents as first', 'first.original_id', 'd.original_id')
      .select('d.id')
      .where('first.id', '=', targetId)
      // The job's own target, and those of its file still being read (not a done language a later copy shares).
      .where((eb) => eb.or([eb('d.id', '=', targetId), eb('d.status', 'in', ['uploaded', 'processing'])]))
      .orderBy('d.id')
      .execute();
    for (const { id } of importing)
      await failImport(
        app,
        id,
        new XmlFormatError('The server stopped while reading this document; please upload it again'),
        signal,
      );
  });
}

async function failImport(app: FastifyInstance, documentId: number, error: unknown, signal?: AbortSignal) {
  const message = isFormatError(error) ? error.message : 'The document could not be processed; please try again';
  await deleteImportedContent(app.db, documentId, signal);
  await updateDocument(app.db, documentId, { status: 'error', processing_error: message });
}

/**
 * The planner's statistics of the segments just stored, taken before any statement reads them. Planned on
 * statistics that had never seen the document, a statement expects one row of it: counting the repetitions then
 * ran its grouping of the whole document once per segment (27 s for 5,000 segments on PGlite, quadratic). Only the
 * columns those statements select and group by are sampled, and with them the statistics objects (md5(source),
 * which QA looks a batch's sources up by: migration 0855): the text and JSON columns are most of an analyze's work.
 * On the embedded database, whose one connection every request waits for, a full analyze held it 2.5-3.5 s for
 * 20,000 segments on a busy machine; the sample is smaller there too (EMBEDDED_STATISTICS_TARGET). On PostgreSQL a
 * full analyze of 326,000 segments took 466-541 ms of a core on a quiet machine and 1.8 s under the scale bench's
 * build, once per file imported, against 182-192 ms for these columns; autovacuum keeps the other columns' up.
 */
export async function refreshSegmentStatistics(db: Db): Promise<void> {
  await refreshStatistics(db, 'document_records', {
    columns: ['document_id', 'position', 'source_hash'],
    ...(isEmbeddedDatabase(db) ? { statisticsTarget: EMBEDDED_STATISTICS_TARGET } : {}),
  });
}

/**
 * The statistics target of the embedded database's analyze after an import: 9,000 rows sampled instead of 30,000.
 * The sample is read from the whole table, every document's segments, so the analyze grows with the workspace up
 * to the sample's size: after 1,600,000 segments it held the connection 1.8 s (load 4-5 on 2 cores). What the
 * import's statements are planned by (a document's size, how repeated its sources are, that md5(source) picks few
 * rows) shows in the smaller sample too; 300,000 segments: 0.11 s instead of 0.34-0.66 s.
 */
const EMBEDDED_STATISTICS_TARGET = 30;

/** How much of a file the format is recognised by. */
const HEAD_BYTES = 8192;

/**
 * Checks an upload before anything is created: its format (by name and content; none read answers 422 listing
 * those that are), the file read as the import will (the start of an XLIFF and its units' lengths, the whole of a
 * text-based file: a file refused answers 422 with the reader's message, its line and column), and the languages
 * it does not state itself, which the form must give (`source_lang`, `target_lang`, BCP 47: 422 naming the first
 * missing field in `details.field` and all of them in `details.fields`, 400 when not a language code).
 */
export async function checkUploadedDocument(upload: {
  path: string;
  filename: string;
  fields: Record<string, string>;
}): Promise<UploadedDocument> {
  const format = detectDocumentFormat(upload.filename, await readHead(upload.path));
  if (!format)
    throw new HttpError(
      422,
      'unsupported_document_format',
      `"${upload.filename}" cannot be read. ${UNSUPPORTED_DOCUMENT}`,
    );
  const languages = {
    source: languageField(upload.fields, 'source_lang'),
    target: languageField(upload.fields, 'target_lang'),
  };
  let needs, statedTarget;
  try {
    ({ needs, statedTarget } = await inspectDocumentFile(upload.path, format.type, languages));
  } catch (error) {
    if (isFormatError(error)) throw new HttpError(422, 'unreadable_document', error.message);
    throw error;
  }
  const missing = needs.filter((side) => languages[side] === undefined);
  if (missing.length > 0) {
    // Every missing field is named at once, so a form asks for exactly those and never for what the file states.
    const fields = missing.map((side) => `${side}_lang`);
    const details = { field: fields[0], fields };
    if (missing.length === 2) throw new HttpError(422, 'languages_needed', LANGUAGES_NEEDED, details);
    if (missing[0] === 'source') throw new HttpError(422, 'source_language_needed', SOURCE_LANGUAGE_NEEDED, details);
    throw new HttpError(422, 'target_language_needed', TARGET_LANGUAGE_NEEDED, details);
  }
  return { format: format.type, languages, statedTarget, joinCues: joinCuesField(upload.fields, format.type) };
}

/** The form's `join_cues` (`true` or `false`, for subtitles only): 400 naming the field otherwise. */
function joinCuesField(fields: Record<string, string>, format: DocumentFormatType): boolean {
  const value = fields['join_cues'];
  if (value === undefined || value === 'false') return false;
  if (value !== 'true')
    throw new HttpError(400, 'invalid_join_cues', 'join_cues must be true or false', { field: 'join_cues' });
  if (format !== 'SRT' && format !== 'VTT')
    throw new HttpError(400, 'join_cues_not_subtitles', 'join_cues applies to subtitles (.srt, .vtt) only', {
      field: 'join_cues',
    });
  return true;
}

const SOURCE_LANGUAGE_NEEDED =
  'This file does not say which language it is in: choose its language (source_lang) and upload it again';
const TARGET_LANGUAGE_NEEDED =
  'This file does not name the language to translate it into: choose the target language (target_lang) and upload it again';
const LANGUAGES_NEEDED =
  'This file states neither its language nor the one to translate it into: choose both (source_lang, target_lang) and upload it again';

function languageField(fields: Record<string, string>, name: 'source_lang' | 'target_lang'): string | undefined {
  const value = fields[name];
  if (value === undefined) return undefined;
  const language = LanguageCode.safeParse(value);
  if (!language.success)
    throw new HttpError(400, 'invalid_request', `Invalid request: ${name} ${language.error.issues[0]!.message}`, {
      field: name,
    });
  return language.data;
}

/** A file stating languages that are not (forms of) the required ones: refused with both pairs named. */
function refuseOtherLanguages(found: { source: string; target: string }, required: { source: string; target: string }) {
  if (sameOrVariantLanguage(found.source, required.source) && sameOrVariantLanguage(found.target, required.target))
    return;
  throw new FormatError(
    `This file is to be translated from ${found.source} into ${found.target}, but this document is the project's ` +
      `${required.source} → ${required.target} one. Upload a file that does not name its target language (it then ` +
      'becomes one document per target language), or upload the file into a document of its own language.',
  );
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path);
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The SRX rules a document is read with: its project's own, if it has them, kept on the document so that its
 * downloads cut it the same way whatever the project's rules become.
 */
export async function rulesForNewDocument(db: Db, documentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('documents as d')
    .leftJoin('project_segmentation as s', 's.project_id', 'd.project_id')
    .select('s.srx')
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  const segmentation = row?.srx ?? null;
  await db.updateTable('documents').set({ segmentation }).where('id', '=', documentId).execute();
  return segmentation;
}

/**
 * What an import does once a document's segments are stored (and the planner's statistics refreshed): counts its
 * repetitions, records its analysis bands, checks its imported translations, and marks it done in the languages
 * it was found to be in, read by its format's current reader.
 */
export async function completeImportedDocument(
  db: Db,
  documentId: number,
  found: { source: string; target: string },
  read: Pick<DocumentReadResult, 'version' | 'reviewMarks' | 'valueCells'>,
): Promise<void> {
  const { version, reviewMarks = null, valueCells = [] } = read;
  // Stored in the contract's canonical form, as TMs and glossaries are ('iw' -> 'he'); the file keeps its own.
  const languages = {
    source_lang: canonicalLanguageCode(found.source),
    target_lang: canonicalLanguageCode(found.target),
  };
  await recountRecords(db, documentId);
  await recordBands(db, documentId);
  await computeImportedQa(db, { id: documentId, ...languages }, glossaryTermHits(db));
  await storeValueCells(db, documentId, valueCells);
  const { type } = await db
    .selectFrom('documents')
    .select('type')
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  await updateDocument(db, documentId, {
    status: 'done',
    processing_error: null,
    xliff_version: version,
    reader_version: documentFormat(type).readerVersion,
    review_marks: reviewMarks,
    ...languages,
  });
}

/** Documents read from one reading of their file: the languages and options it is read with. */
interface Reading {
  languages: DocumentLanguages;
  segmentation: string | null;
  joinCues: boolean;
  documents: ImportedDocument[];
}

/**
 * How the file is read for its documents: once for all of them where its format reads the same segments into every
 * target language and they are cut alike (their project's SRX rules, subtitles' joined cues), else once for each.
 */
async function readingsOf(db: Db, file: FileImport): Promise<Reading[]> {
  const readings = new Map<string, Reading>();
  const oneForAllTargets = documentFormat(file.format).sameSegmentsForEveryTarget === true;
  for (const document of file.documents) {
    const segmentation = await rulesForNewDocument(db, document.id);
    const { join_cues: joinCues } = await db
      .selectFrom('documents')
      .select('join_cues')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    const target = oneForAllTargets ? null : document.languages.target;
    const key = JSON.stringify([document.languages.source, target, segmentation, joinCues]);
    const reading = readings.get(key);
    if (reading) reading.documents.push(document);
    else readings.set(key, { languages: document.languages, segmentation, joinCues, documents: [document] });
  }
  return [...readings.values()];
}

/**
 * The languages a document is in: the file's own where it states them, else the ones it was read in. A reading
 * shared by several target languages was given the first one's, so for the others it counts only where the file
 * names its target (the upload's inspection says so; the formats' contract test holds each format that shares its
 * reading to that).
 */
function languagesFound(
  read: DocumentReadResult,
  reading: Reading,
  document: ImportedDocument,
  statedTarget: string | undefined,
): { source: string; target: string } {
  const readInItsTarget = document === reading.documents[0] || statedTarget !== undefined;
  return {
    source: read.languages.source || (document.languages.source ?? ''),
    target: (readInItsTarget ? read.languages.target : '') || (document.languages.target ?? ''),
  };
}

export async function importDocuments(
  app: FastifyInstance,
  file: FileImport,
  reportProgress: (fraction: number) => Promise<void> = async () => {},
): Promise<void> {
  const { db } = app;
  const started = performance.now();
  for (const document of file.documents)
    await updateDocument(db, document.id, { status: 'processing', processing_error: null });
  const { size } = await stat(file.filePath);
  // The original is compressed and stored while the segments are read (zlib works in its own thread).
  const storing = file.stored
    ? Promise.resolve()
    : storeOriginal(db, file.originalId, createReadStream(file.filePath, { highWaterMark: 256 * 1024 }));
  // Awaited below; until then a failure must not count as unhandled.
  storing.catch(() => {});
  const found = new Map<
    ImportedDocument,
    { languages: { source: string; target: string }; read: DocumentReadResult }
  >();
  let segments = 0;
  let readings: Reading[] = [];
  try {
    readings = await readingsOf(db, file);
    // The worker parses the next batches while this one is inserted: the database and the parser work at once.
    const reader = readDocumentFileInWorker(file.filePath, {
      format: file.format,
      batchSize: BATCH_SIZE,
      readings: readings.map(({ languages, segmentation, joinCues }) => ({ languages, segmentation, joinCues })),
    });
    for await (const { reading, columns, bytesRead } of reader.batches) {
      // One statement per document and batch: each holds the embedded database no longer than one import's did.
      for (const document of readings[reading]!.documents) await insertSegments(db, document.id, columns);
      const fraction = size > 0 ? Math.min(1, bytesRead / size) : 0;
      await reportProgress(Math.min(0.95, (reading + fraction) / readings.length));
    }
    for (const [index, read] of reader.result()!.entries()) {
      const reading = readings[index]!;
      segments += read.segments;
      for (const document of reading.documents)
        found.set(document, { languages: languagesFound(read, reading, document, file.statedTarget), read });
    }
    await storing;
  } catch (error) {
    // Nothing may still be writing when the caller deletes what was stored.
    await Promise.allSettled([storing]);
    throw error;
  }
  for (const document of file.documents)
    if (document.required) refuseOtherLanguages(found.get(document)!.languages, document.required);
  const parsed = performance.now();
  await refreshSegmentStatistics(db);
  for (const document of file.documents) {
    const { languages, read } = found.get(document)!;
    await completeImportedDocument(db, document.id, languages, read);
  }
  app.log.info(
    {
      documentIds: file.documents.map((document) => document.id),
      readings: readings.length,
      segments,
      bytes: size,
      readSeconds: (parsed - started) / 1000,
      totalSeconds: (performance.now() - started) / 1000,
    },
    'Document imported',
  );
}
