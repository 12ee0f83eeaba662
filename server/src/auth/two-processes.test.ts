/**
 * Two API processes on one PostgreSQL database share everything that matters: a session started on one is
 * valid on the other, disabling a user, changing their role or signing out on one is heeded by the other as soon
 * as the database's announcement reaches it, though each process keeps the sessions it read lately, and sign-in
 * throttling counts attempts on both as one.
 */
import { expect, it } from 'vitest';
import { callServer, describeWithTwoServers, signInTo, TWO_SERVERS_ADMIN } from '../test/server-process.ts';

/**
 * The statuses `call` answers until it answers `expected` (at most 3 s of calls). The process that ended a session
 * answers once it has heard the database announce it, and the others are sent it at that same moment; on a busy
 * machine, the other process may still take some milliseconds to read it.
 */
async function answersSoon<A>(call: () => Promise<A>, expected: (answer: A) => boolean): Promise<A> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const answer = await call();
    if (expected(answer) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeWithTwoServers('two server processes on one PostgreSQL', 'tessera_two', (servers) => {
  it('shares sessions and disabling across processes', async () => {
    const { a, b } = servers;
    const admin = await signInTo(a);
    expect((await callServer(b, '/api/user/', { cookie: admin })).body).toMatchObject({
      email: TWO_SERVERS_ADMIN.email,
      role: 'admin',
    });

    const created = await callServer(a, '/api/users/', {
      method: 'POST',
      cookie: admin,
      body: { email: 'tina@example.com', username: 'tina', password: 'tina password 123', role: 'user' },
    });
    expect(created.status).toBe(201);

    const tina = await callServer(b, '/api/auth/login', {
      method: 'POST',
      body: { email: 'tina@example.com', password: 'tina password 123' },
    });
    expect(tina.status).toBe(200);
    expect((await callServer(a, '/api/user/', { cookie: tina.cookie })).status).toBe(200);
    // Both processes keep tina's session from here on.
    expect((await callServer(b, '/api/user/', { cookie: tina.cookie })).body.role).toBe('user');

    const promoted = await callServer(a, `/api/users/${created.body.id}`, {
      method: 'PUT',
      cookie: admin,
      body: { role: 'manager' },
    });
    expect(promoted.status).toBe(200);
    const asTina = () => callServer(b, '/api/user/', { cookie: tina.cookie });
    expect((await answersSoon(asTina, (answer) => answer.body?.role === 'manager')).body.role).toBe('manager');

    const disabled = await callServer(a, `/api/users/${created.body.id}`, {
      method: 'PUT',
      cookie: admin,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await answersSoon(asTina, (answer) => answer.status === 401)).status).toBe(401);
    expect((await callServer(a, '/api/user/', { cookie: tina.cookie })).status).toBe(401);

    const signedOutOnA = await signInTo(a);
    expect((await callServer(b, '/api/user/', { cookie: signedOutOnA })).status).toBe(200);
    expect((await callServer(a, '/api/auth/logout', { method: 'POST', cookie: signedOutOnA })).status).toBe(204);
    const signedOut = await answersSoon(
      () => callServer(b, '/api/user/', { cookie: signedOutOnA }),
      (answer) => answer.status === 401,
    );
    expect(signedOut.status).toBe(401);

    // Exactly one first admin although both processes started on the empty database.
    const users = await callServer(b, '/api/users/', { cookie: admin });
    expect(users.body.filter((u: { role: string }) => u.role === 'admin')).toHaveLength(1);
  }, 60_000);

  it('checks no more than 5 passwords of one account from one IP, however the attempts are spread over processes', async () => {
    const { a, b } = servers;
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callServer(i % 2 ? a : b, '/api/auth/login', {
          method: 'POST',
          body: { email: 'tina@example.com', password: 'wrong' },
        }),
      ),
    );
    expect(attempts.filter((r) => r.status === 401)).toHaveLength(5);
    expect(attempts.filter((r) => r.status === 429)).toHaveLength(35);
  }, 60_000);
});
