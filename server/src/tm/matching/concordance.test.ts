import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { CONCORDANCE_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { createTm } from '../../test/resources.ts';
import { tmMigrations } from '../migrations.ts';
import { buildSearchIndexes } from '../repository.ts';
import { cutNewestRange, searchRangesOfTm } from '../search-ranges.ts';
import { concordancePage, type SearchIn } from './concordance.ts';

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

  it('searches a TM cut into id ranges newest range first, with the same pages as one index gives', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Ranges' });
    const other = await createTm(manager, { name: 'Beside' });
    // Every unit holds "alpha"; every second "beta"; every 97th "gamma"; the first 40 "delta", in their targets.
    const addUnits = async (tmId: number, from: number, to: number) =>
      sql`insert into tm_units (tm_id, source, target, source_text, target_text)
          select ${tmId}, s, d, s, d
          from generate_series(${from}::integer, ${to}::integer) as n,
               lateral (select 'alpha ' || n || case when n % 2 = 0 then ' beta' else '' end
                               || case when n % 97 = 0 then ' gamma' else '' end as s,
                               'DE ' || n || case when n <= 40 then ' delta' else '' end as d) as text`.execute(t.db);
    await addUnits(tm.id, 1, 3200);
    await addUnits(other.id, 1, 30);
    const ranges = () => searchRangesOfTm(t.db, tm.id);
    const indexes = async () =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = ${`tm_units_${tm.id}`} and indexname like '%trgm%'`.execute(
          t.db,
        )
      ).rows.map((row) => row.name);
    const idsFrom = async (n: number) =>
      Number(
        (
          await sql<{
            id: number;
          }>`select id from tm_units where tm_id = ${tm.id} order by id offset ${n - 1} limit 1`.execute(t.db)
        ).rows[0]!.id,
      );

    // Below twice the range's units the TM stays one range, its whole-table indexes.
    expect(await cutNewestRange(t.db, tm.id, { rangeUnits: 1601 })).toEqual([{ first: 0, next: null }]);
    expect(await ranges()).toEqual([{ first: 0, next: null }]);
    // 3,200 units in ranges of 1,000: two closed ranges and the newest, open one of 1,200.
    const firstCut = await cutNewestRange(t.db, tm.id, { rangeUnits: 1000 });
    const [b1, b2] = [await idsFrom(1001), await idsFrom(2001)];
    expect(firstCut).toEqual([
      { first: b2, next: null },
      { first: b1, next: b2 },
      { first: 0, next: b1 },
    ]);
    expect(await ranges()).toEqual(firstCut);
    const cutIndexes = [
      `tm_units_${tm.id}_trgm_0_${b1}`,
      `tm_units_${tm.id}_trgm_${b1}_${b2}`,
      `tm_units_${tm.id}_trgm_${b2}_on`,
    ].sort();
    expect((await indexes()).sort()).toEqual(cutIndexes);
    // The build a recovered import runs keeps the ranges: no whole-table index comes back.
    await buildSearchIndexes(t.db, tm.id);
    expect((await indexes()).sort()).toEqual(cutIndexes);

    // A cut that died after building a range and before the open one still leaves every id in one range once.
    await addUnits(tm.id, 3201, 4200);
    const b3 = await idsFrom(3001);
    await sql
      .raw(`create index tm_units_${tm.id}_trgm_${b2}_${b3} on tm_units_${tm.id} (id) where id >= ${b2}`)
      .execute(t.db);
    // And a concurrent build of the open range that failed: its index is left invalid, under the name a cut builds.
    const failed = `tm_units_${tm.id}_trgm_${b3}_on`;
    await sql.raw(`create index ${failed} on tm_units_${tm.id} (id) where id >= ${b3}`).execute(t.db);
    await sql.raw(`update pg_index set indisvalid = false where indexrelid = '${failed}'::regclass`).execute(t.db);
    expect((await ranges())[0]).toEqual({ first: b2, next: null });
    // The open range now holds 2,200 units: cut again, the range built before kept, the invalid one built anew.
    const secondCut = await cutNewestRange(t.db, tm.id, { rangeUnits: 1000 });
    expect(secondCut).toEqual([
      { first: b3, next: null },
      { first: b2, next: b3 },
      { first: b1, next: b2 },
      { first: 0, next: b1 },
    ]);
    expect(await ranges()).toEqual(secondCut);
    await addUnits(other.id, 31, 60);

    const { rows } = await sql<{ id: number; n: number; tm_id: number }>`
      select id, tm_id, substring(source_text from '[0-9]+')::integer as n from tm_units
      where tm_id in (${tm.id}, ${other.id}) order by id desc`.execute(t.db);
    const idsOf = (tmIds: number[], holds: (n: number) => boolean) =>
      rows.filter((row) => tmIds.includes(row.tm_id) && holds(row.n)).map((row) => row.id);
    const search = async (word: string, tmIds: number[], page: number, searchIn: SearchIn = 'either') => {
      const { hits, ...total } = await concordancePage(t.db, [word], tmIds, page, { searchIn, walkedUnits: 300 });
      return { records: hits.map((hit) => hit.unit_id), ...total };
    };
    const pageOf = (ids: number[], page: number) => {
      const records = ids.slice(page * CONCORDANCE_PAGE_SIZE, (page + 1) * CONCORDANCE_PAGE_SIZE);
      const more = ids.length > (page + 1) * CONCORDANCE_PAGE_SIZE;
      return more
        ? { records, total_rows: (page + 1) * CONCORDANCE_PAGE_SIZE, total_rows_capped: true }
        : { records, total_rows: ids.length };
    };
    const words: [string, (n: number) => boolean, SearchIn][] = [
      // Found among the 300 newest units: "alpha" on every page asked, "beta" on the first only.
      ['alpha', () => true, 'source'],
      ['beta', (n) => n % 2 === 0, 'either'],
      // Rare, in every range; in the oldest range alone, in the targets.
      ['gamma', (n) => n % 97 === 0, 'source'],
      ['delta', (n) => n <= 40, 'target'],
    ];
    for (const [word, holds, searchIn] of words) {
      for (const tmIds of [[tm.id], [tm.id, other.id]]) {
        const ids = idsOf(tmIds, holds);
        for (const page of [0, 1, 2])
          expect(await search(word, tmIds, page, searchIn), `${word}, page ${page}`).toEqual(pageOf(ids, page));
        const past = Math.ceil(ids.length / CONCORDANCE_PAGE_SIZE) + 1;
        expect(await search(word, tmIds, past, searchIn)).toEqual({
          records: [],
          total_rows: Math.min(ids.length, SEARCH_COUNT_LIMIT),
          ...(ids.length > SEARCH_COUNT_LIMIT ? { total_rows_capped: true } : {}),
        });
      }
    }
    expect(await search('delta', [tm.id], 0, 'source')).toEqual({ records: [], total_rows: 0 });
  });

  it('drops the index of the id ranges 0206 gave every partition (migration 0208)', async () => {
    const manager = await t.signIn('manager');
    const tms = [await createTm(manager, { name: 'Before' }), await createTm(manager, { name: 'Also before' })];
    const tables = tms.map((tm) => `tm_units_${tm.id}`);
    const rangesIndexes = async () =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema() and tablename = any(${tables}) and indexdef like '%USING brin (id)%'
          order by 1`.execute(t.db)
      ).rows.map((row) => row.name);
    expect(await rangesIndexes()).toEqual([]);
    await tmMigrations['0206_tm_id_ranges']!.up(t.db);
    expect(await rangesIndexes()).toEqual(tables.map((table) => `${table}_id_ranges`).sort());
    await tmMigrations['0208_tm_no_id_ranges_index']!.up(t.db);
    expect(await rangesIndexes()).toEqual([]);
  });
});
