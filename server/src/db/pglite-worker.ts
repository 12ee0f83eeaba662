/**
 * Worker thread that owns the embedded PGlite database. PGlite runs every query on the thread that calls it,
 * so it lives here and the request event loop only exchanges messages with it (see pglite-dialect.ts).
 * Messages are handled one at a time, in order; the main side already serialises access to the one connection.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { WorkerRequest, WorkerResponse, WorkerSetup } from './pglite-protocol.ts';
import { serializeDatabaseError } from './pglite-protocol.ts';

const setup = workerData as WorkerSetup;

/**
 * Server settings the embedded database starts with, besides PGlite's own. PGlite's WebAssembly memory only
 * grows, so whatever PostgreSQL allocates once stays in the process for good: shared_buffers is 16 MB instead
 * of the 128 MB that a 1M-unit import fills (and keeps), which took ~110 MB off the server's RSS (measured).
 * The operating system caches the files behind it anyway.
 */
const SETTINGS: Record<string, string> = { shared_buffers: '16MB' };

const port = parentPort!;

async function open(): Promise<PGlite> {
  const loadDataDir = setup.loadDataDir ? new Blob([setup.loadDataDir as Uint8Array<ArrayBuffer>]) : undefined;
  return PGlite.create({
    dataDir: setup.dataDir,
    loadDataDir,
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    // Same JS types as the node-postgres setup in postgres.ts: dates stay 'YYYY-MM-DD' strings.
    parsers: { 1082: (value: string) => value },
  });
}

const ready = open();
ready.then(
  () => port.postMessage({ type: 'ready' } satisfies WorkerResponse),
  (error: unknown) =>
    port.postMessage({ type: 'failed', error: serializeDatabaseError(error) } satisfies WorkerResponse),
);

let queue: Promise<void> = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request));
});

async function handle(request: WorkerRequest): Promise<void> {
  const db = await ready;
  try {
    if (request.type === 'query') {
      const result = await db.query(request.sql, request.params);
      port.postMessage({
        type: 'result',
        id: request.id,
        rows: result.rows as Record<string, unknown>[],
        affectedRows: result.affectedRows ?? 0,
        command: (result as { command?: string }).command,
      } satisfies WorkerResponse);
    } else if (request.type === 'exec') {
      await db.exec(request.sql);
      port.postMessage({ type: 'result', id: request.id, rows: [], affectedRows: 0 } satisfies WorkerResponse);
    } else if (request.type === 'dump') {
      const blob = await db.dumpDataDir('gzip');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      port.postMessage({ type: 'dump', id: request.id, bytes } satisfies WorkerResponse, [bytes.buffer]);
    } else if (request.type === 'listen') {
      await db.listen(request.channel, (payload) =>
        port.postMessage({ type: 'notification', channel: request.channel, payload } satisfies WorkerResponse),
      );
      port.postMessage({ type: 'result', id: request.id, rows: [], affectedRows: 0 } satisfies WorkerResponse);
    } else if (request.type === 'close') {
      await db.close();
      port.postMessage({ type: 'result', id: request.id, rows: [], affectedRows: 0 } satisfies WorkerResponse);
    }
  } catch (error) {
    port.postMessage({ type: 'error', id: request.id, error: serializeDatabaseError(error) } satisfies WorkerResponse);
  }
}
