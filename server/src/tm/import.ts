import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { TmImportReport } from '@tessera/shared/contract';
import { TmxFormatError } from '../formats/tmx/errors.ts';
import { readTmxFileInWorker } from './tmx-file-reader.ts';
import {
  buildSearchIndexes,
  createEmptyPartition,
  createImportTable,
  createStagingTable,
  dropStagingTable,
  findTranslationMemory,
  dropUnits,
  finishImportTable,
  hasUnitsPartition,
  insertImportedUnits,
  mergeStagedUnits,
  moveSearchIndexPendingList,
  recountUnits,
  updateTranslationMemory,
  type ImportTarget,
} from './repository.ts';
import { isEmbeddedDatabase } from '../db/database.ts';
import { PendingListSchedule } from './pending-list-schedule.ts';
import { IMPORT_FAILED_UNEXPECTEDLY, IMPORT_INTERRUPTED, runUploadImport } from '../jobs/upload-import.ts';

export const TM_IMPORT_JOB = 'tm.import';
/**
 * Units per INSERT: enough to amortise the round trip, small enough that the column arrays stay below V8's
 * large-object size (128 KB), which only a full GC frees: 2000-unit batches peaked ~50 MB higher (bench).
 */
const BATCH_SIZE = 500;
/**
 * Units per INSERT when each batch also updates the indexes (the embedded database, see LoadStrategy): a request
 * waits for the statement running when it comes, so that statement is kept short.
 */
const INDEXED_BATCH_SIZE = 250;
/**
 * Text given to a trigram index between two moves of its pending list into it, in an 'indexed' load: most of that
 * load's work is keeping the trigram indexes up to date, and fewer, larger moves do less of it. A list holds about
 * 24 bytes per character of text, so this is ~4 MB. Measured on 30k units (PGlite, load ~10, PostgreSQL moving
 * both lists itself): 14.1 CPU s with 512 kB lists, 12.6 s with 4 MB, 11.1 s with 16 MB, the batch that moved them
 * 0.6, 0.8 and 1.3 s; a request waits for at most one move (PendingListSchedule).
 */
const TEXT_CHARS_PER_PENDING_LIST_MOVE = 170_000;
/** Share of the progress bar for reading and loading the file; building the search indexes takes the rest. */
const LOADING_SHARE = 0.9;

export interface TmImportRequest {
  tmId: number;
  filePath: string;
  sourceLang?: string | undefined;
  targetLang?: string | undefined;
  /** 'load' (default) for a TM without units, 'merge' into a TM that has some (see ImportTarget). */
  into?: ImportTarget;
}

/**
 * Starts the background import of an uploaded TMX file into a TM marked 'processing'. Into a TM without units
 * ('load'), units are inserted in batches, as the file streams by, into a table of the TM's own that becomes its
 * partition of tm_units once loaded and indexed. Into a TM with units ('merge'), they are staged in a table
 * beside it and merged in by one statement at the end. If anything fails the new table goes, the TM keeps the
 * units it had (an empty partition when it had none, so it stays usable) and is marked 'error' with a message
 * for the user: a failed import leaves no units behind. The uploaded file is deleted either way. Once the TM is
 * done (browsable, editable) the same job builds its search indexes, most of a large import's time.
 */
export async function startTmImport(app: FastifyInstance, request: TmImportRequest): Promise<void> {
  const { tmId, filePath } = request;
  await runUploadImport(app, {
    kind: TM_IMPORT_JOB,
    targetId: tmId,
    filePath,
    importFile: (job) => importTmx(app, request, job.reportProgress),
    onProgress: async (fraction) => {
      await updateTranslationMemory(app.db, tmId, { processing_progress: fraction });
    },
    afterwards: () => buildSearchIndexesLogged(app, tmId),
    onFailure: (error) =>
      failImport(app, tmId, error instanceof TmxFormatError ? error.message : IMPORT_FAILED_UNEXPECTEDLY),
  });
}

/**
 * Registers the cleanup for imports whose process died mid-way: a TM still loading is failed; one already done
 * gets the search indexes it may lack.
 */
export function registerTmImportRecovery(app: FastifyInstance): void {
  app.jobs.onRecover(TM_IMPORT_JOB, async (job) => {
    if (job.target_id === null) return;
    const tm = await findTranslationMemory(app.db, job.target_id);
    if (tm?.processing_status === 'done') {
      // In a job of its own, so that a server start is not held up by it and a second death is recovered too.
      await app.jobs.run({ kind: TM_IMPORT_JOB, targetId: tm.id, work: () => buildSearchIndexesLogged(app, tm.id) });
      return;
    }
    if (tm) await failImport(app, job.target_id, IMPORT_INTERRUPTED);
  });
}

/**
 * A TM without its search indexes still works (searches read it through), so a failure here is only logged. A TM
 * deleted meanwhile is no failure: its partition was detached and dropped under the build (`relation
 * "tm_units_<id>" does not exist`), so the build just stops, and nothing of it is left, the indexes having gone with
 * the table.
 */
