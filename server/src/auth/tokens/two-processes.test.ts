/**
 * Tokens and invitations with two API processes on one PostgreSQL: whatever one process does to a token
 * (create, revoke, disable its user) holds on the other at the very next request, and an invitation link
 * made on one works once, on either.
 */
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import { twoServersForSuite, type ServerProcess } from '../../test/server-process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'boss@example.com', password: 'two processes password' };

async function call(
  server: ServerProcess,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; token?: string } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      // Token calls go without the CSRF header, as a script's would.
      ...(options.token ? { authorization: `Bearer ${options.token}` } : { [CSRF_HEADER]: CSRF_VALUE }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: `tessera_session=${options.cookie}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const cookie = /tessera_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return { status: response.status, body: response.status === 204 ? undefined : await response.json(), cookie };
}

describe.skipIf(!baseUrl)('API tokens and invitations on two server processes (needs TEST_DATABASE_URL)', () => {
  const servers = twoServersForSuite(baseUrl!, 'tessera_tokens', ADMIN);

  it('revoking a token or disabling its user on one process stops it on the other at once', async () => {
    const { a, b } = servers;
    const admin = (await call(a, '/api/auth/login', { method: 'POST', body: ADMIN })).cookie;
    const created = await call(a, '/api/users/', {
      method: 'POST',
      cookie: admin,
      body: { email: 'rob@example.com', username: 'rob', password: 'rob password 123', role: 'user' },
    });
    expect(created.status).toBe(201);
    const rob = (
      await call(b, '/api/auth/login', {
        method: 'POST',
        body: { email: 'rob@example.com', password: 'rob password 123' },
      })
    ).cookie;
    const token = await call(b, '/api/user/tokens', {
      method: 'POST',
      cookie: rob,
      body: { name: 'ci', scope: 'write' },
    });
    expect(token.status).toBe(201);
    expect((await call(a, '/api/user/', { token: token.body.token })).body).toMatchObject({ username: 'rob' });

    expect(
      (await call(a, `/api/users/${created.body.id}`, { method: 'PUT', cookie: admin, body: { disabled: true } }))
        .status,
    ).toBe(200);
    expect((await call(b, '/api/user/', { token: token.body.token })).status).toBe(401);
    await call(a, `/api/users/${created.body.id}`, { method: 'PUT', cookie: admin, body: { disabled: false } });
    expect((await call(b, '/api/user/', { token: token.body.token })).status).toBe(200);

    expect((await call(a, `/api/users/tokens/${token.body.id}`, { method: 'DELETE', cookie: admin })).status).toBe(204);
    expect((await call(b, '/api/user/', { token: token.body.token })).status).toBe(401);
  }, 60_000);

  it('an invitation made on one process is accepted on the other, once', async () => {
    const { a, b } = servers;
    const admin = (await call(b, '/api/auth/login', { method: 'POST', body: ADMIN })).cookie;
    const invitation = await call(b, '/api/users/invitations', {
      method: 'POST',
      cookie: admin,
      body: { email: 'ines@example.com', role: 'manager' },
    });
    expect(invitation.status).toBe(201);
    const secret = String(invitation.body.url).split('/invite/')[1];
    const accepted = await call(a, `/api/auth/invitations/${secret}`, {
      method: 'POST',
      body: { username: 'ines', password: 'ines password 123' },
    });
    expect(accepted.status).toBe(201);
    expect((await call(b, '/api/user/', { cookie: accepted.cookie })).body).toMatchObject({
      username: 'ines',
      role: 'manager',
    });
    expect(
      (
        await call(b, `/api/auth/invitations/${secret}`, {
          method: 'POST',
          body: { username: 'ines2', password: 'ines password 123' },
        })
      ).status,
    ).toBe(410);
  }, 60_000);
});
