import { expect, it } from 'vitest';
import type { Document, DocumentRecord, SegmentComment } from '@tessera/shared/contract';
import { describeWithDatabases, statusOf, type Client } from '../../test/harness.ts';
import { rowsOfParent, uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';

const post = (client: Client, record: { id: number }, text: string) =>
  client.inject({ method: 'POST', url: `/api/document/records/${record.id}/comments`, payload: { text } });
const put = (client: Client, comment: { id: number }, body: object) =>
  client.inject({ method: 'PUT', url: `/api/comments/${comment.id}`, payload: body });
const remove = (client: Client, comment: { id: number }) =>
  client.inject({ method: 'DELETE', url: `/api/comments/${comment.id}` });

describeWithDatabases('segment comments', (t) => {
  it("lets anyone who reads the document comment, and lists a segment's comments oldest first with their authors", async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello'], ['World']]));
    const question = await post(user, records[0]!, '  Formal or informal?  ');
    expect(question.statusCode, question.body).toBe(201);
    expect(question.json()).toMatchObject({
      record_id: records[0]!.id,
      author: { id: user.user.id, username: user.user.username },
      text: 'Formal or informal?',
      resolved: false,
    });
    await post(manager, records[0]!, 'Formal, please.');
    const list = (await user.inject(`/api/document/records/${records[0]!.id}/comments`)).json()
      .comments as SegmentComment[];
    expect(list.map((c) => [c.author.username, c.text])).toEqual([
      [user.user.username, 'Formal or informal?'],
      [manager.user.username, 'Formal, please.'],
    ]);
    expect((await user.inject(`/api/document/records/${records[1]!.id}/comments`)).json()).toEqual({ comments: [] });
  });

  it('lets the author edit, resolve and delete their comment, not another user; an admin may', async () => {
    const manager = await t.signIn('manager');
    const author = await t.signIn('user');
    const other = await t.signIn('user');
    const admin = await t.signIn('admin');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello']]));
    const comment = (await post(author, records[0]!, 'Typo in the source')).json() as SegmentComment;

    for (const [client, body] of [
      [other, { text: 'Hijacked' }],
      [other, { resolved: true }],
      [manager, { text: 'Not mine' }],
    ] as const) {
      const refused = await put(client, comment, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only its author or an admin can change or delete a comment');
    }
    expect((await remove(other, comment)).statusCode).toBe(403);

    const edited = await put(author, comment, { text: 'Typo in the source: "teh"' });
    expect(edited.json()).toMatchObject({ text: 'Typo in the source: "teh"', resolved: false });
    expect(Date.parse(edited.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(comment.updated_at));
    expect((await put(author, comment, { resolved: true })).json()).toMatchObject({ resolved: true });
    expect((await put(admin, comment, { resolved: false, text: 'Reopened by an admin' })).json()).toMatchObject({
      resolved: false,
      text: 'Reopened by an admin',
    });
    expect((await remove(admin, comment)).json()).toEqual({ message: 'Comment deleted' });
    expect((await remove(author, comment)).statusCode).toBe(404);

    const own = (await post(author, records[0]!, 'Mine')).json() as SegmentComment;
    expect((await remove(author, own)).statusCode).toBe(200);
  });

  it('refuses empty or missing text, an empty change, and unknown segments or comments', async () => {
    const user = await t.signIn('user');
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello']]));
    for (const text of ['', '   ', 'x'.repeat(10_001)]) {
      const refused = await post(user, records[0]!, text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    const comment = (await post(user, records[0]!, 'Fine')).json() as SegmentComment;
    expect((await put(user, comment, {})).statusCode).toBe(400);
    expect((await post(user, { id: 999999 }, 'Lost')).statusCode).toBe(404);
    expect((await put(user, { id: 999999 }, { resolved: true })).statusCode).toBe(404);
    expect(
      await statusOf(t.anonymous, {
        method: 'POST',
        url: `/api/document/records/${records[0]!.id}/comments`,
        payload: { text: 'Anyone?' },
      }),
    ).toBe(401);
  });

  it('counts open comments on the segment and the document, and filters segments with open comments', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf([['One'], ['Two'], ['Three']]));
    const openCounts = async () => {
      const page = (await user.inject(`/api/document/${document.id}/records?page=0`)).json()
        .records as DocumentRecord[];
      const listed = ((await user.inject('/api/document/')).json() as Document[]).find((d) => d.id === document.id)!;
      return { records: page.map((r) => r.open_comments), document: listed.open_comments };
    };
    expect(await openCounts()).toEqual({ records: [0, 0, 0], document: 0 });
    const a = (await post(user, records[1]!, 'a')).json() as SegmentComment;
    const b = (await post(user, records[1]!, 'b')).json() as SegmentComment;
    await post(user, records[2]!, 'c');
    expect(await openCounts()).toEqual({ records: [0, 2, 1], document: 3 });
    const withComments = (await user.inject(`/api/document/${document.id}/records?page=0&comments=open`)).json();
    expect([withComments.total_rows, withComments.records.map((r: DocumentRecord) => r.position)]).toEqual([2, [1, 2]]);

    await put(user, a, { resolved: true });
    await put(user, a, { text: 'a, resolved and edited' });
    await remove(user, b);
    expect(await openCounts()).toEqual({ records: [0, 0, 1], document: 1 });
    await remove(user, a);
    expect(await openCounts()).toEqual({ records: [0, 0, 1], document: 1 });
    expect((await user.inject(`/api/document/${document.id}/records?page=0&comments=all`)).statusCode).toBe(400);
  });

  it('deletes the comments with their document', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf([['One']]));
    await post(manager, records[0]!, 'Goes with the document');
    expect((await manager.inject({ method: 'DELETE', url: `/api/document/${document.id}` })).statusCode).toBe(200);
    expect(await rowsOfParent(t.db, 'segment_comments', 'document_id', document.id)).toEqual([]);
  });
});
