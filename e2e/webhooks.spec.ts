/**
 * A project's webhook added from the project page by an admin (the receiver is on loopback, a private network an
 * admin may allow): its secret shown once, a document uploaded into the project reaches the receiver signed with
 * that secret, and the delivery log shows it delivered.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { Project } from '@tessera/shared/contract';
import { adminApi, answerOf, openAs, test, appUrl } from './fixtures.ts';

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
test.beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

test('add a webhook, upload a document, and the receiver gets it signed with the secret shown', async ({ page }) => {
  const api = await adminApi(appUrl());
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Hooks ${Date.now()}`, source_lang: 'en', target_langs: ['de'] } }),
    201,
  );
  const address = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tessera`;
  await openAs(page, `/project/${project.id}#webhooks`);
  const form = page.getByRole('form', { name: 'Add a webhook' });
  await form.getByLabel('Address (https://…)').fill(address);
  await form.getByLabel(/^document\.created:/).check();
  await form.getByLabel(/private network/).check();
  await form.getByRole('button', { name: 'Add webhook' }).click();
  const secret = await page.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);

  await answerOf(
    api.post(`/api/projects/${project.id}/documents`, {
      multipart: { file: { name: 'app.json', mimeType: 'application/json', buffer: Buffer.from('{"hi": "Hello"}') } },
    }),
    202,
  );
  await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
  const [{ headers, body }] = received;
  const event = new Webhook(secret).verify(body, {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  });
  expect(event).toMatchObject({
    type: 'document.created',
    data: { project_id: project.id, document: { name: 'app.json' } },
  });

  await page.reload();
  const webhooks = page.getByRole('table', { name: 'Webhooks' });
  await expect(webhooks.getByText('Delivered')).toBeVisible();
  await webhooks.getByRole('button', { name: 'Deliveries' }).click();
  const log = page.getByRole('table', { name: 'Deliveries' });
  await expect(log.getByRole('cell', { name: 'document.created' })).toBeVisible();
  await expect(log.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  await api.dispose();
});
