/**
 * Tokens and invitations with two API processes on one PostgreSQL: whatever one process does to a token
 * (create, revoke, disable its user, which revokes it for good) holds on the other at the very next request, and an invitation link
 * made on one works once, on either.
 */
import { expect, it } from 'vitest';
import { callServer, describeWithTwoServers, signInTo, type ServerProcess } from '../../test/server-process.ts';

/** A JSON POST to `server` in the session whose cookie is `cookie`. */
const postAs = (server: ServerProcess, cookie: string, path: string, body: object) =>
  callServer(server, path, { method: 'POST', cookie, body });

describeWithTwoServers('API tokens and invitations on two server processes', 'tessera_tokens', (servers) => {
  it('revoking a token or disabling its user on one process stops it on the other at once', async () => {
    const { a, b } = servers;
    const admin = await signInTo(a);
    const created = await postAs(a, admin, '/api/users/', {
      email: 'rob@example.com',
      username: 'rob',
      password: 'rob password 123',
      role: 'user',
    });
    expect(created.status).toBe(201);
    const rob = await signInTo(b, { email: 'rob@example.com', password: 'rob password 123' });
    const token = await postAs(b, rob, '/api/user/tokens', { name: 'ci', scope: 'write' });
    expect(token.status).toBe(201);
    expect((await callServer(a, '/api/user/', { token: token.body.token })).body).toMatchObject({ username: 'rob' });

    expect(
      (await callServer(a, `/api/users/${created.body.id}`, { method: 'PUT', cookie: admin, body: { disabled: true } }))
        .status,
    ).toBe(200);
    expect((await callServer(b, '/api/user/', { token: token.body.token })).status).toBe(401);
    await callServer(a, `/api/users/${created.body.id}`, { method: 'PUT', cookie: admin, body: { disabled: false } });
    expect((await callServer(b, '/api/user/', { token: token.body.token })).status).toBe(401);

    const robAgain = await signInTo(b, { email: 'rob@example.com', password: 'rob password 123' });
    const another = await postAs(b, robAgain, '/api/user/tokens', { name: 'ci again', scope: 'write' });
    expect((await callServer(a, '/api/user/', { token: another.body.token })).status).toBe(200);
    expect(
      (await callServer(a, `/api/users/tokens/${another.body.id}`, { method: 'DELETE', cookie: admin })).status,
    ).toBe(204);
    expect((await callServer(b, '/api/user/', { token: another.body.token })).status).toBe(401);
  }, 60_000);

  it('an invitation made on one process is accepted on the other, once', async () => {
    const { a, b } = servers;
    const admin = await signInTo(b);
    const invitation = await postAs(b, admin, '/api/users/invitations', { email: 'ines@example.com', role: 'manager' });
    expect(invitation.status).toBe(201);
    const secret = String(invitation.body.url).split('/invite/')[1];
    const accepted = await callServer(a, `/api/auth/invitations/${secret}`, {
      method: 'POST',
      body: { username: 'ines', password: 'ines password 123' },
    });
    expect(accepted.status).toBe(201);
    expect((await callServer(b, '/api/user/', { cookie: accepted.cookie })).body).toMatchObject({
      username: 'ines',
      role: 'manager',
    });
    expect(
      (
        await callServer(b, `/api/auth/invitations/${secret}`, {
          method: 'POST',
          body: { username: 'ines2', password: 'ines password 123' },
        })
      ).status,
    ).toBe(410);
  }, 60_000);
});
