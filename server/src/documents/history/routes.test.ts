import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { describeWithDatabases } from '../../test/harness.ts';
import { importDocument, saveRecord, xliffOf } from './test-document.ts';

describeWithDatabases('segment origin', (t) => {
  it('marks targets from the file as imported, empty ones as without origin', async () => {
    const manager = await t.signIn('manager');
    const { records } = await importDocument(t, manager, xliffOf([['Hello', 'Hallo'], ['World'], ['Blank', '  ']]));
    expect(records.map((r) => [r.origin, r.match_percent])).toEqual([['import', null], [null, null], [null, null]]);
  });

  it('records what the editor inserted, manual when it says nothing, and keeps it when only approving', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const { records } = await importDocument(t, manager, xliffOf([['Hello', 'Hallo'], ['Good morning']]));
    const [hello, morning] = records as [DocumentRecord, DocumentRecord];

    const typed = await saveRecord(user, hello, { target: 'Hallo!' });
    expect(typed.json()).toMatchObject({ origin: 'manual', match_percent: null });

    const inserted = await saveRecord(user, morning, { target: 'Guten Morgen', origin: 'tm-fuzzy', match_percent: 88.5 });
    expect(inserted.statusCode, inserted.body).toBe(200);
    expect(inserted.json()).toMatchObject({ origin: 'tm-fuzzy', match_percent: 88.5 });
    const approved = await saveRecord(user, inserted.json(), { target: 'Guten Morgen', approved: true });
    expect(approved.json()).toMatchObject({ approved: true, origin: 'tm-fuzzy', match_percent: 88.5 });
    const listed = (await user.inject(`/api/document/${morning.document_id}/records?page=0`)).json().records[1];
    expect(listed).toMatchObject({ origin: 'tm-fuzzy', match_percent: 88.5 });
  });

  it('refuses an origin the editor cannot claim and a score outside 0-100', async () => {
    const manager = await t.signIn('manager');
    const { records } = await importDocument(t, manager, xliffOf([['Hello']]));
    for (const body of [{ origin: 'import' }, { origin: 'guess' }, { origin: 'tm-fuzzy', match_percent: 101 }, { origin: 'mt', match_percent: -1 }]) {
      const refused = await saveRecord(manager, records[0]!, { target: 'Hallo', ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });
});
