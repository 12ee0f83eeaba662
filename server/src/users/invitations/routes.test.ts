import { expect, it } from 'vitest';
import { describeWithPostgresToo, sessionCookieOf, statusOf, type SignedInClient } from '../../test/harness.ts';

describeWithPostgresToo('invitations', (t) => {
  let mailbox = 0;
  const freshEmail = () => `invitee${++mailbox}.${t.backend}@example.com`;

  async function invite(admin: SignedInClient, email: string, role = 'user') {
    const response = await admin.inject({
      method: 'POST',
      url: '/api/users/invitations',
      payload: { email, role },
      headers: { host: 'tessera.example:8443' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { id: number; url: string; expires_at: string };
    return { ...body, token: body.url.split('/invite/')[1]! };
  }

  const accept = (token: string, username: string, password = 'a long enough password') =>
    t.anonymous.inject({ method: 'POST', url: `/api/auth/invitations/${token}`, payload: { username, password } });

  it('answers a one-time link valid for 7 days', async () => {
    const admin = await t.signIn('admin');
    const before = Date.now();
    const created = await invite(admin, freshEmail());
    expect(created.url).toMatch(/^http:\/\/tessera\.example:8443\/invite\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const stored = await t.db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(created.token);
  });

  it('lets the invitee see the invitation, then create the account with the invited email and role and be signed in', async () => {
    const admin = await t.signIn('admin');
    const email = freshEmail();
    const { token } = await invite(admin, email.toUpperCase(), 'manager');
    const info = await t.anonymous.inject(`/api/auth/invitations/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ email, role: 'manager', expires_at: expect.any(String) });

    const response = await accept(token, 'New.Colleague');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email,
      username: 'New.Colleague',
      display_name: null,
      role: 'manager',
      disabled: false,
    });
    const cookie = sessionCookieOf(response)!;
    const me = await t.app.inject({ url: '/api/user/', headers: { cookie: `tessera_session=${cookie}` } });
    expect(me.json().username).toBe('New.Colleague');
    // The chosen password works from then on.
    expect((await t.signInAs(email, 'a long enough password')).user.role).toBe('manager');

    const list = (await admin.inject('/api/users/invitations')).json();
    expect(list.find((i: { email: string }) => i.email === email)).toMatchObject({
      status: 'used',
      role: 'manager',
      used_at: expect.any(String),
      invited_by: { id: admin.user.id },
    });
  });

  it('works once: a used link gives a clear 410', async () => {
    const admin = await t.signIn('admin');
    const { token } = await invite(admin, freshEmail());
    expect((await accept(token, `first${mailbox}`)).statusCode).toBe(201);
    const again = await accept(token, `second${mailbox}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already used/);
    const info = await t.anonymous.inject(`/api/auth/invitations/${token}`);
    expect(info.statusCode).toBe(410);
    expect(info.json().message).toMatch(/already used/);
  });

  it('creates one account when the same link is submitted twice at once', async () => {
    const admin = await t.signIn('admin');
    const { token } = await invite(admin, freshEmail());
    const answers = await Promise.all([accept(token, `race${mailbox}a`), accept(token, `race${mailbox}b`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 410]);
  });

  it('expires: an expired link gives a clear 410 and creates nothing', async () => {
    const admin = await t.signIn('admin');
    const email = freshEmail();
    const { id, token } = await invite(admin, email);
    await t.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    for (const response of [
      await t.anonymous.inject(`/api/auth/invitations/${token}`),
      await accept(token, `late${mailbox}`),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toMatch(/expired/);
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    expect((await admin.inject('/api/users/invitations')).json().find((i: { id: number }) => i.id === id).status).toBe(
      'expired',
    );
  });

  it('answers 404 for an unknown or withdrawn link and 400 for one that cannot be a link', async () => {
    const admin = await t.signIn('admin');
    const { id, token } = await invite(admin, freshEmail());
    expect((await admin.inject({ method: 'DELETE', url: `/api/users/invitations/${id}` })).statusCode).toBe(204);
    const withdrawn = await t.anonymous.inject(`/api/auth/invitations/${token}`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().message).toMatch(/not valid/);
    expect((await accept(token, `withdrawn${mailbox}`)).statusCode).toBe(404);
    expect((await admin.inject({ method: 'DELETE', url: `/api/users/invitations/${id}` })).statusCode).toBe(404);
    expect((await t.anonymous.inject('/api/auth/invitations/short')).statusCode).toBe(400);
  });

  it("refuses inviting an existing user's email, and accepting with a taken username or a short password", async () => {
    const admin = await t.signIn('admin');
    const existing = await t.signIn('user');
    const taken = await admin.inject({
      method: 'POST',
      url: '/api/users/invitations',
      payload: { email: existing.user.email.toUpperCase(), role: 'user' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/email/);
    const { token } = await invite(admin, freshEmail());
    const sameName = await accept(token, existing.user.username.toUpperCase());
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/);
    expect((await accept(token, `short${mailbox}`, 'short')).statusCode).toBe(400);
    // A refused attempt does not spend the link.
    expect((await accept(token, `fine${mailbox}`)).statusCode).toBe(201);
  });

  it('validates the email and the role', async () => {
    const admin = await t.signIn('admin');
    for (const payload of [
      { email: 'nope', role: 'user' },
      { email: freshEmail(), role: 'owner' },
      { email: freshEmail() },
    ]) {
      expect(
        (await admin.inject({ method: 'POST', url: '/api/users/invitations', payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });

  it('is for admins only', async () => {
    for (const role of ['user', 'manager'] as const) {
      const client = await t.signIn(role);
      expect(
        await statusOf(client, {
          method: 'POST',
          url: '/api/users/invitations',
          payload: { email: freshEmail(), role: 'admin' },
        }),
      ).toBe(403);
      expect((await client.inject('/api/users/invitations')).statusCode).toBe(403);
    }
    expect(
      await statusOf(t.anonymous, {
        method: 'POST',
        url: '/api/users/invitations',
        payload: { email: freshEmail(), role: 'admin' },
      }),
    ).toBe(401);
  });
});

describeWithPostgresToo(
  'invitations with a configured public address',
  (t) => {
    it('gives links at the public address, whatever Host the request names', async () => {
      const admin = await t.signIn('admin');
      for (const host of ['evil.example:666', 'tessera.example:8443']) {
        const response = await admin.inject({
          method: 'POST',
          url: '/api/users/invitations',
          payload: { email: `public-url-${host.split('.')[0]}.${t.backend}@example.com`, role: 'user' },
          headers: { host, 'x-forwarded-host': host },
        });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().url).toMatch(/^https:\/\/tessera\.example\.com\/invite\/[A-Za-z0-9_-]{43}$/);
      }
    });
  },
  { config: { publicUrl: 'https://tessera.example.com' } },
);
