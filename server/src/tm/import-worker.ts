/**
 * Worker thread that reads an uploaded TMX file and hands the import ready-made batches of unit columns.
 * Parsing is the CPU-heavy half of an import: in a worker it runs on another core while the main thread
 * talks to the database, never delays other requests, and its garbage lives in a small heap of its own.
 * Back-pressure: at most MAX_IN_FLIGHT batches wait for the main thread at any time.
 */
import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readTmx } from '../formats/tmx/reader.ts';
import { TmxFormatError } from '../formats/tmx/errors.ts';
import type { TmxUnit } from '../formats/tmx/unit.ts';
import { toUnitColumns } from './import-batch.ts';
import type { ImportWorkerData, ImportWorkerMessage } from './import-worker-protocol.ts';

const MAX_IN_FLIGHT = 3;
const { filePath, sourceLang, targetLang, batchSize } = workerData as ImportWorkerData;
const port = parentPort!;
const post = (message: ImportWorkerMessage) => port.postMessage(message);

let credits = MAX_IN_FLIGHT;
let wake: (() => void) | null = null;
port.on('message', (message: unknown) => {
  if (message === 'ack') {
    credits++;
    wake?.();
  }
});

async function run(): Promise<void> {
  let bytesRead = 0;
  const file = createReadStream(filePath, { highWaterMark: 64 * 1024 });
  file.on('data', (chunk) => (bytesRead += chunk.length));
  const reader = readTmx(file, { sourceLang, targetLang });
  let batch: TmxUnit[] = [];
  const send = async () => {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    post({ type: 'batch', columns: toUnitColumns(batch), bytesRead, pair: reader.summary.pair });
    batch = [];
  };
  // By group (one per chunk of the file), not with an await per unit.
  for await (const group of reader.groups) {
    for (const unit of group) {
      batch.push(unit);
      if (batch.length >= batchSize) await send();
    }
  }
  if (batch.length > 0) await send();
  post({ type: 'done', summary: reader.summary });
}

run().then(
  () => port.close(),
  (error: unknown) => {
    post({
      type: 'error',
      message: error instanceof Error ? error.message : String(error),
      formatError: error instanceof TmxFormatError,
    });
    port.close();
  },
);
