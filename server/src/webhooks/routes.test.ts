import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { CreatedWebhook, Project, Webhook, WebhookDelivery, WebhookEvent } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type SignedInClient } from '../test/harness.ts';
import { createProject, uploadDocument, xliffOf } from '../test/resources.ts';
import { emitProjectEvent } from './events.ts';
import { deliverDueWebhooks, RETRY_DELAYS_SECONDS, retryDelaySeconds } from './sender.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback: records what it gets, answers each with the next of `answers` (then 200). */
class Receiver {
  readonly received: Received[] = [];
  answers: Array<{ status: number; body?: string } | 'silence'> = [];
  #server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = this.answers.shift() ?? { status: 200 };
      if (answer === 'silence') return;
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body ?? 'thanks');
    });
  });

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/hooks/tessera`;
  }

  listen = () => new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
  close = () => {
    this.#server.closeAllConnections();
    return new Promise<void>((resolve) => this.#server.close(() => resolve()));
  };
}

describeWithPostgresToo('outbound webhooks', (t) => {
  const receiver = new Receiver();
  let admin: SignedInClient;
  beforeAll(async () => {
    await receiver.listen();
    admin = await t.signIn('admin');
  });
  afterAll(receiver.close);

  const send = (timeoutMs = 5000) => deliverDueWebhooks(t.db, { log: t.app.log, timeoutMs });

  async function addWebhook(client: Client, project: Project, events: WebhookEvent[]): Promise<CreatedWebhook> {
    const response = await client.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/webhooks`,
      payload: { url: receiver.url, events, allow_private_network: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function deliveries(project: Project, webhook: Webhook): Promise<WebhookDelivery[]> {
    const response = await admin.inject(`/api/projects/${project.id}/webhooks/${webhook.id}/deliveries`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('signs each delivery after Standard Webhooks with a secret shown only when the webhook is added', async () => {
    const project = await createProject(admin);
    const webhook = await addWebhook(admin, project, ['document.created']);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await admin.inject(`/api/projects/${project.id}/webhooks`)).json() as Webhook[];
    expect(listed).toEqual([expect.objectContaining({ id: webhook.id, url: receiver.url, last_delivery: null })]);
    expect(JSON.stringify(listed)).not.toContain(webhook.secret);

    const document = await uploadDocument(t, admin, xliffOf(['Hello']), { projectId: project.id });
    receiver.received.length = 0;
    expect(await send()).toBe(1);

    const [request] = receiver.received;
    const payload = new StandardWebhook(webhook.secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    });
    expect(payload).toMatchObject({ type: 'document.created', data: { document: { id: document.id } } });
    expect(request!.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request!.body, {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toThrow();

    const [logged] = await deliveries(project, webhook);
    expect(logged).toMatchObject({
      message_id: request!.headers['webhook-id'],
      event: 'document.created',
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
      response_excerpt: 'thanks',
      next_attempt_at: null,
    });
    const [withLast] = (await admin.inject(`/api/projects/${project.id}/webhooks`)).json() as Webhook[];
    expect(withLast!.last_delivery).toMatchObject({ id: logged!.id, status: 'succeeded' });
  });

  it('tries again later after a failure, with the same webhook-id, and keeps only the start of an answer', async () => {
    const project = await createProject(admin);
    const webhook = await addWebhook(admin, project, ['repository.pulled']);
    await emitProjectEvent(t.db, project.id, 'repository.pulled', { commit: 'c0ffee' });
    receiver.received.length = 0;
    receiver.answers = [{ status: 500, body: 'x'.repeat(10_000) }];
    const before = Date.now();
    await send();

    const [failed] = await deliveries(project, webhook);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_status: 500,
      error: 'The receiver answered 500',
    });
    expect(failed!.response_excerpt).toHaveLength(500);
    const retryIn = (Date.parse(failed!.next_attempt_at!) - before) / 1000;
    expect(retryIn).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[0] * 0.8 - 1);
    expect(retryIn).toBeLessThanOrEqual(RETRY_DELAYS_SECONDS[0] * 1.2 + 1);
    expect(await send()).toBe(0);

    await t.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', failed!.id)
      .execute();
    await send();
    const [delivered] = await deliveries(project, webhook);
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 2, response_status: 200, error: null });
    expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([
      failed!.message_id,
      failed!.message_id,
    ]);
  });

  it('sends each delivery once however many senders look at the same time', async () => {
    const project = await createProject(admin);
    await addWebhook(admin, project, ['repository.pulled']);
    for (let commit = 0; commit < 6; commit++)
      await emitProjectEvent(t.db, project.id, 'repository.pulled', { commit: String(commit) });
    receiver.received.length = 0;
    const attempted = await Promise.all([send(), send(), send()]);
    expect(attempted.reduce((sum, count) => sum + count, 0)).toBe(6);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
  });

  it('gives a receiver a time limit, and a delivery up once its attempts are used', async () => {
    const project = await createProject(admin);
    const webhook = await addWebhook(admin, project, ['repository.failed']);
    await emitProjectEvent(t.db, project.id, 'repository.failed', { message: 'fetch failed' });
    const [queued] = await deliveries(project, webhook);
    await t.db
      .updateTable('webhook_deliveries')
      .set({ attempts: RETRY_DELAYS_SECONDS.length })
      .where('id', '=', queued!.id)
      .execute();
    receiver.answers = ['silence'];
    await send(300);
    const [timedOut] = await deliveries(project, webhook);
    expect(timedOut).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_SECONDS.length + 1,
      response_status: null,
      error: `${new URL(receiver.url).origin} did not answer within 0.3 s`,
      next_attempt_at: null,
    });
  });

  it('disables a webhook whose receiver answers 410 Gone, until a redelivery gets through', async () => {
    const project = await createProject(admin);
    const webhook = await addWebhook(admin, project, ['repository.pushed']);
    await emitProjectEvent(t.db, project.id, 'repository.pushed', { commit: 'a1' });
    await emitProjectEvent(t.db, project.id, 'repository.pushed', { commit: 'a2' });
    receiver.answers = [{ status: 410 }, { status: 410 }];
    await send();

    const [listed] = (await admin.inject(`/api/projects/${project.id}/webhooks`)).json() as Webhook[];
    expect(listed!.disabled_at).not.toBeNull();
    const log = await deliveries(project, webhook);
    expect(log.map((delivery) => delivery.status)).toEqual(['failed', 'failed']);
    expect(await emitProjectEvent(t.db, project.id, 'repository.pushed', { commit: 'a3' })).toBe(0);

    const redeliverUrl = (delivery: WebhookDelivery) =>
      `/api/projects/${project.id}/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`;
    const gone = log.find((delivery) => delivery.response_status === 410)!;
    const again = await admin.inject({ method: 'POST', url: redeliverUrl(gone) });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ status: 'pending' });
    expect((await admin.inject({ method: 'POST', url: redeliverUrl(gone) })).statusCode).toBe(409);
    receiver.answers = [{ status: 204 }];
    await send();

    const redelivered = (await deliveries(project, webhook)).find((delivery) => delivery.id === gone.id);
    expect(redelivered).toMatchObject({ status: 'succeeded', response_status: 204, attempts: 2 });
    const [enabled] = (await admin.inject(`/api/projects/${project.id}/webhooks`)).json() as Webhook[];
    expect(enabled!.disabled_at).toBeNull();
    const unknown = `/api/projects/${project.id}/webhooks/${webhook.id}/deliveries/999999/redeliver`;
    expect((await admin.inject({ method: 'POST', url: unknown })).statusCode).toBe(404);
  });

  it('refuses a private address unless an admin allows private networks, and lets only managers manage', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const project = await createProject(manager);
    const url = `/api/projects/${project.id}/webhooks`;
    const create = (client: Client, payload: object) => client.inject({ method: 'POST', url, payload });
    const events = ['document.created'];

    for (const address of [
      receiver.url,
      'http://localhost:9/',
      'http://[::ffff:10.0.0.1]/',
      'http://169.254.169.254/',
    ]) {
      const refused = await create(manager, { url: address, events });
      expect(refused.statusCode, address).toBe(400);
      expect(refused.json().message).toMatch(/private network/);
    }
    const notAdmin = await create(manager, { url: receiver.url, events, allow_private_network: true });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toMatch(/Only an admin/);
    expect((await create(manager, { url: 'ftp://example.com/', events })).statusCode).toBe(400);
    expect((await create(manager, { url: 'https://example.com/', events: ['document.deleted'] })).statusCode).toBe(400);

    expect((await translator.inject(url)).statusCode).toBe(403);
    expect((await create(translator, { url: 'https://example.com/', events })).statusCode).toBe(403);
    const webhook = await addWebhook(admin, project, ['document.created']);
    expect((await manager.inject(url)).json()).toHaveLength(1);
    expect((await translator.inject({ method: 'DELETE', url: `${url}/${webhook.id}` })).statusCode).toBe(403);
    expect((await manager.inject({ method: 'DELETE', url: `${url}/${webhook.id}` })).statusCode).toBe(200);
    expect((await manager.inject({ method: 'DELETE', url: `${url}/${webhook.id}` })).statusCode).toBe(404);
    expect((await manager.inject('/api/projects/999999/webhooks')).statusCode).toBe(404);
  });
});

describe('the retry schedule', () => {
  it('makes at least 5 attempts over at least an hour, each wait within 20 % of its step', () => {
    expect(RETRY_DELAYS_SECONDS.length + 1).toBeGreaterThanOrEqual(5);
    expect(RETRY_DELAYS_SECONDS.reduce((sum, seconds) => sum + seconds * 0.8, 0)).toBeGreaterThanOrEqual(3600);
    expect(retryDelaySeconds(2, 0)).toBeCloseTo(48);
    expect(retryDelaySeconds(2, 1)).toBeCloseTo(72);
  });
});
