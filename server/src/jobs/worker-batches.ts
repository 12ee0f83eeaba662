/**
 * File imports parse in a worker process that hands the server ready-to-insert batches. Parsing is the
 * CPU-heavy half of an import: in a process of its own it runs on another core while the server talks to the
 * database, never delays other requests, and its garbage lives in a heap of its own. This module is both ends
 * of that conversation: `readWorkerBatches` (the server) and `serveWorkerBatches` (the worker process).
 *
 * A process rather than a worker thread because of what is left once the parse is over: V8 keeps the pages of
 * an ended worker thread's heap in the process for the next one, so one whole-file parse (a 1,000,000-key JSON)
 * left the server ~260 MB larger for good, whereas an exited process gives all of its memory back to the
 * system. The price is a process start per file read (Node's own start-up, a few tens of ms, next to loading
 * the parsing modules, which a worker thread pays as well) and batches copied through the IPC channel.
 *
 * Back-pressure: the worker holds a few credits and spends one per batch it posts; the server gives one back
 * ('ack') once it is done with a batch, so at most that many batches wait in memory however large the file.
 */
import { fork } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The worker process's heap, as V8's limits (MB). */
export interface WorkerHeap {
  maxOldSpaceMb: number;
  maxSemiSpaceMb: number;
}

/** What the worker posts: that it listens, batches, then either the result or the error that stopped it. */
type WorkerMessage<Batch, Result> =
  | { type: 'ready' }
  | { type: 'batch'; batch: Batch }
  | { type: 'done'; result: Result }
  | { type: 'error'; message: string; formatError: boolean };

/** What the server posts: the worker's data once it listens, then an acknowledgement per batch taken. */
type ServerMessage<Data> = { type: 'start'; data: Data } | { type: 'ack' };

/**
 * A parsing worker's heap: it holds a chunk of the file, the element being read and the few batches waiting for
 * their acknowledgement, so a small cap is plenty; a file it cannot read within it fails with `outOfMemory`.
 */
const PARSER_HEAP: WorkerHeap = { maxOldSpaceMb: 64, maxSemiSpaceMb: 2 };

/** What V8 prints before it aborts a process that has run out of its heap. */
const OUT_OF_MEMORY = /JavaScript heap out of memory/;

export interface WorkerBatchesOptions<Data> {
  /** The worker module; it calls serveWorkerBatches. */
  url: URL;
  /** Handed to the worker's `produce`; anything the structured clone algorithm copies. */
  workerData: Data;
  /** The worker's heap; a parser's small one (PARSER_HEAP) unless said otherwise. */
  heap?: WorkerHeap;
  /** Names the reader in the messages of unexpected stops, e.g. 'The TMX reader'. */
  readerName: string;
  /** Rebuilds a format error the worker reported: its message is for the user, its class says so. */
  formatError: (message: string) => Error;
  /** The error for a worker that ran out of its heap (the file holds something far larger than usual). */
  outOfMemory: () => Error;
}

/**
 * The flags of a worker process: its heap limits, and the server's rule of growing the old generation by at
 * most 2x between collections (node-flags.ts), which keeps a parse's peak near its live size.
 */
function workerFlags(heap: WorkerHeap): string[] {
  return [
    `--max-old-space-size=${heap.maxOldSpaceMb}`,
    `--max-semi-space-size=${heap.maxSemiSpaceMb}`,
    '--heap-growing-percent=100',
  ];
}

/**
 * Where worker processes keep V8's compiled code of the parsing modules between starts (Node's module compile
 * cache, in its own default folder unless NODE_COMPILE_CACHE names one): a process started per file read would
 * otherwise compile them all again, which took half of a worker's start (0.6 s, 0.25 s with the cache). Node
 * checks each entry against its module's source, and NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
const COMPILE_CACHE = process.env.NODE_COMPILE_CACHE || join(tmpdir(), 'node-compile-cache');

/**
 * How long a worker that has posted its result or error may take to end before the server kills it. It ends in
 * ~10-30 ms; the limit is for a process stuck in Node's own teardown (nodejs/node#54918), which would otherwise
 * hold the upload or import waiting for its 'close' forever.
 */
const EXIT_GRACE_MS = 1000;

/**
 * Starts the worker process and yields its batches in order; a batch is acknowledged when the consumer asks for
 * the next one. Stopping early (the consumer throws or breaks) kills the worker. `result()` is the worker's
 * result once iteration has ended without an error.
 */
