import { TmxFormatError } from '../formats/tmx/errors.ts';
import type { TmxReadSummary } from '../formats/tmx/reader.ts';
import { readWorkerBatches } from '../jobs/worker-batches.ts';
import type { ImportBatch, ImportWorkerData } from './import-worker-protocol.ts';

/** The reader refuses oversized units itself (MAX_UNIT_CHARS); this covers whatever else is that large. */
const outOfMemory = () =>
  new TmxFormatError(
    'The file could not be read within the memory set aside for TMX imports: it holds an element far larger than ' +
      'any translation unit (a few MB of text or more). Remove it and import the file again.',
  );

/**
 * Reads a TMX file in a worker process (import-worker.ts) and yields its units as ready-to-insert batches.
 * Stopping early (a database error) terminates the worker. `summary()` is complete once iteration has ended.
 */
export function readTmxFileInWorker(
  filePath: string,
  options: { sourceLang?: string | undefined; targetLang?: string | undefined; batchSize: number },
): { batches: AsyncIterable<ImportBatch>; summary: () => TmxReadSummary | null } {
  const workerData: ImportWorkerData = { filePath, ...options };
  const reader = readWorkerBatches<ImportWorkerData, ImportBatch, TmxReadSummary>({
    url: new URL('./import-worker.ts', import.meta.url),
    workerData,
    readerName: 'The TMX reader',
    formatError: (message) => new TmxFormatError(message),
    outOfMemory,
  });
  return { batches: reader.batches, summary: reader.result };
}
