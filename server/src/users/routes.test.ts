import { expect, it } from 'vitest';
import { describeWithDatabases, statusOf, type Client } from '../test/harness.ts';

describeWithDatabases('users administration', (t) => {
  const newUser = (tag: string, role = 'user') => ({
    email: `${tag}@example.com`,
    username: tag,
    password: 'a long enough password',
    role,
  });
  const postUser = (admin: Client, payload: object) => admin.inject({ method: 'POST', url: '/api/users/', payload });
  const resetPassword = (admin: Client, userId: number, password: string) =>
    admin.inject({ method: 'POST', url: `/api/users/${userId}/password`, payload: { password } });

  it('lists every user without password hashes', async () => {
    const admin = await t.signIn('admin');
    const response = await admin.inject('/api/users/');
    expect(response.statusCode).toBe(200);
    const users = response.json();
    const { locale: _locale, time_zone: _timeZone, ...user } = admin.user;
    expect(users).toContainEqual(user);
    expect(response.body).not.toContain('scrypt');
  });

  it('creates a user who can then sign in', async () => {
    const admin = await t.signIn('admin');
    const response = await postUser(admin, newUser('Carla.Translator'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'carla.translator@example.com',
      username: 'Carla.Translator',
      display_name: null,
      role: 'user',
      disabled: false,
    });
    const carla = await t.signInAs('carla.translator@example.com', 'a long enough password');
    expect(carla.user.username).toBe('Carla.Translator');
  });

  it('answers 409 when the email or the username is taken (ignoring case)', async () => {
    const admin = await t.signIn('admin');
    await postUser(admin, newUser('dora'));
    const sameEmail = await postUser(admin, { ...newUser('dora2'), email: 'DORA@example.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toMatch(/email/);
    const sameName = await postUser(admin, { ...newUser('dora3'), username: 'Dora' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/);
    const other = (await postUser(admin, newUser('emil'))).json();
    const rename = await admin.inject({ method: 'PUT', url: `/api/users/${other.id}`, payload: { username: 'DORA' } });
    expect(rename.statusCode).toBe(409);
  });

  it('validates new users: email, username, password length and role', async () => {
    const admin = await t.signIn('admin');
    for (const payload of [
      { ...newUser('v1'), email: 'not-an-email' },
      { ...newUser('v2'), username: 'has space' },
      { ...newUser('v3'), password: 'short' },
      { ...newUser('v4'), role: 'superuser' },
    ]) {
      const response = await postUser(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/Invalid request/);
    }
    const empty = await admin.inject({ method: 'PUT', url: `/api/users/${admin.user.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('changes email, username and role', async () => {
    const admin = await t.signIn('admin');
    const { user } = await t.createUser('user');
    const response = await admin.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      payload: { email: 'new.mail@example.com', username: 'renamed', role: 'manager' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...user, email: 'new.mail@example.com', username: 'renamed', role: 'manager' });
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await t.signIn('admin');
    expect(
      (await admin.inject({ method: 'PUT', url: '/api/users/999999', payload: { role: 'user' } })).statusCode,
    ).toBe(404);
    expect(
      await statusOf(admin, {
        method: 'POST',
        url: '/api/users/999999/password',
        payload: { password: 'another long password' },
      }),
    ).toBe(404);
    expect((await admin.inject({ method: 'PUT', url: '/api/users/abc', payload: { role: 'user' } })).statusCode).toBe(
      400,
    );
  });

  it('disabling a user ends their sessions at once and refuses their sign-in; enabling lets them back', async () => {
    const admin = await t.signIn('admin');
    const translator = await t.signIn('user');
    expect((await translator.inject('/api/user/')).statusCode).toBe(200);
    const disable = await admin.inject({
      method: 'PUT',
      url: `/api/users/${translator.user.id}`,
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().disabled).toBe(true);
    expect((await translator.inject('/api/user/')).statusCode).toBe(401);
    expect(
      await t.db.selectFrom('sessions').select('token_hash').where('user_id', '=', translator.user.id).execute(),
    ).toEqual([]);
    await expect(t.signInAs(translator.user.email, translator.password)).rejects.toThrow(/403.*account is disabled/);
    await admin.inject({ method: 'PUT', url: `/api/users/${translator.user.id}`, payload: { disabled: false } });
    expect((await t.signInAs(translator.user.email, translator.password)).user.disabled).toBe(false);
  });

  it('never lets the last active admin be disabled or demoted', async () => {
    // Leave exactly one enabled admin in this suite's database.
    const admin = await t.signIn('admin');
    await t.db
      .updateTable('users')
      .set({ disabled: true })
      .where('role', '=', 'admin')
      .where('id', '!=', admin.user.id)
      .execute();
    for (const payload of [{ disabled: true }, { role: 'manager' }]) {
      const response = await admin.inject({ method: 'PUT', url: `/api/users/${admin.user.id}`, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/last active admin/);
    }
    // With a second admin, demoting the first is fine.
    const second = await t.createUser('admin');
    const demote = await admin.inject({
      method: 'PUT',
      url: `/api/users/${admin.user.id}`,
      payload: { role: 'manager' },
    });
    expect(demote.statusCode).toBe(200);
    const last = await t.signInAs(second.user.email, second.password);
    expect(
      (await last.inject({ method: 'PUT', url: `/api/users/${second.user.id}`, payload: { disabled: true } }))
        .statusCode,
    ).toBe(409);
  });

  it("resets a password: the old one stops working and the user's sessions end", async () => {
    const admin = await t.signIn('admin');
    const translator = await t.signIn('user');
    const response = await resetPassword(admin, translator.user.id, 'brand new password 1');
    expect(response.statusCode).toBe(204);
    expect((await translator.inject('/api/user/')).statusCode).toBe(401);
    await expect(t.signInAs(translator.user.email, translator.password)).rejects.toThrow(/401/);
    await t.signInAs(translator.user.email, 'brand new password 1');
    // An admin resetting their own password keeps the session they are using.
    const own = await resetPassword(admin, admin.user.id, 'my own new password');
    expect(own.statusCode).toBe(204);
    expect((await admin.inject('/api/user/')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'user'] as const) {
      const client = await t.signIn(role);
      expect((await client.inject('/api/users/')).statusCode).toBe(403);
      expect(
        (await client.inject({ method: 'PUT', url: `/api/users/${client.user.id}`, payload: { role: 'admin' } }))
          .statusCode,
      ).toBe(403);
    }
  });
});
