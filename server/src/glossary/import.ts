import { createReadStream, type ReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  canonicalLanguageCode,
  LanguageCode,
  sameLanguageCode,
  sameOrVariantLanguage,
  type GlossaryImportMode,
  type GlossaryImportReport,
  type ImportGlossaryFields,
} from '@tessera/shared/contract';
import { detectTermFormat, type TermFormat } from '../formats/term-formats.ts';
import { emptyTally, FormatError, isFormatError, type ReadTermPair } from '../formats/terms.ts';
import { checkUnpackedSize } from '../formats/xlsx/zip-size.ts';
import { HttpError } from '../plugins/errors.ts';
import { inspectTbxFileInWorker } from './tbx-file-inspector.ts';
import {
  countRecords,
  databaseNow,
  deleteRecordsCreatedSince,
  insertRecordBatch,
  mergeSearchIndexPendingLists,
} from './import-writes.ts';
import { insertGlossary, setImportState } from './glossaries.ts';
import type { NewRecord } from './records.ts';
import { refreshStatistics } from '../db/statistics.ts';
import type { ReceivedUpload } from '../plugins/uploads.ts';
import { applyStagedUpdates, discardStagedUpdates, emptyModeTally, sortBatch } from './import-modes.ts';
import { IMPORT_FAILED_UNEXPECTEDLY, IMPORT_INTERRUPTED, runUploadImport } from '../jobs/upload-import.ts';

export const GLOSSARY_IMPORT_JOB = 'glossary.import';
/** Records per INSERT: amortises the round trip while keeping each statement (and PGlite's one connection) short. */
const BATCH_SIZE = 2000;
/** The same limits as records created by hand (contract CreateGlossaryRecordBody). */
const MAX_TERM = 2000;
const MAX_COMMENT = 5000;
const MAX_PART_OF_SPEECH = 100;
/** Far beyond any real glossary; stops a crafted file from filling the database. */
const MAX_RECORDS = 5_000_000;

/** The part of a received upload that an import reads. */
export type UploadedTermFile = Pick<ReceivedUpload, 'path' | 'filename'>;

/**
 * Checks an uploaded term file before anything is created: its format, that it can be read at all, and which
 * languages it holds. Problems a user must fix (a broken file, languages nobody named) answer 422 with a
 * message, so no glossary is created for a file that cannot be imported.
 */
export async function prepareImport(file: UploadedTermFile, fields: ImportGlossaryFields) {
  const format = detectTermFormat(file.filename, await readHead(file.path));
  let inspection;
  try {
    if (format.id === 'xlsx') await checkUnpackedSize(file.path);
    // TBX is XML, parsed character by character: off the request thread (CSV and XLSX look at their first rows).
    inspection =
      format.id === 'tbx'
        ? await inspectTbxFileInWorker(file.path)
        : await format.inspect(() => createReadStream(file.path));
  } catch (error) {
    if (isFormatError(error)) throw new HttpError(422, 'unreadable_glossary_file', (error as Error).message);
    throw error;
  }
  const { suggested } = inspection;
  // A language the request leaves open comes from the file, never the very language already chosen (the
  // contract refuses a request naming one language twice): `de,en` imported with source "en" gets target "de".
  const pick = (preferred: string | undefined, other: string | undefined, avoid: string | undefined) =>
    [preferred, other].find(
      (code) => code && LanguageCode.safeParse(code).success && !(avoid && sameLanguageCode(code, avoid)),
    );
  const source = canonical(fields.source_lang ?? pick(suggested.source, suggested.target, fields.target_lang));
  const target = canonical(fields.target_lang ?? pick(suggested.target, suggested.source, source));
  if (!source || !target) {
    const found = inspection.languages.length > 0 ? ` The file holds ${inspection.languages.join(', ')}.` : '';
    throw new HttpError(
      422,
      'glossary_languages_needed',
      `Choose the source and target languages: the file does not say which they are.${found}`,
      {
        languages: inspection.languages,
      },
    );
  }
  // A file that names its languages (TBX, language-code headers) must hold the ones asked for: importing
  // `en,de` columns as French would label German terms French.
  for (const wanted of [source, target]) {
    if (inspection.languages.length > 0 && !inspection.languages.some((l) => sameOrVariantLanguage(l, wanted))) {
      const what = format.id === 'tbx' ? 'terms in' : 'column for';
      throw new HttpError(
        422,
        'glossary_language_absent',
        `The file has no ${what} "${wanted}"; it holds ${inspection.languages.join(', ')}.`,
        {
          languages: inspection.languages,
        },
      );
    }
  }
  return { format, languages: { source, target } };
}

