import { z } from 'zod';
import { Id, IdParam, Timestamp } from './common.ts';
import { WEBHOOK_EVENTS } from './plain.ts';
import { OutboundUrl } from './outbound-url.ts';

/**
 * A project's outbound webhooks (server/src/webhooks, README there): each event is POSTed as JSON to every
 * webhook of the project that asked for it, signed after the Standard Webhooks specification (headers
 * `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`) with
 * the webhook's `whsec_` secret, which is shown once, when it is created.
 */
export const WebhookEventName = z.enum(WEBHOOK_EVENTS);

/** POST /projects/{id}/webhooks. */
export const CreateWebhookBody = z
  .object({
    url: OutboundUrl,
    events: z
      .array(WebhookEventName)
      .min(1, 'name at least one event')
      .max(WEBHOOK_EVENTS.length)
      .refine((events) => new Set(events).size === events.length, 'names an event twice'),
    /**
     * Whether the address may be on the server's own machine or a private network (localhost, 10.x, 192.168.x,
     * link-local…): an admin's to set, as for machine translation. Left out: public addresses only.
     */
    allow_private_network: z.boolean().optional(),
  })
  .strict();
export type CreateWebhookBody = z.infer<typeof CreateWebhookBody>;

export const WebhookDeliveryStatus = z.enum(['pending', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** One event sent (or being sent) to one webhook, and how its latest attempt went. */
export const WebhookDelivery = z.object({
  id: Id,
  /** The `webhook-id` header: the same on every attempt, so a receiver can ignore one it already handled. */
  message_id: z.string(),
  event: WebhookEventName,
  status: WebhookDeliveryStatus,
  attempts: z.number().int(),
  /** When the next attempt is due; null once it succeeded or failed for good. */
  next_attempt_at: Timestamp.nullable(),
  last_attempt_at: Timestamp.nullable(),
  /** The HTTP status the receiver answered the latest attempt with; null when it did not answer. */
  response_status: z.number().int().nullable(),
  /** The start of the receiver's answer (at most 500 characters), or why there was none. */
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
  created_at: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** A webhook as listed: never its secret. */
export const Webhook = z.object({
  id: Id,
  project_id: Id,
  url: z.string(),
  events: z.array(WebhookEventName),
  allow_private_network: z.boolean(),
  /** Set when the receiver answered 410 Gone: nothing more is sent until a redelivery succeeds. */
  disabled_at: Timestamp.nullable(),
  created_at: Timestamp,
  last_delivery: WebhookDelivery.nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

export const WebhookList = z.array(Webhook);

/** The answer of creating a webhook: the only time its secret is shown. */
export const CreatedWebhook = Webhook.extend({
  /** `whsec_` and the base64 of the random key the signatures are made with. */
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookDeliveryList = z.array(WebhookDelivery);

export const WebhookParams = z.object({ id: IdParam.shape.id, webhookId: IdParam.shape.id });
export const WebhookDeliveryParams = WebhookParams.extend({ deliveryId: IdParam.shape.id });
