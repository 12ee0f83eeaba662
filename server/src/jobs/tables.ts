import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../db/column-types.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<number>;
  /** What the job does, e.g. 'glossary.import'; recovery handlers are registered per kind. */
  kind: string;
  /** The entity the job works on (a glossary id, ...). */
  target_id: number | null;
  status: JobStatus;
  progress: ColumnType<number, number | undefined, number>;
  error: string | null;
  /** The process running it (hostname:pid:random), for logs. */
  owner: string;
  started_at: Timestamp;
  heartbeat_at: Timestamp;
  finished_at: Date | string | null;
  /** What a finished job did, or why it was cancelled (a failure's reason is `error`). */
  message: ColumnType<string | null, string | null | undefined, string | null>;
  cancellable: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set by POST /jobs/{id}/cancel; the running process checks it between batches. */
  cancel_requested: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface JobsTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