const canonical = (code: string | undefined) => (code === undefined ? undefined : canonicalLanguageCode(code));

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path);
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface GlossaryImport {
  file: UploadedTermFile;
  format: TermFormat;
  name: string;
  languages: { source: string; target: string };
  userId: number;
  /** What becomes of records the glossary already holds (a new glossary holds none: `add`). */
  mode?: GlossaryImportMode;
}

/**
 * Creates the glossary ('pending', progress 0) and imports the file in the background: records go in by
 * batches as the file streams by, progress follows the bytes read. On any failure every record is deleted
 * and the glossary ends 'error' with a message for the user: a failed import leaves no records. The uploaded
 * file is deleted either way. Resolves with the new glossary's id once the job is recorded.
 */
export async function startGlossaryImport(app: FastifyInstance, request: GlossaryImport): Promise<number> {
  const glossaryId = await createGlossaryForImport(app, request);
  await runImportJob(app, glossaryId, request);
  return glossaryId;
}

/** The new glossary an import fills, 'pending' until its job starts (`startGlossaryImportInto` starts it). */
export function createGlossaryForImport(
  app: FastifyInstance,
  request: Pick<GlossaryImport, 'name' | 'languages' | 'userId'>,
): Promise<number> {
  return insertGlossary(app.db, {
    name: request.name,
    source_lang: request.languages.source,
    target_lang: request.languages.target,
    created_by: request.userId,
    importing: true,
  });
}

/**
 * Imports a file into an existing glossary that `claimGlossaryForImport` marked 'pending': its records join the
 * glossary's, in the background. A failure takes out only the records this import added; the glossary keeps
 * the ones it had and ends 'error' with the reason.
 */
export async function startGlossaryImportInto(
  app: FastifyInstance,
  glossaryId: number,
  request: Omit<GlossaryImport, 'name'>,
): Promise<void> {
  await runImportJob(app, glossaryId, request);
}

async function runImportJob(
  app: FastifyInstance,
  glossaryId: number,
  request: Omit<GlossaryImport, 'name'>,
): Promise<void> {
  // Records this import adds are the ones created from now on: adding records by hand waits for the import.
  const startedAt = await databaseNow(app.db);
  await runUploadImport(app, {
    kind: GLOSSARY_IMPORT_JOB,
    targetId: glossaryId,
    filePath: request.file.path,
    importFile: (job) => importRecords(app, glossaryId, request, startedAt, job.reportProgress),
    onProgress: (fraction) =>
      setImportState(app.db, glossaryId, { processing_status: 'processing', processing_progress: fraction }),
    onFailure: (error) =>
      failImport(
        app,
        glossaryId,
        isFormatError(error) ? (error as Error).message : IMPORT_FAILED_UNEXPECTEDLY,
        startedAt,
      ),
  });
}

/** Imports whose process died mid-way end as failed imports too. */
export function registerGlossaryImportRecovery(app: FastifyInstance): void {
  app.jobs.onRecover(GLOSSARY_IMPORT_JOB, async (job, signal) => {
    if (job.target_id !== null)
      await failImport(app, job.target_id, IMPORT_INTERRUPTED, new Date(job.started_at), signal);
  });
}

