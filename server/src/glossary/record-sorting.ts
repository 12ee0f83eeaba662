import { sql, type RawBuilder } from 'kysely';
import {
  PAGE_SIZE,
  SEARCH_COUNT_LIMIT,
  searchTotal,
  type GlossaryRecordSort,
  type SortOrder,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { GlossaryRow } from './tables.ts';
import { matches, matchingIdsUpToCap, type GlossaryForPage } from './record-search.ts';
import { recordsWithUsernames, type RecordsPage } from './records.ts';

/** A sort of the records page: a column and its direction; records of one sort value keep the order added. */
export interface RecordSorting {
  sort: GlossaryRecordSort;
  order: SortOrder;
}

/**
 * What each sort orders by: terms by their first 100 lower-cased characters (the rest rarely decides, and a key of
 * that size could be indexed whatever the script), status by rank, the time of the last change. No index serves
 * them (migration 0106 says why): a sorted page reads every record of the glossary, or of a search's matches.
 */
const SORT_KEYS: Record<GlossaryRecordSort, RawBuilder<unknown>> = {
  source: sql`left(lower(r.source), 100)`,
  target: sql`left(lower(r.target), 100)`,
  status: sql`(case r.status when 'preferred' then 0 when 'admitted' then 1 when 'deprecated' then 2 else 3 end)`,
  changed: sql`r.updated_at`,
};

/**
 * A sorted page. Without a search the page's ids are sorted from the glossary's rows alone, and only the page's
 * records are read whole; the total is the maintained count. A search with at most SEARCH_COUNT_LIMIT matches sorts
 * the ids it collected; one with more matches sorts every match.
 */
export async function sortedPage(
  db: Db,
  glossary: Pick<GlossaryRow, 'id' | 'records_count'> & Partial<Pick<GlossaryForPage, 'matching'>>,
  page: number,
  search: string,
  { sort, order }: RecordSorting,
): Promise<RecordsPage> {
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const key = sql`${SORT_KEYS[sort]} ${direction}`;
  const byId = sql`r.id ${direction}`;
  if (search === '') {
    const ids = db
      .selectFrom('glossary_records as r')
      .select('r.id')
      .where('r.glossary_id', '=', glossary.id)
      .orderBy(key)
      .orderBy(byId)
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE);
    const records = await recordsWithUsernames(db).where('r.id', 'in', ids).orderBy(key).orderBy(byId).execute();
    return { records, total_rows: glossary.records_count };
  }
  const found = glossary.matching ?? (await matchingIdsUpToCap(db, glossary.id, search));
  const sorted = recordsWithUsernames(db)
    .orderBy(key)
    .orderBy(byId)
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  if (found.length === 0) return { records: [], total_rows: 0 };
  if (found.length <= SEARCH_COUNT_LIMIT)
    return { records: await sorted.where('r.id', 'in', found).execute(), total_rows: found.length };
  const records = await sorted.where('r.glossary_id', '=', glossary.id).where(matches(search)).execute();
  return { records, ...searchTotal(page, records.length, found.length) };
}
