import { sql, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import {
  CONCORDANCE_PAGE_SIZE,
  SEARCH_COUNT_LIMIT,
  searchTotal,
  type ConcordanceQuery,
} from '@tessera/shared/contract';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { containsIgnoringCase, containsPattern } from '../../db/like-patterns.ts';
import type { Db } from '../../db/database.ts';
import { type IdRange, searchRangesOf } from '../search-ranges.ts';
import { type Match, UNIT_CHANGED_AT } from './matcher.ts';

export type ConcordanceHit = Omit<Match, 'similarity'>;

/**
 * How many of a large TM's newest units a search reads one by one before it asks its ranges' indexes. A word
 * in one unit of a hundred or more fills a page there, reading under 800 table pages; a range's index would hand
 * over every one of its thousands of hits in the range to be read and sorted for the newest 101. A rarer word is
 * asked of the indexes, newest range first, each statement collecting its range's hits before taking the newest:
 * left to itself, the planner took words it misjudged as common for such a walk, through every unit of a range
 * (90,218 buffers for one word at 2M units in ranges of 500,000, against 3,749 this way). At 2M units, 40 words:
 * 2,737 buffers a search on average walking 10,000 units first, 3,618 walking 4,000 (bench/README.md, scale).
 */
export const NEWEST_UNITS_WALKED = 10_000;

/** A search's words, where it looks for them, and what runs its statements (a bench reads their plans). */
interface Search {
  words: readonly string[];
  searchIn: SearchIn;
  run: <Row>(statement: RawBuilder<Row>) => Promise<Row[]>;
}

/**
 * A page of the units holding every word where `searchIn` says (concordanceWhere), newest first, with its
 * total: counted up to the page's end, with `total_rows_capped` when more follow, and counted (up to
 * SEARCH_COUNT_LIMIT) only for a page past the last one, which holds no hit to tell it by. TMs of one id range
 * (searchRangesOf) are searched together; a TM cut into ranges on its own, newest units first (rangedHits).
 */
export async function concordancePage(
  db: Db,
  words: readonly string[],
  tmIds: readonly number[] | undefined,
  page: number,
  {
    searchIn,
    walkedUnits = NEWEST_UNITS_WALKED,
    run = async (statement) => (await statement.execute(db)).rows,
  }: { searchIn: SearchIn; walkedUnits?: number; run?: Search['run'] },
): Promise<{ hits: ConcordanceHit[]; total_rows: number; total_rows_capped?: true }> {
  const search: Search = { words, searchIn, run };
  const ranges = await searchRangesOf(db, tmIds ?? (await allTmIds(db)));
  const whole = [...ranges].filter(([, tmRanges]) => tmRanges.length === 1).map(([tmId]) => tmId);
  const ranged = [...ranges].filter(([, tmRanges]) => tmRanges.length > 1);
  const skipped = page * CONCORDANCE_PAGE_SIZE;
  const wanted = skipped + CONCORDANCE_PAGE_SIZE + 1;
  const wholeHits = (limit: number, offset?: number) =>
    whole.length > 0 ? run(hitsStatement(concordanceWhere(search, whole), limit, offset)) : Promise.resolve([]);
  // Without a ranged TM the database skips the earlier pages; else the newest `wanted` hits of each are merged.
  const rows =
    ranged.length === 0
      ? await wholeHits(CONCORDANCE_PAGE_SIZE + 1, skipped)
      : (
          await Promise.all([
            wholeHits(wanted),
            ...ranged.map(([tmId, tmRanges]) => rangedHits(search, tmId, tmRanges, wanted, walkedUnits)),
          ])
        )
          .flat()
          .sort((a, b) => b.unit_id - a.unit_id)
          .slice(skipped, wanted);
  const more = rows.length > CONCORDANCE_PAGE_SIZE;
  const hits = rows.slice(0, CONCORDANCE_PAGE_SIZE);
  const total = more
    ? { total_rows: (page + 1) * CONCORDANCE_PAGE_SIZE, total_rows_capped: true as const }
    : hits.length > 0 || page === 0
      ? { total_rows: page * CONCORDANCE_PAGE_SIZE + hits.length }
      : searchTotal(page, 0, await countHits(search, whole, ranged));
  return { hits, ...total };
}

/** Where a search looks for its words (ConcordanceQuery's search_in). */
export type SearchIn = z.output<typeof ConcordanceQuery>['search_in'];

/**
 * The units of the TMs named holding every word in their source, in their target, or (`either`) every word in
 * one of them; within `range` when given, its bounds written out so that the planner takes that range's index.
 */
function concordanceWhere(
  { words, searchIn }: Pick<Search, 'words' | 'searchIn'>,
  tmIds: readonly number[],
  range?: IdRange,
): RawBuilder<unknown> {
  const held = everyWordIn(
    { words, searchIn },
    (column, word) => sql`lower(u.${sql.ref(column)}) like ${containsPattern(word)}`,
  );
  const within = range
    ? sql` and u.id >= ${sql.lit(range.first)}${range.next === null ? sql`` : sql` and u.id < ${sql.lit(range.next)}`}`
    : sql``;
  return sql`u.tm_id = any(${pgArrayLiteral(tmIds)}::integer[])${within} and (${held})`;
}

type TextColumn = 'source_text' | 'target_text';

/** Every word on one side of a unit, of those `searchIn` names; `test` writes whether a column holds a word. */
function everyWordIn(
  { words, searchIn }: Pick<Search, 'words' | 'searchIn'>,
  test: (column: TextColumn, word: string) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  const allIn = (column: TextColumn) =>
    sql.join(
      words.map((word) => test(column, word)),
      sql` and `,
    );
  if (searchIn === 'source') return allIn('source_text');
  if (searchIn === 'target') return allIn('target_text');
  return sql`(${allIn('source_text')}) or (${allIn('target_text')})`;
}

/** The newest `limit` units of the rows `where` picks after its newest `offset`, with what a hit shows. */
function hitsStatement(where: RawBuilder<unknown>, limit: number, offset = 0): RawBuilder<ConcordanceHit> {
  return sql<ConcordanceHit>`
    select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text, u.updated_at,
           ${UNIT_CHANGED_AT} as changed_at, coalesce(u.change_id, u.creation_id) as updated_by
    from tm_units u join translation_memories tm on tm.id = u.tm_id
    where ${where}
    order by u.id desc limit ${limit} offset ${offset}`;
}

/**
 * The newest `wanted` hits of a TM cut into id ranges: of its newest `walkedUnits` units, read one by one (the
 * words are tested on the rows a limited subquery gives, which no index serves), when they hold that many; else
 * of its ranges, newest first, until they do. A range's statement collects its hits (materialized, so that no
 * limit turns it into a walk of the ids) and takes the newest of them.
 */
async function rangedHits(
  search: Search,
  tmId: number,
  ranges: readonly IdRange[],
  wanted: number,
  walkedUnits: number,
): Promise<ConcordanceHit[]> {
  if (wanted <= walkedUnits) {
    const newest = await search.run(newestUnitsStatement(search, tmId, walkedUnits, wanted));
    if (newest.length >= wanted) return newest;
  }
  const hits: ConcordanceHit[] = [];
  for (const range of ranges) {
    if (hits.length >= wanted) break;
    hits.push(
      ...(await search.run(
        hitsStatement(
          sql`u.tm_id = ${tmId} and u.id in (
            with range_hits as materialized (select u.id from tm_units u where ${concordanceWhere(search, [tmId], range)})
            select id from range_hits order by id desc limit ${wanted - hits.length})`,
          wanted - hits.length,
        ),
      )),
    );
  }
  return hits;
}

/** The newest `wanted` hits among the TM's newest `units` units, each read and tested. */
function newestUnitsStatement(search: Search, tmId: number, units: number, wanted: number) {
  const held = everyWordIn(search, (column, word) => containsIgnoringCase(sql.ref(`u.${column}`), word));
  return sql<ConcordanceHit>`
    select * from (${hitsStatement(sql`u.tm_id = ${tmId}`, units)}) u
    where ${held} order by u.unit_id desc limit ${wanted}`;
}

async function allTmIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('translation_memories').select('id').execute()).map((tm) => tm.id);
}

/**
 * How many units a concordance search finds, up to SEARCH_COUNT_LIMIT and one more (searchTotal): of the TMs
 * searched together, then of each range of the others until the limit is passed.
 */
async function countHits(
  search: Search,
  whole: readonly number[],
  ranged: readonly (readonly [number, IdRange[]])[],
): Promise<number> {
  const wheres = [
    ...(whole.length > 0 ? [concordanceWhere(search, whole)] : []),
    ...ranged.flatMap(([tmId, ranges]) => ranges.map((range) => concordanceWhere(search, [tmId], range))),
  ];
  let count = 0;
  for (const where of wheres) {
    if (count > SEARCH_COUNT_LIMIT) break;
    const [row] = await search.run(sql<{ count: number }>`
      select count(*)::integer as count from (select 1 from tm_units u where ${where} limit ${SEARCH_COUNT_LIMIT + 1 - count}) hits`);
    count += row?.count ?? 0;
  }
  return count;
}
