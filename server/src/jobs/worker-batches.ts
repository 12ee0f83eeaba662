/**
 * File imports parse in a worker thread that hands the main thread ready-to-insert batches. Parsing is the
 * CPU-heavy half of an import: in a worker it runs on another core while the main thread talks to the
 * database, never delays other requests, and its garbage lives in a small heap of its own. This module is
 * both ends of that conversation: `readWorkerBatches` (main thread) and `serveWorkerBatches` (the worker).
 *
 * Back-pressure: the worker holds a few credits and spends one per batch it posts; the main thread gives one
 * back ('ack') once it is done with a batch, so at most that many batches wait in memory however large the file.
 */
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

/** What the worker posts: batches, then either the result or the error that stopped it. */
export type WorkerBatchMessage<Batch, Result> =
  | { type: 'batch'; batch: Batch }
  | { type: 'done'; result: Result }
  | { type: 'error'; message: string; formatError: boolean };

const ACK = 'ack';

/**
 * A parsing worker's heap: it holds a chunk of the file, the element being read and the few batches waiting for
 * their acknowledgement, so a small cap is plenty; a file it cannot read within it fails with `outOfMemory`.
 */
const PARSER_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

export interface WorkerBatchesOptions {
  /** The worker module; it calls serveWorkerBatches. */
  url: URL;
  workerData: unknown;
  /** The worker's heap; a parser's small one (PARSER_LIMITS) unless said otherwise. */
  resourceLimits?: ResourceLimits;
  /** Names the reader in the messages of unexpected stops, e.g. 'The TMX reader'. */
  readerName: string;
  /** Rebuilds a format error the worker reported: its message is for the user, its class says so. */
  formatError: (message: string) => Error;
  /** The error for a worker that ran out of its heap (the file holds something far larger than usual). */
  outOfMemory: () => Error;
}

/**
 * Starts the worker and yields its batches in order; a batch is acknowledged when the consumer asks for the
 * next one. Stopping early (the consumer throws or breaks) terminates the worker. `result()` is the worker's
 * result once iteration has ended without an error.
 */
export function readWorkerBatches<Batch, Result>(
  options: WorkerBatchesOptions,
): { batches: AsyncIterable<Batch>; result: () => Result | null } {
  let result: Result | null = null;

  async function* batches(): AsyncGenerator<Batch> {
    const worker = new Worker(options.url, {
      workerData: options.workerData,
      resourceLimits: options.resourceLimits ?? PARSER_LIMITS,
    });
    const queue: WorkerBatchMessage<Batch, Result>[] = [];
    let failure: Error | null = null;
    let exited = false;
    let wake: (() => void) | null = null;
    const notify = () => {
      wake?.();
      wake = null;
    };
    worker.on('message', (message: WorkerBatchMessage<Batch, Result>) => {
      queue.push(message);
      notify();
    });
    worker.on('error', (error) => {
      failure ??= (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? options.outOfMemory() : error;
      notify();
    });
    worker.on('exit', (code) => {
      exited = true;
      if (code !== 0) failure ??= new Error(`${options.readerName} stopped unexpectedly (exit code ${code})`);
      notify();
    });
    try {
      for (;;) {
        const message = queue.shift();
        if (!message) {
          if (failure) throw failure;
          if (exited) throw new Error(`${options.readerName} stopped without finishing`);
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        if (message.type === 'error')
          throw message.formatError ? options.formatError(message.message) : new Error(message.message);
        if (message.type === 'done') {
          result = message.result;
          return;
        }
        yield message.batch;
        worker.postMessage(ACK);
      }
    } finally {
      if (!exited) await worker.terminate();
    }
  }

  return { batches: { [Symbol.asyncIterator]: batches }, result: () => result };
}

/**
 * The worker's end: runs `produce`, which hands each batch to `send` (resolved once the batch is posted; it
 * waits while `maxInFlight` batches are unacknowledged), and posts its result, or its error with whether it
 * is a format error (`isFormatError`), whose message the main thread passes on to the user.
 */
export function serveWorkerBatches<Batch, Result>(
  produce: (send: (batch: Batch) => Promise<void>) => Promise<Result>,
  options: { maxInFlight: number; isFormatError: (error: unknown) => boolean },
): void {
  const port = parentPort!;
  const post = (message: WorkerBatchMessage<Batch, Result>) => port.postMessage(message);
  let credits = options.maxInFlight;
  let wake: (() => void) | null = null;
  port.on('message', (message: unknown) => {
    if (message !== ACK) return;
    credits++;
    wake?.();
    wake = null;
  });
  const send = async (batch: Batch) => {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    post({ type: 'batch', batch });
  };
  produce(send).then(
    (result) => {
      post({ type: 'done', result });
      port.close();
    },
    (error: unknown) => {
      post({
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
        formatError: options.isFormatError(error),
      });
      port.close();
    },
  );
}
