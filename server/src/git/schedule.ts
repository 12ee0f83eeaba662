import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { startSync, type SyncSettings } from './sync.ts';

/** How often each process looks for connections due a push or a poll. */
const CHECK_MS = 60_000;

/**
 * Connections whose translations wait to be pushed and that had no new confirmation for `quietMs` (a batch:
 * translators confirming segment after segment make one commit), and those not pulled for `pollMs`.
 */
export async function dueConnections(
  app: FastifyInstance,
  quietMs: number,
  pollMs: number,
): Promise<{ push: number[]; pull: number[] }> {
  const push =
    quietMs > 0
      ? await sql<{ id: number }>`
          select c.id from repository_connections c
          where c.lease_until is null and c.last_pull_at is not null
            and (select max(r.updated_at) from document_records r
                 join repository_documents d on d.document_id = r.document_id
                 where d.connection_id = c.id and r.approved and r.dirty
                   and r.updated_at > greatest(c.last_pull_at, coalesce(c.last_push_at, c.last_pull_at)))
              < now() - make_interval(secs => ${quietMs / 1000})`.execute(app.db)
      : { rows: [] };
  const pull =
    pollMs > 0
      ? await sql<{ id: number }>`
          select id from repository_connections
          where lease_until is null and (last_pull_at is null or last_pull_at < now() - make_interval(secs => ${pollMs / 1000}))`.execute(
          app.db,
        )
      : { rows: [] };
  return { push: push.rows.map((row) => row.id), pull: pull.rows.map((row) => row.id) };
}

/**
 * Pushes batched confirmations after REPOSITORY_PUSH_QUIET_MINUTES and pulls every REPOSITORY_POLL_MINUTES, in
 * every process: the connection's lease lets one of them run each, whichever claims it first.
 */
export function scheduleRepositorySync(app: FastifyInstance, settings: SyncSettings): void {
  const { repositoryPushQuietMs: quietMs, repositoryPollMs: pollMs } = app.config;
  if (quietMs === 0 && pollMs === 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => {
        void dueConnections(app, quietMs, pollMs)
          .then(async (due) => {
            for (const id of due.push) await startSync(app, id, 'push', settings);
            for (const id of due.pull) if (!due.push.includes(id)) await startSync(app, id, 'pull', settings);
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'repository schedule check failed'));
      },
      Math.min(CHECK_MS, quietMs || CHECK_MS, pollMs || CHECK_MS),
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
