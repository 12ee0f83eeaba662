import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { TmImportReport } from '@tessera/shared/contract';
import { readTmx } from '../formats/tmx/reader.ts';
import { TmxFormatError } from '../formats/tmx/errors.ts';
import type { TmxUnit } from '../formats/tmx/unit.ts';
import { deleteAllUnits, insertImportedUnits, recountUnits, updateTranslationMemory } from './repository.ts';

export const TM_IMPORT_JOB = 'tm.import';
/** Units per INSERT: big enough to amortise the round trip, small enough to keep memory and statements short. */
const BATCH_SIZE = 2000;
/** The TM row's progress is written at most this often. */
const PROGRESS_WRITE_MS = 500;

export interface TmImportRequest {
  tmId: number;
  filePath: string;
  sourceLang?: string | undefined;
  targetLang?: string | undefined;
}

/**
 * Starts the background import of an uploaded TMX file into an existing (empty, 'processing') TM. Units are
 * inserted in batches as the file streams by; if anything fails the TM is emptied and marked 'error' with a
 * message for the user, so a failed import leaves no units behind. The uploaded file is deleted either way.
 */
export async function startTmImport(app: FastifyInstance, request: TmImportRequest): Promise<void> {
  const { tmId, filePath } = request;
  await app.jobs.run({
    kind: TM_IMPORT_JOB,
    targetId: tmId,
    work: async (job) => {
      try {
        await importTmx(app, request, (fraction) => job.reportProgress(fraction));
      } finally {
        await rm(filePath, { force: true });
      }
    },
    onFailure: async (error) => {
      await rm(filePath, { force: true });
      await failImport(app, tmId, error);
    },
  });
}

/** Registers the cleanup for imports whose process died mid-way. */
export function registerTmImportRecovery(app: FastifyInstance): void {
  app.jobs.onRecover(TM_IMPORT_JOB, async (job) => {
    if (job.target_id !== null) await failImport(app, job.target_id, new Error('The server stopped during the import; please import the file again'));
  });
}

async function failImport(app: FastifyInstance, tmId: number, error: unknown): Promise<void> {
  const message =
    error instanceof TmxFormatError
      ? error.message
      : error instanceof Error && error.message.startsWith('The server stopped')
        ? error.message
        : 'The import failed unexpectedly; please try again';
  await deleteAllUnits(app.db, tmId);
  await recountUnits(app.db, tmId);
  await updateTranslationMemory(app.db, tmId, { processing_status: 'error', processing_error: message });
}

async function importTmx(
  app: FastifyInstance,
  { tmId, filePath, sourceLang, targetLang }: TmImportRequest,
  reportJobProgress: (fraction: number) => Promise<void>,
): Promise<void> {
  const { size } = await stat(filePath);
  let bytesRead = 0;
  const file = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  file.on('data', (chunk) => (bytesRead += chunk.length));

  const reader = readTmx(file, { sourceLang, targetLang });
  let languagesSaved = false;
  let lastProgressWrite = 0;
  let imported = 0;
  let batch: TmxUnit[] = [];

  const flush = async () => {
    if (!languagesSaved && reader.summary.pair) {
      // The pair is known once the first units arrive: show it while the rest is still importing.
      await updateTranslationMemory(app.db, tmId, { source_lang: reader.summary.pair.source, target_lang: reader.summary.pair.target });
      languagesSaved = true;
    }
    await insertImportedUnits(app.db, tmId, batch);
    imported += batch.length;
    batch = [];
    const now = Date.now();
    if (now - lastProgressWrite >= PROGRESS_WRITE_MS) {
      lastProgressWrite = now;
      // Bytes read run ahead of the inserts by at most a buffer; stop short of 1 until the end.
      const fraction = size > 0 ? Math.min(0.99, bytesRead / size) : 0;
      await updateTranslationMemory(app.db, tmId, { processing_progress: fraction });
      await reportJobProgress(fraction);
    }
  };

  for await (const unit of reader.units) {
    batch.push(unit);
    if (batch.length >= BATCH_SIZE) await flush();
  }
  if (batch.length > 0 || !languagesSaved) await flush();

  const { pair, unitsRead, skippedEmpty, skippedMissingLanguage } = reader.summary;
  if (!pair) throw new TmxFormatError('The TMX file holds no translation units');
  const count = await recountUnits(app.db, tmId);
  const report: TmImportReport = {
    units_read: unitsRead,
    units_imported: count,
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
  app.log.info({ tmId, imported, ...report }, 'TMX import finished');
}
