import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { pgArrayLiteral } from '../db/array-literal.ts';
import { createHash } from 'node:crypto';
import { markupSignature } from '../tm/matching/markup.ts';
import { GUARANTEED_SIMILARITY, type MatchQuery, type MatchTm } from '../tm/matching/matcher.ts';
import { MIN_SIMILARITY, similarity } from '../tm/matching/score.ts';
import { indexTokensOf, tokenId, wordsOf } from '../tm/matching/text.ts';

/**
 * The best TM match of many segments at once, for analysis and pre-translation: the editor's matcher
 * (tm/matching/matcher.ts: the same candidate plan and the same score), with each step done for a whole batch of
 * segments in one statement instead of one lookup per segment. Only the best match of each segment is needed, so
 * fewer candidates (those sharing most tokens with it) are scored per segment than the editor's 200.
 */
export const BATCH_CANDIDATES = 20;
/** Segments per candidates statement. */
const QUERIES_PER_STATEMENT = 250;

export interface BestMatch {
  unit_id: number;
  tm_id: number;
  /** TMX markup of the unit. */
  source: string;
  target: string;
  similarity: number;
}

interface UnitText {
  unit_id: number;
  tm_id: number;
  source: string;
  target: string;
  updated_at: Date | string;
}

export interface BatchQuery extends MatchQuery {
  /** The segment as TMX markup (segmentToMarkup): a unit with the same markup is looked up by its hash first. */
  markup: string;
}

/**
 * Which tokens and lengths a candidate must have to score >= `minimum` (the editor's plan, matcher.ts, for a
 * given minimum): at most (1 - s)/s · n word edits, each removing at most `spread` of the query's distinct
 * tokens, so it shares one of any `spread · edits + 1` of them (the rarest are taken); and its word count m
 * lies within [s · n, n / s]. Minimums below GUARANTEED_SIMILARITY use that one's tokens, like the editor.
 */
function planFor(words: readonly string[], unitCounts: ReadonlyMap<number, number>, minimum: number) {
  const { tokens, spread } = indexTokensOf(words);
  const ids = [...new Set(tokens.map(tokenId))];
  const guaranteed = Math.max(minimum, GUARANTEED_SIMILARITY) / 100;
  const edits = Math.floor(((1 - guaranteed) / guaranteed) * words.length + 1e-9);
  const present = ids.filter((id) => (unitCounts.get(id) ?? 0) > 0);
  const needed = Math.max(1, spread * edits + 1 - (ids.length - present.length));
  const prefix = present.sort((a, b) => unitCounts.get(a)! - unitCounts.get(b)!).slice(0, needed);
  const s = minimum / 100;
  // Two of any `spread · edits + 2` tokens survive the edits: a candidate holds both tokens of one of their pairs.
  // Intersecting two posting lists reads far fewer units than the union of single ones (the heap reads are what
  // a lookup costs), so pairs are used when there are not too many of them.
  const pairTokens = present.slice(0, Math.max(0, spread * edits + 2 - (ids.length - present.length)));
  const pairs: number[][] = [];
  if (pairTokens.length >= 2 && pairTokens.length <= MAX_PAIR_TOKENS) {
    for (let i = 0; i < pairTokens.length; i++)
      for (let j = i + 1; j < pairTokens.length; j++) pairs.push([pairTokens[i]!, pairTokens[j]!]);
  }
  return {
    tokens: ids,
    prefix,
    pairs,
    minWords: Math.ceil(words.length * s - 1e-9),
    maxWords: Math.floor(words.length / s + 1e-9),
  };
}

/** Above this many tokens (66 pairs) a segment is looked up by single tokens instead. */
const MAX_PAIR_TOKENS = 12;
/** Pair lookups per statement. */
const PAIRS_PER_STATEMENT = 2000;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * For each query, its best match >= `minimum` (50-100; ties: TM priority, then the newest unit), or null.
 * Units whose markup equals the segment's are found by hash (the TM's pair index) and need no fuzzy lookup.
 */
