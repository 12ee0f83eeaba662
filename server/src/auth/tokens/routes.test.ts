import { afterEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient } from '../../test/harness.ts';

const glossary = (name: string) => ({ name, source_lang: 'en', target_lang: 'de' });

describeWithDatabases('API tokens', (t) => {
  async function createToken(client: SignedInClient, body: Record<string, unknown> = {}) {
    const response = await client.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'nightly build', scope: 'write', ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; token: string; scope: string; expires_at: string | null };
  }

  /** A call with the token only: no cookie, and no CSRF header unless asked for. */
  const withToken = (token: string, options: InjectOptions | string) => {
    const base: InjectOptions = typeof options === 'string' ? { method: 'GET', url: options } : options;
    return t.app.inject({
      ...base,
      headers: { authorization: `Bearer ${token}`, ...(base.headers as Record<string, string> | undefined) },
    });
  };

  it('creates a token whose secret is answered once and stored only as a hash', async () => {
    const user = await t.signIn('user');
    const created = await createToken(user, { name: ' CI ', scope: 'read' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'CI',
      scope: 'read',
      token: expect.stringMatching(/^tsr_[A-Za-z0-9_-]{43}$/),
      created_at: expect.any(String),
      expires_at: expect.any(String),
      last_used_at: null,
    });
    const list = await user.inject('/api/user/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'CI',
        scope: 'read',
        created_at: expect.any(String),
        expires_at: created.expires_at,
        last_used_at: null,
      },
    ]);
    expect(list.body).not.toContain(created.token);
    const stored = await t.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.token.slice(4));
  });

  it('gives every token an expiry: at most API_TOKEN_MAX_DAYS from now, which is what it gets without one', async () => {
    const user = await t.signIn('user');
    const daysLeft = (expiresAt: string | null) => (Date.parse(expiresAt!) - Date.now()) / 86_400_000;
    expect(daysLeft((await createToken(user)).expires_at)).toBeCloseTo(t.config.apiTokenMaxDays, 1);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect((await createToken(user, { expires_at: inAWeek })).expires_at).toBe(inAWeek);
    for (const expires_at of [null, '9999-12-31T23:59:59Z', new Date(Date.now() + 366 * 86_400_000).toISOString()]) {
      const refused = await user.inject({
        method: 'POST',
        url: '/api/user/tokens',
        payload: { name: 'forever', scope: 'write', expires_at },
      });
      expect(refused.statusCode, String(expires_at)).toBe(400);
    }
    const tooLong = await user.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'forever', scope: 'write', expires_at: '9999-12-31T23:59:59Z' },
    });
    expect(tooLong.json().message).toMatch(/at most 365 days/);
  });

  it('validates the name, the scope and the expiry', async () => {
    const user = await t.signIn('user');
    for (const payload of [
      { name: '', scope: 'read' },
      { name: 'x', scope: 'admin' },
      { name: 'x', scope: 'read', expires_at: 'next week' },
      { name: 'x', scope: 'read', expires_at: '2020-01-01T00:00:00Z' },
    ]) {
      const response = await user.inject({ method: 'POST', url: '/api/user/tokens', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it("signs a request in as the token's user, with no CSRF header needed, and records its last use", async () => {
    const manager = await t.signIn('manager');
    const { id, token } = await createToken(manager);
    const me = await withToken(token, '/api/user/');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(manager.user);
    const created = await withToken(token, { method: 'POST', url: '/api/glossary/', payload: glossary('by token') });
    expect(created.statusCode, created.body).toBe(201);
    const row = await t.db
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    const listed = (await manager.inject('/api/user/tokens')).json()[0];
    expect(Date.now() - Date.parse(listed.last_used_at)).toBeLessThan(60_000);
  });

  it('still refuses a cookie call without the CSRF header', async () => {
    const manager = await t.signIn('manager');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/glossary/',
      payload: glossary('csrf'),
      headers: { cookie: `tessera_session=${manager.sessionCookie}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(CSRF_HEADER);
  });

  it("gives a token no more than its user's permissions", async () => {
    const translator = await t.signIn('user');
    const { token } = await createToken(translator);
    expect((await withToken(token, '/api/users/')).statusCode).toBe(403);
    expect(
      (await withToken(token, { method: 'POST', url: '/api/glossary/', payload: glossary('not mine to make') }))
        .statusCode,
    ).toBe(403);
    expect((await withToken(token, '/api/glossary/')).statusCode).toBe(200);
  });

  it('lets a read token read and nothing else', async () => {
    const manager = await t.signIn('manager');
    const { token } = await createToken(manager, { scope: 'read' });
    expect((await withToken(token, '/api/glossary/')).statusCode).toBe(200);
    for (const options of [
      { method: 'POST', url: '/api/glossary/', payload: glossary('read only') },
      { method: 'POST', url: '/api/glossary/', payload: glossary('read only'), headers: { [CSRF_HEADER]: CSRF_VALUE } },
      { method: 'DELETE', url: '/api/glossary/1' },
    ] as InjectOptions[]) {
      const response = await withToken(token, options);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/read-only/);
    }
  });

  it('refuses unknown, malformed and expired tokens, even alongside a valid session cookie', async () => {
    const user = await t.signIn('user');
    const { id, token } = await createToken(user, { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withToken(token, '/api/user/')).statusCode).toBe(200);
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const expired = await withToken(token, '/api/user/');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
    for (const authorization of [
      `Bearer ${token}x`,
      'Bearer tsr_nothing',
      'Bearer',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const response = await t.app.inject({
        url: '/api/user/',
        headers: { authorization, cookie: `tessera_session=${user.sessionCookie}` },
      });
      expect(response.statusCode, authorization.slice(0, 40)).toBe(401);
    }
    // Public routes do not care about a bad token.
    expect((await withToken('tsr_nothing', '/api/health')).statusCode).toBe(200);
  });

  it("is revoked by its owner at once; nobody else's token can be revoked that way", async () => {
    const owner = await t.signIn('user');
    const other = await t.signIn('user');
    const { id, token } = await createToken(owner);
    expect((await other.inject({ method: 'DELETE', url: `/api/user/tokens/${id}` })).statusCode).toBe(404);
    expect((await withToken(token, '/api/user/')).statusCode).toBe(200);
    expect((await owner.inject({ method: 'DELETE', url: `/api/user/tokens/${id}` })).statusCode).toBe(204);
    expect((await withToken(token, '/api/user/')).statusCode).toBe(401);
    expect((await owner.inject({ method: 'DELETE', url: `/api/user/tokens/${id}` })).statusCode).toBe(404);
    expect((await owner.inject('/api/user/tokens')).json()).toEqual([]);
  });

  it("lets admins list and revoke anyone's tokens, and nobody else", async () => {
    const admin = await t.signIn('admin');
    const owner = await t.signIn('user');
    const { id, token } = await createToken(owner, { name: 'owner token' });
    const list = await admin.inject('/api/users/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id,
        name: 'owner token',
        user: { id: owner.user.id, username: owner.user.username, display_name: null },
      }),
    );
    expect(list.body).not.toContain(token);
    for (const role of ['user', 'manager'] as const) {
      const client = await t.signIn(role);
      expect((await client.inject('/api/users/tokens')).statusCode).toBe(403);
      expect((await client.inject({ method: 'DELETE', url: `/api/users/tokens/${id}` })).statusCode).toBe(403);
    }
    expect((await admin.inject({ method: 'DELETE', url: `/api/users/tokens/${id}` })).statusCode).toBe(204);
    expect((await withToken(token, '/api/user/')).statusCode).toBe(401);
    expect((await admin.inject({ method: 'DELETE', url: `/api/users/tokens/${id}` })).statusCode).toBe(404);
  });

  it('stops working the moment its user is disabled, and stays revoked once they are enabled again', async () => {
    const admin = await t.signIn('admin');
    const owner = await t.signIn('user');
    const { token } = await createToken(owner);
    expect((await withToken(token, '/api/user/')).statusCode).toBe(200);
    await admin.inject({ method: 'PUT', url: `/api/users/${owner.user.id}`, payload: { disabled: true } });
    expect((await withToken(token, '/api/user/')).statusCode).toBe(401);
    await admin.inject({ method: 'PUT', url: `/api/users/${owner.user.id}`, payload: { disabled: false } });
    expect((await withToken(token, '/api/user/')).statusCode).toBe(401);
  });

  it("cannot mint tokens, change the password or sign out everywhere (a person's acts), but can list and revoke its owner's", async () => {
    const owner = await t.signIn('user');
    const { id, token } = await createToken(owner);
    const mint = await withToken(token, {
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'forever', scope: 'write' },
    });
    expect(mint.statusCode).toBe(403);
    expect(mint.json().message).toMatch(/sign in/);
    const password = await withToken(token, {
      method: 'POST',
      url: '/api/user/password',
      payload: { old_password: owner.password, new_password: 'taken over for good' },
    });
    expect(password.statusCode).toBe(403);
    expect((await withToken(token, { method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(403);
    expect((await owner.inject('/api/user/')).statusCode).toBe(200);
    await t.signInAs(owner.user.email, owner.password);
    expect((await withToken(token, '/api/user/tokens')).json()).toHaveLength(1);
    expect((await withToken(token, { method: 'DELETE', url: `/api/user/tokens/${id}` })).statusCode).toBe(204);
    expect((await withToken(token, '/api/user/')).statusCode).toBe(401);
  });

  it('goes with its user when the user is deleted', async () => {
    const owner = await t.signIn('user');
    const { id } = await createToken(owner);
    await t.db.deleteFrom('users').where('id', '=', owner.user.id).execute();
    expect(await t.db.selectFrom('api_tokens').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  describe('the ceiling an admin sets for how long tokens last', () => {
    const putCeiling = (client: SignedInClient, payload: object) =>
      client.inject({ method: 'PUT', url: '/api/users/tokens/settings', payload });
    const daysLater = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

    afterEach(async () => {
      await t.db.deleteFrom('api_token_settings').execute();
    });

    it("is the environment's until an admin stores one, which everyone making a token then keeps to", async () => {
      const admin = await t.signIn('admin');
      const user = await t.signIn('user');
      expect((await admin.inject('/api/users/tokens/settings')).json()).toEqual({
        max_days: t.config.apiTokenMaxDays,
        source: 'environment',
        updated_at: null,
      });
      const saved = await putCeiling(admin, { max_days: 30 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ max_days: 30, source: 'database', updated_at: expect.any(String) });
      expect((await admin.inject('/api/users/tokens/settings')).json()).toEqual(saved.json());
      expect((await user.inject('/api/user/tokens/limit')).json()).toEqual({ max_days: 30 });

      const beyond = await user.inject({
        method: 'POST',
        url: '/api/user/tokens',
        payload: { name: 'too long', scope: 'read', expires_at: daysLater(31) },
      });
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json().message).toMatch(/at most 30 days/);
      const within = daysLater(29);
      expect((await createToken(user, { expires_at: within })).expires_at).toBe(within);
      const unasked = await createToken(user);
      expect((Date.parse(unasked.expires_at!) - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
    });

    it('is changed by admins only, to a whole number of days from 1 to 3650', async () => {
      for (const role of ['manager', 'user'] as const) {
        const client = await t.signIn(role);
        expect((await client.inject('/api/users/tokens/settings')).statusCode, role).toBe(403);
        expect((await putCeiling(client, { max_days: 5000 })).statusCode, role).toBe(403);
      }
      const admin = await t.signIn('admin');
      for (const max_days of [0, -1, 3651, 1.5, '30', null])
        expect((await putCeiling(admin, { max_days })).statusCode, String(max_days)).toBe(400);
      expect((await putCeiling(admin, { max_days: 30, extra: true })).statusCode).toBe(400);
      expect(await t.db.selectFrom('api_token_settings').selectAll().execute()).toEqual([]);
      expect((await putCeiling(admin, { max_days: 3650 })).json().max_days).toBe(3650);
    });
  });
});
