import { expect, it } from 'vitest';
import type { DocumentRecord, SegmentHistory } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../../test/harness.ts';
import { recordChangesAs } from './repository.ts';
import { saveRecord, uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';

describeWithPostgresToo('segment origin', (t) => {
  it('marks targets from the file as imported, empty ones as without origin', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([['Hello', 'Hallo'], ['World'], ['Blank', '  ']]),
    );
    expect(records.map((r) => [r.origin, r.match_percent])).toEqual([
      ['import', null],
      [null, null],
      [null, null],
    ]);
  });

  it('records what the editor inserted, manual when it says nothing, and keeps it when only approving', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello', 'Hallo'], ['Good morning']]));
    const [hello, morning] = records as [DocumentRecord, DocumentRecord];

    const typed = await saveRecord(user, hello, { target: 'Hallo!' });
    expect(typed.json()).toMatchObject({ origin: 'manual', match_percent: null });

    const inserted = await saveRecord(user, morning, {
      target: 'Guten Morgen',
      origin: 'tm-fuzzy',
      match_percent: 88.5,
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    expect(inserted.json()).toMatchObject({ origin: 'tm-fuzzy', match_percent: 88.5 });
    const approved = await saveRecord(user, inserted.json(), { target: 'Guten Morgen', approved: true });
    expect(approved.json()).toMatchObject({ approved: true, origin: 'tm-fuzzy', match_percent: 88.5 });
    const listed = (await user.inject(`/api/document/${morning.document_id}/records?page=0`)).json().records[1];
    expect(listed).toMatchObject({ origin: 'tm-fuzzy', match_percent: 88.5 });
  });

  it('records a target saved after a term insert as from a term, without a score, in its history too', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Printer']]));
    const saved = await saveRecord(user, records[0]!, { target: 'Drucker', origin: 'term', match_percent: 100 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ origin: 'term', match_percent: null, status: 'draft' });
    const history = await user.inject(`/api/document/records/${records[0]!.id}/history`);
    expect((history.json() as SegmentHistory).versions.map((version) => version.change)).toEqual(['term']);
  });

  it('refuses an origin the editor cannot claim and a score outside 0-100', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello']]));
    for (const body of [
      { origin: 'import' },
      { origin: 'guess' },
      { origin: 'tm-fuzzy', match_percent: 101 },
      { origin: 'mt', match_percent: -1 },
    ]) {
      const refused = await saveRecord(manager, records[0]!, { target: 'Hallo', ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });
});

describeWithPostgresToo('segment history', (t) => {
  const historyOf = async (client: Client, record: { id: number }) => {
    const response = await client.inject(`/api/document/records/${record.id}/history`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SegmentHistory).versions;
  };

  it('keeps who changed a target or its approval, when, how, and what it said before', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello', 'Hallo'], ['Good morning']]));
    const [hello, morning] = records as [DocumentRecord, DocumentRecord];
    expect(await historyOf(user, hello)).toEqual([]);

    const typed = (await saveRecord(user, hello, { target: 'Hallo!' })).json() as DocumentRecord;
    const approved = (await saveRecord(manager, typed, { target: 'Hallo!', approved: true })).json() as DocumentRecord;
    await saveRecord(user, morning, { target: 'Guten Morgen', origin: 'tm-exact' });
    await saveRecord(manager, approved, { target: 'Hallo!', approved: true });

    const versions = await historyOf(user, hello);
    expect(
      versions.map(({ user: author, change, old_target, new_target, old_approved, new_approved }) => ({
        author: author?.username,
        change,
        old_target,
        new_target,
        old_approved,
        new_approved,
      })),
    ).toEqual([
      {
        author: manager.user.username,
        change: 'manual',
        old_target: 'Hallo!',
        new_target: 'Hallo!',
        old_approved: false,
        new_approved: true,
      },
      {
        author: user.user.username,
        change: 'manual',
        old_target: 'Hallo',
        new_target: 'Hallo!',
        old_approved: false,
        new_approved: false,
      },
    ]);
    expect(Date.parse(versions[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(versions[1]!.created_at));
    expect((await historyOf(user, morning)).map((v) => [v.change, v.old_target, v.new_target])).toEqual([
      ['tm', '', 'Guten Morgen'],
    ]);
  });

  it('records a restored version as a restore and a replacement as a replace', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello', 'Hallo']]));
    const first = (await saveRecord(manager, records[0]!, { target: 'Servus' })).json() as DocumentRecord;
    const [version] = await historyOf(manager, first);
    const restored = await saveRecord(manager, first, { target: version!.old_target, change: 'restore' });
    expect(restored.json()).toMatchObject({ target: 'Hallo', origin: 'manual' });
    await saveRecord(manager, restored.json(), { target: 'Hallo Welt', change: 'replace' });
    expect((await historyOf(manager, first)).map((v) => [v.change, v.new_target])).toEqual([
      ['replace', 'Hallo Welt'],
      ['restore', 'Hallo'],
      ['manual', 'Servus'],
    ]);
    const refused = await saveRecord(manager, restored.json(), { target: 'x', change: 'import' });
    expect(refused.statusCode).toBe(400);
  });

  it('records find and replace across the document as a replace by its user', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([
        ['Hello', 'Hallo Welt'],
        ['Bye', 'Tschüss'],
      ]),
    );
    const replace = (body: object) =>
      user.inject({
        method: 'POST',
        url: `/api/document/${document.id}/replace`,
        payload: { find: 'Welt', replace: 'Erde', ...body },
      });
    const preview = (await replace({})).json();
    const applied = await replace({
      preview: false,
      records: preview.changes.map((c: { id: number; updated_at: string }) => ({ id: c.id, updated_at: c.updated_at })),
    });
    expect(applied.json().segments).toBe(1);
    expect((await historyOf(user, records[0]!)).map((v) => [v.user?.id, v.change, v.old_target, v.new_target])).toEqual(
      [[user.user.id, 'replace', 'Hallo Welt', 'Hallo Erde']],
    );
    expect(await historyOf(user, records[1]!)).toEqual([]);
  });

  it('records the targets a pre-translation filled as pre-translation, by nobody', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(
      t,
      manager,
      xliffOf([['Save the file', 'Datei speichern'], ['Save the file']]),
    );
    const started = await manager.inject({
      method: 'POST',
      url: `/api/document/${document.id}/pretranslate`,
      payload: { propagate_repetitions: true },
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.jobs.idle();
    expect((await historyOf(manager, records[1]!)).map((v) => [v.user, v.change, v.old_target, v.new_target])).toEqual([
      [null, 'pretranslation', '', 'Datei speichern'],
    ]);
  });

  it('records changes made by other code paths in the same transaction, as their author says', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Hello'], ['World']]));
    await t.db.transaction().execute(async (trx) => {
      await recordChangesAs(trx, { userId: null, change: 'pretranslation' });
      await trx
        .updateTable('document_records')
        .set({ target: 'Hallo', origin: 'tm-exact', match_percent: 100 })
        .where('id', '=', records[0]!.id)
        .execute();
    });
    // Without an author: the system's change, its kind following the new origin.
    await t.db
      .updateTable('document_records')
      .set({ target: 'Welt', origin: 'mt' })
      .where('id', '=', records[1]!.id)
      .execute();
    // A rolled-back change leaves no version behind.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('document_records').set({ target: 'Nichts' }).where('id', '=', records[1]!.id).execute();
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await historyOf(manager, records[0]!)).map((v) => [v.user, v.change, v.new_target])).toEqual([
      [null, 'pretranslation', 'Hallo'],
    ]);
    expect((await historyOf(manager, records[1]!)).map((v) => [v.user, v.change, v.new_target])).toEqual([
      [null, 'mt', 'Welt'],
    ]);
  });

  it('answers 404 for a segment that does not exist and 401 without a session', async () => {
    const user = await t.signIn('user');
    expect((await user.inject('/api/document/records/999999/history')).statusCode).toBe(404);
    expect((await t.anonymous.inject('/api/document/records/1/history')).statusCode).toBe(401);
  });
});

