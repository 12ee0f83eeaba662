import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ASSIGNABLE_DEFAULT_LIMIT, type AssignableUsers } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { insertUser, updateUser } from './repository.ts';
import { assignableSearch } from './assignable.ts';

describeWithPostgresToo('the people a picker offers: GET /users/assignable searched in the database', (t) => {
  /** A tag of this test's own, so that a search finds its users and none of the suite's others. */
  const newTag = () => `as${randomBytes(3).toString('hex')}`;

  const addUser = async (tag: string, name: string, fields: { displayName?: string; disabled?: boolean } = {}) => {
    const user = await insertUser(t.db, {
      email: `${name}.${tag}@example.com`,
      username: `${name}_${tag}`,
      displayName: fields.displayName,
      passwordHash: 'not a hash',
      role: 'user',
    });
    return fields.disabled ? (await updateUser(t.db, user.id, { disabled: true }))! : user;
  };

  const found = async (manager: Client, query: string) => {
    const response = await manager.inject(`/api/users/assignable?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as AssignableUsers).users;
  };

  it('finds enabled people by a part of their username, display name or email, case ignored, by the name shown', async () => {
    const manager = await t.signIn('manager');
    const tag = newTag();
    const zed = await addUser(tag, 'zed', { displayName: 'Anna Zimmer' });
    const bea = await addUser(tag, 'bea');
    await addUser(tag, 'gone', { disabled: true });
    const other = await addUser(newTag(), 'bea');

    // By the username's tag: both enabled, "Anna Zimmer" (shown by her display name) before "bea_…".
    expect((await found(manager, `search=${tag.toUpperCase()}`)).map((user) => user.id)).toEqual([zed.id, bea.id]);
    // By the display name, and by the email's domain together with the tag.
    expect(await found(manager, 'search=nna%20zimm')).toContainEqual({
      id: zed.id,
      username: zed.username,
      display_name: 'Anna Zimmer',
    });
    expect((await found(manager, `search=${tag}@example`)).map((user) => user.id)).toEqual([zed.id, bea.id]);
    expect((await found(manager, `search=bea_`)).map((user) => user.id)).toEqual(
      expect.arrayContaining([bea.id, other.id]),
    );
    // % and _ are the person's characters, not LIKE's.
    expect(await found(manager, `search=b%25a_${tag}`)).toEqual([]);
    expect(await found(manager, `search=no-one-${tag}`)).toEqual([]);
  });

  it('answers at most `limit` people, 20 unless asked, and every enabled user without parameters', async () => {
    const manager = await t.signIn('manager');
    const tag = newTag();
    for (let i = 0; i < ASSIGNABLE_DEFAULT_LIMIT + 3; i++) await addUser(tag, `p${String(i).padStart(2, '0')}`);

    const first = await found(manager, `search=${tag}`);
    expect(first.map((user) => user.username)).toEqual(
      Array.from({ length: ASSIGNABLE_DEFAULT_LIMIT }, (_, i) => `p${String(i).padStart(2, '0')}_${tag}`),
    );
    expect(await found(manager, `search=${tag}&limit=3`)).toEqual(first.slice(0, 3));
    expect(await found(manager, 'limit=2')).toHaveLength(2);
    // An empty search with a limit: the first by name of everyone.
    expect(await found(manager, 'search=&limit=100')).toHaveLength(Math.min(100, (await found(manager, '')).length));
    // Without parameters: every enabled user, as before the search.
    expect((await found(manager, '')).length).toBeGreaterThanOrEqual(ASSIGNABLE_DEFAULT_LIMIT + 4);
  });

  it('refuses a limit or search out of range with a 400 naming the parameter', async () => {
    const manager = await t.signIn('manager');
    for (const query of ['limit=0', 'limit=101', 'limit=ten', 'limit=2.5', `search=${'x'.repeat(201)}`]) {
      const response = await manager.inject(`/api/users/assignable?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(query.split('=')[0]);
    }
    const translator = await t.signIn('user');
    expect((await translator.inject('/api/users/assignable?search=a')).statusCode).toBe(403);
  });

  it('searches through the trigram index users_search_trgm, its expression the very one the index is built on', async () => {
    const manager = await t.signIn('manager');
    const tag = newTag();
    await sql`
      insert into users (email, username, password_hash, role)
      select 'person' || g || '.${sql.raw(tag)}@example.com', 'person' || g || '_${sql.raw(tag)}', 'not a hash', 'user'
      from generate_series(1, 20000) g`.execute(t.db);
    await sql`analyze users`.execute(t.db);
    // The users of a large installation (an agency's 2,000 are read whole about as fast): the search goes to the
    // index, which is what breaks when the search's expression and the index's drift apart.
    const { rows } = await sql<{
      'QUERY PLAN': unknown;
    }>`explain (format json) ${assignableSearch(t.db, 'person1234', 20)}`.execute(t.db);
    const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
    expect(plan).toContain('"Index Name":"users_search_trgm"');
    expect(plan).not.toContain('"Node Type":"Seq Scan"');
    expect((await found(manager, `search=person123_${tag}`)).map((user) => user.username)).toEqual([
      `person123_${tag}`,
    ]);
  });
});
