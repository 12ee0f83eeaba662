import { sql } from 'kysely';
import type { WebhookEvent } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

/**
 * Tells the project's webhooks that `type` happened: one delivery is queued for each webhook of the project that
 * asked for the event (and is not disabled), sent in the background by whichever API process claims it. Pass the
 * transaction of the change when there is one, so that a change rolled back tells nothing. `data` is the event's
 * own JSON (`project_id` is added); answers how many deliveries were queued.
 *
 * Document and workflow events are queued by the database itself (migration 0620's triggers), whichever code
 * path changes them; other domains (the Git connection's `repository.*`) call this.
 */
export async function emitProjectEvent(
  db: Db,
  projectId: number,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  const { rows } = await sql<{ queued: number }>`
    select emit_project_event(${projectId}, ${type}, ${JSON.stringify(data)}::jsonb) as queued`.execute(db);
  return rows[0]?.queued ?? 0;
}
