import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sql } from 'kysely';
import {
  CONCORDANCE_COUNT_LIMIT,
  CONCORDANCE_PAGE_SIZE,
  ConcordanceQuery,
  escapeRegExp,
} from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';
import { containsPattern } from '../db/like-patterns.ts';
import type { Db } from '../db/database.ts';
import { type Match, UNIT_CHANGED_AT } from './matching/matcher.ts';

/** Words of a concordance query looked for (the rest are ignored). */
const MAX_QUERY_WORDS = 10;

type ConcordanceRow = Omit<Match, 'similarity'>;

/** The TM concordance: units holding every word of a query, newest first. */
export const concordanceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The TMs asked for are looked for on the primary (one made a moment ago exists), their units on the replica.
  route(app, endpoints.tm.search, async (request) => {
    const { query, tm_ids, page } = request.query as z.output<typeof ConcordanceQuery>;
    if (tm_ids) {
      const found = new Set(
        (await app.db.selectFrom('translation_memories').select('id').where('id', 'in', tm_ids).execute()).map(
          (tm) => tm.id,
        ),
      );
      const missing = tm_ids.filter((id) => !found.has(id));
      if (missing.length > 0)
        throw new HttpError(404, 'tm_id_unknown', `No translation memory has the id ${missing.join(', ')}`);
    }
    const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAX_QUERY_WORDS);
    const { rows, total } = await searchUnits(app.readDb, words, tm_ids, page);
    return {
      records: rows.map((row) => ({
        ...row,
        source_highlights: highlights(row.source_text, words),
        target_highlights: highlights(row.target_text, words),
        updated_at: new Date(row.updated_at).toISOString(),
        changed_at: new Date(row.changed_at).toISOString(),
      })),
      total_rows: total,
    };
  });
};

/**
 * A page of the units holding every word (each in the source, or each in the target) and how many there are, up
 * to CONCORDANCE_COUNT_LIMIT, in one statement. The trigram indexes find a word's units in no order, and each
 * must be read again to check it (a trigram only says it may hold the word), so the work is the matches looked
 * at. The statement collects the ids of up to one more match than the limit, in any order; within the limit
 * those are every match, and the page is a slice of them sorted, no unit read twice. Beyond it the page walks
 * the ids from the newest, which at N units takes at most about N * page size / limit of them (10,000 at 2M).
 *
 * The planner's guess of how many units hold a word is often wrong threefold or more (2M units: 196,734 for
 * "with", which 59,378 hold; 399 for "install", which 14,887 hold), so nothing here may depend on it. The matches
 * are planned as if all were read (`matched`) and only the limit is read of them (`counted` reads it lazily):
 * planned under a limit, a wrongly frequent word was read through by a sequential scan hoping to reach it. The
 * walk is forced: with a guess too low the planner sorted every match for the page (14,315 heap blocks for
 * "install"). The count used to be a second statement beside the page's, which read and checked the same units.
 */
async function searchUnits(
  db: Db,
  words: readonly string[],
  tmIds: readonly number[] | undefined,
  page: number,
): Promise<{ rows: ConcordanceRow[]; total: number }> {
  // `through` hides the trigram indexes from the planner: only a walk down the ids can answer it.
  const allIn = (column: 'source_text' | 'target_text', through = false) =>
    sql.join(
      words.map(
        (word) => sql`lower(u.${sql.ref(column)}${through ? sql` || ''` : sql``}) like ${containsPattern(word)}`,
      ),
      sql` and `,
    );
  const inTms = tmIds ? sql`u.tm_id = any(${pgArrayLiteral(tmIds)}::integer[]) and` : sql``;
  const matches = sql`${inTms} ((${allIn('source_text')}) or (${allIn('target_text')}))`;
  const matchesWalked = sql`${inTms} ((${allIn('source_text', true)}) or (${allIn('target_text', true)}))`;
  const onPage = sql`order by id desc limit ${CONCORDANCE_PAGE_SIZE} offset ${page * CONCORDANCE_PAGE_SIZE}`;
  const { rows } = await sql<ConcordanceRow & { match_count: number }>`
    with matched as materialized (select u.id from tm_units u where ${matches}),
    counted as materialized (select id from matched limit ${CONCORDANCE_COUNT_LIMIT + 1})
    select c.match_count, p.* from (select count(*)::int as match_count from counted) c
    left join lateral (
      select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text,
             u.updated_at, ${UNIT_CHANGED_AT} as changed_at, coalesce(u.change_id, u.creation_id) as updated_by
      from tm_units u join translation_memories tm on tm.id = u.tm_id
      where u.id in (
        (select id from counted where c.match_count <= ${CONCORDANCE_COUNT_LIMIT} ${onPage})
        union all
        (select u.id from tm_units u where c.match_count > ${CONCORDANCE_COUNT_LIMIT} and ${matchesWalked} ${onPage}))
    ) p on true
    order by p.unit_id desc`.execute(db);
  return {
    // Without a unit on the page, the one row carries the count alone.
    rows: rows.filter((row) => row.unit_id != null).map(({ match_count: _count, ...row }) => row),
    total: Math.min(rows[0]?.match_count ?? 0, CONCORDANCE_COUNT_LIMIT),
  };
}

/** [start, end) ranges of the query's words in a text, case-insensitive, overlapping ones merged. */
export function highlights(text: string, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (const match of text.matchAll(new RegExp(escapeRegExp(word), 'giu')))
      ranges.push([match.index, match.index + match[0].length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
