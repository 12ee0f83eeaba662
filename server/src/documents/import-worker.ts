/**
 * Worker process that reads an uploaded document in its format, once per reading asked for, and hands the import
 * ready-made batches of segment columns (see jobs/worker-batches.ts for why a worker, and the back-pressure).
 */
import { createReadStream } from 'node:fs';
import { loadDocumentFormat } from '../formats/document-format-modules.ts';
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
serveWorkerBatches<DocumentWorkerData, SegmentBatch, DocumentReadResult[]>(
  async ({ filePath, format, batchSize, readings }, send) => {
    const reader = await loadDocumentFormat(format);
    const results: DocumentReadResult[] = [];
    // One process for every reading: a process start costs more than reading a resource file again.
    for (const [reading, { languages = {}, segmentation, joinCues }] of readings.entries()) {
      let bytesRead = 0;
      const file = createReadStream(filePath, { highWaterMark: 256 * 1024 });
      file.on('data', (chunk) => (bytesRead += chunk.length));
      let position = 0;
      const result = await reader.read(
        file,
        async (segments) => {
          const columns = toSegmentColumns(segments, position);
          position += segments.length;
          await send({ reading, columns, bytesRead });
        },
        batchSize,
        languages,
        { segmentation, joinCues },
      );
      results.push(result);
    }
    return results;
  },
  { maxInFlight: MAX_IN_FLIGHT, isFormatError },
);
