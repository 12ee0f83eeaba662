import type { TestContext } from '../test/harness.ts';

export const anHourAgo = () => new Date(Date.now() - 3_600_000);

/**
 * The row of a `kind` job on `targetId` whose process died: still 'running', its heartbeat an hour old, so
 * `jobs.recoverStaleJobs` hands it to the kind's recovery. `startedAt` is when its work began (by default now:
 * the database's clock, answered back with the job's id).
 */
export async function insertDeadJob(
  t: TestContext,
  kind: string,
  targetId: number,
  startedAt?: Date,
): Promise<{ id: number; started_at: Date }> {
  return t.db
    .insertInto('jobs')
    .values({
      kind,
      target_id: targetId,
      status: 'running',
      owner: 'a dead process',
      ...(startedAt ? { started_at: startedAt } : {}),
      heartbeat_at: anHourAgo(),
    })
    .returning(['id', 'started_at'])
    .executeTakeFirstOrThrow();
}
