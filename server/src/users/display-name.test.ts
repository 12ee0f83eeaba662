import { expect, it } from 'vitest';
import type { SegmentComment, User } from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';

const setOwnName = (client: Client, display_name: unknown) =>
  client.inject({ method: 'PUT', url: '/api/user/', payload: { display_name } });
const setNameAsAdmin = (admin: Client, user: { id: number }, display_name: unknown) =>
  admin.inject({ method: 'PUT', url: `/api/users/${user.id}`, payload: { display_name } });

describeWithDatabases('display names', (t) => {
  it('lets a person give themselves a display name with spaces, trimmed, and take it away again', async () => {
    const ana = await t.signIn('user');
    expect((await ana.inject('/api/user/')).json<User>().display_name).toBeNull();

    const named = await setOwnName(ana, '  Ana   María López ');
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<User>()).toEqual({ ...ana.user, display_name: 'Ana María López' });
    expect((await ana.inject('/api/user/')).json<User>().display_name).toBe('Ana María López');

    expect((await setOwnName(ana, '   ')).json<User>().display_name).toBeNull();
    expect((await setOwnName(ana, "Seán O'Brien-Ní Dhuibhir")).json<User>().display_name).toBe(
      "Seán O'Brien-Ní Dhuibhir",
    );
    expect((await setOwnName(ana, null)).json<User>().display_name).toBeNull();
  });

  it.each([
    ['digits', 'Agent 007'],
    ['markup', '<b>Ana</b>'],
    ['more than 100 characters', 'A'.repeat(101)],
    ['a leading punctuation mark', '-Ana'],
    ['no value of the right kind', 42],
  ])('refuses a display name with %s, saying why', async (_, name) => {
    const ana = await t.signIn('user');
    const refused = await setOwnName(ana, name);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/display_name/);
  });

  it("lets an admin set anyone's display name, never a person another's", async () => {
    const admin = await t.signIn('admin');
    const { user: bruno } = await t.createUser('user');
    const changed = await setNameAsAdmin(admin, bruno, 'Bruno Díaz');
    expect(changed.statusCode).toBe(200);
    expect(changed.json<User>()).toEqual({ ...bruno, display_name: 'Bruno Díaz' });
    const users = (await admin.inject('/api/users/')).json<User[]>();
    expect(users.find((u) => u.id === bruno.id)?.display_name).toBe('Bruno Díaz');

    const other = await t.signIn('user');
    expect((await setNameAsAdmin(other, bruno, 'Not Bruno')).statusCode).toBe(403);
  });

  it("names the person where a record refers to them: a comment's author, the people a step may go to", async () => {
    const manager = await t.signIn('manager');
    const ana = await t.signIn('user');
    await setOwnName(ana, 'Ana María López');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello']]));
    const record = records[0]!;
    const comment = await ana.inject({
      method: 'POST',
      url: `/api/document/records/${record.id}/comments`,
      payload: { text: 'Formal or informal?' },
    });
    expect(comment.json<SegmentComment>().author).toEqual({
      id: ana.user.id,
      username: ana.user.username,
      display_name: 'Ana María López',
    });

    const assignable = await manager.inject('/api/users/assignable');
    expect(assignable.statusCode, assignable.body).toBe(200);
    expect(assignable.json().users).toContainEqual({
      id: ana.user.id,
      username: ana.user.username,
      display_name: 'Ana María López',
    });
  });
});
