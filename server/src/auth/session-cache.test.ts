import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { describeWithPostgresToo, type SignedInClient, type TestContext } from '../test/harness.ts';
import { changePassword } from '../test/account.ts';
import { SessionCache, type SessionLookup } from './session-cache.ts';

const session = (tokenHash: string, expiresInMs = 3_600_000): SessionLookup => ({
  user: { id: 1, email: 'ann@example.com', username: 'ann', display_name: null, role: 'user', disabled: false },
  persistent: false,
  lastSeenAt: new Date(),
  expiresAt: new Date(Date.now() + expiresInMs),
  tokenHash,
});

function listeningCache(): SessionCache {
  const cache = new SessionCache();
  cache.listening(true);
  return cache;
}

describe('SessionCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a session read while listening, for a few seconds', () => {
    vi.useFakeTimers();
    const cache = listeningCache();
    cache.beforeRead()(session('a'));
    expect(cache.get('a')?.tokenHash).toBe('a');
    vi.advanceTimersByTime(5_001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a session past its own expiry', () => {
    vi.useFakeTimers();
    const cache = listeningCache();
    cache.beforeRead()(session('a', 1_000));
    vi.advanceTimersByTime(1_001);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps nothing while not listening', () => {
    const cache = new SessionCache();
    cache.beforeRead()(session('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets everything when sessions end, and when the listening connection is lost', () => {
    const cache = listeningCache();
    cache.beforeRead()(session('a'));
    cache.forgetAll();
    expect(cache.get('a')).toBeUndefined();

    cache.beforeRead()(session('b'));
    cache.listening(false);
    expect(cache.get('b')).toBeUndefined();
    cache.listening(true);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep what a read found when sessions ended while it ran', () => {
    const cache = listeningCache();
    const keep = cache.beforeRead();
    cache.forgetAll();
    keep(session('a'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('waits for an announcement heard after a given count, and not for one heard before the wait began', async () => {
    vi.useFakeTimers();
    const cache = listeningCache();
    const heard = cache.announcementsHeard;
    let over = false;
    const waiting = cache.announcementSince(heard).then(() => (over = true));
    await Promise.resolve();
    expect(over).toBe(false);
    cache.announced();
    await waiting;
    // The database may deliver the announcement before the answer of the statement that caused it.
    const early = cache.announcementsHeard;
    cache.announced();
    let alreadyOver = false;
    void cache.announcementSince(early).then(() => (alreadyOver = true));
    await Promise.resolve();
    expect(alreadyOver).toBe(true);
  });

  it('does not keep what a read found while the connection was lost and back', () => {
    const cache = listeningCache();
    const keep = cache.beforeRead();
    cache.listening(false);
    cache.listening(true);
    keep(session('a'));
    expect(cache.get('a')).toBeUndefined();
  });
});

/**
 * Renames a user behind the server's back: with triggers off, nobody is told, so what a request then answers shows
 * whether its session (and the user it carries) was read again or kept.
 */
async function renameUnannounced(t: TestContext, userId: number, username: string) {
  await t.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('users').set({ username }).where('id', '=', userId).execute();
  });
}

const usernameAnswered = async (client: SignedInClient) =>
  (await client.inject('/api/user/')).json<{ username: string }>().username;

describeWithPostgresToo('sessions kept by an API process', (t) => {
  it('answers a session used lately without reading it again', async () => {
    const client = await t.signIn('user');
    expect(await usernameAnswered(client)).toBe(client.user.username);
    await renameUnannounced(t, client.user.id, `${client.user.username}-renamed`);
    expect(await usernameAnswered(client)).toBe(client.user.username);
  });

  it('ends a kept session at once on sign-out', async () => {
    const client = await t.signIn('user');
    expect((await client.inject('/api/user/')).statusCode).toBe(200);
    const other = await t.signInAs(client.user.email, client.password);
    expect((await other.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await client.inject('/api/user/')).statusCode).toBe(200);
    expect((await client.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect((await client.inject('/api/user/')).statusCode).toBe(401);
  });

  it('answers a changed role at once, and ends a kept session at once when its user is disabled', async () => {
    const admin = await t.signIn('admin');
    const client = await t.signIn('manager');
    expect((await client.inject('/api/users/')).statusCode).toBe(403);
    const update = (payload: object) => admin.inject({ method: 'PUT', url: `/api/users/${client.user.id}`, payload });

    expect((await update({ role: 'admin' })).statusCode).toBe(200);
    expect((await client.inject('/api/users/')).statusCode).toBe(200);
    expect((await update({ disabled: true })).statusCode).toBe(200);
    expect((await client.inject('/api/user/')).statusCode).toBe(401);
  });

  it('ends the other kept sessions at once when one changes its password', async () => {
    const client = await t.signIn('user');
    const other = await t.signInAs(client.user.email, client.password);
    expect((await other.inject('/api/user/')).statusCode).toBe(200);
    const changed = await changePassword(client, client.password, 'another long password 42');
    expect(changed.statusCode).toBe(204);
    expect((await other.inject('/api/user/')).statusCode).toBe(401);
    expect((await client.inject('/api/user/')).statusCode).toBe(200);
  });
});

// A listening connection of its own is PostgreSQL's; PGlite's one connection listens until the database closes.
describeWithPostgresToo(
  'sessions kept by an API process whose listening connection drops',
  (t) => {
    it('keeps nothing from when its listening connection is lost until it listens again', async () => {
      // Idle: its LISTEN has been answered, not just sent. The server's other databases (other suites') listen
      // on a channel of the same name.
      const listeningPid = async () => {
        const { rows } = await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where datname = current_database() and state = 'idle'
            and query = 'LISTEN "tessera_sessions_' || current_schema() || '"'`.execute(t.db);
        return rows[0]?.pid;
      };
      const client = await t.signIn('user');
      const name = client.user.username;
      expect(await usernameAnswered(client)).toBe(name);
      await renameUnannounced(t, client.user.id, `${name}-1`);
      expect(await usernameAnswered(client)).toBe(name);

      const lost = await listeningPid();
      await sql`select pg_terminate_backend(${lost})`.execute(t.db);
      let again: number | undefined;
      for (let tries = 0; tries < 100 && (again === undefined || again === lost); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        again = await listeningPid();
      }
      expect(again).not.toBe(lost);
      expect(await usernameAnswered(client)).toBe(`${name}-1`);
      await renameUnannounced(t, client.user.id, `${name}-2`);
      expect(await usernameAnswered(client)).toBe(`${name}-1`);
    }, 20_000);
  },
  { only: 'postgres' },
);
