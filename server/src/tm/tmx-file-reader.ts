import { Worker } from 'node:worker_threads';
import { TmxFormatError } from '../formats/tmx/errors.ts';
import type { LanguagePair } from '../formats/tmx/languages.ts';
import type { TmxReadSummary } from '../formats/tmx/reader.ts';
import type { UnitColumns } from './import-batch.ts';
import type { ImportWorkerData, ImportWorkerMessage } from './import-worker-protocol.ts';

export interface ImportBatch {
  columns: UnitColumns;
  /** Bytes of the file read so far (for progress). */
  bytesRead: number;
  /** The language pair, once settled (always set from the first batch on). */
  pair: LanguagePair | null;
}

/** The parsing worker's heap: what it holds is a few chunks and batches, so a small cap is plenty. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/** The reader refuses oversized units itself (MAX_UNIT_CHARS); this covers whatever else is that large. */
const outOfMemory = () =>
  new TmxFormatError(
    'The file could not be read within the memory set aside for TMX imports: it holds an element far larger than ' +
      'any translation unit (a few MB of text or more). Remove it and import the file again.',
  );

/**
 * Reads a TMX file in a worker thread (import-worker.ts) and yields its units as ready-to-insert batches.
 * Stopping early (a database error) terminates the worker. `summary()` is complete once iteration has ended.
 */
export function readTmxFileInWorker(
  filePath: string,
  options: { sourceLang?: string | undefined; targetLang?: string | undefined; batchSize: number },
): { batches: AsyncIterable<ImportBatch>; summary: () => TmxReadSummary | null } {
  let summary: TmxReadSummary | null = null;

  async function* batches(): AsyncGenerator<ImportBatch> {
    const workerData: ImportWorkerData = { filePath, ...options };
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { workerData, resourceLimits: WORKER_LIMITS });
    const queue: ImportWorkerMessage[] = [];
    let failure: Error | null = null;
    let exited = false;
    let wake: (() => void) | null = null;
    const notify = () => {
      wake?.();
      wake = null;
    };
    worker.on('message', (message: ImportWorkerMessage) => {
      queue.push(message);
      notify();
    });
    worker.on('error', (error) => {
      failure ??= (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory() : error;
      notify();
    });
    worker.on('exit', (code) => {
      exited = true;
      if (code !== 0) failure ??= new Error(`The TMX reader stopped unexpectedly (exit code ${code})`);
      notify();
    });
    try {
      for (;;) {
        const message = queue.shift();
        if (!message) {
          if (failure) throw failure;
          if (exited) throw new Error('The TMX reader stopped without finishing');
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        if (message.type === 'error') {
          throw message.formatError ? new TmxFormatError(message.message) : new Error(message.message);
        }
        if (message.type === 'done') {
          summary = message.summary;
          return;
        }
        yield { columns: message.columns, bytesRead: message.bytesRead, pair: message.pair };
        worker.postMessage('ack');
      }
    } finally {
      if (!exited) await worker.terminate();
    }
  }

  return { batches: { [Symbol.asyncIterator]: batches }, summary: () => summary };
}