export async function bestMatches(
  db: Db,
  tms: readonly MatchTm[],
  queries: readonly BatchQuery[],
  minimum = MIN_SIMILARITY,
): Promise<(BestMatch | null)[]> {
  const results: (BestMatch | null)[] = queries.map(() => null);
  if (tms.length === 0 || queries.length === 0) return results;
  const tmIds = pgArrayLiteral(tms.map((tm) => tm.id));
  const position = new Map(tms.map((tm) => [tm.id, tm.position]));
  const words = queries.map((query) => wordsOf(query.text));
  const best: ({ match: BestMatch; updated: number } | null)[] = queries.map(() => null);
  const consider = (index: number, unit: UnitText, score: number) => {
    if (score < minimum) return;
    const updated = new Date(unit.updated_at).getTime();
    const current = best[index];
    const better =
      !current ||
      score > current.match.similarity ||
      (score === current.match.similarity &&
        (position.get(unit.tm_id)! < position.get(current.match.tm_id)! ||
          (position.get(unit.tm_id) === position.get(current.match.tm_id) &&
            (updated > current.updated || (updated === current.updated && unit.unit_id < current.match.unit_id)))));
    if (better)
      best[index] = {
        match: {
          unit_id: unit.unit_id,
          tm_id: unit.tm_id,
          source: unit.source,
          target: unit.target,
          similarity: score,
        },
        updated,
      };
  };

  for (let start = 0; start < queries.length; start += 5000) {
    const chunk = queries.slice(start, start + 5000);
    const { rows } = await sql<UnitText & { idx: number }>`
      select q.idx, u.id as unit_id, u.tm_id, u.source, u.target, u.updated_at
      from unnest(${pgArrayLiteral(chunk.map((_, i) => start + i))}::integer[], ${pgArrayLiteral(chunk.map((query) => md5(query.markup)))}::text[]) as q(idx, hash)
      cross join unnest(${tmIds}::integer[]) as tm(id)
      join tm_units u on u.tm_id = tm.id and md5(u.source) = q.hash`.execute(db);
    for (const row of rows)
      consider(row.idx, row, similarity({ ...queries[row.idx]!, words: words[row.idx]! }, markupSignature(row.source)));
  }
  const fuzzy = queries.map((_, index) => index).filter((index) => best[index]?.match.similarity !== 100);
  if (fuzzy.length === 0) return best.map((entry) => entry?.match ?? null);

  const allTokens = [...new Set(fuzzy.flatMap((index) => indexTokensOf(words[index]!).tokens.map(tokenId)))];
  if (allTokens.length === 0) return best.map((entry) => entry?.match ?? null);
  const counts = await sql<{ token: number; units: number }>`
    select token, sum(units)::integer as units from tm_match_tokens
    where tm_id = any(${tmIds}::integer[]) and token = any(${pgArrayLiteral(allTokens)}::integer[])
    group by token`.execute(db);
  const unitCounts = new Map(counts.rows.map((row) => [row.token, row.units]));

  const plans = fuzzy.map((index) =>
    words[index]!.length === 0 ? null : { index, ...planFor(words[index]!, unitCounts, minimum) },
  );
  const wanted = plans.filter((plan): plan is NonNullable<typeof plan> => plan !== null && plan.prefix.length > 0);
  const candidates: { idx: number; tm_id: number; unit_id: number }[] = [];
  const byPairs = wanted.filter((plan) => plan.pairs.length > 0);
  const pairRows = byPairs.flatMap((plan) => plan.pairs.map((pair) => ({ plan, pair })));
  const found = new Map<number, Set<string>>();
  for (let start = 0; start < pairRows.length; start += PAIRS_PER_STATEMENT) {
    const chunk = pairRows.slice(start, start + PAIRS_PER_STATEMENT);
    const { rows } = await sql<{ idx: number; tm_id: number; unit_id: number }>`
      with q as materialized (
        select idx, pair::integer[] as pair, min_words, max_words
        from unnest(${pgArrayLiteral(chunk.map((row) => row.plan.index))}::integer[],
                    ${pgArrayLiteral(chunk.map((row) => pgArrayLiteral(row.pair)))}::text[],
                    ${pgArrayLiteral(chunk.map((row) => row.plan.minWords))}::integer[],
                    ${pgArrayLiteral(chunk.map((row) => row.plan.maxWords))}::integer[]) as q(idx, pair, min_words, max_words)
      )
      select q.idx, c.tm_id, c.unit_id
      from q cross join lateral (
        select m.tm_id, m.unit_id
        from tm_match_units m
        where m.tm_id = any(${tmIds}::integer[]) and m.tokens @> q.pair
          and m.words between q.min_words and q.max_words
        limit ${BATCH_CANDIDATES}
      ) c`.execute(db);
    for (const row of rows) {
      const seen = found.get(row.idx) ?? new Set<string>();
      found.set(row.idx, seen);
      const key = `${row.tm_id}:${row.unit_id}`;
      if (seen.has(key) || seen.size >= BATCH_CANDIDATES * 2) continue;
      seen.add(key);
      candidates.push(row);
    }
  }
  const bySingles = wanted.filter((plan) => plan.pairs.length === 0);
  for (let start = 0; start < bySingles.length; start += QUERIES_PER_STATEMENT) {
    const chunk = bySingles.slice(start, start + QUERIES_PER_STATEMENT);
    // The arrays are cast once (a materialized CTE): cast inside the lateral, PostgreSQL re-casts the text for
    // every row it compares, which made this statement several times slower.
    const { rows } = await sql<{ idx: number; tm_id: number; unit_id: number }>`
      with q as materialized (
        select idx, prefix::integer[] as prefix, tokens::integer[] as tokens, min_words, max_words
        from unnest(${pgArrayLiteral(chunk.map((plan) => plan.index))}::integer[],
                    ${pgArrayLiteral(chunk.map((plan) => pgArrayLiteral(plan.prefix)))}::text[],
                    ${pgArrayLiteral(chunk.map((plan) => pgArrayLiteral(plan.tokens)))}::text[],
                    ${pgArrayLiteral(chunk.map((plan) => plan.minWords))}::integer[],
                    ${pgArrayLiteral(chunk.map((plan) => plan.maxWords))}::integer[]) as q(idx, prefix, tokens, min_words, max_words)
      )
      select q.idx, c.tm_id, c.unit_id
      from q cross join lateral (
        select m.tm_id, m.unit_id
        from tm_match_units m
        where m.tm_id = any(${tmIds}::integer[]) and m.tokens && q.prefix
          and m.words between q.min_words and q.max_words
        order by (select count(*) from unnest(m.tokens) as token where token = any(q.tokens)) desc
        limit ${BATCH_CANDIDATES}
      ) c`.execute(db);
    candidates.push(...rows);
  }
  if (candidates.length === 0) return best.map((entry) => entry?.match ?? null);

  const units = await readUnits(db, candidates);
  const signatures = new Map<string, ReturnType<typeof markupSignature> & { words: string[] }>();
  for (const candidate of candidates) {
    const key = `${candidate.tm_id}:${candidate.unit_id}`;
    const unit = units.get(key);
    if (!unit) continue;
    let signature = signatures.get(key);
    if (!signature) {
      const markup = markupSignature(unit.source);
      signature = { ...markup, words: wordsOf(markup.text) };
      signatures.set(key, signature);
    }
    consider(candidate.idx, unit, similarity({ ...queries[candidate.idx]!, words: words[candidate.idx]! }, signature));
  }
  return best.map((entry) => entry?.match ?? null);
}

/** The text of these units, one statement per few thousand (a deleted unit is simply missing). */
async function readUnits(
  db: Db,
  candidates: readonly { tm_id: number; unit_id: number }[],
): Promise<Map<string, UnitText>> {
  const distinct = [
    ...new Map(candidates.map((candidate) => [`${candidate.tm_id}:${candidate.unit_id}`, candidate])).values(),
  ];
  const units = new Map<string, UnitText>();
  for (let start = 0; start < distinct.length; start += 5000) {
    const chunk = distinct.slice(start, start + 5000);
    const { rows } = await sql<UnitText>`
      select u.id as unit_id, u.tm_id, u.source, u.target, u.updated_at
      from unnest(${pgArrayLiteral(chunk.map((unit) => unit.tm_id))}::integer[], ${pgArrayLiteral(chunk.map((unit) => unit.unit_id))}::integer[]) as wanted(tm_id, unit_id)
      join tm_units u on u.tm_id = wanted.tm_id and u.id = wanted.unit_id`.execute(db);
    for (const row of rows) units.set(`${row.tm_id}:${row.unit_id}`, row);
  }
  return units;
}
