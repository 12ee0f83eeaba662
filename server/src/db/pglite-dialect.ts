/**
 * Kysely dialect for the embedded PGlite database running in a worker thread (pglite-worker.ts).
 * PGlite has exactly one connection, so the driver hands it out under a mutex: a transaction holds it until
 * it commits or rolls back and every other query waits. Keep transactions short. Interactive queries are served
 * before background work's (work-priority.ts).
 */
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { DatabaseError } from './errors.ts';
import { isBackgroundWork } from './work-priority.ts';
import type { WorkerRequest, WorkerResponse, WorkerSetup } from './pglite-protocol.ts';

type Pending = { resolve: (response: WorkerResponse) => void; reject: (error: Error) => void };
type RequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The main-thread end of the PGlite worker: sends SQL, gets rows or a DatabaseError back. */
export class PgliteWorkerClient {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, ((payload: string) => void)[]>();
  #nextId = 1;
  #dead: Error | undefined;

  #closing = false;
  #onCrash: ((error: Error) => void) | undefined;

  private constructor(worker: Worker, onCrash?: (error: Error) => void) {
    this.#worker = worker;
    this.#onCrash = onCrash;
    worker.on('message', (message: WorkerResponse) => this.#receive(message));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => {
      const error = new Error(`PGlite worker exited with code ${code}`);
      this.#fail(error);
      if (!this.#closing) this.#onCrash?.(error);
    });
  }

