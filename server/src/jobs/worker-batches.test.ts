import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readWorkerBatches } from './worker-batches.ts';
import type { TestWorkerData } from './worker-batches.test-worker.ts';

class FormatError extends Error {}

/** Every worker thread started from here on, to check that the early stops end theirs. */
const started: Worker[] = [];
const track = (message: unknown) => started.push((message as { worker: Worker }).worker);
subscribe('worker_threads', track);
afterEach(() => void started.splice(0));
afterAll(() => unsubscribe('worker_threads', track));

function start(behaviour: TestWorkerData['behaviour'], batches = 5, resourceLimits = {}) {
  const progress = new Int32Array(new SharedArrayBuffer(4));
  const reader = readWorkerBatches<number[], string>({
    url: new URL('./worker-batches.test-worker.ts', import.meta.url),
    workerData: { behaviour, batches, progress } satisfies TestWorkerData,
    resourceLimits,
    readerName: 'The test reader',
    formatError: (message) => new FormatError(message),
    outOfMemory: () => new FormatError('too large'),
  });
  return { ...reader, progress };
}

async function collect(batches: AsyncIterable<number[]>): Promise<number[][]> {
  const seen: number[][] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
}

describe('batches read in a worker thread', () => {
  it('yields every batch in order, then the result', async () => {
    const reader = start('count');
    expect(reader.result()).toBeNull();
    expect(await collect(reader.batches)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
    expect(reader.result()).toBe('sent 5');
  });

  it('lets the worker run only a few batches ahead of the consumer', async () => {
    const reader = start('count', 50);
    const iterator = reader.batches[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Two batches posted (the credits; the one taken is acknowledged when the next is asked for), a third waiting.
    expect(Atomics.load(reader.progress, 0)).toBeLessThanOrEqual(3);
    await iterator.return!();
  });

  it('passes format errors on with their message and class, other errors as plain errors', async () => {
    await expect(collect(start('format-error').batches)).rejects.toEqual(
      new FormatError('Line 3: not what was expected'),
    );
    const crash = collect(start('crash').batches);
    await expect(crash).rejects.toThrow('internal trouble');
    await expect(crash).rejects.not.toBeInstanceOf(FormatError);
  });

  it('maps the worker running out of its heap to the out-of-memory error', async () => {
    const reader = start('hog', 0, { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 });
    await expect(collect(reader.batches)).rejects.toEqual(new FormatError('too large'));
  });

  it('terminates the worker when the consumer stops early', async () => {
    const reader = start('count', 1000);
    for await (const batch of reader.batches) {
      if (batch[0] === 1) break;
    }
    // The loop ends once the worker is gone (its thread id is -1 then).
    expect(started.map((worker) => worker.threadId)).toEqual([-1]);
    expect(reader.result()).toBeNull();
  });
});
