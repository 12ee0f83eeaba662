/**
 * Worker process that reads an uploaded TMX file and hands the import ready-made batches of unit columns
 * (see jobs/worker-batches.ts for why a worker, and the back-pressure).
 */
import { createReadStream } from 'node:fs';
import { readTmx, type TmxReadSummary } from '../formats/tmx/reader.ts';
import { TmxFormatError } from '../formats/tmx/errors.ts';
import type { TmxUnit } from '../formats/tmx/unit.ts';
import { serveWorkerBatches } from '../jobs/worker-batches.ts';
import { toUnitColumns } from './import-batch.ts';
import type { ImportBatch, ImportWorkerData } from './import-worker-protocol.ts';

const MAX_IN_FLIGHT = 3;
serveWorkerBatches<ImportWorkerData, ImportBatch, TmxReadSummary>(
  async ({ filePath, sourceLang, targetLang, batchSize }, send) => {
    let bytesRead = 0;
    const file = createReadStream(filePath, { highWaterMark: 64 * 1024 });
    file.on('data', (chunk) => (bytesRead += chunk.length));
    const reader = readTmx(file, { sourceLang, targetLang });
    let batch: TmxUnit[] = [];
    const flush = async () => {
      await send({ columns: toUnitColumns(batch), bytesRead, pair: reader.summary.pair });
      batch = [];
    };
    // By group (one per chunk of the file), not with an await per unit.
    for await (const group of reader.groups) {
      for (const unit of group) {
        batch.push(unit);
        if (batch.length >= batchSize) await flush();
      }
    }
    if (batch.length > 0) await flush();
    return reader.summary;
  },
  { maxInFlight: MAX_IN_FLIGHT, isFormatError: (error) => error instanceof TmxFormatError },
);
