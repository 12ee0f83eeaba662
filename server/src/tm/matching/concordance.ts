import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import {
  CONCORDANCE_PAGE_SIZE,
  SEARCH_COUNT_LIMIT,
  searchTotal,
  type ConcordanceQuery,
} from '@tessera/shared/contract';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import type { Db } from '../../db/database.ts';
import { type Match, UNIT_CHANGED_AT } from './matcher.ts';

export type ConcordanceHit = Omit<Match, 'similarity'>;

/**
 * How many of the searched TMs' ids, the newest, a search reads first. A page is the newest hits, and the words'
 * trigram bitmap ANDed with this range's fetches only the units in it: at 10M units a frequent word's hits are
 * thousands, each read from the table to check it, where the page needs 101. A count, not a share of the TMs: a
 * word holds as many hits per million units in a TM of 2M as in one of 10M, so the range that holds a page of it at
 * 10M (a sixteenth there) holds one at 2M; a sixteenth of 2M missed the page for 22 of 40 words, each then searched
 * twice (bench/README.md, "scale").
 */
export const NEWEST_IDS = 625_000;

/**
 * A page of the units holding every word where `searchIn` says (concordanceWhere), newest first, with its
 * total: counted up to the page's end, with `total_rows_capped` when more follow, and counted (up to
 * SEARCH_COUNT_LIMIT) only for a page past the last one, which holds no hit to tell it by.
 */
export async function concordancePage(
  db: Db,
  words: readonly string[],
  tmIds: readonly number[] | undefined,
  page: number,
  { searchIn, newestIds = NEWEST_IDS }: { searchIn: SearchIn; newestIds?: number },
): Promise<{ hits: ConcordanceHit[]; total_rows: number; total_rows_capped?: true }> {
  const where = concordanceWhere(words, tmIds, searchIn);
  const rows = await newestHits(db, where, page, await newestIdsFrom(db, tmIds, newestIds));
  const more = rows.length > CONCORDANCE_PAGE_SIZE;
  const hits = rows.slice(0, CONCORDANCE_PAGE_SIZE);
  const total = more
    ? { total_rows: (page + 1) * CONCORDANCE_PAGE_SIZE, total_rows_capped: true as const }
    : hits.length > 0 || page === 0
      ? { total_rows: page * CONCORDANCE_PAGE_SIZE + hits.length }
      : searchTotal(page, 0, await countHits(db, where));
  return { hits, ...total };
}

/** Where a search looks for its words (ConcordanceQuery's search_in). */
export type SearchIn = z.output<typeof ConcordanceQuery>['search_in'];

/**
 * The units of the TMs named (or of all) holding every word in their source, in their target, or (`either`) every
 * word in one of them.
 */
export function concordanceWhere(
  words: readonly string[],
  tmIds: readonly number[] | undefined,
  searchIn: SearchIn,
): RawBuilder<unknown> {
  const allIn = (column: 'source_text' | 'target_text') =>
    sql.join(
      words.map((word) => sql`lower(u.${sql.ref(column)}) like ${containsPattern(word)}`),
      sql` and `,
    );
  const held =
    searchIn === 'source'
      ? allIn('source_text')
      : searchIn === 'target'
        ? allIn('target_text')
        : sql`(${allIn('source_text')}) or (${allIn('target_text')})`;
  return sql`${tmIds ? sql`u.tm_id = any(${pgArrayLiteral(tmIds)}::integer[]) and` : sql``} (${held})`;
}

/**
 * The page's hits and one more (whether more follow). Asked first of the newest ids alone: when those hold the
 * page and one more, they are the page of all the hits; otherwise all the ids are searched.
 */
async function newestHits(db: Db, where: RawBuilder<unknown>, page: number, newest: number | undefined) {
  if (newest !== undefined) {
    const { rows } = await hitsStatement(where, page, newest).execute(db);
    if (rows.length > CONCORDANCE_PAGE_SIZE) return rows;
  }
  return (await hitsStatement(where, page).execute(db)).rows;
}

/** A page of hits from `fromId` on (or of all), newest first, and one more: whether more follow. */
export function hitsStatement(where: RawBuilder<unknown>, page: number, fromId?: number): RawBuilder<ConcordanceHit> {
  return sql<ConcordanceHit>`
    select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text, u.updated_at,
           ${UNIT_CHANGED_AT} as changed_at, coalesce(u.change_id, u.creation_id) as updated_by
    from tm_units u join translation_memories tm on tm.id = u.tm_id
    where ${where} ${fromId === undefined ? sql`` : sql`and u.id >= ${fromId}`}
    order by u.id desc limit ${CONCORDANCE_PAGE_SIZE + 1} offset ${page * CONCORDANCE_PAGE_SIZE}`;
}

/**
 * The first of the `newestIds` newest ids of the TMs named (or all); undefined when they hold fewer than twice as
 * many: the range would be half of them or more, sparing at most half the hits' reads, and a second search of all
 * the ids when it does not hold the page.
 */
export async function newestIdsFrom(
  db: Db,
  tmIds: readonly number[] | undefined,
  newestIds = NEWEST_IDS,
): Promise<number | undefined> {
  const { rows } = await sql<{ first: number | null; last: number | null }>`
    select min(id) as first, max(id) as last from tm_units
    ${tmIds ? sql`where tm_id = any(${pgArrayLiteral(tmIds)}::integer[])` : sql``}`.execute(db);
  const { first, last } = rows[0] ?? {};
  if (first == null || last == null || Number(last) - Number(first) + 1 < 2 * newestIds) return undefined;
  return Number(last) - newestIds + 1;
}

/** How many units a concordance search finds, up to SEARCH_COUNT_LIMIT and one more (searchTotal). */
async function countHits(db: Db, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::integer as count from (select 1 from tm_units u where ${where} limit ${SEARCH_COUNT_LIMIT + 1}) hits`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}
