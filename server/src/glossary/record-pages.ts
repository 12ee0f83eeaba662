import { sql } from 'kysely';
import { PAGE_SIZE, SEARCH_COUNT_LIMIT, searchTotal, totalFromPage } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { GlossaryRow } from './tables.ts';
import { matches, matchingIdsUpToCap, type GlossaryForPage } from './record-search.ts';
import { recordsWithUsernames, type RecordsPage, type RecordWithCreator } from './records.ts';
import { sortedPage, type RecordSorting } from './record-sorting.ts';

/**
 * One page (0-based, PAGE_SIZE records, by id) and the number of matching records. Without a search the total
 * is the glossary's maintained count, so paging a million records never counts them. A search counts exactly
 * up to SEARCH_COUNT_LIMIT matches and reports `total_rows_capped` beyond (bench/glossary-search.ts has figures).
 *
 * A search first collects the ids of up to one more match than that limit, in any order, which the trigram
 * indexes do quickly when matches are few and a walk through the glossary when they are many. Within the limit
 * that is every match: the total, and the page a slice of the sorted ids. Beyond it, a page among the first
 * thousand matches has all its matches at or below the id of the collected match as far into the sorted ids as
 * the page ends (the collected ones are matches, so at least that many lie there): walking the glossary in id
 * order up to that id finds the page without wandering through the rest of the glossary.
 *
 * A page past those can be found two ways. Walking the glossary in id order until a page is full is fast when
 * matches are frequent; collecting every candidate from the trigram indexes and sorting them is fast when they
 * are rare. PostgreSQL's own guess between the two is often off several-fold for substrings (a 4-letter search
 * estimated at 25,000 matches has 4,000; walking then reads a quarter of a million rows), so the choice is
 * measured instead: if the glossary's first PROBE_ROWS records hold a full page of matches, walk.
 */
export async function pageRecords(
  db: Db,
  glossary: Pick<GlossaryRow, 'id' | 'records_count'> & Partial<Pick<GlossaryForPage, 'matching'>>,
  page: number,
  search: string,
  sorting?: RecordSorting,
): Promise<RecordsPage> {
  if (sorting) return sortedPage(db, glossary, page, search, sorting);
  if (search === '') return { records: await plainPage(db, glossary.id, page), total_rows: glossary.records_count };
  const result = (records: RecordWithCreator[], total: number) => ({
    records,
    ...searchTotal(page, records.length, total),
  });
  const walk = async (total: () => Promise<number>) => {
    const records = await recordsPage(db, glossary.id, page, search).execute();
    return result(records, totalFromPage(page, records.length) ?? (await total()));
  };
  // Without trigrams (fewer than three characters) the indexes cannot help: walk.
  if (search.length < 3) return walk(async () => (await matchingIdsUpToCap(db, glossary.id, search)).length);
  const found = (glossary.matching ?? (await matchingIdsUpToCap(db, glossary.id, search))).sort((a, b) => a - b);
  if (found.length <= SEARCH_COUNT_LIMIT) {
    const ids = found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
    const records =
      ids.length === 0 ? [] : await recordsWithUsernames(db).where('r.id', 'in', ids).orderBy('r.id').execute();
    return { records, total_rows: found.length };
  }
  const pageEnd = found[(page + 1) * PAGE_SIZE - 1];
  if (pageEnd !== undefined) {
    const records = await recordsPage(db, glossary.id, page, search).where('r.id', '<=', pageEnd).execute();
    return result(records, found.length);
  }
  if ((await matchesAmongFirst(db, glossary.id, search)) >= PAGE_SIZE) return walk(async () => found.length);
  // Rare: collect every match from the trigram indexes and sort them, in one statement. Ordering by an
  // expression of the id rather than the id itself keeps PostgreSQL from walking the primary key instead.
  const records = await recordsPage(db, glossary.id, page, search)
    .clearOrderBy()
    .orderBy(sql`r.id + 0`)
    .execute();
  return result(records, found.length);
}

/** How many of a glossary's first records the choice between walking and the indexes looks at. */
const PROBE_ROWS = 10_000;

/**
 * A page without search. The page's ids come first from the (glossary_id, id) index alone, so a deep page
 * skips its offset in the index instead of reading (and joining) every skipped record: page 5,000 of a
 * million records in ~25 ms instead of ~100.
 */
function plainPage(db: Db, glossaryId: number, page: number): Promise<RecordWithCreator[]> {
  const ids = db
    .selectFrom('glossary_records')
    .select('id')
    .where('glossary_id', '=', glossaryId)
    .orderBy('id')
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return recordsWithUsernames(db).where('r.id', 'in', ids).orderBy('r.id').execute();
}

/** A page of a search's matches by id. */
function recordsPage(db: Db, glossaryId: number, page: number, search: string) {
  return recordsWithUsernames(db)
    .where('r.glossary_id', '=', glossaryId)
    .where(matches(search))
    .orderBy('r.id')
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
}

async function matchesAmongFirst(db: Db, glossaryId: number, search: string): Promise<number> {
  const first = db
    .selectFrom('glossary_records')
    .where('glossary_id', '=', glossaryId)
    .select(['source', 'target'])
    .orderBy('id')
    .limit(PROBE_ROWS)
    .as('r');
  const row = await db
    .selectFrom(first)
    .where(matches(search))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
