import { expect, it } from 'vitest';
import type { TmRecord, TranslationMemory } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { createTm, createTmUnit } from '../test/resources.ts';
import { tmxFile, tu } from '../test/tmx.ts';
import { tmMigrations } from './migrations.ts';

function importInto(client: Client, tmId: number, content: string, fields: Record<string, string> = {}) {
  return client.inject({
    method: 'POST',
    url: `/api/translation_memory/${tmId}/import`,
    ...multipart(fields, { name: 'more.tmx', content }),
  });
}

/** Imports into the TM and waits for the job: the TM as it ends. */
async function importedInto(
  t: TestContext,
  client: Client,
  tmId: number,
  content: string,
  fields: Record<string, string> = {},
) {
  const response = await importInto(client, tmId, content, fields);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toMatchObject({ id: tmId, processing_status: 'processing' });
  await t.app.jobs.idle();
  return (await client.inject(`/api/translation_memory/${tmId}`)).json() as TranslationMemory;
}

async function units(client: Client, tmId: number): Promise<TmRecord[]> {
  return (await client.inject(`/api/translation_memory/${tmId}/records`)).json().records;
}

describeWithPostgresToo('importing into an existing translation memory', (t) => {
  it('fills a TM created empty, keeping its languages', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Existing' });
    const done = await importedInto(t, manager, tm.id, tmxFile(tu('Hello', 'Hallo') + tu('Bye', 'Tschüss')));
    expect(done).toMatchObject({
      processing_status: 'done',
      processing_error: null,
      records_count: 2,
      source_lang: 'en',
      target_lang: 'de',
    });
    expect(done.import_report).toMatchObject({ units_read: 2, units_imported: 2 });
    expect((await units(manager, tm.id)).map((u) => u.source)).toEqual(['Hello', 'Bye']);
    // Searchable and editable like any TM.
    expect((await manager.inject(`/api/translation_memory/${tm.id}/records?search=tsch`)).json().total_rows).toBe(1);
    await createTmUnit(manager, tm.id, { source: 'New', target: 'Neu' });
  });

  it('merges a file into a TM with units: new units join, a duplicate takes the version changed last, ids stay', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Existing' });
    const hello = await createTmUnit(manager, tm.id, { source: 'Hello', target: 'Hallo' });
    const keep = await createTmUnit(manager, tm.id, { source: 'Keep', target: 'Behalten' });
    const file =
      tu('Hello', 'Hallo', ' changedate="29990101T000000Z" changeid="from-file"') +
      tu('Keep', 'Behalten', ' changedate="20000101T000000Z" changeid="older"') +
      tu('New', 'Neu') +
      tu('New', 'Neu', ' changedate="20200101T000000Z" changeid="newest-in-file"');
    const done = await importedInto(t, manager, tm.id, tmxFile(file));
    expect(done).toMatchObject({ processing_status: 'done', records_count: 3 });
    // Keep (older than the TM's) and the first New (merged with the newer one) changed nothing.
    expect(done.import_report).toMatchObject({ units_read: 4, units_imported: 2, merged_duplicates: 2 });
    const after = await units(manager, tm.id);
    expect(after.map((u) => [u.id === hello.id || u.id === keep.id, u.source, u.change_id])).toEqual([
      [true, 'Hello', 'from-file'],
      [true, 'Keep', manager.user.username],
      [false, 'New', 'newest-in-file'],
    ]);
    // The updated unit has a new version: an edit from the one read before is refused.
    const stale = await manager.inject({
      method: 'PUT',
      url: `/api/translation_memory/records/${hello.id}`,
      payload: { source: 'Hello', target: 'Servus', updated_at: hello.updated_at },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('a failed import keeps the units as they were, says why, and another file can follow', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Existing' });
    await createTmUnit(manager, tm.id, { source: 'Hello', target: 'Hallo' });
    const many = Array.from({ length: 3000 }, (_, i) => tu(`Unit ${i}`, `Einheit ${i}`)).join('');
    const failed = await importedInto(t, manager, tm.id, tmxFile(many).slice(0, -100));
    expect(failed).toMatchObject({ processing_status: 'error', records_count: 1 });
    expect(failed.processing_error).toMatch(/^Not a valid TMX file: Malformed XML at line/);
    expect((await units(manager, tm.id)).map((u) => u.source)).toEqual(['Hello']);
    const staging = await t.db
      .selectFrom('pg_tables' as never)
      .select('tablename' as never)
      .where('tablename' as never, '=', `tm_import_${tm.id}` as never)
      .execute();
    expect(staging).toEqual([]);
    await createTmUnit(manager, tm.id, { source: 'Still', target: 'Noch' });

    const retried = await importedInto(t, manager, tm.id, tmxFile(tu('Again', 'Wieder')));
    expect(retried).toMatchObject({ processing_status: 'done', processing_error: null, records_count: 3 });
  });

  it('after a failed new import the TM takes units and another file, in that file’s languages', async () => {
    const manager = await t.signIn('manager');
    const created = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/import',
      ...multipart({ name: 'Broken' }, { name: 'x.tmx', content: '<tmx><body><tu>' }),
    });
    await t.app.jobs.idle();
    const failed = (await manager.inject(`/api/translation_memory/${created.json().id}`)).json() as TranslationMemory;
    expect(failed.processing_status).toBe('error');

    const done = await importedInto(t, manager, failed.id, tmxFile(tu('Bonjour', 'Hola', '', ['fr', 'es'])));
    expect(done).toMatchObject({ processing_status: 'done', source_lang: 'fr', target_lang: 'es', records_count: 1 });
  });

  it('refuses other languages for a TM with units, unchanged; 409 while an import runs; 404; managers only', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const tm = await createTm(manager, { name: 'Existing' });
    await createTmUnit(manager, tm.id, { source: 'Hello', target: 'Hallo' });

    const french = await importInto(manager, tm.id, tmxFile(tu('a', 'b')), { target_lang: 'fr' });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe(
      'This translation memory holds en → de units; a file can only add units in these languages',
    );
    expect((await manager.inject(`/api/translation_memory/${tm.id}`)).json()).toMatchObject({
      processing_status: 'done',
      processing_error: null,
    });
    const same = await importInto(manager, tm.id, tmxFile(tu('a', 'b')), { source_lang: 'de', target_lang: 'DE' });
    expect(same.json().message).toMatch(/must differ/);
    const noFile = await manager.inject({
      method: 'POST',
      url: `/api/translation_memory/${tm.id}/import`,
      ...multipart({}),
    });
    expect(noFile.statusCode).toBe(400);

    expect((await importInto(user, tm.id, tmxFile(tu('a', 'b')))).statusCode).toBe(403);
    expect(
      (await t.anonymous.inject({ method: 'POST', url: `/api/translation_memory/${tm.id}/import`, ...multipart({}) }))
        .statusCode,
    ).toBe(401);
    expect((await importInto(manager, 999_999, tmxFile(tu('a', 'b')))).statusCode).toBe(404);

    await t.db
      .updateTable('translation_memories')
      .set({ processing_status: 'processing' })
      .where('id', '=', tm.id)
      .execute();
    const busy = await importInto(manager, tm.id, tmxFile(tu('a', 'b')));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('This translation memory is still being imported');
    await t.db.updateTable('translation_memories').set({ processing_status: 'done' }).where('id', '=', tm.id).execute();
    expect(
      t.app.apiRoutes.find((r) => r.method === 'POST' && r.url === '/api/translation_memory/:id/import')?.permission,
    ).toBe('tm.manage');
  });

  it('gives TMs whose import failed before this change the empty partition they lacked (migration 0204)', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Existing' });
    await t.db.schema.dropTable(`tm_units_${tm.id}`).execute();
    await t.db
      .updateTable('translation_memories')
      .set({ processing_status: 'error', processing_error: 'old failure' })
      .where('id', '=', tm.id)
      .execute();
    await tmMigrations['0204_tm_failed_imports_keep_a_partition']!.up(t.db);
    await createTmUnit(manager, tm.id, { source: 'Hello', target: 'Hallo' });
  });
});

