import { expect, it } from 'vitest';
import type { DocumentRecord, SegmentHistory } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../../test/harness.ts';
import { saveRecord, uploadDocumentWithRecords, xliffOf } from '../../test/resources.ts';

/** Segments 1, 3 and 4 repeat one source; 2 is another; 4 is approved with its own target. */
const units = [['Save the file.'], ['Open it.'], ['Save the file.', 'Alt'], ['Save the file.', 'Eigene']] as const;

describeWithPostgresToo('repetition propagation', (t) => {
  const settingsOf = (client: Client, documentId: number) =>
    client.inject(`/api/document/${documentId}/repetition_settings`);
  const setPropagation = (client: Client, documentId: number, propagation: unknown) =>
    client.inject({
      method: 'PUT',
      url: `/api/document/${documentId}/repetition_settings`,
      payload: { propagation },
    });
  const targetsOf = async (client: Client, documentId: number) =>
    ((await client.inject(`/api/document/${documentId}/records?page=0`)).json().records as DocumentRecord[]).map(
      (r) => [r.target, r.approved, r.origin],
    );
  /** The document with segment 4 approved as it is, so it must keep its own target. */
  const prepared = async (manager: Client) => {
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    const fourth = await saveRecord(manager, records[3]!, { target: 'Eigene', approved: true });
    expect(fourth.statusCode, fourth.body).toBe(200);
    return { document, records };
  };

  it('offers by default; a manager switches a document to auto, a translator reads the setting only', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    expect((await settingsOf(user, document.id)).json()).toEqual({ propagation: 'offer' });

    const changed = await setPropagation(manager, document.id, 'auto');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ propagation: 'auto' });
    expect((await settingsOf(user, document.id)).json()).toEqual({ propagation: 'auto' });

    const refused = await setPropagation(user, document.id, 'offer');
    expect(refused.statusCode).toBe(403);
    expect((await settingsOf(user, document.id)).json()).toEqual({ propagation: 'auto' });
  });

  it('refuses a propagation it does not know, extra fields and a document that does not exist', async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    for (const payload of [{ propagation: 'always' }, {}, { propagation: 'auto', extra: 1 }]) {
      const response = await manager.inject({
        method: 'PUT',
        url: `/api/document/${document.id}/repetition_settings`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await setPropagation(manager, 999_999, 'auto')).statusCode).toBe(404);
    expect((await settingsOf(manager, 999_999)).statusCode).toBe(404);
  });

  it('on auto, approving fills the repetitions not approved yet unless the save says not to', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { document, records } = await prepared(manager);
    await setPropagation(manager, document.id, 'auto');

    const typed = await saveRecord(user, records[0]!, { target: 'Datei speichern.' });
    expect(typed.json().updated_repetitions).toEqual([]);
    const approved = await saveRecord(user, typed.json(), { target: 'Datei speichern.', approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().updated_repetitions).toEqual([records[2]!.id]);
    expect(await targetsOf(user, document.id)).toEqual([
      ['Datei speichern.', true, 'manual'],
      ['', false, null],
      ['Datei speichern.', false, 'repetition'],
      ['Eigene', true, 'import'],
    ]);

    const { records: others } = await prepared(manager);
    await setPropagation(manager, others[0]!.document_id, 'auto');
    const kept = await saveRecord(user, others[0]!, {
      target: 'Datei speichern.',
      approved: true,
      update_repetitions: false,
    });
    expect(kept.json().updated_repetitions).toEqual([]);
    expect((await targetsOf(user, others[0]!.document_id))[2]).toEqual(['Alt', false, 'import']);
  });

  it('on offer, approving leaves the repetitions; filling them afterwards gives them the target, in their history', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { document, records } = await prepared(manager);
    const approved = await saveRecord(user, records[0]!, { target: 'Datei speichern.', approved: true });
    expect(approved.json().updated_repetitions).toEqual([]);
    expect((await targetsOf(user, document.id))[2]).toEqual(['Alt', false, 'import']);

    const fill = (updated_at: string) =>
      user.inject({
        method: 'POST',
        url: `/api/document/records/${records[0]!.id}/repetitions`,
        payload: { updated_at },
      });
    const stale = await fill(records[0]!.updated_at);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this segment/);

    const filled = await fill(approved.json().updated_at);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toEqual({ updated_repetitions: [records[2]!.id] });
    expect(await targetsOf(user, document.id)).toEqual([
      ['Datei speichern.', true, 'manual'],
      ['', false, null],
      ['Datei speichern.', false, 'repetition'],
      ['Eigene', true, 'import'],
    ]);
    const history = (await user.inject(`/api/document/records/${records[2]!.id}/history`)).json() as SegmentHistory;
    expect(history.versions.map((v) => [v.user?.id, v.change, v.old_target, v.new_target])).toEqual([
      [user.user.id, 'repetition', 'Alt', 'Datei speichern.'],
    ]);
    // Every repetition says the same now: nothing more to fill.
    expect((await fill(approved.json().updated_at)).json()).toEqual({ updated_repetitions: [] });
  });

  it('refuses to fill from a segment without a translation, a malformed version and a missing segment', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf(units));
    const fill = (id: number, payload: object) =>
      manager.inject({ method: 'POST', url: `/api/document/records/${id}/repetitions`, payload });
    const empty = await fill(records[0]!.id, { updated_at: records[0]!.updated_at });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/no translation/);
    expect((await fill(records[0]!.id, { updated_at: 'yesterday' })).statusCode).toBe(400);
    expect((await fill(records[0]!.id, {})).statusCode).toBe(400);
    expect((await fill(999_999, { updated_at: records[0]!.updated_at })).statusCode).toBe(404);
  });
});

describeWithPostgresToo('approving unless QA finds errors', (t) => {
  it('approves a target without errors and saves one with errors unapproved, naming them, in one request', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Page 12 of 30'], ['Page 1 of 3']]));
    const wrong = await saveRecord(manager, records[0]!, {
      target: 'Seite 13 von 30',
      approved: true,
      unless_qa_errors: true,
    });
    expect(wrong.statusCode, wrong.body).toBe(200);
    expect(wrong.json()).toMatchObject({ target: 'Seite 13 von 30', approved: false, status: 'draft' });
    expect(wrong.json().qa).toEqual([expect.objectContaining({ check: 'numbers', severity: 'error' })]);

    const right = await saveRecord(manager, records[1]!, {
      target: 'Seite 1 von 3',
      approved: true,
      unless_qa_errors: true,
    });
    expect(right.json()).toMatchObject({ approved: true, status: 'approved', qa: [] });

    // Without the flag an approval stands whatever QA finds: the translator has confirmed it.
    const confirmed = await saveRecord(manager, wrong.json(), { target: 'Seite 13 von 30', approved: true });
    expect(confirmed.json()).toMatchObject({ approved: true, qa: [expect.objectContaining({ check: 'numbers' })] });
  });
});
