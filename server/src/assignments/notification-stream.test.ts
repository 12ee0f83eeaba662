/**
 * `GET /user/events`: each new notification reaches every open page of its person, and only theirs, within a
 * second; the stream ends with the session that opened it.
 */
import { beforeAll, expect, it } from 'vitest';
import type { NotificationEvent } from '@tessera/shared/contract';
import { describeWithPostgresToo, type SignedInClient } from '../test/harness.ts';
import { uploadDocument, xliffOf } from '../test/resources.ts';
import { LiveConnection } from '../documents/live/live-connection.test-helper.ts';

const IN_A_WEEK = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

describeWithPostgresToo('notifications as they are made', (t) => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const streamOf = (client: SignedInClient) =>
    LiveConnection.open(`${baseUrl}/api/user/events`, { cookie: `tessera_session=${client.sessionCookie}` });

  it('brings a notification to each open page of its person within a second, with their unread count, and to nobody else', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const bystander = await t.signIn('user');
    const document = await uploadDocument(t, manager, xliffOf([['Open the file.']]), { name: 'live-news.xlf' });
    const [firstTab, secondTab, managersTab, bystandersTab] = await Promise.all(
      [translator, translator, manager, bystander].map(streamOf),
    );

    const assignedAt = Date.now();
    const assigned = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: { assignments: [{ step: 'translation', user_id: translator.user.id, due_at: IN_A_WEEK() }] },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const heard = await firstTab.next((e) => e.event === 'notification');
    expect(Date.now() - assignedAt).toBeLessThan(1000);
    expect(heard.data as NotificationEvent).toEqual({
      notification: {
        id: expect.any(Number),
        kind: 'assigned',
        document: { id: document.id, name: 'live-news.xlf', target_lang: 'de' },
        step: 'translation',
        segment: null,
        by: { id: manager.user.id, username: manager.user.username, display_name: null },
        due_at: null,
        created_at: expect.any(String),
        read: false,
      },
      unread: 1,
    });
    expect((await secondTab.next((e) => e.event === 'notification')).data).toEqual(heard.data);

    // What the stream brought is what the list holds after a reload.
    const listed = (await translator.inject('/api/user/notifications')).json();
    expect(listed).toEqual({ notifications: [(heard.data as NotificationEvent).notification], unread: 1 });

    // The manager assigned (nobody is told of their own acts); the bystander has nothing to do with it. A second
    // assignment to the bystander arrives on their stream only after the first's, so nothing of the first is late.
    const second = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}/assignments`,
      payload: {
        assignments: [
          { step: 'translation', user_id: translator.user.id },
          { step: 'review', user_id: bystander.user.id },
        ],
      },
    });
    expect(second.statusCode, second.body).toBe(200);
    const bystanderHeard = await bystandersTab.next((e) => e.event === 'notification');
    expect((bystanderHeard.data as NotificationEvent).notification).toMatchObject({ kind: 'assigned', step: 'review' });
    expect(bystandersTab.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    expect(managersTab.events).toEqual([]);
    expect(firstTab.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    for (const stream of [firstTab, secondTab, managersTab, bystandersTab]) stream.close();
  });

  it('ends the stream when its session signs out, when the token that opened it is revoked, and when its person is disabled', async () => {
    const admin = await t.signIn('admin');
    const signingOut = await t.signIn('user');
    const signedOutStream = await streamOf(signingOut);
    expect((await signingOut.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await signedOutStream.endsWithin(2000)).toBe(true);

    const scripted = await t.signIn('user');
    const token = (
      await scripted.inject({ method: 'POST', url: '/api/user/tokens', payload: { name: 'bot', scope: 'read' } })
    ).json();
    const tokenStream = await LiveConnection.open(`${baseUrl}/api/user/events`, {
      authorization: `Bearer ${token.token}`,
    });
    expect((await scripted.inject({ method: 'DELETE', url: `/api/user/tokens/${token.id}` })).statusCode).toBe(204);
    expect(await tokenStream.endsWithin(2000)).toBe(true);

    const disabled = await t.signIn('user');
    const disabledStream = await streamOf(disabled);
    const update = await admin.inject({
      method: 'PUT',
      url: `/api/users/${disabled.user.id}`,
      payload: { disabled: true },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await disabledStream.endsWithin(2000)).toBe(true);
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await fetch(`${baseUrl}/api/user/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});
