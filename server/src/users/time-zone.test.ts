import { expect, it } from 'vitest';
import type { Me, User } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';

const sendTimeZone = (client: Client, time_zone: unknown, more: object = {}) =>
  client.inject({ method: 'PUT', url: '/api/user/', payload: { time_zone, ...more } });

// On both databases: the column's check is a regular expression, which PostgreSQL and PGlite each evaluate.
describeWithPostgresToo("a person's time zone", (t) => {
  it("is none at first, then their browser's, on every session of the person", async () => {
    const ana = await t.signIn('user');
    expect(ana.user.time_zone).toBeNull();
    expect((await ana.inject('/api/user/')).json<Me>().time_zone).toBeNull();

    const sent = await sendTimeZone(ana, 'Europe/Berlin');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<Me>()).toEqual({ ...ana.user, time_zone: 'Europe/Berlin' });

    const elsewhere = await t.signInAs(ana.user.email, ana.password);
    expect(elsewhere.user.time_zone).toBe('Europe/Berlin');
    // A browser in another zone (the person travels) sends its own.
    await sendTimeZone(elsewhere, 'America/Argentina/Buenos_Aires');
    expect((await ana.inject('/api/user/')).json<Me>().time_zone).toBe('America/Argentina/Buenos_Aires');
    expect((await sendTimeZone(ana, null)).json<Me>().time_zone).toBeNull();
  });

  it.each(['UTC', 'Asia/Kolkata', 'Asia/Calcutta', 'Etc/GMT+5', 'America/Port-au-Prince'])(
    'takes %s, an IANA name Intl knows (aliases included)',
    async (zone) => {
      const ana = await t.signIn('user');
      const sent = await sendTimeZone(ana, zone);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json<Me>().time_zone).toBe(zone);
    },
  );

  it('goes with the interface language in one change, each leaving the other as it is', async () => {
    const ana = await t.signIn('user');
    const both = await sendTimeZone(ana, 'Asia/Tokyo', { locale: 'ja' });
    expect(both.json<Me>()).toMatchObject({ locale: 'ja', time_zone: 'Asia/Tokyo' });
    const language = await ana.inject({ method: 'PUT', url: '/api/user/', payload: { locale: 'de' } });
    expect(language.json<Me>()).toMatchObject({ locale: 'de', time_zone: 'Asia/Tokyo' });
    expect((await sendTimeZone(ana, 'Europe/Berlin')).json<Me>()).toMatchObject({ locale: 'de' });
  });

  it.each([
    ['an offset', '+02:00'],
    ['an unknown zone', 'Mars/Olympus_Mons'],
    ['markup', '<script>'],
    ['too long', `Europe/${'x'.repeat(64)}`],
    ['no string', 1],
  ])('refuses %s, saying why', async (_, zone) => {
    const ana = await t.signIn('user');
    const refused = await sendTimeZone(ana, zone);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/time_zone/);
    expect((await ana.inject('/api/user/')).json<Me>().time_zone).toBeNull();
  });

  it("is the person's own: the user list does not show it", async () => {
    const admin = await t.signIn('admin');
    const ana = await t.signIn('user');
    await sendTimeZone(ana, 'Asia/Tokyo');
    const listed = (await admin.inject('/api/users/')).json<User[]>().find((u) => u.id === ana.user.id);
    expect(listed).not.toHaveProperty('time_zone');
  });
});
