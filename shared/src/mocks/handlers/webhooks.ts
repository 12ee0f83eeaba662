import { HttpResponse } from 'msw';
import { CreateWebhookBody } from '../../contract/webhooks.ts';
import { routes } from '../../contract/routes.ts';
import { db, nextId, now } from '../db.ts';
import { errorAnswer, handle, idParam } from './respond.ts';

/** 32 random bytes in base64, as a real secret after its `whsec_`. */
const randomKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

const deliveriesOf = (webhookId: number) =>
  db.webhookDeliveries.filter((delivery) => delivery.webhook_id === webhookId).sort((a, b) => b.id - a.id);

const answered = ({ webhook_id: _webhook, ...delivery }: (typeof db.webhookDeliveries)[number]) => delivery;

const withLastDelivery = (webhook: (typeof db.webhooks)[number]) => {
  const [last] = deliveriesOf(webhook.id);
  return { ...webhook, last_delivery: last ? answered(last) : null };
};

const webhookOf = (projectParam: unknown, webhookParam: unknown) => {
  const projectId = idParam(projectParam as string);
  const webhookId = idParam(webhookParam as string);
  return db.webhooks.find((webhook) => webhook.id === webhookId && webhook.project_id === projectId);
};

/**
 * A project's webhooks, kept as sent; the mock sends nothing: its deliveries are the fixtures a test puts in, and
 * a redelivery stays pending. Who may reach a private network is the server's to check.
 */
export const webhookHandlers = [
  handle(routes.webhooks.list, ({ params }) => {
    const projectId = idParam(params.id as string);
    return HttpResponse.json(db.webhooks.filter((webhook) => webhook.project_id === projectId).map(withLastDelivery));
  }),
  handle.withBody(routes.webhooks.create, CreateWebhookBody, ({ params, body }) => {
    const { url, events, allow_private_network = false } = body;
    const webhook = {
      id: nextId(db.webhooks),
      project_id: idParam(params.id as string) ?? 0,
      url,
      events,
      allow_private_network,
      disabled_at: null,
      created_at: now(),
    };
    db.webhooks.push(webhook);
    return HttpResponse.json({ ...withLastDelivery(webhook), secret: `whsec_${randomKey()}` }, { status: 201 });
  }),
  handle(routes.webhooks.delete, ({ params }) => {
    const webhook = webhookOf(params.id, params.webhookId);
    if (!webhook) return errorAnswer(404, 'Webhook not found in this project');
    db.webhooks.splice(db.webhooks.indexOf(webhook), 1);
    return HttpResponse.json({ message: 'Webhook deleted' });
  }),
  handle(routes.webhooks.deliveries, ({ params }) => {
    const webhook = webhookOf(params.id, params.webhookId);
    if (!webhook) return errorAnswer(404, 'Webhook not found in this project');
    return HttpResponse.json(deliveriesOf(webhook.id).map(answered));
  }),
  handle(routes.webhooks.redeliver, ({ params }) => {
    const webhook = webhookOf(params.id, params.webhookId);
    const delivery = webhook && deliveriesOf(webhook.id).find((one) => one.id === idParam(params.deliveryId as string));
    if (!delivery) return errorAnswer(404, 'Delivery not found for this webhook');
    Object.assign(delivery, { status: 'pending', next_attempt_at: now() });
    return HttpResponse.json(answered(delivery), { status: 202 });
  }),
];
