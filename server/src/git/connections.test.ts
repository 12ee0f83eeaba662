import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { claimConnection, releaseConnection } from './connections.ts';
import { dueConnections } from './schedule.ts';
import { insertConnection } from './connection.test-helper.ts';

describeWithPostgresToo('one pull or push per connection at a time', (t) => {
  const connection = () => insertConnection(t);

  it('lets one of many simultaneous claims through; the others are remembered as one more pull', async () => {
    const id = await connection();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimConnection(t.db, id, 'pulling')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimConnection(t.db, id, 'pushing')).toBe(false);
    expect(await releaseConnection(t.db, id, null)).toEqual({ pull: true, push: true });
    // Claimed for the pull, the push asked for meanwhile is still to do; claimed for it, nothing is.
    expect(await claimConnection(t.db, id, 'pulling')).toBe(true);
    expect(await releaseConnection(t.db, id, null)).toEqual({ pull: false, push: true });
    expect(await claimConnection(t.db, id, 'pushing')).toBe(true);
    expect(await releaseConnection(t.db, id, 'The repository has no branch main')).toEqual({
      pull: false,
      push: false,
    });
    const row = await t.db
      .selectFrom('repository_connections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'error',
      lease_until: null,
      error_message: 'The repository has no branch main',
    });
  });

  it('lets another process take over a connection whose holder died (its lease ran out)', async () => {
    const id = await connection();
    expect(await claimConnection(t.db, id, 'pushing')).toBe(true);
    await t.db
      .updateTable('repository_connections')
      .set({ lease_until: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect(await claimConnection(t.db, id, 'pulling')).toBe(true);
  });

  it('polls connections not pulled for the poll interval, and none without one', async () => {
    const id = await connection();
    expect((await dueConnections(t.app, 0, 60_000)).pull).toContain(id);
    expect((await dueConnections(t.app, 0, 0)).pull).toEqual([]);
  });
});
