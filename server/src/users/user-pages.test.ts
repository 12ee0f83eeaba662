import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { PAGE_SIZE, type ListedUser, type Role, type UserPage } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { insertUser, updateUser } from './repository.ts';
import { recordSignIn } from './user-pages.ts';

describeWithPostgresToo('the users table: paged, searched and sorted in the database', (t) => {
  /** A tag of this test's own, so that a search finds its users and none of the suite's others. */
  const newTag = () => `pg${randomBytes(3).toString('hex')}`;

  /** Users whose names hold the tag; a password hash no sign-in could match (none signs in with a password). */
  const addUsers = async (
    tag: string,
    people: { name: string; displayName?: string; role?: Role; disabled?: boolean }[],
  ) => {
    const users = [];
    for (const person of people) {
      const user = await insertUser(t.db, {
        email: `${person.name}.${tag}@example.com`,
        username: `${person.name}_${tag}`,
        displayName: person.displayName,
        passwordHash: 'not a hash',
        role: person.role ?? 'user',
      });
      users.push(person.disabled ? (await updateUser(t.db, user.id, { disabled: true }))! : user);
    }
    return users;
  };

  const pageOf = async (admin: Client, query: string): Promise<UserPage> => {
    const response = await admin.inject(`/api/users/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = (page: UserPage) => page.records.map((user) => user.username.split('_')[0]);

  it('pages every user 100 at a time with their total, by name unless asked otherwise', async () => {
    const admin = await t.signIn('admin');
    const tag = newTag();
    const people = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => ({ name: `u${String(i).padStart(3, '0')}` }));
    await addUsers(tag, [...people].reverse());

    const first = await pageOf(admin, `search=${tag}`);
    expect(first.total_rows).toBe(PAGE_SIZE + 5);
    expect(names(first)).toEqual(people.slice(0, PAGE_SIZE).map((p) => p.name));
    const second = await pageOf(admin, `search=${tag}&page=1`);
    expect(names(second)).toEqual(people.slice(PAGE_SIZE).map((p) => p.name));
    expect(second.total_rows).toBe(PAGE_SIZE + 5);
    expect((await pageOf(admin, `search=${tag}&page=2`)).records).toEqual([]);

    // Without a search: every user of the suite, counted, the first page full.
    const all = await pageOf(admin, 'page=0');
    expect(all.total_rows).toBeGreaterThanOrEqual(PAGE_SIZE + 6);
    expect(all.records).toHaveLength(PAGE_SIZE);
    const fields: (keyof ListedUser)[] = [
      'id',
      'email',
      'username',
      'display_name',
      'role',
      'disabled',
      'last_sign_in_at',
    ];
    expect(Object.keys(all.records[0]!).sort()).toEqual(fields.sort());
    expect(JSON.stringify(all)).not.toContain('password');
  });

  it('still answers every user as an array to a caller that sends no paging parameter', async () => {
    const admin = await t.signIn('admin');
    const response = await admin.inject('/api/users/');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
    expect(response.json()).toContainEqual(expect.objectContaining({ id: admin.user.id }));
  });

  it('searches the username, display name and email, case ignored, and takes %, _ and \\ literally', async () => {
    const admin = await t.signIn('admin');
    const tag = newTag();
    await addUsers(tag, [
      { name: 'ana', displayName: 'Ana María López' },
      { name: 'bert', displayName: 'Bert 100% Sure' },
      { name: 'carl' },
    ]);
    expect(names(await pageOf(admin, `search=${tag}`))).toEqual(['ana', 'bert', 'carl']);
    expect(names(await pageOf(admin, `search=${encodeURIComponent('MARíA Ló')}`))).toEqual(['ana']);
    expect(names(await pageOf(admin, `search=${encodeURIComponent(`CARL.${tag.toUpperCase()}@`)}`))).toEqual(['carl']);
    expect(names(await pageOf(admin, `search=${encodeURIComponent('100% s')}`))).toEqual(['bert']);
    expect((await pageOf(admin, `search=${encodeURIComponent(`_${tag}%`)}`)).total_rows).toBe(0);
    // Fields are searched one by one: a search never runs from the end of one into the next.
    expect((await pageOf(admin, `search=${encodeURIComponent(`${tag} ana`)}`)).total_rows).toBe(0);
    // 'null' is no search (what a careless client serialises), as on every list.
    expect((await pageOf(admin, 'search=null')).total_rows).toBe((await pageOf(admin, 'page=0')).total_rows);
  });

  it('sorts by name, email, role, status and last sign-in, either way, ties by name', async () => {
    const admin = await t.signIn('admin');
    const tag = newTag();
    const [dora, , fay, gus] = await addUsers(tag, [
      { name: 'dora', displayName: 'Zoe Dora', role: 'manager' },
      { name: 'emil', role: 'admin', disabled: true },
      { name: 'fay', role: 'user' },
      { name: 'gus', role: 'manager', disabled: true },
    ]);
    await recordSignIn(t.db, fay!.id, new Date('2026-01-02T00:00:00Z'));
    await recordSignIn(t.db, dora!.id, new Date('2026-03-04T00:00:00Z'));
    await recordSignIn(t.db, gus!.id, new Date('2026-02-03T00:00:00Z'));
    const sorted = async (sort: string, order = 'asc') =>
      names(await pageOf(admin, `search=${tag}&sort=${sort}&order=${order}`));

    // Dora goes by "Zoe Dora": her name is that, not her username.
    expect(await sorted('name')).toEqual(['emil', 'fay', 'gus', 'dora']);
    expect(await sorted('name', 'desc')).toEqual(['dora', 'gus', 'fay', 'emil']);
    expect(await sorted('email')).toEqual(['dora', 'emil', 'fay', 'gus']);
    expect(await sorted('email', 'desc')).toEqual(['gus', 'fay', 'emil', 'dora']);
    expect(await sorted('role')).toEqual(['emil', 'gus', 'dora', 'fay']);
    expect(await sorted('role', 'desc')).toEqual(['fay', 'dora', 'gus', 'emil']);
    expect(await sorted('status')).toEqual(['fay', 'dora', 'emil', 'gus']);
    expect(await sorted('status', 'desc')).toEqual(['gus', 'emil', 'dora', 'fay']);
    // Never signed in counts as the earliest.
    expect(await sorted('last_sign_in')).toEqual(['emil', 'fay', 'gus', 'dora']);
    expect(await sorted('last_sign_in', 'desc')).toEqual(['dora', 'gus', 'fay', 'emil']);
    const page = await pageOf(admin, `search=${tag}&sort=last_sign_in&order=desc`);
    expect(page.records[0]!.last_sign_in_at).toBe('2026-03-04T00:00:00.000Z');
  });

  it('filters by role and status', async () => {
    const admin = await t.signIn('admin');
    const tag = newTag();
    await addUsers(tag, [
      { name: 'hal', role: 'admin' },
      { name: 'ida', role: 'admin', disabled: true },
      { name: 'jon', role: 'user' },
    ]);
    expect(names(await pageOf(admin, `search=${tag}&role=admin`))).toEqual(['hal', 'ida']);
    expect(names(await pageOf(admin, `search=${tag}&role=admin&status=active`))).toEqual(['hal']);
    const disabled = await pageOf(admin, `search=${tag}&status=disabled`);
    expect(names(disabled)).toEqual(['ida']);
    expect(disabled.total_rows).toBe(1);
  });

  it('keeps the time of every sign-in, the last one shown', async () => {
    const admin = await t.signIn('admin');
    const { user, password } = await t.createUser('user');
    const before = Date.now();
    await t.signInAs(user.email, password);
    const listed = async () => (await pageOf(admin, `search=${user.username}`)).records[0]!;
    const first = Date.parse((await listed()).last_sign_in_at!);
    expect(first).toBeGreaterThanOrEqual(before - 1000);
    await t.signInAs(user.email, password);
    expect(Date.parse((await listed()).last_sign_in_at!)).toBeGreaterThanOrEqual(first);
  });

  it('answers 400 with what is wrong for a query it cannot read', async () => {
    const admin = await t.signIn('admin');
    for (const [query, parameter] of [
      ['page=-1', 'page'],
      ['page=first', 'page'],
      ['page=1.5', 'page'],
      ['sort=age', 'sort'],
      ['sort=name&order=up', 'order'],
      ['role=root', 'role'],
      ['status=gone', 'status'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ] as const) {
      const response = await admin.inject(`/api/users/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(new RegExp(`^Invalid request: querystring.${parameter}`));
    }
  });

  it('is for admins only, paged or not', async () => {
    for (const role of ['manager', 'user'] as const) {
      const client = await t.signIn(role);
      const response = await client.inject('/api/users/?page=0&search=a');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});
