import { describe, expect, it } from 'vitest';
import type { Job, LastAnalysis } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { holdLock, waitingForLock } from '../test/locks.ts';
import { createProject, uploadDocument, xliffOf } from '../test/resources.ts';

/**
 * A project's analysis job while it runs: held at a table it writes by another transaction's lock, so that what
 * is said and refused meanwhile can be seen. PostgreSQL alone: the embedded database's one connection runs nothing
 * beside the lock's transaction.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  describeWithPostgresToo(
    "a project's analysis job while it runs",
    (t) => {
      const setUp = async (manager: Client) => {
        const project = await createProject(manager);
        for (const name of ['one.xlf', 'two.xlf'])
          await uploadDocument(t, manager, xliffOf(['Open the file', 'Save it']), { name, projectId: project.id });
        // The uploads' own analyses (their segments' bands) are done: the job's are the next to write them.
        await t.app.jobs.idle();
        return project;
      };
      const job = async (client: Client, id: number) => (await client.inject(`/api/jobs/${id}`)).json() as Job;
      const last = async (client: Client, projectId: number) =>
        (await client.inject(`/api/projects/${projectId}/analysis/last`)).json() as LastAnalysis;
      const start = (client: Client, projectId: number) =>
        client.inject({ method: 'POST', url: `/api/projects/${projectId}/analysis` });

      it('names the running job, refuses a second one, and keeps the analysis once it is done', async () => {
        const manager = await t.signIn('manager');
        const project = await setUp(manager);
        const keeping = await holdLock(t.db, 'project_analyses', 'share');
        let jobId: number;
        try {
          const started = await start(manager, project.id);
          expect(started.statusCode, started.body).toBe(202);
          jobId = started.json().job_id;
          // Every document analysed, the job waits to keep the result.
          await expect.poll(() => waitingForLock(t.db, 'project_analyses'), { timeout: 10_000 }).toBe(true);
          expect(await job(manager, jobId)).toMatchObject({ status: 'running', cancellable: true });
          expect(await last(manager, project.id)).toEqual({
            analysis: null,
            documents_total: 0,
            analysed_at: null,
            running_job_id: jobId,
          });
          const second = await start(manager, project.id);
          expect([second.statusCode, second.json().code, second.json().details]).toEqual([
            409,
            'analysis_running',
            { job_id: jobId },
          ]);
        } finally {
          keeping.release();
          await keeping.done;
        }
        await t.app.jobs.idle();
        expect(await job(manager, jobId)).toMatchObject({ status: 'done', message: 'Analysed 2 documents' });
        const kept = await last(manager, project.id);
        expect([kept.analysis?.total.segments, kept.running_job_id]).toEqual([4, null]);
      });

      it('runs one of several analyses started at the same instant, the others refused naming it', async () => {
        const manager = await t.signIn('manager');
        const project = await setUp(manager);
        const keeping = await holdLock(t.db, 'project_analyses', 'share');
        try {
          const answers = await Promise.all(Array.from({ length: 6 }, () => start(manager, project.id)));
          const started = answers.filter((answer) => answer.statusCode === 202);
          expect(started.map((answer) => answer.json().job_id)).toHaveLength(1);
          const jobId = started[0]!.json().job_id;
          expect(answers.filter((answer) => answer.statusCode !== 202).map((answer) => answer.json())).toEqual(
            Array.from({ length: 5 }, () =>
              expect.objectContaining({ code: 'analysis_running', details: { job_id: jobId } }),
            ),
          );
        } finally {
          keeping.release();
          await keeping.done;
        }
        await t.app.jobs.idle();
        const runs = await t.db
          .selectFrom('jobs')
          .select('status')
          .where('kind', '=', 'project.analysis')
          .where('target_id', '=', project.id)
          .execute();
        expect(runs).toEqual([{ status: 'done' }]);
      });

      it('stops at the next document when cancelled, keeping the analysis before it', async () => {
        const manager = await t.signIn('manager');
        const project = await setUp(manager);
        const writingBands = await holdLock(t.db, 'segment_bands', 'share');
        let jobId: number;
        try {
          jobId = (await start(manager, project.id)).json().job_id;
          const cancel = await manager.inject({ method: 'POST', url: `/api/jobs/${jobId}/cancel` });
          expect(cancel.statusCode, cancel.body).toBe(202);
        } finally {
          writingBands.release();
          await writingBands.done;
        }
        await t.app.jobs.idle();
        expect(await job(manager, jobId)).toMatchObject({
          status: 'cancelled',
          message: 'Cancelled; the last analysis finished before is kept',
        });
        expect(await last(manager, project.id)).toEqual({
          analysis: null,
          documents_total: 0,
          analysed_at: null,
          running_job_id: null,
        });
      });
    },
    { only: 'postgres' },
  );
});
