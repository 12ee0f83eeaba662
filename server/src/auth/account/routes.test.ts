import { expect, it } from 'vitest';
import { changePassword } from '../../test/account.ts';
import { describeWithDatabases, describeWithPostgresToo, type SignedInClient } from '../../test/harness.ts';

describeWithDatabases('own password and sessions', (t) => {
  const createToken = async (client: SignedInClient) => {
    const created = await client.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'ci', scope: 'write' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { token: string }).token;
  };
  const statusWithToken = async (token: string) =>
    (await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${token}` } })).statusCode;

  it("changes one's password and ends one's other sessions, keeping this one", async () => {
    const here = await t.signIn('user');
    const elsewhere = await t.signInAs(here.user.email, here.password);
    const other = await t.signIn('user');
    const response = await changePassword(here, here.password, 'a brand new password');
    expect(response.statusCode, response.body).toBe(204);
    expect((await here.inject('/api/user/')).statusCode).toBe(200);
    expect((await elsewhere.inject('/api/user/')).statusCode).toBe(401);
    expect((await other.inject('/api/user/')).statusCode).toBe(200);
    await expect(t.signInAs(here.user.email, here.password)).rejects.toThrow(/401/);
    await t.signInAs(here.user.email, 'a brand new password');
  });

  it("revokes one's API tokens with the password when asked to, and only then", async () => {
    const owner = await t.signIn('user');
    const kept = await createToken(owner);
    expect((await changePassword(owner, owner.password, 'a second password')).statusCode).toBe(204);
    expect(await statusWithToken(kept)).toBe(200);

    const other = await t.signIn('user');
    const othersToken = await createToken(other);
    const revoking = await changePassword(owner, 'a second password', 'a third password', { revokeTokens: true });
    expect(revoking.statusCode, revoking.body).toBe(204);
    expect(await statusWithToken(kept)).toBe(401);
    expect(await statusWithToken(othersToken)).toBe(200);
    expect((await owner.inject('/api/user/tokens')).json()).toEqual([]);
  });

  it('refuses a wrong current password (400, the session stays) and a short new one', async () => {
    const user = await t.signIn('user');
    const elsewhere = await t.signInAs(user.user.email, user.password);
    const wrong = await changePassword(user, 'not my password', 'a brand new password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/current password is wrong/);
    const short = await changePassword(user, user.password, 'short');
    expect(short.statusCode).toBe(400);
    expect((await elsewhere.inject('/api/user/')).statusCode).toBe(200);
    await t.signInAs(user.user.email, user.password);
  });

  it('signs out of every session at once and revokes every API token', async () => {
    const here = await t.signIn('user');
    const elsewhere = await t.signInAs(here.user.email, here.password, { remember: true });
    const token = await createToken(here);
    const othersToken = await createToken(await t.signIn('user'));
    const response = await here.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'tessera_session')?.value).toBe('');
    expect((await here.inject('/api/user/')).statusCode).toBe(401);
    expect((await elsewhere.inject('/api/user/')).statusCode).toBe(401);
    expect(await statusWithToken(token)).toBe(401);
    expect(await statusWithToken(othersToken)).toBe(200);
  });
});

describeWithPostgresToo(
  'own password throttling',
  (t) => {
    it('counts wrong current passwords like failed sign-ins', async () => {
      const user = await t.signIn('user');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await changePassword(user, `guess ${i}`, 'a brand new password');
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      const right = await changePassword(user, user.password, 'a brand new password');
      expect(right.statusCode).toBe(429);
    });
  },
  { config: { loginFailuresPerAccountAndIp: 3 } },
);
