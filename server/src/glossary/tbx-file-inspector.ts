import { FormatError, type TermFileInspection } from '../formats/terms.ts';
import { readWorkerBatches } from '../jobs/worker-batches.ts';

/**
 * The languages of an uploaded TBX file, read in a worker process (tbx-inspect-worker.ts): the upload route
 * answers 422 for a file it cannot import, but parsing XML on the request thread would hold up every other
 * request for as long as the parse takes. Format errors come back as FormatError with the reader's message.
 */
export async function inspectTbxFileInWorker(filePath: string): Promise<TermFileInspection> {
  const reader = readWorkerBatches<{ filePath: string }, never, TermFileInspection>({
    url: new URL('./tbx-inspect-worker.ts', import.meta.url),
    workerData: { filePath },
    readerName: 'The TBX reader',
    formatError: (message) => new FormatError(message),
    outOfMemory: () =>
      new FormatError(
        'The TBX file could not be read within the memory set aside for it: it holds an element far larger than any term entry.',
      ),
  });
  await reader.batches[Symbol.asyncIterator]().next(); // no batches: done once the worker has posted its result
  const inspection = reader.result();
  if (!inspection) throw new Error('The TBX reader stopped without an answer');
  return inspection;
}
