/**
 * Notifications across API processes behind one load balancer: a page connected to process B hears of a
 * notification made through process A within a second (the database announces it, not process memory).
 */
import { expect, it } from 'vitest';
import type { NotificationEvent } from '@tessera/shared/contract';
import {
  callServer,
  describeWithTwoServers,
  sessionClient,
  signInTo,
  TWO_SERVERS_ADMIN,
} from '../test/server-process.ts';
import { LiveConnection } from '../documents/live/live-connection.test-helper.ts';
import { xliffOf } from '../test/resources.ts';

describeWithTwoServers('notifications across two server processes', 'tessera_notifications', (servers) => {
  const manager = sessionClient();

  it("brings a notification made through process A to its person's page connected to process B", async () => {
    const { a, b } = servers;
    const admin = await signInTo(a);
    const translator = { email: 'nina@example.com', password: 'nina password 123' };
    const created = await callServer(a, '/api/users/', {
      method: 'POST',
      cookie: admin,
      body: { ...translator, username: 'nina', role: 'user' },
    });
    expect(created.status).toBe(201);
    const onB = await LiveConnection.open(`${b.url}/api/user/events`, {
      cookie: `tessera_session=${await signInTo(b, translator)}`,
    });

    expect((await manager.call(a, '/api/auth/login', { method: 'POST', body: TWO_SERVERS_ADMIN })).status).toBe(200);
    const document = await manager.uploadDocument(a, 'across.xlf', xliffOf([['Across processes.']]));
    const assignedAt = Date.now();
    const assigned = await manager.call(a, `/api/document/${document.id}/assignments`, {
      method: 'PUT',
      body: { assignments: [{ step: 'translation', user_id: created.body.id }] },
    });
    expect(assigned.status).toBe(200);
    const heard = await onB.next((e) => e.event === 'notification');
    expect(Date.now() - assignedAt).toBeLessThan(1000);
    expect(heard.data as NotificationEvent).toMatchObject({
      notification: { kind: 'assigned', step: 'translation', document: { id: document.id, name: 'across.xlf' } },
      unread: 1,
    });
    onB.close();
  }, 60_000);
});
