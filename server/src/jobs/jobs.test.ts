import { expect, it } from 'vitest';
import pino from 'pino';
import type { Document } from '@tessera/shared/contract';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { DOCUMENT_IMPORT_JOB } from '../documents/import.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { documentRecords, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
import { insertDeadJob } from './dead-job.test-helper.ts';
import { Jobs, type JobsOptions } from './jobs.ts';

const INTERRUPTED = 'The server stopped while this job was running';

/** A Jobs of its own, as another server process has. */
const jobsOn = (t: { db: Db }, options: Partial<JobsOptions>) =>
  new Jobs(t.db, pino({ level: 'silent' }), {
    heartbeatMs: 1000,
    staleAfterMs: 60_000,
    stopDeadlineMs: 1000,
    ...options,
  });

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describeWithPostgresToo('background jobs', (t) => {
  it('runs work in the background, records progress and marks the job done', async () => {
    const seen: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { jobId } = await t.app.jobs.run({
      kind: 'test.work',
      targetId: 7,
      work: async ({ reportProgress }) => {
        await gate;
        await reportProgress(0.5);
        seen.push(0.5);
      },
    });
    // run() resolves before the work is done.
    expect((await t.app.jobs.get(jobId))?.status).toBe('running');
    release();
    await t.app.jobs.idle();
    const job = await t.app.jobs.get(jobId);
    expect(job).toMatchObject({ kind: 'test.work', target_id: 7, status: 'done', progress: 1, error: null });
    expect(job?.finished_at).toBeInstanceOf(Date);
    expect(seen).toEqual([0.5]);
  });

  it("writes the target's own progress with the job's, in the same throttled write", async () => {
    const targetProgress: number[] = [];
    let jobProgressSeen: number | undefined;
    const { jobId } = await t.app.jobs.run({
      kind: 'test.progress',
      work: async ({ reportProgress }) => {
        await reportProgress(0.25);
        jobProgressSeen = (await t.app.jobs.get(jobId))?.progress;
      },
      onProgress: async (fraction) => void targetProgress.push(fraction),
    });
    await t.app.jobs.idle();
    expect(targetProgress).toEqual([0.25]);
    expect(jobProgressSeen).toBe(0.25);
  });

  it('calls onFailure with the error and records the failure', async () => {
    const failures: unknown[] = [];
    const { jobId } = await t.app.jobs.run({
      kind: 'test.fail',
      work: async () => {
        throw new Error('line 3: not a TMX file');
      },
      onFailure: async (error) => {
        failures.push(error);
      },
    });
    await t.app.jobs.idle();
    expect(failures).toHaveLength(1);
    expect((failures[0] as Error).message).toBe('line 3: not a TMX file');
    expect(await t.app.jobs.get(jobId)).toMatchObject({ status: 'failed', error: 'line 3: not a TMX file' });
  });

  it("recovers jobs whose process stopped (stale heartbeat) exactly once, through the kind's handler", async () => {
    const row = await t.db
      .insertInto('jobs')
      .values({
        kind: 'test.import',
        target_id: 42,
        status: 'running',
        owner: 'dead-host:1:x',
        heartbeat_at: new Date(Date.now() - 10 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fresh = await t.db
      .insertInto('jobs')
      .values({ kind: 'test.import', target_id: 43, status: 'running', owner: 'live-host:1:x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recovered: number[] = [];
    const other = jobsOn(t, {});
    other.onRecover('test.import', async (job) => {
      recovered.push(job.target_id!);
    });
    expect(await other.recoverStaleJobs()).toBe(1);
    expect(await other.recoverStaleJobs()).toBe(0);
    expect(recovered).toEqual([42]);
    expect(await t.app.jobs.get(row.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/stopped/) });
    expect((await t.app.jobs.get(fresh.id))?.status).toBe('running');
    await t.db.deleteFrom('jobs').where('id', '=', fresh.id).execute();
  });

  it('stops as soon as its jobs have finished, well before the deadline', async () => {
    const jobs = jobsOn(t, { stopDeadlineMs: 60_000 });
    const { jobId } = await jobs.run({
      kind: 'test.quick',
      work: () => new Promise((resolve) => setTimeout(resolve, 50)),
    });
    const started = Date.now();
    await jobs.stop();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await jobs.get(jobId))?.status).toBe('done');
  });

  it('takes no job once stopping; at the deadline stops what still runs at its next report, then fails and recovers it', async () => {
    const jobs = jobsOn(t, { stopDeadlineMs: 300, interruptGraceMs: 2000 });
    const recovered: number[] = [];
    jobs.onRecover('test.batches', async (job) => void recovered.push(job.target_id!));
    const failures: unknown[] = [];
    let stopAsked = false;
    let reportsAfterStop = 0;
    let stopSeen: unknown;
    // Batch after batch, each reported, as an import goes; it would never end by itself.
    const endless = await jobs.run({
      kind: 'test.batches',
      targetId: 5,
      work: async ({ reportProgress }) => {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (stopAsked) reportsAfterStop += 1;
          stopSeen = await reportProgress(0.5).catch((error: unknown) => error);
          if (stopSeen) throw stopSeen;
        }
      },
      onFailure: async (error) => void failures.push(error),
    });
    const quick = await jobs.run({ kind: 'test.quick', work: () => new Promise((resolve) => setTimeout(resolve, 50)) });

    const started = Date.now();
    stopAsked = true;
    const stopping = jobs.stop();
    await expect(jobs.run({ kind: 'test.late', work: async () => {} })).rejects.toMatchObject({
      statusCode: 503,
      message: 'The server is shutting down; try again in a moment',
    });
    await stopping;
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect((await jobs.get(quick.jobId))?.status).toBe('done');
    expect(await jobs.get(endless.jobId)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    expect(recovered).toEqual([5]);
    expect(stopSeen).toMatchObject({ message: INTERRUPTED });
    // Its own failure cleanup is not run: the recovery has spoken.
    expect(failures).toEqual([]);
    const reportsAtStop = reportsAfterStop;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reportsAfterStop).toBe(reportsAtStop);
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'test.late').execute()).toEqual([]);
  });

  it('leaves a job whose work does not stop within the grace running, for the recovery of dead jobs', async () => {
    const jobs = jobsOn(t, { stopDeadlineMs: 100, interruptGraceMs: 100 });
    const recovered: number[] = [];
    jobs.onRecover('test.stuck', async (job) => void recovered.push(job.target_id!));
    const held = gate();
    // A long last step with no progress report (an import's final statements).
    const stuck = await jobs.run({ kind: 'test.stuck', targetId: 6, work: () => held.opened });
    await jobs.stop();
    expect((await jobs.get(stuck.jobId))?.status).toBe('running');
    expect(recovered).toEqual([]);

    // The next start of the embedded database recovers every job of an earlier run.
    const next = jobsOn(t, {});
    next.onRecover('test.stuck', async (job) => void recovered.push(job.target_id!));
    await next.recoverStaleJobs({ everyOtherOwner: true });
    expect(await jobs.get(stuck.jobId)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    expect(recovered).toEqual([6]);
    held.open();
    await jobs.idle();
    expect((await jobs.get(stuck.jobId))?.status).toBe('failed');
  });

  it('recovers dead jobs in the background from its start, each in one process only, the job heartbeating meanwhile', async () => {
    const dead = await insertDeadJob(t, 'test.slow-recovery', 8);
    const held = gate();
    const recovered: number[] = [];
    const jobs = jobsOn(t, { heartbeatMs: 50 });
    jobs.onRecover('test.slow-recovery', async (job) => {
      await held.opened;
      recovered.push(job.target_id!);
    });
    // An embedded database's start takes every job of an earlier run; start() returns at once.
    jobs.start({ everyOtherOwner: true });
    await expect.poll(async () => (await jobs.get(dead.id))?.owner).not.toBe('a dead process');
    const claimedAt = (await jobs.get(dead.id))!.heartbeat_at;
    await expect.poll(async () => (await jobs.get(dead.id))!.heartbeat_at > claimedAt).toBe(true);
    // Another process finds nothing to take: the recovery is under way, its heartbeat fresh.
    const other = jobsOn(t, {});
    other.onRecover('test.slow-recovery', async (job) => void recovered.push(-job.target_id!));
    expect(await other.recoverStaleJobs()).toBe(0);
    expect((await jobs.get(dead.id))?.status).toBe('running');

    held.open();
    await jobs.recovered();
    expect(await jobs.get(dead.id)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    expect(recovered).toEqual([8]);
    await jobs.stop();
  });

  it('hands a recovery cut short by a stop back, for the next process to take at once and finish', async () => {
    const dead = await insertDeadJob(t, 'test.long-recovery', 9);
    let batches = 0;
    const finished: number[] = [];
    // A recovery in batches, as a large import's is, that would take longer than any stop may.
    const inBatches = async (job: { target_id: number | null }, signal: AbortSignal) => {
      for (let batch = 0; batch < 200; batch++) {
        signal.throwIfAborted();
        batches += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      finished.push(job.target_id!);
    };
    const stopping = jobsOn(t, {});
    stopping.onRecover('test.long-recovery', inBatches);
    stopping.start({ everyOtherOwner: true });
    await expect.poll(() => batches).toBeGreaterThan(0);
    const started = Date.now();
    await stopping.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(finished).toEqual([]);
    const handedBack = await stopping.get(dead.id);
    expect(handedBack).toMatchObject({ status: 'running' });
    expect(handedBack!.heartbeat_at.getTime()).toBe(0);

    // Another process of a shared database takes it at its next pass, staleness not waited for.
    const next = jobsOn(t, {});
    next.onRecover('test.long-recovery', inBatches);
    expect(await next.recoverStaleJobs()).toBe(1);
    expect(finished).toEqual([9]);
    expect(await next.get(dead.id)).toMatchObject({ status: 'failed', error: INTERRUPTED });
  });

  it("leaves a document whose import outlived a closing server's deadline 'error', with the usual message and no segments", async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello', 'Hallo']]));
    const closing = await buildApp({ db: t.db, config: { ...t.config, jobStopDeadlineMs: 200 } });
    await closing.ready();
    // An import this process runs when it is asked to stop (SIGTERM closes the app so), reporting each batch.
    const { jobId } = await closing.jobs.run({
      kind: DOCUMENT_IMPORT_JOB,
      targetId: document.id,
      work: async ({ reportProgress }) => {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          await reportProgress(0.5);
        }
      },
    });
    await closing.close();

    expect(await t.app.jobs.get(jobId)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    const after = (await manager.inject(`/api/document/${document.id}`)).json() as Document;
    expect(after).toMatchObject({
      status: 'error',
      processing_error: 'The server stopped while reading this document; please upload it again',
    });
    expect(await documentRecords(manager, document.id)).toEqual([]);
  });
});
