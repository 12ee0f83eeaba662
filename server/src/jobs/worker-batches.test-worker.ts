/** The worker of worker-batches.test.ts: what it does is chosen by the test (TestWorkerData.behaviour). */
import { appendFileSync } from 'node:fs';
import { getCompileCacheDir } from 'node:module';
import { serveWorkerBatches } from './worker-batches.ts';

export interface TestWorkerData {
  behaviour: 'count' | 'format-error' | 'crash' | 'hog' | 'exit' | 'compile-cache' | 'linger';
  batches: number;
  /** A file that gets a line per batch handed to send: how far the worker got ahead of the test. */
  progressFile: string;
}

class TestFormatError extends Error {}

serveWorkerBatches<TestWorkerData, number[], string>(
  async ({ behaviour, batches, progressFile }, send) => {
    if (behaviour === 'hog') {
      const hoard: string[][] = [];
      for (;;) hoard.push(Array.from({ length: 100_000 }, (_v, i) => `item ${i} of ${hoard.length}`));
    }
    for (let n = 0; n < batches; n++) {
      appendFileSync(progressFile, `${n}\n`);
      await send([n, n + 1]);
    }
    if (behaviour === 'format-error') throw new TestFormatError('Line 3: not what was expected');
    if (behaviour === 'crash') throw new Error('internal trouble');
    if (behaviour === 'exit') process.exit(3);
    if (behaviour === 'compile-cache') return getCompileCacheDir() ?? 'no compile cache';
    // Something left that keeps the process from ending, as a process stuck in Node's teardown never ends.
    if (behaviour === 'linger') setInterval(() => {}, 60_000);
    return `sent ${batches}`;
  },
  { maxInFlight: 2, isFormatError: (error) => error instanceof TestFormatError },
);