export function readWorkerBatches<Data, Batch, Result>(
  options: WorkerBatchesOptions<Data>,
): { batches: AsyncIterable<Batch>; result: () => Result | null } {
  let result: Result | null = null;

  async function* batches(): AsyncGenerator<Batch> {
    const worker = fork(fileURLToPath(options.url), [], {
      execArgv: workerFlags(options.heap ?? PARSER_HEAP),
      env: { ...process.env, NODE_COMPILE_CACHE: COMPILE_CACHE },
      serialization: 'advanced',
      // stderr is kept to tell an exhausted heap from other crashes; the worker writes nothing else.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    // A send that fails finds the worker gone, which its 'close' reports.
    const send = (message: ServerMessage<Data>) => worker.connected && worker.send(message, () => {});
    let stderrTail = '';
    worker.stderr!.setEncoding('utf8').on('data', (text: string) => (stderrTail = (stderrTail + text).slice(-4096)));
    const queue: WorkerMessage<Batch, Result>[] = [];
    let failure: Error | null = null;
    let closed = false;
    let wake: (() => void) | null = null;
    const notify = () => {
      wake?.();
      wake = null;
    };
    const ended = new Promise<void>((resolve) =>
      // 'close' comes after the last message and the whole of stderr.
      worker.on('close', (code, signal) => {
        closed = true;
        if (OUT_OF_MEMORY.test(stderrTail)) failure ??= options.outOfMemory();
        else if (code !== 0) {
          const lastStderrLine = stderrTail.trim().split('\n').at(-1);
          failure ??= new Error(
            `${options.readerName} stopped unexpectedly (${signal ?? `exit code ${code}`})${lastStderrLine ? `: ${lastStderrLine}` : ''}`,
          );
        }
        notify();
        resolve();
      }),
    );
    worker.on('message', (message: WorkerMessage<Batch, Result>) => {
      if (message.type === 'ready') send({ type: 'start', data: options.workerData });
      else queue.push(message);
      notify();
    });
    worker.on('error', (error) => {
      failure ??= error;
      notify();
    });
    let lastWord = false; // the result or error, after which the worker ends by itself
    try {
      for (;;) {
        const message = queue.shift();
        if (!message) {
          if (failure) throw failure;
          if (closed) throw new Error(`${options.readerName} stopped without finishing`);
          await new Promise<void>((resolve) => (wake = resolve));
          continue;
        }
        lastWord = message.type === 'error' || message.type === 'done';
        if (message.type === 'error')
          throw message.formatError ? options.formatError(message.message) : new Error(message.message);
        if (message.type === 'done') {
          result = message.result;
          return;
        }
        if (message.type === 'batch') {
          yield message.batch;
          send({ type: 'ack' });
        }
      }
    } finally {
      if (!lastWord) worker.kill('SIGKILL');
      // After its last word the worker ends by itself; one still there after EXIT_GRACE_MS has nothing left to lose.
      const stuck = setTimeout(() => worker.kill('SIGKILL'), EXIT_GRACE_MS);
      await ended;
      clearTimeout(stuck);
    }
  }

  return { batches: { [Symbol.asyncIterator]: batches }, result: () => result };
}

/**
 * The worker process's end: once the server has sent the data, runs `produce`, which hands each batch to
 * `send` (resolved once the batch is posted; it waits while `maxInFlight` batches are unacknowledged), and
 * posts its result, or its error with whether it is a format error (`isFormatError`), whose message the server
 * passes on to the user; then it disconnects, which leaves the process nothing to wait for.
 */
export function serveWorkerBatches<Data, Batch, Result>(
  produce: (data: Data, send: (batch: Batch) => Promise<void>) => Promise<Result>,
  options: { maxInFlight: number; isFormatError: (error: unknown) => boolean },
): void {
  const post = (message: WorkerMessage<Batch, Result>) =>
    new Promise<void>((resolve, reject) =>
      process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
    );
  // The server ends its readers itself (a kill once it no longer wants the batches), so a Ctrl-C or a SIGTERM
  // sent to its whole process group waits for the server's own shutdown.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => {});
  // Never process.exit(): it tears Node's platform down under a live heap, and when a background compile of V8
  // waits for a garbage collection at that moment both wait for ever (nodejs/node#54918, #64274). After its last
  // word the worker ends as any script does, its event loop empty; a server gone leaves nobody to read for, so the
  // worker then ends at once.
  let lastWord = false;
  process.on('disconnect', () => lastWord || process.kill(process.pid, 'SIGKILL'));
  let credits = options.maxInFlight;
  let wake: (() => void) | null = null;
  const send = async (batch: Batch) => {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    await post({ type: 'batch', batch });
  };
  const run = async (data: Data) => {
    await produce(data, send).then(
      (result) => post({ type: 'done', result }),
      (error: unknown) =>
        post({
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
          formatError: options.isFormatError(error),
        }),
    );
    lastWord = true;
    process.disconnect();
  };
  process.on('message', (message: ServerMessage<Data>) => {
    if (message.type === 'start') void run(message.data);
    else {
      credits++;
      wake?.();
      wake = null;
    }
  });
  void post({ type: 'ready' });
}
