import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { TmRecord, TranslationMemory } from '@tessera/shared/contract';
import { sql } from 'kysely';
import { describeWithPostgresToo, statusOf, type Client, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { insertDeadJob } from '../jobs/dead-job.test-helper.ts';
import { allPages, createTm, createTmUnit } from '../test/resources.ts';
import { tmxFile, tu } from '../test/tmx.ts';
import { TMX14B_FIRST_UNIT } from '../formats/tmx/fixtures/tmx14b.ts';
import { TM_IMPORT_JOB } from './import.ts';
import { IMPORT_INTERRUPTED } from '../jobs/upload-import.ts';

const fixture = (name: string) => readFileSync(new URL(`../formats/tmx/fixtures/${name}`, import.meta.url));

async function importTmx(
  t: TestContext,
  client: Client,
  content: Buffer | string,
  fields: Record<string, string> = {},
): Promise<{ status: number; tm: TranslationMemory }> {
  const response = await client.inject({
    method: 'POST',
    url: '/api/translation_memory/import',
    ...multipart({ name: 'Imported', ...fields }, { name: 'memory.tmx', content }),
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle();
  const tm = (await client.inject(`/api/translation_memory/${response.json().id}`)).json() as TranslationMemory;
  return { status: response.statusCode, tm };
}

const allRecords = (client: Client, tmId: number) =>
  allPages<TmRecord>(client, (page) => `/api/translation_memory/${tmId}/records?page=${page}`);

const comparable = ({ id: _id, tm_id: _tm, created_at: _c, updated_at: _u, ...rest }: TmRecord) => rest;

async function unitCount(t: TestContext, tmId: number): Promise<number> {
  const row = await t.db
    .selectFrom('tm_units')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tm_id', '=', tmId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeWithPostgresToo('translation memories', (t) => {
  it('lets a manager create, list, get, rename and delete a TM; 404 when missing', async () => {
    const manager = await t.signIn('manager');
    const created = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/',
      payload: { name: '  Product UI ', source_lang: 'en-us', target_lang: 'de' },
    });
    expect(created.statusCode).toBe(201);
    const tm = created.json() as TranslationMemory;
    expect(tm).toMatchObject({
      name: 'Product UI',
      source_lang: 'en-US',
      target_lang: 'de',
      created_by: manager.user.id,
      records_count: 0,
      processing_status: 'done',
      import_report: null,
    });

    const list = (await manager.inject('/api/translation_memory/')).json() as TranslationMemory[];
    expect(list.map((m) => m.id)).toContain(tm.id);

    const renamed = await manager.inject({
      method: 'PUT',
      url: `/api/translation_memory/${tm.id}`,
      payload: { name: 'UI strings' },
    });
    expect(renamed.json()).toEqual({ message: 'Translation memory renamed' });
    expect((await manager.inject(`/api/translation_memory/${tm.id}`)).json().name).toBe('UI strings');

    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).json()).toEqual({
      message: 'Translation memory deleted',
    });
    for (const request of [
      { method: 'GET' as const, url: `/api/translation_memory/${tm.id}` },
      { method: 'PUT' as const, url: `/api/translation_memory/${tm.id}`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/api/translation_memory/${tm.id}` },
      { method: 'GET' as const, url: `/api/translation_memory/${tm.id}/records` },
      { method: 'GET' as const, url: `/api/translation_memory/${tm.id}/download` },
    ]) {
      const response = await manager.inject(request);
      expect(response.statusCode, request.method).toBe(404);
      expect(response.json().message).toBe('Translation memory not found');
    }
  });

  it('validates names and languages', async () => {
    const manager = await t.signIn('manager');
    const post = (payload: object) => manager.inject({ method: 'POST', url: '/api/translation_memory/', payload });
    expect((await post({ name: '', source_lang: 'en', target_lang: 'de' })).statusCode).toBe(400);
    expect((await post({ name: 'x', source_lang: 'english', target_lang: 'de' })).json().message).toMatch(
      /source_lang/,
    );
    expect((await post({ name: 'x', source_lang: 'en', target_lang: 'EN' })).json().message).toMatch(/must differ/);
  });

  it('lets a user browse and edit records but not create, rename, delete, import or download TMs', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const tm = await createTm(manager, { name: 'Shared', source_lang: 'en', target_lang: 'fr' });

    const forbidden = [
      {
        method: 'POST' as const,
        url: '/api/translation_memory/',
        payload: { name: 'x', source_lang: 'en', target_lang: 'fr' },
      },
      { method: 'PUT' as const, url: `/api/translation_memory/${tm.id}`, payload: { name: 'x' } },
      { method: 'DELETE' as const, url: `/api/translation_memory/${tm.id}` },
      { method: 'GET' as const, url: `/api/translation_memory/${tm.id}/download` },
      {
        method: 'POST' as const,
        url: '/api/translation_memory/import',
        ...multipart({ name: 'x' }, { name: 'a.tmx', content: tmxFile('') }),
      },
    ];
    for (const request of forbidden) expect((await user.inject(request)).statusCode, request.url).toBe(403);
    for (const request of forbidden.slice(0, 3)) expect((await t.anonymous.inject(request)).statusCode).toBe(401);

    expect((await user.inject('/api/translation_memory/')).statusCode).toBe(200);
    expect((await user.inject(`/api/translation_memory/${tm.id}`)).statusCode).toBe(200);
    const added = await user.inject({
      method: 'POST',
      url: `/api/translation_memory/${tm.id}/records`,
      payload: { source: 'Yes', target: 'Oui' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      source: 'Yes',
      target: 'Oui',
      creation_id: user.user.username,
      change_id: user.user.username,
    });
    expect((await user.inject(`/api/translation_memory/${tm.id}/records`)).json().total_rows).toBe(1);
  });

  it('pages records and searches source or target case-insensitively, taking % and _ literally', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Paging', source_lang: 'en', target_lang: 'de' });
    const units = Array.from({ length: 130 }, (_, i) => tu(`Sentence number ${i}`, `Satz Nummer ${i}`)).join('');
    const { tm: imported } = await importTmx(
      t,
      manager,
      tmxFile(
        units +
          tu('100% sure', 'Hundertprozentig') +
          tu('snake_case name', 'Schlangen_Name') +
          tu('Save the FILE', 'Datei speichern'),
      ),
    );
    expect(imported.records_count).toBe(133);
    const page = (n: number, search = '') =>
      manager
        .inject(`/api/translation_memory/${imported.id}/records?page=${n}&search=${encodeURIComponent(search)}`)
        .then((r) => r.json());

    const first = await page(0);
    expect(first.total_rows).toBe(133);
    expect(first.records).toHaveLength(100);
    expect(first.records[0].source).toBe('Sentence number 0');
    expect((await page(1)).records).toHaveLength(33);
    expect((await page(2)).records).toHaveLength(0);

    expect((await page(0, 'file')).records.map((r: TmRecord) => r.source)).toEqual(['Save the FILE']);
    expect((await page(0, 'DATEI')).records.map((r: TmRecord) => r.target)).toEqual(['Datei speichern']);
    expect((await page(0, '0%')).records.map((r: TmRecord) => r.source)).toEqual(['100% sure']);
    expect((await page(0, 'e_c')).records.map((r: TmRecord) => r.source)).toEqual(['snake_case name']);
    expect((await page(0, 'number 12')).total_rows).toBe(11);
    const sentences = (n: number) =>
      page(n, 'SATZ').then((p) => [p.total_rows, p.records.map((r: TmRecord) => r.source)]);
    expect(await sentences(0)).toEqual([130, Array.from({ length: 100 }, (_, i) => `Sentence number ${i}`)]);
    expect(await sentences(1)).toEqual([130, Array.from({ length: 30 }, (_, i) => `Sentence number ${100 + i}`)]);
    expect(await sentences(2)).toEqual([130, []]);
    expect((await page(0, 'null')).total_rows).toBe(133);
    expect((await manager.inject(`/api/translation_memory/${imported.id}/records?page=-1`)).statusCode).toBe(400);
    expect((await manager.inject(`/api/translation_memory/${tm.id}/records`)).json()).toEqual({
      records: [],
      total_rows: 0,
    });
  });

  it('counts search matches exactly up to 1000, then reports the total as capped; a partly filled last page is exact', async () => {
    const manager = await t.signIn('manager');
    // Every other unit is an apple: 1,055 of them, their ids interleaved with the pears'.
    const sources = Array.from({ length: 2110 }, (_, i) => `${i % 2 === 0 ? 'apple' : 'pear'} ${i}`);
    const { tm } = await importTmx(t, manager, tmxFile(sources.map((source, i) => tu(source, `Obst ${i}`)).join('')));
    const search = async (text: string, page = 0) => {
      const body = (
        await manager.inject(`/api/translation_memory/${tm.id}/records?page=${page}&search=${encodeURIComponent(text)}`)
      ).json();
      return { ...body, records: body.records.map((r: TmRecord) => r.source) };
    };
    const apples = sources.filter((source) => source.startsWith('apple'));

    const first = await search('APPLE');
    expect(first).toEqual({ records: apples.slice(0, 100), total_rows: 1000, total_rows_capped: true });
    expect(await search('apple', 9)).toEqual({
      records: apples.slice(900, 1000),
      total_rows: 1000,
      total_rows_capped: true,
    });
    // The partly filled last page shows where the matches end: its total is exact.
    expect(await search('apple', 10)).toEqual({ records: apples.slice(1000), total_rows: 1055 });
    expect(await search('apple', 11)).toEqual({ records: [], total_rows: 1000, total_rows_capped: true });

    const underCap = apples.filter((source) => source.includes('apple 1'));
    expect(underCap).toHaveLength(555);
    expect(await search('Apple 1')).toEqual({ records: underCap.slice(0, 100), total_rows: 555 });
    expect(await search('apple 1', 4)).toEqual({ records: underCap.slice(400, 500), total_rows: 555 });
    expect(await search('apple 1', 5)).toEqual({ records: underCap.slice(500), total_rows: 555 });
    expect(await search('apple 1', 6)).toEqual({ records: [], total_rows: 555 });
    expect(await search('obst 1000')).toEqual({ records: ['apple 1000'], total_rows: 1 });
    const plain = (await manager.inject(`/api/translation_memory/${tm.id}/records`)).json();
    expect([plain.total_rows, plain.total_rows_capped]).toEqual([2110, undefined]);
  });

  it('creates, updates (409 on a stale edit) and deletes records, keeping the count', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const tm = await createTm(manager, { name: 'Edits', source_lang: 'en', target_lang: 'de' });
    const created = await createTmUnit(user, tm.id, {
      source: 'Fish &amp; chips <ph x="1"/>',
      target: 'Fisch &amp; Pommes <ph x="1"/>',
    });
    expect(created).toMatchObject({
      source_text: 'Fish & chips ',
      target_text: 'Fisch & Pommes ',
      props: [],
      notes: [],
    });
    expect(created.creation_date).not.toBeNull();
    expect((await user.inject(`/api/translation_memory/${tm.id}`)).json().records_count).toBe(1);

    const duplicate = await user.inject({
      method: 'POST',
      url: `/api/translation_memory/${tm.id}/records`,
      payload: { source: created.source, target: created.target },
    });
    expect(duplicate.statusCode).toBe(409);

    const badMarkup = await user.inject({
      method: 'POST',
      url: `/api/translation_memory/${tm.id}/records`,
      payload: { source: 'Fish & chips', target: 'x' },
    });
    expect(badMarkup.statusCode).toBe(400);
    expect(badMarkup.json().message).toMatch(/^Invalid segment markup/);
    expect(
      await statusOf(user, {
        method: 'POST',
        url: `/api/translation_memory/${tm.id}/records`,
        payload: { source: ' ', target: 'x' },
      }),
    ).toBe(400);

    const put = (payload: object) =>
      user.inject({ method: 'PUT', url: `/api/translation_memory/records/${created.id}`, payload });
    const updated = await put({ source: 'Fish and chips', target: 'Fisch und Pommes', updated_at: created.updated_at });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      source: 'Fish and chips',
      target_text: 'Fisch und Pommes',
      change_id: user.user.username,
    });

    const stale = await manager.inject({
      method: 'PUT',
      url: `/api/translation_memory/records/${created.id}`,
      payload: { source: 'Old', target: 'Alt', updated_at: created.updated_at },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this unit in the meantime/);
    expect(
      (await put({ source: 'Fish', target: 'Fisch' })).statusCode,
      'an edit without the version it was made on',
    ).toBe(400);
    expect(
      (await put({ source: 'Fish and chips', target: 'Fisch, Pommes', updated_at: updated.json().updated_at }))
        .statusCode,
    ).toBe(200);

    expect(
      await statusOf(user, {
        method: 'PUT',
        url: '/api/translation_memory/records/999999',
        payload: { source: 'a', target: 'b', updated_at: created.updated_at },
      }),
    ).toBe(404);
    expect(
      (await user.inject({ method: 'DELETE', url: `/api/translation_memory/records/${created.id}` })).json(),
    ).toEqual({ message: 'Unit deleted' });
    expect(
      (await user.inject({ method: 'DELETE', url: `/api/translation_memory/records/${created.id}` })).statusCode,
    ).toBe(404);
    expect((await user.inject(`/api/translation_memory/${tm.id}`)).json().records_count).toBe(0);
  });

  it('every edit moves a unit’s version on, so an edit from the version before is refused even within a millisecond', async () => {
    const user = await t.signIn('user');
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Versions', source_lang: 'en', target_lang: 'de' });
    const unit = await createTmUnit(user, tm.id, { source: 'a', target: 'b' });
    expect(unit.updated_at).toBe(new Date(unit.updated_at).toISOString());
    // A version ahead of the clock stands for "the previous edit happened this very millisecond".
    const version = '2100-01-01T00:00:00.000Z';
    await t.db.updateTable('tm_units').set({ updated_at: version }).where('id', '=', unit.id).execute();
    const put = (target: string, updated_at: string) =>
      user.inject({
        method: 'PUT',
        url: `/api/translation_memory/records/${unit.id}`,
        payload: { source: 'a', target, updated_at },
      });

    const first = await put('first', version);
    expect(first.statusCode).toBe(200);
    expect(first.json().updated_at).toBe('2100-01-01T00:00:00.001Z');
    const lost = await put('lost', version);
    expect(lost.statusCode).toBe(409);
    const second = await put('second', first.json().updated_at);
    expect(second.json().updated_at).toBe('2100-01-01T00:00:00.002Z');
    expect((await user.inject(`/api/translation_memory/${tm.id}/records`)).json().records[0].target).toBe('second');
  });

  it('imports a TMX 1.4b file in the background, keeping inline tags, dates, ids and properties', async () => {
    const manager = await t.signIn('manager');
    const response = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/import',
      ...multipart(
        { name: 'Software', source_lang: 'en', target_lang: 'de' },
        { name: 'sw.tmx', content: fixture('tmx14b.tmx') },
      ),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      name: 'Software',
      processing_status: 'processing',
      processing_progress: 0,
      records_count: 0,
    });
    await t.app.jobs.idle();

    const tm = (await manager.inject(`/api/translation_memory/${response.json().id}`)).json() as TranslationMemory;
    expect(tm).toMatchObject({
      source_lang: 'en-US',
      target_lang: 'de-DE',
      records_count: 4,
      processing_status: 'done',
      processing_progress: 1,
      processing_error: null,
      import_report: {
        units_read: 6,
        units_imported: 4,
        merged_duplicates: 0,
        skipped_missing_language: 1,
        skipped_empty: 1,
        language_note: 'source en-US (requested en), target de-DE (requested de)',
      },
    });
    const [first] = await allRecords(manager, tm.id);
    // The unit as the file holds it, under the API's names.
    const unit = TMX14B_FIRST_UNIT;
    expect(comparable(first!)).toEqual({
      source: unit.source,
      target: unit.target,
      source_text: unit.sourceText,
      target_text: unit.targetText,
      creation_date: unit.creationDate,
      change_date: unit.changeDate,
      creation_id: unit.creationId,
      change_id: unit.changeId,
      props: unit.props,
      notes: unit.notes,
      tmx: unit.details,
    });
  });

  it('round-trips: import -> download -> import gives the same units, languages, dates and inline tags', async () => {
    const manager = await t.signIn('manager');
    // details.tmx: tuid, usagecount, each language's props and notes, foreign markup declared on <tmx>.
    for (const name of ['tmx14b.tmx', 'tmx11.tmx', 'three-languages.tmx', 'details.tmx']) {
      const { tm: first } = await importTmx(t, manager, fixture(name));
      const download = await manager.inject(`/api/translation_memory/${first.id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/x-tmx+xml; charset=utf-8');
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Imported.tmx"; filename*=UTF-8''Imported.tmx`,
      );
      expect(download.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<tmx version="1.4">/);

      const { tm: second } = await importTmx(t, manager, download.rawPayload);
      expect([second.source_lang, second.target_lang, second.records_count]).toEqual([
        first.source_lang,
        first.target_lang,
        first.records_count,
      ]);
      expect((await allRecords(manager, second.id)).map(comparable)).toEqual(
        (await allRecords(manager, first.id)).map(comparable),
      );
    }
    const [detailed] = await allRecords(manager, (await importTmx(t, manager, fixture('details.tmx'))).tm.id);
    expect(detailed).toMatchObject({
      source: 'Sign <acme:field name="date" xmlns:acme="urn:acme:tm"/> here',
      tmx: {
        tuid: 'seg-42',
        usage_count: 7,
        source: { props: [{ type: 'x-Origin', value: 'human' }], notes: ['Source wording agreed with the client'] },
        target: { props: [{ type: 'x-Origin', value: 'MT, post-edited', lang: 'en' }], notes: [] },
      },
    });
  });

  it('imports the requested pair of a 3-language TMX 1.1-style file', async () => {
    const manager = await t.signIn('manager');
    const { tm } = await importTmx(t, manager, fixture('three-languages.tmx'), {
      source_lang: 'fr',
      target_lang: 'de',
    });
    expect(tm).toMatchObject({ source_lang: 'fr', target_lang: 'de', records_count: 2 });
    expect(tm.import_report).toMatchObject({ skipped_missing_language: 1 });
    expect((await allRecords(manager, tm.id)).map((r) => [r.source, r.target])).toEqual([
      ['Bonjour', 'Guten Morgen'],
      ['Merci', 'Danke'],
    ]);
  });

  it('each TM has its own search indexes; if the server died before building them, recovery does (search works meanwhile)', async () => {
    const manager = await t.signIn('manager');
    const searchIndexes = async (tmId: number) =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${`tm_units_${tmId}`}
            and indexdef like '%gin_trgm_ops%'
          order by 1`.execute(t.db)
      ).rows.map((row) => row.name);
    const { tm } = await importTmx(t, manager, tmxFile(tu('Hello world', 'Hallo Welt')));
    const built = ['source_trgm', 'target_trgm'];
    expect(await searchIndexes(tm.id)).toEqual(built.map((index) => `tm_units_${tm.id}_${index}`));
    const created = await createTm(manager, { name: 'Empty', source_lang: 'en', target_lang: 'de' });
    expect(await searchIndexes(created.id)).toHaveLength(built.length);

    // The process died after the units were attached and the TM marked done, before the indexes were built.
    for (const index of built) await sql.raw(`drop index tm_units_${tm.id}_${index}`).execute(t.db);
    await insertDeadJob(t, TM_IMPORT_JOB, tm.id);
    const page = (await manager.inject(`/api/translation_memory/${tm.id}/records?search=WELT`)).json();
    expect(page.total_rows).toBe(1);
    await t.app.jobs.recoverStaleJobs({ everyOtherOwner: true });
    await t.app.jobs.idle();
    expect((await manager.inject(`/api/translation_memory/${tm.id}`)).json()).toMatchObject({
      processing_status: 'done',
      records_count: 1,
    });
    expect(await searchIndexes(tm.id)).toHaveLength(built.length);
  });

  it('fails an import its dead server left loading, saying so, and leaves the TM usable', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Interrupted', source_lang: 'en', target_lang: 'de' });
    await t.db
      .updateTable('translation_memories')
      .set({ processing_status: 'processing' })
      .where('id', '=', tm.id)
      .execute();
    await insertDeadJob(t, TM_IMPORT_JOB, tm.id);
    await t.app.jobs.recoverStaleJobs({ everyOtherOwner: true });
    expect((await manager.inject(`/api/translation_memory/${tm.id}`)).json()).toMatchObject({
      processing_status: 'error',
      processing_error: IMPORT_INTERRUPTED,
    });
    await createTmUnit(manager, tm.id, { source: 'Hello', target: 'Hallo' });
    expect(await unitCount(t, tm.id)).toBe(1);
  });

  it('merges duplicate units, keeping the one changed last', async () => {
    const manager = await t.signIn('manager');
    const body =
      tu('Hello', 'Hallo', ' changedate="20200101T000000Z" changeid="old"') +
      tu('Hello', 'Hallo', ' changedate="20230101T000000Z" changeid="newest"') +
      tu('Hello', 'Servus', ' changedate="20210101T000000Z"') +
      tu('Hello', 'Hallo', ' changedate="20220101T000000Z" changeid="middle"');
    // Duplicates next to each other and far apart (in other batches) alike; on a tie the first in the file stays.
    const many = Array.from({ length: 2500 }, (_, i) => tu(`Filler ${i % 1200}`, `Füller ${i % 1200}`)).join('');
    const tie = (changeId: string) => tu('Tie', 'Gleich', ` changedate="20200101T000000Z" changeid="${changeId}"`);
    const last = tu('Hello', 'Hallo', ' changedate="20190101T000000Z" changeid="older"') + tie('second');
    const { tm } = await importTmx(t, manager, tmxFile(body + tie('first') + many + last));
    expect(tm.records_count).toBe(2 + 1 + 1200);
    // Every unit read is counted: imported, or merged into one imported (none skipped here).
    expect(tm.import_report).toMatchObject({
      units_read: 4 + 1 + 2500 + 2,
      units_imported: 2 + 1 + 1200,
      merged_duplicates: 2507 - 1203,
      skipped_empty: 0,
    });
    const ties = (await manager.inject(`/api/translation_memory/${tm.id}/records?search=gleich`)).json()
      .records as TmRecord[];
    expect(ties.map((r) => r.change_id)).toEqual(['first']);
    const hello = (await manager.inject(`/api/translation_memory/${tm.id}/records?search=hello`)).json()
      .records as TmRecord[];
    expect(hello.map((r) => [r.target, r.change_id, r.change_date])).toEqual([
      ['Hallo', 'newest', '2023-01-01T00:00:00.000Z'],
      ['Servus', null, '2021-01-01T00:00:00.000Z'],
    ]);
  });

  it('refuses bad files: at upload when their start shows it, else error status with a message, and no units left behind', async () => {
    const manager = await t.signIn('manager');
    const many = Array.from({ length: 20_000 }, (_, i) => tu(`Unit ${i}`, `Einheit ${i}`)).join('');
    const truncated = tmxFile(many).slice(0, -200);
    // After thousands of good units (some batches already loaded), an ISO-8859-1 byte in a UTF-8 file...
    const latin1 = Buffer.from(tmxFile(`${many}\n${tu('caf#', 'Kaffee')}`));
    latin1[latin1.lastIndexOf('#')] = 0xe9;
    // ...and a unit far too large to be one.
    const huge = tmxFile(`${tu('fine', 'gut')}\n${tu('x'.repeat(3 * 1024 * 1024), 'y')}`);
    // Refused at upload (422, no TM created): what the first KB of the file show.
    const refusedAtUpload: [string, string | Buffer, RegExp][] = [
      [
        'not XML',
        'source;target\nHello;Hallo\n',
        /^Not a valid TMX file: Malformed XML at line \d+, column \d+: text data outside of root node/,
      ],
      [
        'a ZIP archive',
        Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0xff, 0xfe, 0]),
        /^Not a valid TMX file: it is a ZIP archive/,
      ],
      [
        'entity bomb',
        `<?xml version="1.0"?><!DOCTYPE tmx [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><tmx><body>${tu('&b;', 'x')}</body></tmx>`,
        /DOCTYPE/,
      ],
      [
        'external entity',
        `<!DOCTYPE tmx [<!ENTITY x SYSTEM "file:///etc/passwd">]><tmx><body>${tu('&x;', 'x')}</body></tmx>`,
        /DOCTYPE/,
      ],
      [
        'wrong root',
        '<?xml version="1.0"?><xliff version="1.2"><file/></xliff>',
        /^Not a TMX file: the root element is <xliff>, expected <tmx>$/,
      ],
      [
        'an unknown encoding',
        '<?xml version="1.0" encoding="x-klingon"?><tmx/>',
        /^Unsupported character encoding "x-klingon"$/,
      ],
    ];
    const before = ((await manager.inject('/api/translation_memory/')).json() as TranslationMemory[]).length;
    for (const [label, content, message] of refusedAtUpload) {
      const response = await manager.inject({
        method: 'POST',
        url: '/api/translation_memory/import',
        ...multipart({ name: 'Refused' }, { name: 'memory.tmx', content }),
      });
      expect(response.statusCode, label).toBe(422);
      expect(response.json().message, label).toMatch(message);
    }
    expect(((await manager.inject('/api/translation_memory/')).json() as TranslationMemory[]).length).toBe(before);
    // Found bad further in: the import fails, says why and leaves nothing.
    const cases: [string, string | Buffer, RegExp][] = [
      ['truncated after thousands of units', truncated, /^Not a valid TMX file: Malformed XML at line/],
      ['no units', tmxFile(''), /^The TMX file holds no translation units$/],
      ['invalid UTF-8', latin1, /^The file is not valid UTF-8 text \(the problem is on line 2\)/],
      ['a 3 MB unit', huge, /^The translation unit at line 2 is larger than 2 MB/],
    ];
    for (const [label, content, message] of cases) {
      const { tm } = await importTmx(t, manager, content);
      expect(tm.processing_status, label).toBe('error');
      expect(tm.processing_error, label).toMatch(message);
      expect(tm.records_count, label).toBe(0);
      expect(await unitCount(t, tm.id), label).toBe(0);
    }
    const missing = await importTmx(t, manager, tmxFile(tu('a', 'b')), { source_lang: 'ja' });
    expect(missing.tm.processing_error).toBe('The source language ja is not in the file (it has en, de)');
  });

  it('deletes an imported TM with all its units; after a failed import the TM is empty and takes units', async () => {
    const manager = await t.signIn('manager');
    const { tm } = await importTmx(t, manager, tmxFile(tu('one', 'eins') + tu('two', 'zwei')));
    expect(await unitCount(t, tm.id)).toBe(2);
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    expect(await unitCount(t, tm.id)).toBe(0);

    const { tm: failed } = await importTmx(t, manager, '<tmx><body><tu>');
    expect(failed.processing_status).toBe('error');
    const add = await manager.inject({
      method: 'POST',
      url: `/api/translation_memory/${failed.id}/records`,
      payload: { source: 'a', target: 'b' },
    });
    expect(add.statusCode).toBe(201);
    expect(await unitCount(t, failed.id)).toBe(1);
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${failed.id}` })).statusCode).toBe(
      200,
    );
  });

  it('validates the upload request itself', async () => {
    const manager = await t.signIn('manager');
    const post = (body: { payload: Buffer; headers: Record<string, string> }) =>
      manager.inject({ method: 'POST', url: '/api/translation_memory/import', ...body });
    const noFile = await post(multipart({ name: 'x' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Send the TMX file in a part named "file"');
    const noName = await post(multipart({}, { name: 'a.tmx', content: tmxFile(tu('a', 'b')) }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/name/);
    const sameLanguages = await post(
      multipart({ name: 'x', source_lang: 'de', target_lang: 'DE' }, { name: 'a.tmx', content: 'x' }),
    );
    expect(sameLanguages.json().message).toMatch(/must differ/);
    const json = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/import',
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const nulName = await post(multipart({ name: 'a\u0000b' }, { name: 'a.tmx', content: tmxFile(tu('a', 'b')) }));
    expect(nulName.statusCode).toBe(400);
    expect(nulName.json().message).toMatch(/^Invalid request: fields\.name contains a NUL/);
  });
});
