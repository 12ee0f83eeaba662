import { HttpResponse } from 'msw';
import { CreateWebhookBody } from '../../contract/webhooks.ts';
import { routes } from '../../contract/routes.ts';
import { db, nextId, now } from '../db.ts';
import { errorAnswer, handle, idParam } from './respond.ts';

type Row<T> = T extends readonly (infer R)[] ? R : never;
/** A webhook's deliveries as stored, the latest first. */
const deliveriesOf = (webhookId: number) =>
  db.webhookDeliveries.filter((delivery) => delivery.webhook_id === webhookId);
const answered = ({ webhook_id: _webhook, ...delivery }: Row<typeof db.webhookDeliveries>) => delivery;
const withLastDelivery = (webhook: Row<typeof db.webhooks>) => {
  const [last] = deliveriesOf(webhook.id);
  return { ...webhook, last_delivery: last ? answered(last) : null };
};

/** The route's webhook of the route's project, or the 404 to answer. */
const webhookOf = ({ id, webhookId }: Record<string, unknown>) =>
  db.webhooks.find(
    (webhook) => webhook.id === idParam(webhookId as string) && webhook.project_id === idParam(id as string),
  ) ?? errorAnswer(404, 'webhook_not_found', 'Webhook not found in this project');

/** A project's webhooks, kept as sent; the mock sends nothing: its deliveries are those a test puts in. */
export const webhookHandlers = [
  handle(routes.webhooks.list, ({ params }) =>
    HttpResponse.json(
      db.webhooks.filter((webhook) => webhook.project_id === idParam(params.id as string)).map(withLastDelivery),
    ),
  ),
  handle.withBody(routes.webhooks.create, CreateWebhookBody, ({ params, body }) => {
    const { url, events, allow_private_network = false } = body;
    const project_id = idParam(params.id as string) ?? 0;
    const webhook = {
      id: nextId(db.webhooks),
      project_id,
      url,
      events,
      allow_private_network,
      disabled_at: null,
      created_at: now(),
    };
    db.webhooks.push(webhook);
    const secret = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
    return HttpResponse.json({ ...withLastDelivery(webhook), secret }, { status: 201 });
  }),
  handle(routes.webhooks.delete, ({ params }) => {
    const webhook = webhookOf(params);
    if (webhook instanceof Response) return webhook;
    db.webhooks.splice(db.webhooks.indexOf(webhook), 1);
    return HttpResponse.json({ message: 'Webhook deleted' });
  }),
  handle(routes.webhooks.deliveries, ({ params }) => {
    const webhook = webhookOf(params);
    return webhook instanceof Response ? webhook : HttpResponse.json(deliveriesOf(webhook.id).map(answered));
  }),
  handle(routes.webhooks.redeliver, ({ params }) => {
    const webhook = webhookOf(params);
    const delivery =
      webhook instanceof Response
        ? undefined
        : deliveriesOf(webhook.id).find((one) => one.id === idParam(params.deliveryId as string));
    if (!delivery) return errorAnswer(404, 'webhook_delivery_not_found', 'Delivery not found for this webhook');
    Object.assign(delivery, { status: 'pending', next_attempt_at: now() });
    return HttpResponse.json(answered(delivery), { status: 202 });
  }),
];
