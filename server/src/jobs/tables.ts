import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type JobStatus = 'running' | 'done' | 'failed';

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
}

export interface JobsTables {
  jobs: JobsTable;
}

export type JobRow = Selectable<JobsTable>;