  /**
   * Starts the worker and waits until the database is open (initdb on a new folder takes ~2 s).
   * `onCrash` hears of a worker that died on its own (out of memory...): every later query fails.
   */
  static async open(
    setup: WorkerSetup,
    options: { onCrash?: (error: Error) => void; maxHeapMb?: number } = {},
  ): Promise<PgliteWorkerClient> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), {
      workerData: setup,
      ...(options.maxHeapMb ? { resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb } } : {}),
      transferList: setup.loadDataDir ? [setup.loadDataDir.buffer as ArrayBuffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerResponse) => {
        if (message.type === 'ready') resolve();
        else if (message.type === 'failed') reject(new DatabaseError(message.error));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return new PgliteWorkerClient(worker, options.onCrash);
  }

  async query(
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<{ rows: Record<string, unknown>[]; affectedRows: number; command?: string }> {
    const response = await this.#send({ type: 'query', sql, params: [...params] });
    if (response.type !== 'result') throw new Error(`unexpected PGlite worker answer ${response.type}`);
    return response;
  }

  /** Runs several statements separated by semicolons (no parameters). */
  async exec(sql: string): Promise<void> {
    await this.#send({ type: 'exec', sql });
  }

  /** A gzip tarball of the whole database, for PGlite's `loadDataDir`. */
  async dump(): Promise<Uint8Array> {
    const response = await this.#send({ type: 'dump' });
    if (response.type !== 'dump') throw new Error(`unexpected PGlite worker answer ${response.type}`);
    return response.bytes;
  }

  async close(): Promise<void> {
    if (this.#dead) return;
    this.#closing = true;
    try {
      await this.#send({ type: 'close' });
    } finally {
      this.#dead = new Error('PGlite database is closed');
      await this.#worker.terminate();
    }
  }

  #send(body: RequestBody): Promise<WorkerResponse> {
    if (this.#dead) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id } as WorkerRequest);
    });
  }

  /** Calls `onPayload` with every NOTIFY on `channel` from now on (LISTEN on the worker's one connection). */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const listeners = this.#listeners.get(channel) ?? [];
    listeners.push(onPayload);
    this.#listeners.set(channel, listeners);
    if (listeners.length === 1) await this.#send({ type: 'listen', channel });
  }

  #receive(message: WorkerResponse): void {
    if (message.type === 'notification') {
      for (const listener of this.#listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    if (!('id' in message)) return;
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    this.#pending.delete(message.id);
    if (message.type === 'error') pending.reject(new DatabaseError(message.error));
    else pending.resolve(message);
  }

  #fail(error: Error): void {
    this.#dead ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

/**
 * How long background work leaves the connection free after an interactive query: a request usually runs a few
 * statements in a row (session, then its query) and issues the next only once the previous answer is in, so
 * without this pause a busy job would slip a statement in between each of them.
 */
const INTERACTIVE_GRACE_MS = 5;
/** Background work waiting this long goes next anyway, so that steady requests cannot stall a job for good. */
const BACKGROUND_MAX_WAIT_MS = 100;

type Waiter = { grant: () => void; since: number };

/**
 * A mutex for the one connection whose waiters are served interactive first: `acquire()` resolves with the
 * function that releases it. Background work (an import, see work-priority.ts) gets the connection when no
 * interactive query waits and none ran within INTERACTIVE_GRACE_MS, or once it has waited BACKGROUND_MAX_WAIT_MS.
 */
class PriorityMutex {
  #held = false;
  #interactive: Waiter[] = [];
  #background: Waiter[] = [];
  #lastInteractiveRelease = 0;
  #timer: NodeJS.Timeout | undefined;

  acquire(priority: 'interactive' | 'background'): Promise<() => void> {
    return new Promise((resolve) => {
      let released = false;
      const grant = () => {
        this.#held = true;
        resolve(() => {
          if (released) return;
          released = true;
          this.#held = false;
          if (priority === 'interactive') this.#lastInteractiveRelease = performance.now();
          this.#next();
        });
      };
      (priority === 'interactive' ? this.#interactive : this.#background).push({ grant, since: performance.now() });
      this.#next();
    });
  }

  #next(): void {
    if (this.#held) return;
    const now = performance.now();
    const background = this.#background[0];
    if (background && now - background.since >= BACKGROUND_MAX_WAIT_MS) return this.#background.shift()!.grant();
    const interactive = this.#interactive.shift();
    if (interactive) return interactive.grant();
    if (!background || this.#timer) return;
    const wait = this.#lastInteractiveRelease + INTERACTIVE_GRACE_MS - now;
    if (wait > 0) {
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.#next();
      }, wait);
      return;
    }
    this.#background.shift()!.grant();
  }
}

const DML_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * `PGLITE_LOG_STATEMENTS_OVER_MS`: statements that held the one connection longer than this are written to standard
 * error with their time (a measurement aid for bench/embedded-holds.ts; unset, nothing is timed).
 */
const LOG_STATEMENTS_OVER_MS = Number(process.env.PGLITE_LOG_STATEMENTS_OVER_MS) || 0;

class PgliteConnection implements DatabaseConnection {
  #client: PgliteWorkerClient;

  constructor(client: PgliteWorkerClient) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const startedAt = LOG_STATEMENTS_OVER_MS > 0 ? performance.now() : 0;
    const result = await this.#client.query(compiledQuery.sql, compiledQuery.parameters);
    if (LOG_STATEMENTS_OVER_MS > 0) {
      const ms = performance.now() - startedAt;
      if (ms > LOG_STATEMENTS_OVER_MS)
        process.stderr.write(
          `PGlite statement held ${Math.round(ms)} ms: ${compiledQuery.sql.replace(/\s+/g, ' ').slice(0, 160)}\n`,
        );
    }
    return {
      rows: result.rows as R[],
      ...(result.command && DML_COMMANDS.has(result.command) ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // Kysely's driver interface asks for a generator; this one refuses before yielding anything.
  // oxlint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error(
      'Streaming queries are not supported; page large reads by keyset (where id > last order by id limit n)',
    );
  }
}

class PgliteDriver implements Driver {
  #client: PgliteWorkerClient;
  #connection: PgliteConnection;
  #mutex = new PriorityMutex();
  #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(client: PgliteWorkerClient) {
    this.#client = client;
    this.#connection = new PgliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire(isBackgroundWork() ? 'background' : 'interactive');
    // One connection object, so the release function is looked up per acquisition rather than stored on it.
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    await connection.executeQuery(CompiledQuery.raw(`begin${options.length ? ' ' + options.join(' ') : ''}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    await this.#client.close();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export class PgliteWorkerDialect implements Dialect {
  #client: PgliteWorkerClient;

  constructor(client: PgliteWorkerClient) {
    this.#client = client;
  }

  createDriver(): Driver {
    return new PgliteDriver(this.#client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
