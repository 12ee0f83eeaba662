import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { rowExists } from '../db/row-exists.ts';
import type { Db } from '../db/database.ts';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, redeliver, webhookExists } from './repository.ts';
import { unreachableReason } from './signed-post.ts';
import { WebhookSender } from './sender.ts';

async function projectOr404(db: Db, projectId: number): Promise<void> {
  if (!(await rowExists(db, 'projects', projectId))) throw new HttpError(404, 'project_not_found', 'Project not found');
}

async function webhookOr404(db: Db, projectId: number, webhookId: number): Promise<void> {
  if (!(await webhookExists(db, projectId, webhookId)))
    throw new HttpError(404, 'webhook_not_found', 'Webhook not found in this project');
}

/**
 * A project's outbound webhooks and their delivery log; each API process sends the deliveries that are due every
 * `webhookPollMs` (sender.ts).
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhookPollMs, webhookTimeoutMs } = app.config;
  const sender = new WebhookSender(app.db, { log: app.log, timeoutMs: webhookTimeoutMs });
  app.addHook('onReady', async () => {
    if (webhookPollMs > 0) sender.start(webhookPollMs);
  });
  app.addHook('onClose', async () => {
    await sender.stop();
  });

  route(app, endpoints.webhooks.list, async (request) => {
    await projectOr404(app.db, request.params.id);
    return listWebhooks(app.db, request.params.id);
  });

  route(app, endpoints.webhooks.create, async (request, reply) => {
    const { url, events, allow_private_network: allowPrivateNetwork = false } = request.body;
    if (allowPrivateNetwork && !can(request.user, 'network.private'))
      throw new HttpError(
        403,
        'webhook_private_network_forbidden',
        'Only an admin may let a webhook reach a private network (allow_private_network)',
      );
    await projectOr404(app.db, request.params.id);
    const unreachable = await unreachableReason(url, allowPrivateNetwork);
    if (unreachable) throw new HttpError(400, 'invalid_request', `Invalid request: url: ${unreachable}`);
    const webhook = await createWebhook(app.db, {
      projectId: request.params.id,
      url,
      events,
      allowPrivateNetwork,
      createdBy: request.user!.id,
    });
    return reply.status(201).send(webhook);
  });

  route(app, endpoints.webhooks.delete, async (request) => {
    if (!(await deleteWebhook(app.db, request.params.id, request.params.webhookId)))
      throw new HttpError(404, 'webhook_not_found', 'Webhook not found in this project');
    return { message: 'Webhook deleted' };
  });

  route(app, endpoints.webhooks.deliveries, async (request) => {
    await webhookOr404(app.db, request.params.id, request.params.webhookId);
    return listDeliveries(app.db, request.params.webhookId);
  });

  route(app, endpoints.webhooks.redeliver, async (request, reply) => {
    const { id, webhookId, deliveryId } = request.params;
    const outcome = await redeliver(app.db, id, webhookId, deliveryId);
    if (outcome === 'not found')
      throw new HttpError(404, 'webhook_delivery_not_found', 'Delivery not found for this webhook');
    if (outcome === 'pending')
      throw new HttpError(409, 'webhook_delivery_pending', 'The delivery is still being tried; wait for its outcome');
    return reply.status(202).send(outcome.delivery);
  });
};
