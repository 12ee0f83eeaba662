import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { runAsBackgroundWork } from '../db/work-priority.ts';
import { HttpError } from '../plugins/errors.ts';
import type { JobRow } from './tables.ts';

export interface JobContext {
  jobId: number;
  /** 0..1; written to the jobs row (and by `onProgress`) at most every PROGRESS_WRITE_MS, the rest dropped. */
  reportProgress(fraction: number): Promise<void>;
  /**
   * Whether someone asked to cancel the job (POST /jobs/{id}/cancel, from any process: it is a column of the
   * row). A cancellable job asks between batches and then throws `new JobCancelled(message)`.
   */
  cancelRequested(): Promise<boolean>;
}

/** Thrown by a job's work when it stops on request: the job ends 'cancelled' with this message, not 'failed'. */
export class JobCancelled extends Error {}

export interface RunJobOptions {
  /** What the job does, e.g. 'glossary.import'. */
  kind: string;
  /** The entity worked on. */
  targetId?: number | null;
  /** The work asks `cancelRequested()` between batches, so POST /jobs/{id}/cancel can stop it. */
  cancellable?: boolean;
  /** Resolves with what the job did (the job's `message`), or nothing. */
  work(context: JobContext): Promise<string | void>;
  /** Cleanup when `work` throws: delete partial rows, set the entity's status to 'error' with a clear message. */
  onFailure?(error: unknown): Promise<void>;
  /** Writes the entity's own progress (a glossary's, a TM's) with the job's, under the same throttle. */
  onProgress?(fraction: number): Promise<void>;
}

/**
 * Called for jobs of a kind found dead (stale heartbeat): the process that ran them stopped. It undoes what the
 * work left half done in statements of bounded size, and stops at its next one once `signal` is aborted (this
 * server is stopping): the job is then recovered again, from the start, by the next process to find it. So it
 * must be safe to run again over its own partial work.
 */
export type RecoveryHandler = (job: JobRow, signal: AbortSignal) => Promise<void>;

const PROGRESS_WRITE_MS = 500;
const INTERRUPTED = 'The server stopped while this job was running';

/** Thrown into a job's work, at its next progress report, once its server stopped it at shutdown. */
class JobInterrupted extends Error {}

export interface JobsOptions {
  /** How often a running job writes its heartbeat, and after how long without one it counts as dead. */
  heartbeatMs: number;
  staleAfterMs: number;
  /** How long `stop()` lets running jobs finish before it stops them (the server is shutting down). */
  stopDeadlineMs: number;
  /**
   * How long a job stopped so may take to reach its next progress report, where its work ends, before it is left
   * to the recovery of dead jobs. Default 2 s: an import reports after every batch, well under a second apart.
   */
  interruptGraceMs?: number;
  /**
   * How long a stopping server spends recovering the jobs it stopped (default 2 s); what is left then is recovered
   * by another process or the next start. With the two above, a stop stays well within 10 s.
   */
  stopRecoveryMs?: number;
}

/** The heartbeat of a job left to others' recovery: older than any staleness, so the next pass anywhere takes it. */
const RELEASED = new Date(0);

/**
 * `write` for at most one fraction every PROGRESS_WRITE_MS, the first at once: a progress bar needs no more, and
 * each write is a statement the work waits for. The fractions in between are dropped.
 */
function throttleProgress(write: (fraction: number) => Promise<void>): (fraction: number) => Promise<void> {
  let lastWrite = 0;
  return async (fraction) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_WRITE_MS) return;
    lastWrite = now;
    await write(fraction);
  };
}

/**
 * Background work in this process with a row in `jobs` for status, progress and a heartbeat. Nothing is
 * kept only in memory that another process needs: a dead process's jobs are found by their stale heartbeat.
 */
