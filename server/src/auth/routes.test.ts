import { expect, it } from 'vitest';
import { CSRF_HEADER } from '@tessera/shared/contract';
import { sql } from 'kysely';
import { describeWithPostgresToo, sessionCookieOf, type TestContext } from '../test/harness.ts';
import { hashToken } from '../security/token-hash.ts';

describeWithPostgresToo('sign-in and sessions', (t) => {
  it('signs in with email and password, answering the user (with their interface language) and an HttpOnly SameSite=Lax session cookie', async () => {
    const { user, password } = await t.createUser('manager');
    const response = await t.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, locale: null, time_zone: null });
    const cookie = response.cookies.find((c) => c.name === 'tessera_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    // Without "remember" the cookie lives as long as the browser session.
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const { user, password } = await t.createUser('user');
    const response = await t.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies.find((c) => c.name === 'tessera_session')!.secure).toBe(true);
  });

  it('keeps a "remember me" session for 30 days', async () => {
    const { user, password } = await t.createUser('user');
    const response = await t.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password, remember: true },
    });
    expect(response.cookies.find((c) => c.name === 'tessera_session')!.maxAge).toBe(30 * 24 * 3600);
    const row = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('stores only a hash of the session token', async () => {
    const client = await t.signIn('user');
    const rows = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', client.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(client.sessionCookie);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password, an unknown email and a disabled account with a wrong password with one generic 401', async () => {
    const { user, password } = await t.createUser('user');
    const disabled = await t.createUser('user');
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', disabled.user.id).execute();
    const attempts = [
      { email: user.email, password: 'not the password' },
      { email: 'nobody@example.com', password },
      { email: disabled.user.email, password: 'not the password' },
    ];
    const answers = await Promise.all(
      attempts.map((payload) => t.anonymous.inject({ method: 'POST', url: '/api/auth/login', payload })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
    expect(answers.map((a) => a.json().message)).toEqual(Array(3).fill('Wrong email or password'));
    expect(answers.every((a) => sessionCookieOf(a) === undefined)).toBe(true);
  });

  it("tells a disabled account's owner, who gave its password, that the account is disabled, and signs nobody in", async () => {
    const disabled = await t.createUser('user');
    await t.db.updateTable('users').set({ disabled: true }).where('id', '=', disabled.user.id).execute();
    const answer = await t.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: disabled.user.email, password: disabled.password },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('This account is disabled');
    expect(sessionCookieOf(answer)).toBeUndefined();
  });

  it('validates the credentials body', async () => {
    const response = await t.anonymous.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/);
    expect(response.json().details).toBeInstanceOf(Array);
  });

  it('answers the current user on GET /api/user/ and 401 without a session', async () => {
    const client = await t.signIn('manager');
    const me = await client.inject('/api/user/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(client.user);
    const anonymous = await t.anonymous.inject('/api/user/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String), code: 'not_signed_in' });
  });

  it('signs out with 204, deletes the session row and clears the cookie', async () => {
    const client = await t.signIn('user');
    const response = await client.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.find((c) => c.name === 'tessera_session')!.value).toBe('');
    const rows = await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', client.user.id).execute();
    expect(rows).toHaveLength(0);
    expect((await client.inject('/api/user/')).statusCode).toBe(401);
  });

  it('answers a stale cookie 401 without clearing it, so a late answer cannot erase a newer sign-in', async () => {
    const client = await t.signIn('user');
    const stale = client.sessionCookie;
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(stale)).execute();
    const late = await t.anonymous.inject({ url: '/api/user/', cookies: { tessera_session: stale } });
    expect(late.statusCode).toBe(401);
    // A Set-Cookie emptying tessera_session, arriving after a sign-in's answer, would sign the browser out again.
    expect(late.cookies.find((c) => c.name === 'tessera_session')).toBeUndefined();
  });

  it('ends a browser session after the idle timeout and slides it while in use', async () => {
    const client = await t.signIn('user');
    const session = () =>
      t.db.selectFrom('sessions').selectAll().where('user_id', '=', client.user.id).executeTakeFirstOrThrow();
    // Pretend the last request was two minutes ago: the next one pushes the deadline forward.
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 120_000), expires_at: new Date(Date.now() + 1000) })
      .where('user_id', '=', client.user.id)
      .execute();
    expect((await client.inject('/api/user/')).statusCode).toBe(200);
    expect(new Date((await session()).expires_at).getTime() - Date.now()).toBeGreaterThan(
      t.config.sessionIdleTimeoutMs - 60_000,
    );
    // Past the deadline a session is gone for good. (A session read lately is kept no longer than the deadline it
    // was read with: session-cache.test.ts.)
    const other = await t.signInAs(client.user.email, client.password);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(other.sessionCookie))
      .execute();
    expect((await other.inject('/api/user/')).statusCode).toBe(401);
  });

  it('refuses state-changing requests without the CSRF header', async () => {
    const client = await t.signIn('admin');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: { cookie: `tessera_session=${client.sessionCookie}` },
      payload: { email: 'csrf@example.com', username: 'csrf', password: 'long enough password', role: 'user' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(CSRF_HEADER);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.user.email, password: client.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('answers GET /api/health', async () => {
    const response = await t.anonymous.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

const signInFrom = (t: TestContext, ip: string, email: string, password: string) =>
  t.anonymous.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

/** Moves every failure of `ip` back in time, as if `ms` had passed. */
const timePasses = (t: TestContext, ip: string, ms: number) =>
  t.db
    .updateTable('login_throttle')
    .set({ last_failure_at: sql<Date>`last_failure_at - ${ms} * interval '1 millisecond'` })
    .where('ip', '=', ip)
    .execute();

/**
 * Expects `response` to ask for a wait of `seconds` after the last failure, which came no earlier than `since`
 * (a busy machine may take seconds between that failure and this answer).
 */
function expectRetryAfter(response: { headers: Record<string, unknown> }, seconds: number, since: number) {
  const wait = Number(response.headers['retry-after']);
  expect(wait).toBeLessThanOrEqual(seconds);
  expect(wait).toBeGreaterThanOrEqual(seconds - Math.ceil((Date.now() - since) / 1000));
}

const statusCounts = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>(
    (counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }),
    {},
  );

describeWithPostgresToo(
  'sign-in throttling',
  (t) => {
    it('checks no more than 5 passwords of one account from one IP, however many attempts arrive at once', async () => {
      const { user, password } = await t.createUser('admin');
      const started = Date.now();
      const attempts = await Promise.all(
        Array.from({ length: 50 }, () => signInFrom(t, '10.0.0.1', user.email, 'wrong')),
      );
      expect(statusCounts(attempts)).toEqual({ 401: 5, 429: 45 });
      const refused = attempts.find((a) => a.statusCode === 429)!;
      expect(refused.json()).toEqual({
        message: expect.stringMatching(/^Too many failed sign-ins/),
        code: 'too_many_sign_in_attempts',
      });
      expectRetryAfter(refused, 60, started);
      // The right password waits too from that address, but the owner signs in from anywhere else.
      expect((await signInFrom(t, '10.0.0.1', user.email, password)).statusCode).toBe(429);
      expect((await signInFrom(t, '10.0.0.2', user.email, password)).statusCode).toBe(200);
    });

    it('checks no more than 30 passwords from one IP across accounts, and leaves other IPs alone', async () => {
      const { user, password } = await t.createUser('user');
      const attempts = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signInFrom(t, '10.0.1.1', `guess${i}@example.com`, 'wrong')),
      );
      expect(statusCounts(attempts)).toEqual({ 401: 30, 429: 20 });
      expect((await signInFrom(t, '10.0.1.1', user.email, password)).statusCode).toBe(429);
      expect((await signInFrom(t, '10.0.1.2', user.email, password)).statusCode).toBe(200);
      // Refused attempts were not counted: once the wait is over, the IP gets one attempt, then waits twice as long.
      await timePasses(t, '10.0.1.1', 60_000);
      const failedAt = Date.now();
      expect((await signInFrom(t, '10.0.1.1', 'guess@example.com', 'wrong')).statusCode).toBe(401);
      expectRetryAfter(await signInFrom(t, '10.0.1.1', user.email, password), 120, failedAt);
    });

    it('makes each further failure wait twice as long, up to 15 minutes, and starts over after a success', async () => {
      const { user, password } = await t.createUser('user');
      const ip = '10.0.2.1';
      let failedAt = 0;
      for (let i = 0; i < 5; i++) {
        failedAt = Date.now();
        expect((await signInFrom(t, ip, user.email, 'wrong')).statusCode).toBe(401);
      }
      for (const expectedWait of [60, 120, 240, 480, 900, 900]) {
        const refused = await signInFrom(t, ip, user.email, 'wrong');
        expect(refused.statusCode).toBe(429);
        expectRetryAfter(refused, expectedWait, failedAt);
        await timePasses(t, ip, Number(refused.headers['retry-after']) * 1000);
        failedAt = Date.now();
        expect((await signInFrom(t, ip, user.email, 'wrong')).statusCode).toBe(401);
      }
      await timePasses(t, ip, 900_000);
      expect((await signInFrom(t, ip, user.email, password)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) expect((await signInFrom(t, ip, user.email, 'wrong')).statusCode).toBe(401);
      expect((await signInFrom(t, ip, user.email, 'wrong')).statusCode).toBe(429);
    });

    it('forgets failures after a day without any', async () => {
      const { user, password } = await t.createUser('user');
      const ip = '10.0.3.1';
      for (let i = 0; i < 6; i++) await signInFrom(t, ip, user.email, 'wrong');
      expect((await signInFrom(t, ip, user.email, password)).statusCode).toBe(429);
      await timePasses(t, ip, 24 * 3600 * 1000);
      expect((await signInFrom(t, ip, user.email, password)).statusCode).toBe(200);
    });
  },
  { config: { loginFailuresPerAccountAndIp: 5, loginFailuresPerIp: 30 } },
);
