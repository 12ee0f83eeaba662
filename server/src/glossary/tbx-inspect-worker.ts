/**
 * Worker process that takes the quick look at an uploaded TBX file (its languages) for the import route, so the
 * XML parse never runs on the thread that answers requests (see tbx-file-inspector.ts).
 */
import { createReadStream } from 'node:fs';
import { inspectTbx } from '../formats/tbx/read-tbx.ts';
import { isFormatError, type TermFileInspection } from '../formats/terms.ts';
import { serveWorkerBatches } from '../jobs/worker-batches.ts';

serveWorkerBatches<{ filePath: string }, never, TermFileInspection>(
  ({ filePath }) => inspectTbx(createReadStream(filePath)),
  {
    maxInFlight: 1,
    isFormatError,
  },
);
