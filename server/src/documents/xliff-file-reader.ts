import { XmlFormatError } from '../formats/xml.ts';
import { readWorkerBatches } from '../jobs/worker-batches.ts';
import type { SegmentBatch, XliffReadResult, XliffWorkerData } from './import-batch.ts';

const outOfMemory = () =>
  new XmlFormatError(
    'The file could not be read within the memory set aside for XLIFF imports: it holds an element far larger ' +
      'than any segment (a few MB of text or more). Remove it and upload the file again.',
  );

/**
 * Reads an XLIFF file in a worker thread (import-worker.ts) and yields its segments as ready-to-insert batches,
 * numbered in document order from 0. Stopping early (a database error) terminates the worker. `result()` (the
 * header and segment count) is set once iteration has ended.
 */
export function readXliffFileInWorker(
  filePath: string,
  options: { batchSize: number; targetLanguage?: string | undefined },
): { batches: AsyncIterable<SegmentBatch>; result: () => XliffReadResult | null } {
  const workerData: XliffWorkerData = { filePath, ...options };
  return readWorkerBatches<SegmentBatch, XliffReadResult>({
    url: new URL('./import-worker.ts', import.meta.url),
    workerData,
    readerName: 'The XLIFF reader',
    formatError: (message) => new XmlFormatError(message),
    outOfMemory,
  });
}
