import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { CONCORDANCE_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { createTm } from '../../test/resources.ts';
import { tmMigrations } from '../migrations.ts';
import { concordancePage, newestIdsFrom } from './concordance.ts';

describeWithPostgresToo('the TM concordance', (t) => {
  it('pages the matches newest first and says whether more follow a page, exact on the last one, counting only past it', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Broad' });
    // Every unit holds "file"; one in three also "menu", so that a search for both stays within the limit.
    const units = SEARCH_COUNT_LIMIT + 60;
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              select ${tm.id}, s, 'DE ' || n, s, 'DE ' || n
              from generate_series(1, ${units}) as n,
                   lateral (select 'Open file ' || n || case when n % 3 = 0 then ' menu' else '' end as s) as text`.execute(
      t.db,
    );
    const { rows } = await sql<{ id: number; n: number }>`
      select id, substring(source_text from '[0-9]+')::integer as n from tm_units where tm_id = ${tm.id} order by id`.execute(
      t.db,
    );
    const idsOf = (numbers: (n: number) => boolean) =>
      rows
        .filter((row) => numbers(row.n))
        .map((row) => row.id)
        .reverse();
    const search = async (query: string, page: number) => {
      const response = await manager.inject(
        `/api/translation_memory/search?query=${encodeURIComponent(query)}&tm_ids=${tm.id}&page=${page}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { records: { unit_id: number }[]; total_rows: number; total_rows_capped?: true };
    };

    const broad = idsOf(() => true);
    for (const page of [0, 1]) {
      const hits = await search('FILE', page);
      // More hits follow each of these pages: the total counts up to the page's end and says more follow.
      expect(hits).toMatchObject({ total_rows: (page + 1) * CONCORDANCE_PAGE_SIZE, total_rows_capped: true });
      expect(hits.records.map((hit) => hit.unit_id)).toEqual(
        broad.slice(page * CONCORDANCE_PAGE_SIZE, (page + 1) * CONCORDANCE_PAGE_SIZE),
      );
    }
    // A page past the last one counts, up to the limit.
    const past = await search('file', Math.ceil(broad.length / CONCORDANCE_PAGE_SIZE));
    expect(past).toMatchObject({ records: [], total_rows: SEARCH_COUNT_LIMIT, total_rows_capped: true });

    const narrower = idsOf((n) => n % 3 === 0);
    const last = Math.floor((narrower.length - 1) / CONCORDANCE_PAGE_SIZE);
    for (const page of [last, last + 1]) {
      const hits = await search('menu file', page);
      expect(hits.total_rows).toBe(narrower.length);
      expect(hits.total_rows_capped).toBeUndefined();
      expect(hits.records.map((hit) => hit.unit_id)).toEqual(
        narrower.slice(page * CONCORDANCE_PAGE_SIZE, (page + 1) * CONCORDANCE_PAGE_SIZE),
      );
    }

    // Exactly a page of hits: the one more asked for is not there, so the page is the last and its total exact.
    const exact = await createTm(manager, { name: 'Exact' });
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              select ${exact.id}, 'Save disk ' || n, 'DE', 'Save disk ' || n, 'DE'
              from generate_series(1, ${CONCORDANCE_PAGE_SIZE}) as n`.execute(t.db);
    const response = await manager.inject(`/api/translation_memory/search?query=disk&tm_ids=${exact.id}&page=0`);
    expect(response.json()).toMatchObject({ total_rows: CONCORDANCE_PAGE_SIZE });
    expect(response.json()).not.toHaveProperty('total_rows_capped');
  });

  it('looks for the words in the source, the target, or either, as asked', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Sides' });
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text) values
              (${tm.id}, 'Open the file', 'Datei öffnen', 'Open the file', 'Datei öffnen'),
              (${tm.id}, 'Print the Datei report', 'Bericht drucken', 'Print the Datei report', 'Bericht drucken'),
              (${tm.id}, 'Close the file', 'Schließen', 'Close the file', 'Schließen')`.execute(t.db);
    const search = async (query: string, searchIn?: string) => {
      const response = await manager.inject(
        `/api/translation_memory/search?query=${encodeURIComponent(query)}&tm_ids=${tm.id}` +
          (searchIn ? `&search_in=${searchIn}` : ''),
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { records: { source_text: string }[] }).records.map((hit) => hit.source_text);
    };
    expect(await search('datei', 'source')).toEqual(['Print the Datei report']);
    expect(await search('datei', 'target')).toEqual(['Open the file']);
    expect(await search('datei', 'either')).toEqual(['Print the Datei report', 'Open the file']);
    expect(await search('datei')).toEqual(['Print the Datei report', 'Open the file']);
    // Every word on one side: "file" is in a source, "öffnen" in its target.
    expect(await search('file öffnen', 'either')).toEqual([]);
    expect(await search('the file', 'source')).toEqual(['Close the file', 'Open the file']);

    const refused = await manager.inject(`/api/translation_memory/search?query=file&search_in=both`);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([
      400,
      'invalid_request',
      expect.stringContaining('search_in'),
    ]);
  });

  it('reads the newest ids first and all of them when those do not hold the page and one more', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Newest first' });
    const units = 3200;
    // The range read first, as NEWEST_IDS is of a TM of millions.
    const newest = 200;
    // Every unit holds "alpha"; every second "beta", so that the newest ids hold exactly a page of them; every
    // 97th "gamma", a few of them among the newest.
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              select ${tm.id}, s, 'DE ' || n, s, 'DE ' || n
              from generate_series(1, ${units}) as n,
                   lateral (select 'alpha ' || n || case when n % 2 = 0 then ' beta' else '' end
                                   || case when n % 97 = 0 then ' gamma' else '' end as s) as text`.execute(t.db);
    const { rows } = await sql<{ id: number; n: number }>`
      select id, substring(source_text from '[0-9]+')::integer as n from tm_units where tm_id = ${tm.id} order by id desc`.execute(
      t.db,
    );
    const idsOf = (numbers: (n: number) => boolean) => rows.filter((row) => numbers(row.n)).map((row) => row.id);
    expect(idsOf((n) => n > units - newest && n % 2 === 0)).toHaveLength(CONCORDANCE_PAGE_SIZE);
    const search = async (word: string, page: number) => {
      const { hits, ...total } = await concordancePage(t.db, [word], [tm.id], page, {
        newestIds: newest,
        searchIn: 'either',
      });
      return { records: hits.map((hit) => hit.unit_id), ...total };
    };
    const pageOf = (ids: number[], page: number) =>
      ids.slice(page * CONCORDANCE_PAGE_SIZE, (page + 1) * CONCORDANCE_PAGE_SIZE);

    // The newest ids hold page 0 of "alpha" and one more, not page 1 and one more.
    for (const page of [0, 1])
      expect(await search('alpha', page)).toEqual({
        records: pageOf(
          idsOf(() => true),
          page,
        ),
        total_rows: (page + 1) * CONCORDANCE_PAGE_SIZE,
        total_rows_capped: true,
      });
    // A page of "beta" among the newest ids, and more before them.
    expect(await search('beta', 0)).toEqual({
      records: pageOf(
        idsOf((n) => n % 2 === 0),
        0,
      ),
      total_rows: CONCORDANCE_PAGE_SIZE,
      total_rows_capped: true,
    });
    const gamma = idsOf((n) => n % 97 === 0);
    expect(await search('gamma', 0)).toEqual({ records: gamma, total_rows: gamma.length });

    // A range of half the TM or more is not read first: all the ids are searched at once.
    const lastId = rows[0]!.id;
    expect(await newestIdsFrom(t.db, [tm.id], newest)).toBe(lastId - newest + 1);
    expect(await newestIdsFrom(t.db, [tm.id], units / 2)).toBe(lastId - units / 2 + 1);
    expect(await newestIdsFrom(t.db, [tm.id], units / 2 + 1)).toBeUndefined();
  });

  it('gives the partitions of TMs made before it the index of their id ranges (migration 0206)', async () => {
    const manager = await t.signIn('manager');
    const tms = [await createTm(manager, { name: 'Before' }), await createTm(manager, { name: 'Also before' })];
    const tables = tms.map((tm) => `tm_units_${tm.id}`);
    const rangesIndexes = async () =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = any(${tables}) and indexdef like '%USING brin (id)%'
          order by 1`.execute(t.db)
      ).rows.map((row) => row.name);
    for (const tm of tms) await sql.raw(`drop index tm_units_${tm.id}_id_ranges`).execute(t.db);
    expect(await rangesIndexes()).toEqual([]);
    await tmMigrations['0206_tm_id_ranges']!.up(t.db);
    expect(await rangesIndexes()).toEqual(tables.map((table) => `${table}_id_ranges`).sort());
  });
});
