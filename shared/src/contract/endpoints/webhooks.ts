import { IdParam, MessageBody } from '../common.ts';
import { routes } from '../routes.ts';
import {
  CreatedWebhook,
  CreateWebhookBody,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryParams,
  WebhookList,
  WebhookParams,
} from '../webhooks.ts';
import { endpointsTagged, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('webhooks');

export const webhooksEndpoints = define(routes.webhooks, {
  list: {
    summary: "The project's webhooks, each with its latest delivery (never their secrets)",
    params: IdParam,
    response: { 200: WebhookList },
    errors: NO_CONFLICT_ERRORS,
  },
  create: {
    summary: 'Add a webhook: the events named are POSTed to its URL, signed after Standard Webhooks',
    description:
      'The answer holds the signing secret (`whsec_…`), the only time it is shown. 400 for an address on a private ' +
      'network (or a name resolving to one) unless allow_private_network is set, which only an admin may do (403).',
    params: IdParam,
    body: CreateWebhookBody,
    response: { 201: CreatedWebhook },
    errors: NO_CONFLICT_ERRORS,
  },
  delete: {
    summary: 'Remove a webhook and its delivery log; nothing more is sent to it',
    params: WebhookParams,
    response: { 200: MessageBody },
    errors: NO_CONFLICT_ERRORS,
  },
  deliveries: {
    summary: "The webhook's latest 100 deliveries, newest first: status, the receiver's answer, time and attempts",
    params: WebhookParams,
    response: { 200: WebhookDeliveryList },
    errors: NO_CONFLICT_ERRORS,
  },
  redeliver: {
    summary: 'Send a delivery again, now (one attempt; a success enables a webhook disabled by a 410 again)',
    description: '409 while the delivery is still being tried.',
    params: WebhookDeliveryParams,
    response: { 202: WebhookDelivery },
  },
});
