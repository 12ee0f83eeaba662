/**
 * Why PGlite runs in a worker thread: prints how long the request event loop stalls while a heavy query
 * runs, with PGlite on the calling thread versus in the worker (server/src/db/pglite-dialect.ts), and
 * how many 1 ms timers got to run meanwhile.
 * Run: `node bench/pglite-event-loop.ts` (or `npm run pglite-event-loop -w bench`).
 */
import { PGlite } from '@electric-sql/pglite';
import { PgliteWorkerClient } from '../server/src/db/pglite-dialect.ts';

const HEAVY = `select count(*) as n from (select md5(i::text) as h from generate_series(1, 1500000) as i order by h) as t`;

/** Runs the query while a 1 ms timer ticks; the longest gap between ticks is how long a request would wait. */
async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  let ticks = 0;
  const started = performance.now();
  let last = started;
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 1);
  await run();
  const ended = performance.now();
  longestGap = Math.max(longestGap, ended - last);
  clearInterval(timer);
  console.log(
    `${label.padEnd(22)} query ${(ended - started).toFixed(0).padStart(5)} ms | longest event-loop stall ${longestGap.toFixed(0).padStart(5)} ms | 1 ms timers run: ${ticks}`,
  );
}

const inThread = await PGlite.create();
await inThread.query('select 1');
await measure('PGlite on the thread', () => inThread.query(HEAVY));
await inThread.close();

const worker = await PgliteWorkerClient.open({});
await worker.query('select 1');
await measure('PGlite in a worker', () => worker.query(HEAVY));
await worker.close();
