import { expect, it } from 'vitest';
import type { Glossary, GlossaryRecord, GlossaryRecordPage, UpdateGlossaryRecordBody } from '@tessera/shared/contract';
import { asUser, describeWithPostgresToo, statusOf, type Client, type SignedInClient } from '../test/harness.ts';
import { insertRecordBatch } from './import-writes.ts';
import { safeFileName } from './routes.ts';
import { rowsOfParent } from '../test/resources.ts';

describeWithPostgresToo('glossaries', (t) => {
  let manager: SignedInClient;
  let user: SignedInClient;

  const createGlossary = async (client: Client = manager, name = 'Product terms') => {
    const response = await client.inject({
      method: 'POST',
      url: '/api/glossary/',
      payload: { name, source_lang: 'en', target_lang: 'de-de' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Glossary;
  };
  const addRecord = async (glossaryId: number, source: string, target: string, comment = '', client: Client = user) => {
    const response = await client.inject({
      method: 'POST',
      url: `/api/glossary/${glossaryId}/records`,
      payload: { source, target, comment },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as GlossaryRecord;
  };
  /** Saves a record as the editor does: its text (no comment unless given) and the version it read (`updated_at`). */
  const editRecord = (
    recordId: number,
    text: Omit<UpdateGlossaryRecordBody, 'updated_at'> & { updated_at?: string },
    client: Client = user,
  ) => client.inject({ method: 'PUT', url: `/api/glossary/records/${recordId}`, payload: { comment: '', ...text } });
  const page = async (glossaryId: number, query = '') =>
    (await user.inject(`/api/glossary/${glossaryId}/records${query}`)).json() as GlossaryRecordPage;

  it('creates, lists, gets, renames and deletes a glossary with the shapes every screen reads', async () => {
    manager ??= await t.signIn('manager');
    user ??= await t.signIn('user');
    const glossary = await createGlossary(manager, '  Marketing  ');
    expect(glossary).toMatchObject({
      name: 'Marketing',
      source_lang: 'en',
      target_lang: 'de-DE',
      processing_status: 'done',
      processing_progress: 1,
      processing_error: null,
      upload_time: null,
      records_count: 0,
      created_by_user: asUser(manager.user),
    });
    expect(new Date(glossary.created_at).toISOString()).toBe(glossary.created_at);

    await addRecord(glossary.id, 'house', 'Haus');
    const list = (await user.inject('/api/glossary/')).json() as Glossary[];
    expect(list.find((g) => g.id === glossary.id)).toMatchObject({
      name: 'Marketing',
      records_count: 1,
      created_by_user: asUser(manager.user),
    });
    expect((await user.inject(`/api/glossary/${glossary.id}`)).json()).toMatchObject({
      id: glossary.id,
      records_count: 1,
    });

    const renamed = await manager.inject({
      method: 'PUT',
      url: `/api/glossary/${glossary.id}`,
      payload: { name: 'Brand' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ message: 'Glossary renamed' });
    const after = (await user.inject(`/api/glossary/${glossary.id}`)).json() as Glossary;
    expect(after.name).toBe('Brand');
    expect(after.updated_at > glossary.updated_at).toBe(true);

    const deleted = await manager.inject({ method: 'DELETE', url: `/api/glossary/${glossary.id}` });
    expect(deleted.json()).toEqual({ message: 'Glossary deleted' });
    expect((await user.inject(`/api/glossary/${glossary.id}`)).statusCode).toBe(404);
    expect(await rowsOfParent(t.db, 'glossary_records', 'glossary_id', glossary.id)).toEqual([]);
  });

  it('refuses a glossary whose source and target are the same language (400)', async () => {
    const same = await manager.inject({
      method: 'POST',
      url: '/api/glossary/',
      payload: { name: 'x', source_lang: 'en', target_lang: 'EN' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/target_lang.*must differ from source_lang/);
    // Variants of one language are different languages for a glossary (US to British English).
    expect(
      await statusOf(manager, {
        method: 'POST',
        url: '/api/glossary/',
        payload: { name: 'x', source_lang: 'en-US', target_lang: 'en-GB' },
      }),
    ).toBe(201);
  });

  it('answers 404 with a JSON message for a missing glossary or record on every route', async () => {
    const missing = 999_999;
    const calls = [
      { method: 'GET', url: `/api/glossary/${missing}` },
      { method: 'PUT', url: `/api/glossary/${missing}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/glossary/${missing}` },
      { method: 'GET', url: `/api/glossary/${missing}/records` },
      { method: 'GET', url: `/api/glossary/${missing}/records?search=term` },
      { method: 'POST', url: `/api/glossary/${missing}/records`, payload: { source: 'a', target: 'b' } },
      { method: 'GET', url: `/api/glossary/${missing}/download?format=csv` },
      {
        method: 'PUT',
        url: `/api/glossary/records/${missing}`,
        payload: { source: 'a', target: 'b', updated_at: '2026-01-01T00:00:00Z' },
      },
      { method: 'DELETE', url: `/api/glossary/records/${missing}` },
    ] as const;
    for (const call of calls) {
      const response = await manager.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json().message).toMatch(/^Glossary (record )?not found$/);
    }
  });

  it('validates bodies and ids with 400 and a message', async () => {
    const glossary = await createGlossary();
    const bad = [
      { method: 'POST', url: '/api/glossary/', payload: { name: ' ', source_lang: 'en', target_lang: 'de' } },
      { method: 'POST', url: '/api/glossary/', payload: { name: 'x', source_lang: 'english!', target_lang: 'de' } },
      { method: 'PUT', url: `/api/glossary/${glossary.id}`, payload: {} },
      { method: 'POST', url: `/api/glossary/${glossary.id}/records`, payload: { source: '  ', target: 'b' } },
      {
        method: 'POST',
        url: `/api/glossary/${glossary.id}/records`,
        payload: { source: 'a', target: 'b'.repeat(2001) },
      },
      { method: 'GET', url: '/api/glossary/abc' },
      { method: 'GET', url: `/api/glossary/${glossary.id}/records?page=-1` },
      { method: 'GET', url: `/api/glossary/${glossary.id}/download?format=pdf` },
    ] as const;
    for (const call of bad) {
      const response = await manager.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request/);
    }
  });

  it('creates, updates and deletes records; records carry created_by_user {id, username}', async () => {
    const glossary = await createGlossary();
    const record = await addRecord(glossary.id, ' cat ', 'Katze', 'pet');
    expect(record).toMatchObject({
      glossary_id: glossary.id,
      source: 'cat',
      target: 'Katze',
      comment: 'pet',
      created_by_user: { id: user.user.id, username: user.user.username, display_name: null },
      updated_by_user: null,
    });
    const withoutComment = await user.inject({
      method: 'POST',
      url: `/api/glossary/${glossary.id}/records`,
      payload: { source: 'dog', target: 'Hund' },
    });
    expect(withoutComment.json().comment).toBe('');

    const updated = await editRecord(record.id, {
      source: 'cat',
      target: 'Kater',
      comment: 'male',
      updated_at: record.updated_at,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      id: record.id,
      target: 'Kater',
      comment: 'male',
      created_at: record.created_at,
    });
    expect(updated.json().updated_at > record.updated_at).toBe(true);
    // The last change is the editor's, while the record stays the creator's.
    const editor = await t.signIn('manager');
    const edited = await editRecord(
      record.id,
      { source: 'cat', target: 'Katze', updated_at: updated.json().updated_at },
      editor,
    );
    expect(edited.json()).toMatchObject({
      created_by_user: { id: user.user.id, username: user.user.username, display_name: null },
      updated_by_user: { id: editor.user.id, username: editor.user.username, display_name: null },
    });
    const listed = (await user.inject(`/api/glossary/${glossary.id}/records?search=cat`)).json().records[0];
    expect(listed.updated_by_user).toEqual({ id: editor.user.id, username: editor.user.username, display_name: null });

    const removed = await user.inject({ method: 'DELETE', url: `/api/glossary/records/${record.id}` });
    expect(removed.json()).toEqual({ message: 'Glossary record deleted' });
    expect((await user.inject({ method: 'DELETE', url: `/api/glossary/records/${record.id}` })).statusCode).toBe(404);
    expect((await user.inject(`/api/glossary/${glossary.id}`)).json().records_count).toBe(1);
  });

  it('keeps a record’s term fields: status (admitted unless said), definition, part of speech, case sensitivity', async () => {
    manager ??= await t.signIn('manager');
    user ??= await t.signIn('user');
    const glossary = await createGlossary();
    const plain = await addRecord(glossary.id, 'file', 'Datei');
    expect(plain).toMatchObject({ status: 'admitted', definition: '', part_of_speech: '', case_sensitive: false });
    const edited = await editRecord(plain.id, {
      source: 'file',
      target: 'Datei',
      status: 'forbidden',
      definition: 'A named collection of data',
      part_of_speech: ' noun ',
      case_sensitive: true,
      updated_at: plain.updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'forbidden',
      definition: 'A named collection of data',
      part_of_speech: 'noun',
      case_sensitive: true,
    });
    expect((await page(glossary.id)).records[0]).toMatchObject({ status: 'forbidden', part_of_speech: 'noun' });
    const wrong = await user.inject({
      method: 'POST',
      url: `/api/glossary/${glossary.id}/records`,
      payload: { source: 'a', target: 'b', status: 'obsolete' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/status/);
  });

  it('answers 409 instead of overwriting a record someone else changed since it was read', async () => {
    const glossary = await createGlossary();
    const read = await addRecord(glossary.id, 'file', 'Datei');
    const first = await editRecord(read.id, { source: 'file', target: 'Akte', updated_at: read.updated_at });
    expect(first.statusCode).toBe(200);
    // A second editor still holds the version read before the first save (even within the same millisecond).
    const second = await editRecord(read.id, { source: 'file', target: 'Ordner', updated_at: read.updated_at });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/Someone else changed this record/);
    expect(second.json().details.current).toMatchObject({ target: 'Akte' });
    const current = (await page(glossary.id)).records.find((r) => r.id === read.id)!;
    expect(current.target).toBe('Akte');
    // With the current version the edit goes through; without a version it is a plain overwrite.
    const retry = await editRecord(read.id, { source: 'file', target: 'Ordner', updated_at: current.updated_at });
    expect(retry.statusCode).toBe(200);
    const bad = await editRecord(read.id, { source: 'file', target: 'x', updated_at: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    // An edit that does not say which version it was made on could overwrite someone's change unseen.
    const blind = await editRecord(read.id, { source: 'file', target: 'x' });
    expect(blind.statusCode).toBe(400);
    expect(blind.json().message).toMatch(/updated_at/);
  });

  it('pages by 100 in id order with total_rows', async () => {
    const glossary = await createGlossary();
    const batch = Array.from({ length: 250 }, (_, i) => ({ source: `term ${i}`, target: `Begriff ${i}`, comment: '' }));
    await insertRecordBatch(t.db, glossary.id, user.user.id, batch);
    await t.db.updateTable('glossaries').set({ records_count: 250 }).where('id', '=', glossary.id).execute();
    const first = await page(glossary.id);
    expect(first.total_rows).toBe(250);
    expect(first.records).toHaveLength(100);
    expect(first.records[0]!.source).toBe('term 0');
    const last = await page(glossary.id, '?page=2');
    expect(last.records.map((r) => r.source)).toEqual(batch.slice(200).map((r) => r.source));
    expect((await page(glossary.id, '?page=3')).records).toEqual([]);
  });

  it('counts search matches exactly up to 1000, then reports the total as capped', async () => {
    const glossary = await createGlossary();
    const batch = Array.from({ length: 1005 }, (_, i) => ({
      source: `apple ${i}`,
      target: i < 3 ? 'rare' : 'Apfel',
      comment: '',
    }));
    await insertRecordBatch(t.db, glossary.id, user.user.id, batch);
    await t.db.updateTable('glossaries').set({ records_count: 1005 }).where('id', '=', glossary.id).execute();
    expect(await page(glossary.id)).toMatchObject({ total_rows: 1005 });
    expect((await page(glossary.id)).total_rows_capped).toBeUndefined();
    const frequent = await page(glossary.id, '?search=APPLE');
    expect(frequent).toMatchObject({ total_rows: 1000, total_rows_capped: true });
    expect(frequent.records.map((r) => r.source)).toEqual(batch.slice(0, 100).map((r) => r.source));
    const tenthPage = await page(glossary.id, '?search=apple&page=9');
    expect(tenthPage).toMatchObject({ total_rows: 1000, total_rows_capped: true });
    expect(tenthPage.records.map((r) => r.source)).toEqual(batch.slice(900, 1000).map((r) => r.source));
    const lastPage = await page(glossary.id, '?search=apple&page=10');
    expect(lastPage.records.map((r) => r.source)).toEqual(batch.slice(1000).map((r) => r.source));
    // The partly filled last page shows where the matches end: its total is exact.
    expect(lastPage.total_rows).toBe(1005);
    expect(lastPage.total_rows_capped).toBeUndefined();
    const rare = await page(glossary.id, '?search=rare');
    expect(rare.total_rows).toBe(3);
    expect(rare.total_rows_capped).toBeUndefined();
  });

  it('finds matches that only begin after the first 10,000 records, in id order with their exact count', async () => {
    const glossary = await createGlossary();
    const filler = Array.from({ length: 10_000 }, (_, i) => ({
      source: `filler ${i}`,
      target: `Füller ${i}`,
      comment: '',
    }));
    const late = Array.from({ length: 150 }, (_, i) => ({
      source: `late term ${i}`,
      target: `spät ${i}`,
      comment: '',
    }));
    await insertRecordBatch(t.db, glossary.id, user.user.id, filler);
    await insertRecordBatch(t.db, glossary.id, user.user.id, late);
    const first = await page(glossary.id, '?search=LATE');
    expect(first.total_rows).toBe(150);
    expect(first.records.map((r) => r.source)).toEqual(late.slice(0, 100).map((r) => r.source));
    const second = await page(glossary.id, '?search=late&page=1');
    expect(second.total_rows).toBe(150);
    expect(second.records.map((r) => r.source)).toEqual(late.slice(100).map((r) => r.source));
    expect(await page(glossary.id, '?search=late&page=2')).toEqual({ records: [], total_rows: 150 });
    const frequent = await page(glossary.id, '?search=ller 1');
    expect(frequent).toMatchObject({ total_rows: 1000, total_rows_capped: true });
    expect(frequent.records[0]!.source).toBe('filler 1');
  });

  it('searches a case-insensitive substring of source or target; % and _ are literal; "null" and "undefined" are no search', async () => {
    const glossary = await createGlossary();
    await addRecord(glossary.id, 'Save File', 'Datei speichern');
    await addRecord(glossary.id, 'open', 'ÖFFNEN');
    await addRecord(glossary.id, '100% sure', 'hundertprozentig');
    await addRecord(glossary.id, 'snake_case', 'Schlangenschrift');
    await addRecord(glossary.id, '1000 sure', 'tausend');
    await addRecord(glossary.id, 'back\\slash', 'Rückstrich');
    await addRecord(glossary.id, 'null pointer', 'Nullzeiger');
    const sources = async (search: string) =>
      (await page(glossary.id, `?search=${encodeURIComponent(search)}`)).records.map((r) => r.source);

    expect(await sources('FILE')).toEqual(['Save File']);
    expect(await sources('datei')).toEqual(['Save File']);
    expect(await sources('öffnen')).toEqual(['open']);
    expect(await sources('0%')).toEqual(['100% sure']);
    expect(await sources('e_c')).toEqual(['snake_case']);
    expect(await sources('_')).toEqual(['snake_case']);
    expect(await sources('\\')).toEqual(['back\\slash']);
    expect(await sources('nothing like it')).toEqual([]);
    const all = await page(glossary.id);
    expect(all.total_rows).toBe(7);
    for (const empty of ['null', 'undefined', '']) {
      const result = await page(glossary.id, `?search=${empty}`);
      expect(result.total_rows).toBe(7);
    }
    expect(await sources('Null')).toEqual(['null pointer']);
    const counted = await page(glossary.id, '?search=sure');
    expect(counted.total_rows).toBe(2);
    expect(await page(glossary.id, '?search=sure&page=5')).toEqual({ records: [], total_rows: 2 });
  });

  it('lets a user read and edit records but not create, rename, delete, import or export glossaries', async () => {
    const glossary = await createGlossary();
    const record = await addRecord(glossary.id, 'a', 'b');
    const forbidden = [
      { method: 'POST', url: '/api/glossary/', payload: { name: 'x', source_lang: 'en', target_lang: 'de' } },
      { method: 'PUT', url: `/api/glossary/${glossary.id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/glossary/${glossary.id}` },
      { method: 'POST', url: '/api/glossary/import', payload: {} },
      { method: 'GET', url: `/api/glossary/${glossary.id}/download?format=csv` },
    ] as const;
    for (const call of forbidden) expect((await user.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);

    expect(
      await statusOf(user, {
        method: 'PUT',
        url: `/api/glossary/records/${record.id}`,
        payload: { source: 'a', target: 'c', updated_at: record.updated_at },
      }),
    ).toBe(200);
    const admin = await t.signIn('admin');
    const byAdmin = await createGlossary(admin, 'By admin');
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/glossary/${byAdmin.id}`, payload: { name: 'Renamed' } }))
        .statusCode,
    ).toBe(200);
    expect((await admin.inject(`/api/glossary/${byAdmin.id}/download?format=tbx`)).statusCode).toBe(200);
    expect((await admin.inject({ method: 'DELETE', url: `/api/glossary/${byAdmin.id}` })).statusCode).toBe(200);

    for (const url of ['/api/glossary/', `/api/glossary/${glossary.id}`, `/api/glossary/${glossary.id}/records`]) {
      expect((await t.anonymous.inject(url)).statusCode).toBe(401);
    }
  });

  it('downloads with a safe file name and the real name in filename*', async () => {
    const glossary = await createGlossary(manager, 'Légal / "terms" (v2)');
    await addRecord(glossary.id, 'contract', 'Vertrag');
    const response = await manager.inject(`/api/glossary/${glossary.id}/download?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Legal_terms_v2.csv"; filename*=UTF-8''L%C3%A9gal%20%2F%20%22terms%22%20%28v2%29.csv`,
    );
    expect(response.body).toBe(
      '\uFEFFen,de-DE,comment,status,definition,part_of_speech,case_sensitive,match_rule\r\n' +
        'contract,Vertrag,,admitted,,,false,stemmed\r\n',
    );
    expect(safeFileName('../../etc/passwd')).toBe('etc_passwd');
    expect(safeFileName('日本語')).toBe('glossary');
  });
});
