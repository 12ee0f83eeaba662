import type { DocumentFormatType } from '@tessera/shared/contract';
import type { DocumentFormat, DocumentLanguages } from '../formats/document.ts';
import { documentFormat } from '../formats/document-formats.ts';
import { XmlFormatError } from '../formats/xml.ts';
import { readWorkerBatches, type WorkerHeap } from '../jobs/worker-batches.ts';
import type { DocumentReadResult, DocumentWorkerData, ReadingOptions, SegmentBatch } from './import-batch.ts';

/**
 * The heap of a worker whose format reads the whole file at once (plain text, JSON …): the text and its
 * segments held together. XLIFF streams in the parsers' small default heap.
 */
const WHOLE_FILE_HEAP: WorkerHeap = { maxOldSpaceMb: 1536, maxSemiSpaceMb: 8 };

const outOfMemory = () =>
  new XmlFormatError(
    'The file could not be read within the memory set aside for document imports: it holds an element far larger ' +
      'than any segment (a few MB of text or more), or far more text than a document. Remove it and upload the file again.',
  );

/**
 * Reads a document in a worker process (import-worker.ts), once per reading (one without `readings`), and yields
 * its segments as ready-to-insert batches, each tagged with its reading and numbered in document order from 0.
 * Stopping early (a database error) terminates the worker. `result()` (per reading: the languages, version and
 * segment count) is set once iteration has ended. A format error comes back as XmlFormatError, whose message is
 * for the user.
 */
export function readDocumentFileInWorker(
  filePath: string,
  options: { format: DocumentFormatType; batchSize: number; readings?: ReadingOptions[] },
): { batches: AsyncIterable<SegmentBatch>; result: () => DocumentReadResult[] | null } {
  const workerData: DocumentWorkerData = { readings: [{}], ...options, filePath };
  return readWorkerBatches<DocumentWorkerData, SegmentBatch, DocumentReadResult[]>({
    url: new URL('./import-worker.ts', import.meta.url),
    workerData,
    ...(documentFormat(options.format).wholeFile && { heap: WHOLE_FILE_HEAP }),
    readerName: `The ${options.format} reader`,
    formatError: (message) => new XmlFormatError(message),
    outOfMemory,
  });
}

/** What the upload route hands the inspection worker. */
export interface InspectWorkerData {
  filePath: string;
  format: DocumentFormatType;
  languages: DocumentLanguages;
}

/** What `DocumentFormat.inspect` answers. */
export type DocumentInspection = Awaited<ReturnType<DocumentFormat['inspect']>>;

/**
 * Inspects an uploaded document (with the languages the upload gives) as `DocumentFormat.inspect` does, in a
 * worker process (inspect-worker.ts), with its units' lengths: every format's check parses the whole file (XLIFF
 * streams it), and parsing a file of many MB on the request thread would hold up every other request
 * meanwhile; its memory goes back to the system when the worker exits. A format error comes back as XmlFormatError, whose
 * message is for the user.
 */
export async function inspectDocumentFile(
  filePath: string,
  format: DocumentFormatType,
  languages: DocumentLanguages,
): Promise<DocumentInspection> {
  const inspector = readWorkerBatches<InspectWorkerData, never, DocumentInspection>({
    url: new URL('./inspect-worker.ts', import.meta.url),
    workerData: { filePath, format, languages },
    ...(documentFormat(format).wholeFile && { heap: WHOLE_FILE_HEAP }),
    readerName: `The ${format} reader`,
    formatError: (message) => new XmlFormatError(message),
    outOfMemory,
  });
  await inspector.batches[Symbol.asyncIterator]().next(); // no batches: done once the worker has posted its result
  const inspection = inspector.result();
  if (!inspection) throw new Error(`The ${format} reader stopped without an answer`);
  return inspection;
}