export async function buildSearchIndexesLogged(app: FastifyInstance, tmId: number): Promise<void> {
  const startedAt = performance.now();
  try {
    await buildSearchIndexes(app.db, tmId, app.config.tmSearchRangeUnits);
    app.log.info({ tmId, seconds: Math.round(performance.now() - startedAt) / 1000 }, 'TM search indexes built');
  } catch (error) {
    // A TM being deleted loses its partition first and its row after (deleteTranslationMemory).
    if (!(await hasUnitsPartition(app.db, tmId))) {
      app.log.info({ tmId }, 'TM deleted while its search indexes were built');
      return;
    }
    app.log.error({ tmId, err: error }, 'TM search indexes could not be built; searches read the TM through');
  }
}

/**
 * Undoes a failed import, whichever way it was writing: a merging one left the TM's partition attached and only
 * its staging table goes; a loading one replaced the partition by a table of its own, which goes, and the TM
 * gets an empty partition back. Works from what is in the database, so recovery after a crash can use it too.
 */
async function failImport(app: FastifyInstance, tmId: number, message: string): Promise<void> {
  await dropStagingTable(app.db, tmId);
  if (!(await hasUnitsPartition(app.db, tmId))) {
    await dropUnits(app.db, tmId);
    await createEmptyPartition(app.db, tmId);
  }
  await updateTranslationMemory(app.db, tmId, {
    processing_status: 'error',
    processing_error: message,
    processing_progress: 0,
  });
  await recountUnits(app.db, tmId);
}

async function importTmx(
  app: FastifyInstance,
  { tmId, filePath, sourceLang, targetLang, into = 'load' }: TmImportRequest,
  reportProgress: (fraction: number) => Promise<void>,
): Promise<void> {
  const startedAt = performance.now();
  const { size } = await stat(filePath);
  // The embedded database keeps the indexes up to date batch by batch, so that requests never wait for a long build.
  const strategy = isEmbeddedDatabase(app.db) ? 'indexed' : 'bulk';
  if (into === 'merge') await createStagingTable(app.db, tmId);
  else await createImportTable(app.db, tmId, strategy);

  const batchSize = strategy === 'indexed' ? INDEXED_BATCH_SIZE : BATCH_SIZE;
  const reader = readTmxFileInWorker(filePath, { sourceLang, targetLang, batchSize });
  const pendingLists =
    into === 'load' && strategy === 'indexed' ? new PendingListSchedule(TEXT_CHARS_PER_PENDING_LIST_MOVE) : undefined;
  let languagesSaved = false;
  for await (const batch of reader.batches) {
    if (!languagesSaved && batch.pair) {
      // The pair is known with the first batch: show it while the rest is still importing.
      await updateTranslationMemory(app.db, tmId, { source_lang: batch.pair.source, target_lang: batch.pair.target });
      languagesSaved = true;
    }
    await insertImportedUnits(app.db, tmId, batch.columns, into, strategy);
    const move = pendingLists?.afterBatch(batch.columns.sourceText.length, batch.columns.targetText.length);
    if (move) await moveSearchIndexPendingList(app.db, tmId, move);
    await reportProgress(size > 0 ? LOADING_SHARE * Math.min(1, batch.bytesRead / size) : 0);
  }

  // What the last batches left in the pending lists goes into the indexes too (a search reads a list through).
  if (pendingLists) {
    for (const side of ['source', 'target'] as const) await moveSearchIndexPendingList(app.db, tmId, side);
  }

  const summary = reader.summary();
  if (!summary?.pair) throw new TmxFormatError('The TMX file holds no translation units');
  const { pair, unitsRead, skippedEmpty, skippedMissingLanguage } = summary;
  const loadedAt = performance.now();
  await updateTranslationMemory(app.db, tmId, { processing_progress: LOADING_SHARE });
  await reportProgress(LOADING_SHARE);
  // Merging counts the units the file added or updated; loading, the TM's units (the file's, duplicates merged).
  const merged = into === 'merge' ? await mergeStagedUnits(app.db, tmId) : undefined;
  if (into === 'load') await finishImportTable(app.db, tmId, strategy);
  const indexedAt = performance.now();
  const count = await recountUnits(app.db, tmId);
  const imported = merged ?? count;
  const report: TmImportReport = {
    units_read: unitsRead,
    units_imported: imported,
    // The units kept that did not add or change a unit: the same pair (with its details) as one before them.
    merged_duplicates: unitsRead - skippedMissingLanguage - skippedEmpty - imported,
    skipped_missing_language: skippedMissingLanguage,
    skipped_empty: skippedEmpty,
    language_note: pair.note,
  };
  await updateTranslationMemory(app.db, tmId, {
    source_lang: pair.source,
    target_lang: pair.target,
    processing_status: 'done',
    processing_progress: 1,
    processing_error: null,
    import_report: report,
  });
  app.log.info(
    {
      tmId,
      ...report,
      loadSeconds: Math.round(loadedAt - startedAt) / 1000,
      indexSeconds: Math.round(indexedAt - loadedAt) / 1000,
    },
    'TMX import finished',
  );
}
