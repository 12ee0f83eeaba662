/** The worker of worker-batches.test.ts: what it does is chosen by the test (workerData.behaviour). */
import { workerData } from 'node:worker_threads';
import { serveWorkerBatches } from './worker-batches.ts';

export interface TestWorkerData {
  behaviour: 'count' | 'format-error' | 'crash' | 'hog';
  batches: number;
  /** [0] = batches handed to send so far: how far the worker got ahead of the test. */
  progress: Int32Array;
}

class TestFormatError extends Error {}

const { behaviour, batches, progress } = workerData as TestWorkerData;

serveWorkerBatches<number[], string>(
  async (send) => {
    if (behaviour === 'hog') {
      const hoard: string[][] = [];
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_v, i) => `item ${i} of ${hoard.length}`));
    }
    for (let n = 0; n < batches; n++) {
      Atomics.add(progress, 0, 1);
      await send([n, n + 1]);
    }
    if (behaviour === 'format-error') throw new TestFormatError('Line 3: not what was expected');
    if (behaviour === 'crash') throw new Error('internal trouble');
    return `sent ${batches}`;
  },
  { maxInFlight: 2, isFormatError: (error) => error instanceof TestFormatError },
);
