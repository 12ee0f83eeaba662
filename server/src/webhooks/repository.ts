import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Webhook, WebhookDelivery, WebhookEvent } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { WebhookDeliveriesTable, WebhooksTable } from './tables.ts';

/** How many deliveries the log shows: enough to see a pattern of failures, not a history. */
export const DELIVERY_LOG_LENGTH = 100;

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks asks for 24 to 64). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    message_id: row.message_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
    last_attempt_at: iso(row.last_attempt_at),
    response_status: row.response_status,
    response_excerpt: row.response_excerpt,
    error: row.error,
    created_at: row.created_at.toISOString(),
  };
}

function toWebhook(row: Selectable<WebhooksTable>, last: Selectable<WebhookDeliveriesTable> | undefined): Webhook {
  return {
    id: row.id,
    project_id: row.project_id,
    url: row.url,
    events: row.events,
    allow_private_network: row.allow_private_network,
    disabled_at: iso(row.disabled_at),
    created_at: row.created_at.toISOString(),
    last_delivery: last ? toDelivery(last) : null,
  };
}

/** The project's webhooks, oldest first, each with its latest delivery. */
export async function listWebhooks(db: Db, projectId: number): Promise<Webhook[]> {
  const webhooks = await db
    .selectFrom('webhooks')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
  if (webhooks.length === 0) return [];
  const latest = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .distinctOn('webhook_id')
    .where(
      'webhook_id',
      'in',
      webhooks.map((webhook) => webhook.id),
    )
    .orderBy('webhook_id')
    .orderBy('id', 'desc')
    .execute();
  const latestOf = new Map(latest.map((delivery) => [delivery.webhook_id, delivery]));
  return webhooks.map((webhook) => toWebhook(webhook, latestOf.get(webhook.id)));
}

export async function createWebhook(
  db: Db,
  values: { projectId: number; url: string; events: WebhookEvent[]; allowPrivateNetwork: boolean; createdBy: number },
): Promise<Webhook & { secret: string }> {
  const row = await db
    .insertInto('webhooks')
    .values({
      project_id: values.projectId,
      url: values.url,
      events: values.events,
      allow_private_network: values.allowPrivateNetwork,
      secret: newSecret(),
      created_by: values.createdBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...toWebhook(row, undefined), secret: row.secret };
}

/** Deletes the project's webhook (its deliveries go with it); false when the project has no such webhook. */
export async function deleteWebhook(db: Db, projectId: number, webhookId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('webhooks')
    .where('id', '=', webhookId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export async function webhookExists(db: Db, projectId: number, webhookId: number): Promise<boolean> {
  const row = await db
    .selectFrom('webhooks')
    .select('id')
    .where('id', '=', webhookId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listDeliveries(db: Db, webhookId: number): Promise<WebhookDelivery[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(DELIVERY_LOG_LENGTH)
    .execute();
  return rows.map(toDelivery);
}

export type RedeliveryOutcome = { delivery: WebhookDelivery } | 'not found' | 'pending';

/**
 * Queues one more attempt of a delivery that succeeded or failed, due now; 'pending' while it is still being
 * tried (its own schedule will try it).
 */
export async function redeliver(
  db: Db,
  projectId: number,
  webhookId: number,
  deliveryId: number,
): Promise<RedeliveryOutcome> {
  const row = await db
    .updateTable('webhook_deliveries')
    .set((eb) => ({
      status: 'pending',
      next_attempt_at: new Date(),
      attempts_allowed: eb('attempts', '+', 1),
    }))
    .where('id', '=', deliveryId)
    .where('webhook_id', '=', webhookId)
    .where('status', '<>', 'pending')
    .where((eb) =>
      eb.exists(eb.selectFrom('webhooks').select('id').where('id', '=', webhookId).where('project_id', '=', projectId)),
    )
    .returningAll()
    .executeTakeFirst();
  if (row) return { delivery: toDelivery(row) };
  const existing = await db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
    .select('webhook_deliveries.status')
    .where('webhook_deliveries.id', '=', deliveryId)
    .where('webhook_id', '=', webhookId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return existing ? 'pending' : 'not found';
}
