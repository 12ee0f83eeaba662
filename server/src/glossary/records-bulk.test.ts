import { expect, it } from 'vitest';
import type { GlossaryRecordPage } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { createGlossary, createGlossaryRecord, createGlossaryWithTerms } from '../test/resources.ts';
import { insertRecordBatch } from './import-writes.ts';

describeWithPostgresToo('sorting and deleting several glossary records', (t) => {
  // A manager makes the glossaries; any signed-in user sorts and deletes their records.
  const manager = () => t.signIn('manager');
  const page = async (client: Client, glossaryId: number, query: string) => {
    const response = await client.inject(`/api/glossary/${glossaryId}/records?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as GlossaryRecordPage;
  };
  const sources = async (client: Client, glossaryId: number, query: string) =>
    (await page(client, glossaryId, query)).records.map((record) => record.source);
  const deleteRecords = (client: Client, glossaryId: number, payload: object) =>
    client.inject({ method: 'POST', url: `/api/glossary/${glossaryId}/records/delete`, payload });

  it('sorts by source, target, status and last change, either way; equal values keep the order added', async () => {
    const user = await t.signIn('user');
    const { glossary, records } = await createGlossaryWithTerms(await manager(), 'Sorted', [
      { source: 'banana', target: 'Banane', status: 'forbidden' },
      { source: 'Apple', target: 'Apfel', status: 'admitted' },
      { source: 'cherry', target: 'Kirsche', status: 'preferred' },
      { source: 'apple', target: 'Zankapfel', status: 'admitted' },
    ]);
    // Case aside, "Apple" and "apple" are one value: the one added first comes first.
    expect(await sources(user, glossary.id, 'sort=source')).toEqual(['Apple', 'apple', 'banana', 'cherry']);
    expect(await sources(user, glossary.id, 'sort=source&order=desc')).toEqual(['cherry', 'banana', 'apple', 'Apple']);
    expect(await sources(user, glossary.id, 'sort=target')).toEqual(['Apple', 'banana', 'cherry', 'apple']);
    expect(await sources(user, glossary.id, 'sort=status')).toEqual(['cherry', 'Apple', 'apple', 'banana']);
    expect(await sources(user, glossary.id, 'sort=status&order=desc')).toEqual(['banana', 'apple', 'Apple', 'cherry']);

    const edited = await user.inject({
      method: 'PUT',
      url: `/api/glossary/records/${records[0]!.id}`,
      payload: { source: 'banana', target: 'Banane', updated_at: records[0]!.updated_at },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await sources(user, glossary.id, 'sort=changed&order=desc'))[0]).toBe('banana');
    expect((await sources(user, glossary.id, 'sort=changed')).at(-1)).toBe('banana');
    // Without a sort: the order added.
    expect(await sources(user, glossary.id, '')).toEqual(['banana', 'Apple', 'cherry', 'apple']);
    // A search is sorted too, and the order alone sorts nothing.
    expect(await sources(user, glossary.id, 'search=app&sort=source&order=desc')).toEqual(['apple', 'Apple']);
    expect(await sources(user, glossary.id, 'order=desc')).toEqual(['banana', 'Apple', 'cherry', 'apple']);

    const bad = await user.inject(`/api/glossary/${glossary.id}/records?sort=comment`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid request: querystring.sort/);
  });

  it('pages a sorted glossary and a sorted search of more than 1,000 matches', async () => {
    const user = await t.signIn('user');
    const glossary = await createGlossary(await manager(), { name: 'Large' });
    // Sources in reverse of the order added: a sort by source reads them backwards.
    const batch = Array.from({ length: 1250 }, (_, i) => ({
      source: `term ${String(1249 - i).padStart(4, '0')}`,
      target: i % 2 ? 'odd' : 'even',
    }));
    await insertRecordBatch(t.db, glossary.id, user.user.id, batch);
    await t.db.updateTable('glossaries').set({ records_count: 1250 }).where('id', '=', glossary.id).execute();
    const expected = batch.map((r) => r.source).sort();

    const second = await page(user, glossary.id, 'sort=source&page=1');
    expect(second.total_rows).toBe(1250);
    expect(second.records.map((r) => r.source)).toEqual(expected.slice(100, 200));
    const lastMatches = await page(user, glossary.id, 'search=term&sort=source&page=12');
    expect(lastMatches.records.map((r) => r.source)).toEqual(expected.slice(1200));
    expect(lastMatches.total_rows).toBe(1250);
    const capped = await page(user, glossary.id, 'search=term&sort=source&order=desc');
    expect(capped).toMatchObject({ total_rows: 1000, total_rows_capped: true });
    expect(capped.records.map((r) => r.source)).toEqual(expected.slice(-100).reverse());
    // Few matches: their ids are sorted as collected.
    const rare = await sources(user, glossary.id, 'search=term%20000&sort=source&order=desc');
    expect(rare).toEqual(expected.slice(0, 10).reverse());
  });

  it('deletes chosen records in one request and moves the count; the term hits go with them', async () => {
    const user = await t.signIn('user');
    const { glossary, records } = await createGlossaryWithTerms(await manager(), 'Bulk', [
      { source: 'file', target: 'Datei' },
      { source: 'folder', target: 'Ordner' },
      { source: 'drive', target: 'Laufwerk' },
    ]);
    const [file, folder] = records;
    const response = await deleteRecords(user, glossary.id, { ids: [file!.id, folder!.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: '2 records deleted', deleted: 2 });
    expect(await sources(user, glossary.id, '')).toEqual(['drive']);
    expect((await user.inject(`/api/glossary/${glossary.id}`)).json()).toMatchObject({ records_count: 1 });
    const keys = await t.db.selectFrom('glossary_term_keys').select('record_id').execute();
    expect(keys.map((k) => k.record_id)).not.toContain(file!.id);

    // Deleted meanwhile: not counted, no error.
    const again = await deleteRecords(user, glossary.id, { ids: [file!.id] });
    expect(again.json()).toEqual({ message: '0 records deleted', deleted: 0 });
  });

  it('refuses ids of another glossary, deleting nothing', async () => {
    const user = await t.signIn('user');
    const mine = await createGlossaryWithTerms(await manager(), 'Mine', [{ source: 'file', target: 'Datei' }]);
    const theirs = await createGlossaryWithTerms(await manager(), 'Theirs', [{ source: 'save', target: 'speichern' }]);
    const response = await deleteRecords(user, mine.glossary.id, {
      ids: [mine.records[0]!.id, theirs.records[0]!.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      `1 of the selected records belongs to another glossary (${theirs.records[0]!.id}); nothing was deleted.`,
    );
    expect(await sources(user, mine.glossary.id, '')).toEqual(['file']);
    expect(await sources(user, theirs.glossary.id, '')).toEqual(['save']);

    for (const payload of [{ ids: [] }, { ids: [0] }, {}, { ids: [1], search: 'x' }]) {
      const bad = await deleteRecords(user, mine.glossary.id, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await deleteRecords(user, 999_999, { ids: [1] });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes every record matching a search, or all of them for an empty search', async () => {
    const user = await t.signIn('user');
    const { glossary } = await createGlossaryWithTerms(await manager(), 'Search', [
      { source: 'Save', target: 'Speichern' },
      { source: 'save as', target: 'Speichern unter' },
      { source: 'open', target: 'Öffnen' },
      { source: 'close', target: 'Schließen' },
    ]);
    await createGlossaryRecord(user, glossary.id, { source: 'autosave', target: 'Automatisch speichern' });
    const matching = await deleteRecords(user, glossary.id, { search: 'SPEICHERN' });
    expect(matching.json()).toMatchObject({ deleted: 3 });
    expect(await sources(user, glossary.id, '')).toEqual(['open', 'close']);
    const all = await deleteRecords(user, glossary.id, { search: '' });
    expect(all.json()).toEqual({ message: '2 records deleted', deleted: 2 });
    expect((await user.inject(`/api/glossary/${glossary.id}`)).json()).toMatchObject({ records_count: 0 });
  });

  it('waits for a running import (409)', async () => {
    const manager = await t.signIn('manager');
    const { glossary, records } = await createGlossaryWithTerms(manager, 'Busy', [{ source: 'a', target: 'b' }]);
    await t.db
      .updateTable('glossaries')
      .set({ processing_status: 'processing' })
      .where('id', '=', glossary.id)
      .execute();
    const response = await deleteRecords(manager, glossary.id, { ids: [records[0]!.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/delete records once the import has finished/);
  });
});
