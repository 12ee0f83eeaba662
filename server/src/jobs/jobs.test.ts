import { expect, it } from 'vitest';
import pino from 'pino';
import type { Document } from '@tessera/shared/contract';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { DOCUMENT_IMPORT_JOB } from '../documents/import.ts';
import { describeWithDatabases } from '../test/harness.ts';
import { documentRecords, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
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

describeWithDatabases('background jobs', (t) => {
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

  it('takes no job once stopping, and at the deadline fails what still runs as interrupted, recovers it and stops its work', async () => {
    const jobs = jobsOn(t, { stopDeadlineMs: 300 });
    const recovered: number[] = [];
    jobs.onRecover('test.slow', async (job) => void recovered.push(job.target_id!));
    const held = gate();
    const failures: unknown[] = [];
    let progressAfterStop: unknown;
    let wroteAfterStop = false;
    const slow = await jobs.run({
      kind: 'test.slow',
      targetId: 5,
      work: async ({ reportProgress }) => {
        await held.opened;
        progressAfterStop = await reportProgress(0.5).catch((error: unknown) => error);
        if (progressAfterStop instanceof Error) throw progressAfterStop;
        wroteAfterStop = true;
      },
      onFailure: async (error) => void failures.push(error),
    });
    const quick = await jobs.run({ kind: 'test.quick', work: () => new Promise((resolve) => setTimeout(resolve, 50)) });

    const started = Date.now();
    const stopping = jobs.stop();
    await expect(jobs.run({ kind: 'test.late', work: async () => {} })).rejects.toMatchObject({
      statusCode: 503,
      message: 'The server is shutting down; try again in a moment',
    });
    await stopping;
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(10_000);
    expect((await jobs.get(quick.jobId))?.status).toBe('done');
    expect(await jobs.get(slow.jobId)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    expect(recovered).toEqual([5]);
    expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'test.late').execute()).toEqual([]);

    // The work goes on until its next progress report, which stops it; its own failure cleanup is not run.
    held.open();
    await jobs.idle();
    expect(progressAfterStop).toMatchObject({ message: INTERRUPTED });
    expect(wroteAfterStop).toBe(false);
    expect(failures).toEqual([]);
    expect(await jobs.get(slow.jobId)).toMatchObject({ status: 'failed', error: INTERRUPTED });
  });

  it("leaves a document whose import outlived a closing server's deadline 'error', with the usual message and no segments", async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello', 'Hallo']]));
    const closing = await buildApp({ db: t.db, config: { ...t.config, jobStopDeadlineMs: 200 } });
    await closing.ready();
    const held = gate();
    // An import this process runs when it is asked to stop (SIGTERM closes the app so).
    const { jobId } = await closing.jobs.run({
      kind: DOCUMENT_IMPORT_JOB,
      targetId: document.id,
      work: () => held.opened,
    });
    await closing.close();
    held.open();

    expect(await t.app.jobs.get(jobId)).toMatchObject({ status: 'failed', error: INTERRUPTED });
    const after = (await manager.inject(`/api/document/${document.id}`)).json() as Document;
    expect(after).toMatchObject({
      status: 'error',
      processing_error: 'The server stopped while reading this document; please upload it again',
    });
    expect(await documentRecords(manager, document.id)).toEqual([]);
  });
});