describeWithPostgresToo('repetitions', (t) => {
  const units: [string, string?][] = [
    ['Save the file.'],
    ['Open it.'],
    ['Save the file.', 'Alt'],
    ['Save the file.'],
    ['save the file.'],
    ['Save the file.'],
  ];

  it('counts the other segments with the same source, codes included', async () => {
    const manager = await t.signIn('manager');
    const coded = xliffOf(units).replace('<source>Open it.</source>', '<source>Save <x id="1"/>the file.</source>');
    const { records } = await uploadDocumentWithRecords(t, manager, coded);
    expect(records.map((r) => r.repetitions)).toEqual([3, 0, 3, 3, 0, 3]);
  });

  it('tells apart sources whose text and code positions agree but whose codes are different markup', async () => {
    const manager = await t.signIn('manager');
    const file = xliffOf([['a'], ['b'], ['c']])
      .replace('<source>a</source>', '<source>Click <g id="1" ctype="bold">here</g></source>')
      .replace('<source>b</source>', '<source>Click <g id="1" ctype="italic">here</g></source>')
      .replace('<source>c</source>', '<source>Click <g id="1" ctype="bold">here</g></source>');
    const { records } = await uploadDocumentWithRecords(t, manager, file);
    expect(records[0]!.source).toBe(records[1]!.source);
    expect(records.map((r) => r.repetitions)).toEqual([1, 0, 1]);
  });

  it('gives an approved target to the repetitions not approved yet, each recorded in its history, and lists them', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    const [first, , third, fourth, , sixth] = records as DocumentRecord[];
    const approvedSixth = (
      await saveRecord(manager, sixth!, { target: 'Eigene', approved: true })
    ).json() as DocumentRecord;

    const saved = await saveRecord(user, first!, {
      target: 'Datei speichern.',
      approved: true,
      update_repetitions: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ approved: true, updated_repetitions: [third!.id, fourth!.id] });

    const after = (await user.inject(`/api/document/${document.id}/records?page=0`)).json().records as DocumentRecord[];
    expect(after.map((r) => [r.target, r.approved, r.origin])).toEqual([
      ['Datei speichern.', true, 'manual'],
      ['', false, null],
      ['Datei speichern.', false, 'repetition'],
      ['Datei speichern.', false, 'repetition'],
      ['', false, null],
      ['Eigene', true, 'manual'],
    ]);
    expect(after[5]!.updated_at).toBe(approvedSixth.updated_at);
    const history = (await user.inject(`/api/document/records/${third!.id}/history`)).json() as SegmentHistory;
    expect(history.versions.map((v) => [v.user?.id, v.change, v.old_target, v.new_target])).toEqual([
      [user.user.id, 'repetition', 'Alt', 'Datei speichern.'],
    ]);
  });

  it('leaves a repetition another translator has open to them', async () => {
    const manager = await t.signIn('manager');
    const other = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    // As the other translator's live editor connection records it when they open segment 3.
    await t.db
      .insertInto('document_presence')
      .values({ document_id: document.id, user_id: other.user.id, connection: 'tab-1', record_id: records[2]!.id })
      .execute();
    expect((await saveRecord(manager, records[2]!, { target: 'Mine' })).statusCode).toBe(423);
    const saved = await saveRecord(manager, records[0]!, {
      target: 'Datei speichern.',
      approved: true,
      update_repetitions: true,
    });
    expect(saved.json().updated_repetitions).toEqual([records[3]!.id, records[5]!.id]);
  });

  it('leaves the repetitions alone unless asked', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    const saved = await saveRecord(manager, records[0]!, { target: 'Datei speichern.', approved: true });
    expect(saved.json().updated_repetitions).toEqual([]);
    const after = (await manager.inject(`/api/document/${records[0]!.document_id}/records?page=0`)).json()
      .records as DocumentRecord[];
    expect(after[3]!.target).toBe('');
  });
});
