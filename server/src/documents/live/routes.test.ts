import { beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DocumentRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo, type SignedInClient } from '../../test/harness.ts';
import { LiveConnection, type LiveEvent } from './live-connection.test-helper.ts';
import { saveRecord, uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';
import { hashToken } from '../../security/token-hash.ts';

const presenceOf = (event: LiveEvent) =>
  (event.data as { users: { username: string; record_id: number | null }[] }).users;

describeWithPostgresToo('live documents', (t) => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('streams segment changes, presence and document changes to everyone who has the document open', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([['Open the file.'], ['Close the file.'], ['Save the file.']]),
    );
    const [first, second] = records as [DocumentRecord, DocumentRecord];

    const watching = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, {
      cookie: `tessera_session=${translator.sessionCookie}`,
    });
    await watching.next(
      (e) => e.event === 'presence' && presenceOf(e).some((u) => u.username === translator.user.username),
    );

    expect((await saveRecord(manager, first, { target: 'Datei öffnen.' })).statusCode).toBe(200);
    const change = await watching.next((e) => e.event === 'record' && (e.data as DocumentRecord).id === first.id);
    expect(change.data).toMatchObject({
      id: first.id,
      target: 'Datei öffnen.',
      approved: false,
      updated_by: { id: manager.user.id, username: manager.user.username },
    });
    expect(new Date((change.data as DocumentRecord).updated_at).getTime()).toBeGreaterThan(
      new Date(first.updated_at).getTime(),
    );

    // The event's version is the one to save against next.
    const again = await saveRecord(
      manager,
      { ...first, updated_at: (change.data as DocumentRecord).updated_at },
      { target: 'Die Datei öffnen.' },
    );
    expect(again.statusCode, again.body).toBe(200);

    const renamed = await manager.inject({
      method: 'PUT',
      url: `/api/document/${document.id}`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    await watching.next((e) => e.event === 'document' && (e.data as { kind: string }).kind === 'renamed');

    // A second editor's arrival and departure are seen by the first.
    const arriving = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, {
      cookie: `tessera_session=${manager.sessionCookie}`,
    });
    await watching.next((e) => e.event === 'presence' && presenceOf(e).length === 2);
    const beforeLeaving = watching.events.length;
    arriving.close();
    const left = await watching.next((e) => e.event === 'presence', beforeLeaving);
    expect(presenceOf(left).map((u) => u.username)).toEqual([translator.user.username]);

    // Many segments changed by one statement come as one event each.
    const beforeBulk = watching.events.length;
    await t.db.updateTable('document_records').set({ approved: true }).where('document_id', '=', document.id).execute();
    const bulk = await watching.next(
      (e) => e.event === 'record' && (e.data as DocumentRecord).id === second.id,
      beforeBulk,
    );
    // A change no user named (the system's) has no author.
    expect(bulk.data).toMatchObject({ approved: true, updated_by: null });
    watching.close();
  });

  it('holds a segment for the one editing it: others get 423 naming them until they leave it', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([['Print the page.'], ['Print the book.']]),
    );
    const [held, other] = records as [DocumentRecord, DocumentRecord];
    const presence = (client: SignedInClient, record_id: number | null) =>
      client.inject({ method: 'POST', url: `/api/document/${document.id}/presence`, payload: { record_id } });

    // Presence needs the document open.
    expect((await presence(translator, held.id)).statusCode).toBe(409);
    const editing = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, {
      cookie: `tessera_session=${translator.sessionCookie}`,
    });
    await editing.next((e) => e.event === 'presence');
    expect((await presence(translator, held.id)).statusCode).toBe(200);
    await editing.next((e) => e.event === 'presence' && presenceOf(e).some((u) => u.record_id === held.id));

    // Nobody else can take it meanwhile, by presence or by saving.
    const managerLive = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, {
      cookie: `tessera_session=${manager.sessionCookie}`,
    });
    expect((await presence(manager, held.id)).statusCode).toBe(423);
    managerLive.close();
    const refused = await saveRecord(manager, held, { target: 'Seite drucken.' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json().message).toContain(translator.user.username);
    // The holder saves, and the other segments stay free for everyone.
    expect((await saveRecord(translator, held, { target: 'Die Seite drucken.' })).statusCode).toBe(200);
    expect((await saveRecord(manager, other, { target: 'Das Buch drucken.' })).statusCode).toBe(200);

    expect((await presence(translator, null)).statusCode).toBe(200);
    const current = (await manager.inject(`/api/document/${document.id}/records?page=0`)).json()
      .records[0] as DocumentRecord;
    expect((await saveRecord(manager, current, { target: 'Seite drucken.' })).statusCode).toBe(200);

    // Closing the editor lets go too.
    expect((await presence(translator, held.id)).statusCode).toBe(200);
    editing.close();
    const freed = (await manager.inject(`/api/document/${document.id}/records?page=0`)).json()
      .records[0] as DocumentRecord;
    await expect
      .poll(async () => (await saveRecord(manager, freed, { target: 'Drucken.' })).statusCode, { timeout: 2000 })
      .toBe(200);

    expect((await presence(manager, 999_999)).statusCode).toBe(400);
    const elsewhere = await uploadDocumentWithRecords(t, manager, xliffOf([['Another document.']]));
    const notHere = await presence(manager, elsewhere.records[0]!.id);
    expect(notHere.statusCode).toBe(400);
    expect(notHere.json().message).toContain('not in this document');
    expect((await t.anonymous.inject({ method: 'GET', url: `/api/document/${document.id}/events` })).statusCode).toBe(
      401,
    );
    expect((await manager.inject({ method: 'GET', url: '/api/document/999999/events' })).statusCode).toBe(404);
  });

  it('ends a stream as soon as what opened it ends: its session signed out, its token revoked, its user disabled', async () => {
    const manager = await t.signIn('manager');
    const admin = await t.signIn('admin');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Sign out.']]));
    const open = async (headers: { cookie: string } | { authorization: string }) => {
      const stream = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, headers);
      await stream.next((e) => e.event === 'presence');
      return stream;
    };
    const cookieOf = (client: SignedInClient) => ({ cookie: `tessera_session=${client.sessionCookie}` });

    const signingOut = await t.signIn('user');
    const signedOutStream = await open(cookieOf(signingOut));
    const disabled = await t.signIn('user');
    const disabledStream = await open(cookieOf(disabled));
    const created = await manager.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'watcher', scope: 'read' },
    });
    const token = created.json() as { id: number; token: string };
    const tokenStream = await open({ authorization: `Bearer ${token.token}` });
    const staying = await open(cookieOf(manager));

    // Well within the 20 s recheck: each ends when the change is announced.
    expect((await signingOut.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    expect(await signedOutStream.endsWithin(2000)).toBe(true);
    expect((await manager.inject({ method: 'DELETE', url: `/api/user/tokens/${token.id}` })).statusCode).toBe(204);
    expect(await tokenStream.endsWithin(2000)).toBe(true);
    const disabling = await admin.inject({
      method: 'PUT',
      url: `/api/users/${disabled.user.id}`,
      payload: { disabled: true },
    });
    expect(disabling.statusCode).toBe(200);
    expect(await disabledStream.endsWithin(2000)).toBe(true);

    // The stream of a session that goes on hears what follows.
    expect(await staying.endsWithin(200)).toBe(false);
    const after = staying.events.length;
    expect((await saveRecord(manager, records[0]!, { target: 'Abmelden.' })).statusCode).toBe(200);
    await staying.next((e) => e.event === 'record', after);
    staying.close();
  });

  it('ends the stream when the connection cannot be set up after it started, instead of leaving it open', async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf([['Stop.']]));
    // The presence row cannot be written: the answer (200, an event stream) has started by then.
    await sql`alter table document_presence rename to document_presence_away`.execute(t.db);
    try {
      const broken = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, {
        cookie: `tessera_session=${manager.sessionCookie}`,
      });
      await broken.ended;
      expect(broken.events).toEqual([]);
    } finally {
      await sql`alter table document_presence_away rename to document_presence`.execute(t.db);
    }
  });
});

describeWithPostgresToo(
  'live documents whose session expires',
  (t) => {
    it('ends a stream at the next recheck once its session has expired, which nobody announces', async () => {
      const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const manager = await t.signIn('manager');
      const { document } = await uploadDocumentWithRecords(t, manager, xliffOf([['Expire.']]));
      const stream = await LiveConnection.open(`${baseUrl}/api/document/${document.id}/events`, {
        cookie: `tessera_session=${manager.sessionCookie}`,
      });
      await stream.next((e) => e.event === 'presence');
      expect(await stream.endsWithin(1000)).toBe(false);
      await t.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(manager.sessionCookie))
        .execute();
      expect(await stream.endsWithin(2000)).toBe(true);
    });
  },
  { config: { accessRecheckMs: 300 } },
);
