import type { ColumnType, Generated } from 'kysely';
import type { WebhookDeliveryStatus, WebhookEvent } from '@tessera/shared/contract';
import type { Timestamp } from '../db/column-types.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A project's outbound webhook: where its events go and the key they are signed with. */
export interface WebhooksTable {
  id: Generated<number>;
  project_id: number;
  url: string;
  events: WebhookEvent[];
  /** `whsec_` + base64 of the signing key; shown once at creation, read by the sender only. */
  secret: string;
  /** Whether the receiver may be on this machine or a private network (an admin's to set). */
  allow_private_network: Generated<boolean>;
  /** Set when the receiver answered 410 Gone: no event is queued for it until a redelivery succeeds. */
  disabled_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
}

/**
 * One event for one webhook: queued by `emit_project_event` (migration 0620), sent by whichever API process
 * claims it first. `body` is the JSON exactly as sent and signed on every attempt.
 */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  message_id: string;
  event: WebhookEvent;
  body: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** How many attempts it may have in all: null for the retry schedule's; a redelivery allows one more. */
  attempts_allowed: number | null;
  /** Due when pending; while an attempt runs, the end of its lease (a process that died leaves it due again). */
  next_attempt_at: NullableTimestamp;
  last_attempt_at: NullableTimestamp;
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  created_at: Timestamp;
}

export interface WebhooksTables {
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
