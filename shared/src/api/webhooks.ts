import { call, plainCalls, routes } from '@tessera/shared';

/**
 * A project's outbound webhooks. `createWebhook(projectId, body)` answers 201 with the signing secret, shown this
 * once; 400 for an address on a private network unless allow_private_network is set, which only an admin may (403).
 * `listWebhooks(projectId)` answers each with its latest delivery, never a secret.
 */
export const { list: listWebhooks, create: createWebhook } = plainCalls(routes.webhooks);

type WebhookRef = { projectId: number; webhookId: number };

export const deleteWebhook = ({ projectId, webhookId }: WebhookRef) =>
  call(routes.webhooks.delete, { params: { id: projectId, webhookId } });

/** The latest 100 deliveries, newest first. */
export const listWebhookDeliveries = ({ projectId, webhookId }: WebhookRef, signal?: AbortSignal) =>
  call(routes.webhooks.deliveries, { params: { id: projectId, webhookId }, signal });

/** 202 with the delivery queued again (one attempt, now); 409 while it is still being tried. */
export const redeliverWebhook = ({ projectId, webhookId, deliveryId }: WebhookRef & { deliveryId: number }) =>
  call(routes.webhooks.redeliver, { params: { id: projectId, webhookId, deliveryId } });