async function failImport(
  app: FastifyInstance,
  glossaryId: number,
  message: string,
  importStartedAt: Date,
  signal?: AbortSignal,
): Promise<void> {
  await discardStagedUpdates(app.db, glossaryId);
  const remaining = await deleteRecordsCreatedSince(app.db, glossaryId, importStartedAt, signal);
  await setImportState(app.db, glossaryId, {
    processing_status: 'error',
    processing_error: message,
    records_count: remaining,
  });
}

async function importRecords(
  app: FastifyInstance,
  glossaryId: number,
  { file, format, languages, userId, mode = 'add' }: Omit<GlossaryImport, 'name'>,
  startedAt: Date,
  reportProgress: (fraction: number) => Promise<void>,
): Promise<void> {
  await setImportState(app.db, glossaryId, { processing_status: 'processing', processing_progress: 0 });
  // Left by an import whose process died before its recovery ran.
  await discardStagedUpdates(app.db, glossaryId);
  const target = { glossaryId, sourceLang: languages.source, mode, startedAt };
  const modeTally = emptyModeTally();
  const { size } = await stat(file.path);
  let stream: ReadStream | undefined;
  const openFile = () => (stream = createReadStream(file.path, { highWaterMark: 256 * 1024 }));
  let read = 0;
  let batch: NewRecord[] = [];
  const flush = async () => {
    await insertRecordBatch(app.db, glossaryId, userId, await sortBatch(app.db, target, batch, modeTally));
    read += batch.length;
    batch = [];
    // Never report 1 before the records are all in: 'done' says that.
    await reportProgress(Math.min(0.99, (stream?.bytesRead ?? 0) / Math.max(size, 1)));
  };
  const tally = emptyTally();
  for await (const pair of format.read(openFile, languages, tally)) {
    if (read + batch.length >= MAX_RECORDS)
      throw new FormatError(`The file holds more than ${MAX_RECORDS.toLocaleString('en')} records; split it.`);
    batch.push(checked(pair));
    if (batch.length >= BATCH_SIZE) await flush();
  }
  await flush();
  await applyStagedUpdates(app.db, glossaryId, userId);
  await mergeSearchIndexPendingLists(app.db);
  await refreshStatistics(app.db, 'glossary_records');
  await refreshStatistics(app.db, 'glossary_term_keys');
  const import_report: GlossaryImportReport = {
    units_read: read + tally.skippedMissingLanguage + tally.skippedEmpty,
    units_imported: modeTally.added + modeTally.updated,
    merged_duplicates: 0, // records the glossary held are counted under `skipped` and `updated`
    skipped_missing_language: tally.skippedMissingLanguage,
    skipped_empty: tally.skippedEmpty,
    mode,
    ...modeTally,
  };
  // Counted, not added up: records of the glossary's own may have been deleted meanwhile.
  const records_count = await countRecords(app.db, glossaryId);
  await setImportState(app.db, glossaryId, {
    processing_status: 'done',
    processing_progress: 1,
    processing_error: null,
    records_count,
    import_report,
  });
}

/** A record within the limits of records made by hand; otherwise the import stops and says where. */
function checked(pair: ReadTermPair): NewRecord {
  const where = pair.at ? ` (${pair.at})` : '';
  if (pair.source.length > MAX_TERM)
    throw new FormatError(`A source term is longer than ${MAX_TERM} characters${where}.`);
  if (pair.target.length > MAX_TERM)
    throw new FormatError(`A target term is longer than ${MAX_TERM} characters${where}.`);
  if ((pair.comment?.length ?? 0) > MAX_COMMENT)
    throw new FormatError(`A comment is longer than ${MAX_COMMENT} characters${where}.`);
  if ((pair.definition?.length ?? 0) > MAX_COMMENT)
    throw new FormatError(`A definition is longer than ${MAX_COMMENT} characters${where}.`);
  if ((pair.part_of_speech?.length ?? 0) > MAX_PART_OF_SPEECH)
    throw new FormatError(`A part of speech is longer than ${MAX_PART_OF_SPEECH} characters${where}.`);
  const { at: _at, ...record } = pair;
  return record;
}
