import { expect, it } from 'vitest';
import type { Me, User } from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../test/harness.ts';

const chooseLocale = (client: Client, locale: unknown) =>
  client.inject({ method: 'PUT', url: '/api/user/', payload: { locale } });

describeWithDatabases("a person's interface language", (t) => {
  it('is none at first, then the one chosen, on every session of the person until taken away', async () => {
    const ana = await t.signIn('user');
    expect((await ana.inject('/api/user/')).json<Me>().locale).toBeNull();

    const chosen = await chooseLocale(ana, 'de');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<Me>()).toEqual({ ...ana.user, locale: 'de' });

    // Another browser: signing in answers with it, and so does the session's user.
    const elsewhere = await t.signInAs(ana.user.email, ana.password);
    expect(elsewhere.user.locale).toBe('de');
    expect((await elsewhere.inject('/api/user/')).json<Me>().locale).toBe('de');

    expect((await chooseLocale(ana, null)).json<Me>().locale).toBeNull();
    expect((await elsewhere.inject('/api/user/')).json<Me>().locale).toBeNull();
  });

  it('leaves the display name as it is, and the display name leaves it', async () => {
    const ana = await t.signIn('user');
    await ana.inject({ method: 'PUT', url: '/api/user/', payload: { display_name: 'Ana López' } });
    expect((await chooseLocale(ana, 'pt-BR')).json<Me>()).toMatchObject({ display_name: 'Ana López', locale: 'pt-BR' });
    const renamed = await ana.inject({ method: 'PUT', url: '/api/user/', payload: { display_name: 'Ana' } });
    expect(renamed.json<Me>()).toMatchObject({ display_name: 'Ana', locale: 'pt-BR' });
  });

  it.each([
    ['not a language tag', 'German'],
    ['markup', '<script>'],
    ['too long', `de-${'x'.repeat(40)}`],
    ['no string', 7],
  ])('refuses a locale that is %s, saying why', async (_, locale) => {
    const ana = await t.signIn('user');
    const refused = await chooseLocale(ana, locale);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/locale/);
  });

  it('refuses a profile change that changes nothing', async () => {
    const ana = await t.signIn('user');
    const refused = await ana.inject({ method: 'PUT', url: '/api/user/', payload: {} });
    expect(refused.statusCode).toBe(400);
  });

  it("is the person's own: the user list does not show it", async () => {
    const admin = await t.signIn('admin');
    const ana = await t.signIn('user');
    await chooseLocale(ana, 'ja');
    const listed = (await admin.inject('/api/users/')).json<User[]>().find((u) => u.id === ana.user.id);
    expect(listed).not.toHaveProperty('locale');
  });
});
