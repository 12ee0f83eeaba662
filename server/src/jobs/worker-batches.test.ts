import type { ChildProcess } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readWorkerBatches, type WorkerHeap } from './worker-batches.ts';
import type { TestWorkerData } from './worker-batches.test-worker.ts';

class FormatError extends Error {}

const dir = mkdtempSync(join(tmpdir(), 'tessera-worker-batches-'));
let runs = 0;

/** Every child process started from here on, to check that the early stops end theirs. */
const started: ChildProcess[] = [];
const track = (message: unknown) => started.push((message as { process: ChildProcess }).process);
subscribe('child_process', track);
afterEach(() => void started.splice(0));
afterAll(() => {
  unsubscribe('child_process', track);
  rmSync(dir, { recursive: true, force: true });
});

function start(behaviour: TestWorkerData['behaviour'], batches = 5, heap?: WorkerHeap) {
  const progressFile = join(dir, `progress-${runs++}`);
  const reader = readWorkerBatches<TestWorkerData, number[], string>({
    url: new URL('./worker-batches.test-worker.ts', import.meta.url),
    workerData: { behaviour, batches, progressFile },
    ...(heap && { heap }),
    readerName: 'The test reader',
    formatError: (message) => new FormatError(message),
    outOfMemory: () => new FormatError('too large'),
  });
  const batchesSent = () => (existsSync(progressFile) ? readFileSync(progressFile, 'utf8').split('\n').length - 1 : 0);
  return { ...reader, batchesSent };
}

async function collect(batches: AsyncIterable<number[]>): Promise<number[][]> {
  const seen: number[][] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
}

describe('batches read in a worker process', () => {
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
    expect(started.map((worker) => worker.exitCode)).toEqual([0]);
  });

  it("keeps the worker's compiled code in Node's compile cache, for the next worker's start", async () => {
    const reader = start('compile-cache', 0);
    await collect(reader.batches);
    // Node keeps a folder per version of itself inside the one named.
    const folder = process.env.NODE_COMPILE_CACHE || join(tmpdir(), 'node-compile-cache');
    expect(reader.result()?.startsWith(`${folder}/`), `${reader.result()} is in ${folder}`).toBe(true);
  });

  it('lets the worker run only a few batches ahead of the consumer', async () => {
    const reader = start('count', 50);
    const iterator = reader.batches[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Two batches posted (the credits; the one taken is acknowledged when the next is asked for), a third waiting.
    expect(reader.batchesSent()).toBeLessThanOrEqual(3);
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

  it('reports a worker that exits before its result', async () => {
    await expect(collect(start('exit', 1).batches)).rejects.toThrow(
      'The test reader stopped unexpectedly (exit code 3)',
    );
  });

  it('answers with the result of a worker that does not end after it, and kills that worker', async () => {
    const reader = start('linger', 1);
    expect(await collect(reader.batches)).toEqual([[0, 1]]);
    expect(reader.result()).toBe('sent 1');
    expect(started.map((worker) => worker.signalCode)).toEqual(['SIGKILL']);
  });

  it('maps the worker running out of its heap to the out-of-memory error', async () => {
    const reader = start('hog', 0, { maxOldSpaceMb: 16, maxSemiSpaceMb: 1 });
    await expect(collect(reader.batches)).rejects.toEqual(new FormatError('too large'));
  });

  it('kills the worker when the consumer stops early', async () => {
    const reader = start('count', 1000);
    for await (const batch of reader.batches) {
      if (batch[0] === 1) break;
    }
    // The loop ends once the worker is gone.
    expect(started.map((worker) => worker.signalCode)).toEqual(['SIGKILL']);
    expect(reader.result()).toBeNull();
  });
});
