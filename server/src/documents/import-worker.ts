/**
 * Worker thread that reads an uploaded XLIFF file and hands the import ready-made batches of segment columns
 * (see jobs/worker-batches.ts for why a worker, and the back-pressure).
 */
import { createReadStream } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { readXliff } from '../formats/xliff/parse.ts';
import { XmlFormatError } from '../formats/xml.ts';
import { serveWorkerBatches } from '../jobs/worker-batches.ts';
import { toSegmentColumns, type SegmentBatch, type XliffReadResult, type XliffWorkerData } from './import-batch.ts';

/** Batches parsed ahead of the database: enough that the parser never waits for an insert to finish. */
const MAX_IN_FLIGHT = 3;
const { filePath, batchSize, targetLanguage } = workerData as XliffWorkerData;

serveWorkerBatches<SegmentBatch, XliffReadResult>(
  async (send) => {
    let bytesRead = 0;
    const file = createReadStream(filePath, { highWaterMark: 256 * 1024 });
    file.on('data', (chunk) => (bytesRead += chunk.length));
    let position = 0;
    return readXliff(
      file,
      async (segments) => {
        const columns = toSegmentColumns(segments, position);
        position += segments.length;
        await send({ columns, bytesRead });
      },
      batchSize,
      { targetLanguage },
    );
  },
  { maxInFlight: MAX_IN_FLIGHT, isFormatError: (error) => error instanceof XmlFormatError },
);
