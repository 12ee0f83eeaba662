/**
 * Worker thread that takes the quick look at an uploaded TBX file (its languages) for the import route, so the
 * XML parse never runs on the thread that answers requests (see tbx-file-inspector.ts).
 */
import { createReadStream } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { inspectTbx } from '../formats/tbx/read-tbx.ts';
import { isFormatError, type TermFileInspection } from '../formats/terms.ts';
import { serveWorkerBatches } from '../jobs/worker-batches.ts';

const { filePath } = workerData as { filePath: string };

serveWorkerBatches<never, TermFileInspection>(() => inspectTbx(createReadStream(filePath)), {
  maxInFlight: 1,
  isFormatError,
});
