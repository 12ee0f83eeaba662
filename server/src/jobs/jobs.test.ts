import { expect, it } from 'vitest';
import pino from 'pino';
import { describeWithDatabases } from '../test/harness.ts';
import { Jobs } from './jobs.ts';

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
    const other = new Jobs(t.db, pino({ level: 'silent' }), { heartbeatMs: 1000, staleAfterMs: 60_000 });
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
});