export class Jobs {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #heartbeatMs: number;
  readonly #staleAfterMs: number;
  readonly #stopDeadlineMs: number;
  readonly #interruptGraceMs: number;
  readonly #stopRecoveryMs: number;
  readonly #owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  readonly #running = new Map<number, Promise<void>>();
  readonly #recovery = new Map<string, RecoveryHandler>();
  /** Jobs `stop()` gave up waiting for: their work is told to stop, their rows are left to `stop()`. */
  readonly #interrupted = new Set<number>();
  /** Dead jobs this process has claimed and is recovering: they get its heartbeats, so nobody else takes them. */
  readonly #recovering = new Set<number>();
  /** Aborted when `stop()` begins: a recovery in the background stops at its next statement. */
  readonly #shutdown = new AbortController();
  /** The recovery pass under way in the background, if any (passes never overlap). */
  #pass: Promise<number> | undefined;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(db: Db, log: FastifyBaseLogger, options: JobsOptions) {
    this.#db = db;
    this.#log = log;
    this.#heartbeatMs = options.heartbeatMs;
    this.#staleAfterMs = options.staleAfterMs;
    this.#stopDeadlineMs = options.stopDeadlineMs;
    this.#interruptGraceMs = options.interruptGraceMs ?? 2000;
    this.#stopRecoveryMs = options.stopRecoveryMs ?? 2000;
  }

  /** Registers what to do with a dead job of `kind` (usually: mark the entity 'error', delete partial rows). */
  onRecover(kind: string, handler: RecoveryHandler): void {
    this.#recovery.set(kind, handler);
  }

  /**
   * Records the job and starts `work` in the background; resolves with the job id once it is recorded. Refused
   * (503) once `stop()` began: the job would be stopped before it could finish.
   */
  async run(options: RunJobOptions): Promise<{ jobId: number }> {
    if (this.#stopping)
      throw new HttpError(503, 'server_shutting_down', 'The server is shutting down; try again in a moment');
    const row = await this.#db
      .insertInto('jobs')
      .values({
        kind: options.kind,
        target_id: options.targetId ?? null,
        status: 'running',
        owner: this.#owner,
        cancellable: options.cancellable ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = row.id;
    const done = this.#execute(jobId, options).finally(() => this.#running.delete(jobId));
    this.#running.set(jobId, done);
    return { jobId };
  }

  /** Resolves when every job of this process has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.allSettled([...this.#running.values()]);
  }

  async get(jobId: number): Promise<JobRow | undefined> {
    return this.#db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  }

  /**
   * Asks a running cancellable job to stop; the process running it notices at its next batch. Answers what
   * stands in the way otherwise: 'missing', 'ended' or 'not-cancellable'.
   */
  async requestCancel(jobId: number): Promise<'requested' | 'missing' | 'ended' | 'not-cancellable'> {
    const updated = await this.#db
      .updateTable('jobs')
      .set({ cancel_requested: true })
      .where('id', '=', jobId)
      .where('status', '=', 'running')
      .where('cancellable', '=', true)
      .returning('id')
      .executeTakeFirst();
    if (updated) return 'requested';
    const job = await this.get(jobId);
    if (!job) return 'missing';
    return job.status === 'running' ? 'not-cancellable' : 'ended';
  }

  /**
   * Starts heartbeats and recovers dead jobs now and then (another process may die any time), the first time at
   * once. Never awaited by a start: the server answers while an interrupted import is being undone, however large.
   * `everyOtherOwner` (embedded database: one process only) makes that first pass take every job of an earlier run.
   */
  start(options: { everyOtherOwner?: boolean } = {}): void {
    if (this.#timer) return;
    this.#recoverInBackground(options);
    this.#timer = setInterval(() => {
      void this.#heartbeat()
        .then(() => this.#recoverInBackground())
        .catch((error: unknown) => this.#log.error({ err: error }, 'job heartbeat failed'));
    }, this.#heartbeatMs);
    this.#timer.unref();
  }

  /** Resolves once the recovery pass under way, if any, has ended (tests; a start's first pass). */
  async recovered(): Promise<void> {
    await this.#pass;
  }

  /** Starts a recovery pass unless one is under way. */
  #recoverInBackground(options: { everyOtherOwner?: boolean } = {}): void {
    if (this.#pass || this.#stopping) return;
    this.#pass = this.recoverStaleJobs(options)
      .catch((error: unknown) => {
        this.#log.error({ err: error }, 'recovery of interrupted jobs failed');
        return 0;
      })
      .finally(() => (this.#pass = undefined));
  }

  /**
   * Takes no more jobs and gives the running ones until the deadline to finish, heartbeats going on meanwhile. Those
   * still running are then told to stop (at their next progress report, or `cancelRequested()`); once their work
   * has ended they are recovered by their kind's handler, as the jobs of a dead process are, for as long as
   * stopRecoveryMs allows. Recovery waits for the work to end, or it would undo what the work goes on writing. What
   * is not recovered by then (a large import's cleanup, a recovery of an earlier run under way) is left to the next
   * start or another process; a job whose work does not end within the grace is left running, to the same.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#shutdown.abort();
    await this.#idleWithin(this.#stopDeadlineMs);
    const late = [...this.#running.keys()];
    for (const id of late) this.#interrupted.add(id);
    await this.#idleWithin(this.#interruptGraceMs);
    // Its handler stops at its next statement and hands the job back (#recoverClaimed).
    await this.#pass;
    clearInterval(this.#timer);
    this.#timer = undefined;
    const ended = late.filter((id) => !this.#running.has(id));
    const stuck = late.filter((id) => this.#running.has(id));
    if (stuck.length > 0) this.#log.warn({ jobIds: stuck }, 'left jobs that did not stop to the recovery of dead jobs');
    await this.#recoverStopped(ended);
  }

  /** Resolves when every job has ended, or after `ms`, whichever comes first. */
  async #idleWithin(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
    try {
      await Promise.race([this.idle(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Recovers these jobs of this process, whose work has ended, within stopRecoveryMs; what is left is released to
   * others' recovery. No other process recovers them meanwhile: their heartbeat is fresh.
   */
  async #recoverStopped(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    // A job that finished after all (done, cancelled) keeps that outcome.
    const stopped = await this.#db
      .selectFrom('jobs')
      .selectAll()
      .where('id', 'in', ids)
      .where('status', '=', 'running')
      .execute();
    const signal = AbortSignal.timeout(this.#stopRecoveryMs);
    for (const job of stopped) {
      await this.#recoverClaimed(
        job,
        signal,
        `stopped a job still running ${this.#stopDeadlineMs} ms after shutdown began`,
      );
    }
  }

  /**
   * Claims running jobs whose heartbeat is stale and recovers each with its kind's handler, one after the other,
   * in the background (requests go first on the embedded database). The claim is one statement, taking each job for
   * one process only: it gets that process's name and heartbeats until its recovery ends, when it is failed as
   * interrupted. A process that dies meanwhile leaves it running with a heartbeat that goes stale, so the next
   * process to look takes it over; one that stops hands it back at once. `everyOtherOwner` (embedded database: one
   * process only) treats every job of an earlier run as dead.
   */
  async recoverStaleJobs(options: { everyOtherOwner?: boolean } = {}): Promise<number> {
    const staleBefore = new Date(Date.now() - (options.everyOtherOwner ? 0 : this.#staleAfterMs));
    const claimed = await this.#db
      .updateTable('jobs')
      .set({ owner: this.#owner, heartbeat_at: new Date() })
      .where('status', '=', 'running')
      .where('heartbeat_at', '<=', staleBefore)
      .where('owner', '!=', this.#owner)
      .returningAll()
      .execute();
    for (const [index, job] of claimed.entries()) {
      const why = claimed.length > 1 ? `recovering interrupted job ${index + 1} of ${claimed.length}` : undefined;
      await this.#recoverClaimed(job, this.#shutdown.signal, why ?? 'recovering interrupted job');
    }
    return claimed.length;
  }

  /**
   * Runs a claimed job's recovery handler, then fails the job as interrupted. A handler stopped by `signal` hands
   * the job back (a stale heartbeat) for the next recovery; one that fails is logged and the job failed all the same,
   * or a failure that comes back every time would be retried for ever.
   */
  async #recoverClaimed(job: JobRow, signal: AbortSignal, why: string): Promise<void> {
    this.#recovering.add(job.id);
    const startedAt = performance.now();
    const about = { jobId: job.id, kind: job.kind, targetId: job.target_id };
    this.#log.warn(about, why);
    try {
      const handler = this.#recovery.get(job.kind);
      if (handler) await runAsBackgroundWork(() => handler(job, signal));
    } catch (error) {
      if (signal.aborted) {
        this.#log.info(about, 'left the recovery of an interrupted job to the next start or another process');
        await this.#release(job.id);
        return;
      }
      this.#log.error({ err: error, ...about }, 'job recovery failed');
    } finally {
      this.#recovering.delete(job.id);
    }
    await this.#db
      .updateTable('jobs')
      // A handler may have told what the interruption means for its kind (a pre-translation's filled segments).
      .set({ status: 'failed', error: sql<string>`coalesce(error, ${INTERRUPTED})`, finished_at: new Date() })
      .where('id', '=', job.id)
      .where('owner', '=', this.#owner)
      .where('status', '=', 'running')
      .execute();
    this.#log.info({ ...about, ms: Math.round(performance.now() - startedAt) }, 'interrupted job recovered');
  }

  /** Hands a claimed job back to the recovery of dead jobs, which takes it at its next pass in any process. */
  async #release(jobId: number): Promise<void> {
    await this.#db
      .updateTable('jobs')
      .set({ heartbeat_at: RELEASED })
      .where('id', '=', jobId)
      .where('owner', '=', this.#owner)
      .where('status', '=', 'running')
      .execute();
  }

  async #heartbeat(): Promise<void> {
    const ids = [...this.#running.keys(), ...this.#recovering];
    if (ids.length === 0) return;
    // Only while still ours: a job another process took over as dead is its now.
    await this.#db
      .updateTable('jobs')
      .set({ heartbeat_at: new Date() })
      .where('id', 'in', ids)
      .where('owner', '=', this.#owner)
      .execute();
  }

  async #execute(jobId: number, options: RunJobOptions): Promise<void> {
    // Let the caller answer (202) before the work starts competing for the database.
    await new Promise((resolve) => setImmediate(resolve));
    const writeProgress = throttleProgress(async (fraction) => {
      const progress = Math.min(1, Math.max(0, fraction));
      await options.onProgress?.(progress);
      await this.#db
        .updateTable('jobs')
        .set({ progress, heartbeat_at: new Date() })
        .where('id', '=', jobId)
        .where('owner', '=', this.#owner)
        .execute();
    });
    const context: JobContext = {
      jobId,
      reportProgress: async (fraction) => {
        // Every report, not only those written: the work stops writing as soon as it can.
        if (this.#interrupted.has(jobId)) throw new JobInterrupted(INTERRUPTED);
        await writeProgress(fraction);
      },
      cancelRequested: async () => {
        if (this.#interrupted.has(jobId)) return true;
        const row = await this.#db
          .selectFrom('jobs')
          .select(['cancel_requested', 'status', 'owner'])
          .where('id', '=', jobId)
          .executeTakeFirst();
        // A job another process took over as dead (stale heartbeat) stops too: it is being recovered.
        return row === undefined || row.cancel_requested || row.status !== 'running' || row.owner !== this.#owner;
      },
    };
    try {
      // Requests go first on the embedded database's one connection (work-priority.ts).
      const message = await runAsBackgroundWork(() => options.work(context));
      await this.#finish(jobId, 'done', null, message ?? null);
    } catch (error) {
      // stop() fails and recovers it as interrupted: the work's own failure cleanup would say otherwise.
      if (this.#interrupted.has(jobId)) return;
      if (error instanceof JobCancelled) {
        this.#log.info({ jobId, kind: options.kind, targetId: options.targetId }, 'job cancelled');
        await this.#finish(jobId, 'cancelled', null, error.message).catch((finishError: unknown) =>
          this.#log.error({ err: finishError, jobId }, 'could not record job cancellation'),
        );
        return;
      }
      this.#log.warn({ err: error, jobId, kind: options.kind, targetId: options.targetId }, 'job failed');
      try {
        await runAsBackgroundWork(async () => options.onFailure?.(error));
      } catch (cleanupError) {
        this.#log.error({ err: cleanupError, jobId }, 'job failure cleanup failed');
      }
      await this.#finish(jobId, 'failed', error instanceof Error ? error.message : String(error)).catch(
        (finishError: unknown) => this.#log.error({ err: finishError, jobId }, 'could not record job failure'),
      );
    }
  }

  async #finish(
    jobId: number,
    status: 'done' | 'failed' | 'cancelled',
    error: string | null,
    message: string | null = null,
  ): Promise<void> {
    await this.#db
      .updateTable('jobs')
      .set({ status, error, message, finished_at: new Date(), ...(status === 'done' ? { progress: 1 } : {}) })
      .where('id', '=', jobId)
      // A job taken over as dead meanwhile keeps that verdict: its recovery handler acts on it.
      .where('owner', '=', this.#owner)
      .where('status', '=', 'running')
      .execute();
  }
}

/** The error a resource shows, for the user, when its import job could not even start (see startOrUndo). */
export const IMPORT_NOT_STARTED = 'The import could not be started; please try again.';

/**
 * Starts a resource's background job (an import); if it cannot even start, `undo` gives the resource a state
 * that does not wait for a job that will never run, and the error goes on to the caller.
 */
export async function startOrUndo(
  start: () => Promise<void>,
  undo: (error: unknown) => Promise<unknown>,
): Promise<void> {
  try {
    await start();
  } catch (error) {
    await undo(error);
    throw error;
  }
}
