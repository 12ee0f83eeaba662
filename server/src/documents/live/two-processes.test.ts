/**
 * Live documents across API processes: an editor connected to process B hears a segment saved through process A
 * on the same PostgreSQL database (the fan-out is the database's NOTIFY, not process memory), and a segment held
 * through B cannot be saved through A.
 */
import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import {
  callServer,
  describeWithTwoServers,
  sessionClient,
  signInTo,
  TWO_SERVERS_ADMIN,
} from '../../test/server-process.ts';
import { LiveConnection } from './live-connection.test-helper.ts';
import { xliffOf } from '../../test/resources.ts';

describeWithTwoServers('live documents across two server processes', 'tessera_live', (servers) => {
  const { call, cookie, uploadDocument } = sessionClient();

  // How fast it arrives is bench/live.ts's figure, measured on a quiet machine, not this test's.
  it('brings a segment saved through process A to an editor connected to process B', async () => {
    const { a, b } = servers;
    expect((await call(a, '/api/auth/login', { method: 'POST', body: TWO_SERVERS_ADMIN })).status).toBe(200);
    const document = await uploadDocument(a, 'live.xlf', xliffOf([['Restart the server.'], ['Stop the server.']]));
    const [first] = document.records;

    const onB = await LiveConnection.open(`${b.url}/api/document/${document.id}/events`, { cookie: cookie() });
    await onB.next((e) => e.event === 'presence');
    const saved = await call(a, `/api/document/records/${first!.id}`, {
      method: 'PUT',
      body: { target: 'Server neu starten.', approved: false, updated_at: first!.updated_at },
    });
    expect(saved.status).toBe(200);
    const heard = await onB.next((e) => e.event === 'record' && (e.data as DocumentRecord).id === first!.id);
    expect(heard.data).toMatchObject({ target: 'Server neu starten.', updated_at: saved.body.updated_at });
    onB.close();
  }, 60_000);

  it('ends a stream on process B as soon as its session signs out or its token is revoked through process A', async () => {
    const { a, b } = servers;
    expect((await call(a, '/api/auth/login', { method: 'POST', body: TWO_SERVERS_ADMIN })).status).toBe(200);
    const document = await uploadDocument(a, 'ending.xlf', xliffOf([['Sign out everywhere.']]));
    const eventsOnB = `${b.url}/api/document/${document.id}/events`;

    const signingOut = await signInTo(a);
    const sessionStream = await LiveConnection.open(eventsOnB, { cookie: `tessera_session=${signingOut}` });
    const token = await call(a, '/api/user/tokens', { method: 'POST', body: { name: 'watcher', scope: 'read' } });
    expect(token.status).toBe(201);
    const tokenStream = await LiveConnection.open(eventsOnB, { authorization: `Bearer ${token.body.token}` });
    await sessionStream.next((e) => e.event === 'presence');
    await tokenStream.next((e) => e.event === 'presence');

    expect((await callServer(a, '/api/auth/logout', { method: 'POST', cookie: signingOut })).status).toBe(204);
    expect(await sessionStream.endsWithin(2000)).toBe(true);
    expect((await call(a, `/api/user/tokens/${token.body.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await tokenStream.endsWithin(2000)).toBe(true);
  }, 60_000);
});