describeWithPostgresToo('translation-memory units must stay valid TMX', (t) => {
  it('refuses unpaired codes and elements TMX does not allow in a segment, on create and on edit, with the reason', async () => {
    const user = await t.signIn('user');
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Existing' });
    const post = (source: string, target: string) =>
      user.inject({ method: 'POST', url: `/api/translation_memory/${tm.id}/records`, payload: { source, target } });
    const unpaired = await post('<bpt i="1">&lt;b&gt;</bpt>Bold', 'Fett');
    expect(unpaired.statusCode).toBe(400);
    expect(unpaired.json().message).toBe('<bpt i="1"> has no matching <ept i="1">');
    const element = await post('Bold', '<b>Fett</b>');
    expect(element.statusCode).toBe(400);
    expect(element.json().message).toBe('<b> is not a TMX inline element (allowed: bpt, ept, ph, it, ut, hi, sub)');

    const unit = await createTmUnit(user, tm.id, {
      source: '<bpt i="1">&lt;b&gt;</bpt>Bold<ept i="1">&lt;/b&gt;</ept>',
      target: '<bpt i="1">&lt;b&gt;</bpt>Fett<ept i="1">&lt;/b&gt;</ept>',
    });
    const edit = await user.inject({
      method: 'PUT',
      url: `/api/translation_memory/records/${unit.id}`,
      payload: { source: unit.source, target: '<bpt i="1">&lt;b&gt;</bpt>Fett', updated_at: unit.updated_at },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('<bpt i="1"> has no matching <ept i="1">');
    expect((await units(user, tm.id))[0]!.target).toBe(unit.target);
  });
});
