import { describe, expect, it } from 'vitest';
import type { Notification, NotificationList } from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../../test/harness.ts';
import { uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';
import { mentionsIn } from './mentions.ts';

describe('the names a comment mentions', () => {
  it.each([
    ['Could @ana check this?', ['ana'], []],
    ['Ask @Ana.Lopez.', ['ana.lopez'], []],
    ['@"Ana María López" and @bruno_2, @ana again', ['bruno_2', 'ana'], ['ana maría lópez']],
    ['Mail ana@example.com, not a mention; nor is a lone @', [], []],
  ])('%s', (text, usernames, displayNames) => {
    expect(mentionsIn(text)).toEqual({ usernames, displayNames });
  });
});

const comment = (client: Client, recordId: number, text: string) =>
  client.inject({ method: 'POST', url: `/api/document/records/${recordId}/comments`, payload: { text } });
const mentionsOf = async (client: Client): Promise<Notification[]> =>
  (await client.inject('/api/user/notifications'))
    .json<NotificationList>()
    .notifications.filter((notification) => notification.kind === 'mentioned');

describeWithDatabases('a comment that names people', (t) => {
  it('tells each active person it names, by username or display name, which segment of which document', async () => {
    const manager = await t.signIn('manager');
    const ana = await t.signIn('user');
    const bruno = await t.signIn('user');
    const gone = await t.signIn('user');
    const bystander = await t.signIn('user');
    await bruno.inject({ method: 'PUT', url: '/api/user/', payload: { display_name: 'Bruno Díaz' } });
    const admin = await t.signIn('admin');
    await admin.inject({ method: 'POST', url: `/api/users/${gone.user.id}/disable`, payload: {} });
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello'], ['World']]));

    const text = `@${ana.user.username.toUpperCase()} and @"bruno díaz": formal here? (@${gone.user.username}, @nobody, @${manager.user.username})`;
    expect((await comment(manager, records[1]!.id, text)).statusCode).toBe(201);

    const [toAna] = await mentionsOf(ana);
    expect(toAna).toEqual({
      id: expect.any(Number),
      kind: 'mentioned',
      document: { id: document.id, name: document.name, target_lang: document.target_lang },
      step: null,
      segment: 2,
      by: { id: manager.user.id, username: manager.user.username, display_name: null },
      due_at: null,
      created_at: expect.any(String),
      read: false,
    });
    expect(await mentionsOf(bruno)).toHaveLength(1);
    expect(await mentionsOf(bystander)).toEqual([]);
    expect(await mentionsOf(manager)).toEqual([]);
    const disabledTold = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', gone.user.id)
      .execute();
    expect(disabledTold).toEqual([]);
  });

  it('tells only whom an edit names for the first time', async () => {
    const manager = await t.signIn('manager');
    const ana = await t.signIn('user');
    const bruno = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello']]));
    const created = (await comment(manager, records[0]!.id, `@${ana.user.username} please check`)).json();
    const edited = await manager.inject({
      method: 'PUT',
      url: `/api/comments/${created.id}`,
      payload: { text: `@${ana.user.username} and @${bruno.user.username} please check` },
    });
    expect(edited.statusCode).toBe(200);
    expect(await mentionsOf(ana)).toHaveLength(1);
    expect((await mentionsOf(bruno)).map((told) => told.segment)).toEqual([1]);
  });
});
