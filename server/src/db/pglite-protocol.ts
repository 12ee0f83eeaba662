/** Messages between the main thread and the PGlite worker (pglite-worker.ts). */
import type { DatabaseError } from './errors.ts';

export interface WorkerSetup {
  /** Folder of the database files; undefined = in memory (tests). */
  dataDir?: string;
  /** A gzip tarball from dumpDataDir to start from (tests start from a cached, initialised database). */
  loadDataDir?: Uint8Array;
}

export type WorkerRequest =
  | { type: 'query'; id: number; sql: string; params: unknown[] }
  | { type: 'exec'; id: number; sql: string }
  | { type: 'dump'; id: number }
  | { type: 'close'; id: number }
  | { type: 'listen'; id: number; channel: string };

export type WorkerResponse =
  | { type: 'ready' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; rows: Record<string, unknown>[]; affectedRows: number; command?: string }
  | { type: 'dump'; id: number; bytes: Uint8Array }
  | { type: 'error'; id: number; error: SerializedError }
  /** A NOTIFY on a channel the main thread listens to (not an answer to a request). */
  | { type: 'notification'; channel: string; payload: string };

/**
 * The fields of a PostgreSQL error that callers look at (code 23505 = unique violation, etc.): the worker sends
 * them, the main thread rebuilds a DatabaseError from them.
 */
export type SerializedError = Pick<DatabaseError, 'message' | (typeof FIELDS)[number]>;

const FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity'] as const;

export function serializeDatabaseError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: SerializedError = { message: error.message };
  const source = error as unknown as Record<string, unknown>;
  for (const field of FIELDS) {
    if (typeof source[field] === 'string') out[field] = source[field];
  }
  return out;
}
