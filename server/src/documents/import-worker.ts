/**
 * Worker process that reads an uploaded document in its format and hands the import ready-made batches of segment columns
 * (see jobs/worker-batches.ts for why a worker, and the back-pressure).
 */
import { createReadStream } from 'node:fs';
import { documentFormat } from '../formats/document-formats.ts';
import { isFormatError } from '../formats/terms.ts';
import { serveWorkerBatches } from '../jobs/worker-batches.ts';
import {
  toSegmentColumns,
  type DocumentReadResult,
  type DocumentWorkerData,
  type SegmentBatch,
} from './import-batch.ts';

/** Batches parsed ahead of the database: enough that the parser never waits for an insert to finish. */
const MAX_IN_FLIGHT = 3;
serveWorkerBatches<DocumentWorkerData, SegmentBatch, DocumentReadResult>(
  async ({ filePath, format, batchSize, languages, segmentation, joinCues }, send) => {
    let bytesRead = 0;
    const file = createReadStream(filePath, { highWaterMark: 256 * 1024 });
    file.on('data', (chunk) => (bytesRead += chunk.length));
    let position = 0;
    return documentFormat(format).read(
      file,
      async (segments) => {
        const columns = toSegmentColumns(segments, position);
        position += segments.length;
        await send({ columns, bytesRead });
      },
      batchSize,
      languages,
      { segmentation, joinCues },
    );
  },
  { maxInFlight: MAX_IN_FLIGHT, isFormatError },
);
