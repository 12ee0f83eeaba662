import { sql, type QueryResult, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { createHash } from 'node:crypto';
import { markupSignature } from '../matching/markup.ts';
import { GUARANTEED_SIMILARITY, type MatchQuery, type MatchTm } from '../matching/matcher.ts';
import { MIN_SIMILARITY, similarity, type Scorable } from '../matching/score.ts';
import { indexTokensOf, tokenId, wordsOf } from '../matching/text.ts';

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

interface Plan {
  index: number;
  /** Distinct token ids of the segment (for ranking by shared tokens). */
  tokens: number[];
  /** Tokens some unit holds, rarest first. */
  present: number[];
  /** Tokens no unit holds: already lost to any candidate, so they count against the edits. */
  lost: number;
  spread: number;
  words: number;
  /** Pairs of `present` looked up so far: those among its first `pairedTokens` tokens. */
  pairedTokens: number;
}

/**
 * What a unit scoring >= `floor` against this n-word segment must have. The score is rounded, so it reaches the
 * floor from s = floor - 0.5 (%) up: at most (1 - s)/s · n word edits (s at least GUARANTEED_SIMILARITY for the
 * token bound, like the editor's matcher), each removing at most `spread` of the segment's distinct tokens, so it
 * holds two of any `spread · edits + 2` of them (`pairTokens`; one of any `spread · edits + 1`: `prefixTokens`), the
 * rarest taken; and m words with s · n <= m <= n / s.
 */
function boundsFor(plan: Plan, floor: number) {
  const guaranteed = (Math.max(floor, GUARANTEED_SIMILARITY) - 0.5) / 100;
  const edits = Math.floor(((1 - guaranteed) / guaranteed) * plan.words);
  const s = (floor - 0.5) / 100;
  return {
    pairTokens: Math.max(2, plan.spread * edits + 2 - plan.lost),
    prefixTokens: Math.max(1, plan.spread * edits + 1 - plan.lost),
    minWords: Math.ceil(plan.words * s),
    maxWords: Math.floor(plan.words / s),
  };
}

function planFor(index: number, words: readonly string[], unitCounts: ReadonlyMap<number, number>): Plan {
  const { tokens, spread } = indexTokensOf(words);
  const ids = [...new Set(tokens.map(tokenId))];
  const present = ids.filter((id) => (unitCounts.get(id) ?? 0) > 0);
  present.sort((a, b) => unitCounts.get(a)! - unitCounts.get(b)!);
  return {
    index,
    tokens: ids,
    present,
    lost: ids.length - present.length,
    spread,
    words: words.length,
    pairedTokens: 0,
  };
}

/**
 * Above this many tokens (120 pairs) a segment is looked up by single tokens instead. Pairs are preferred:
 * intersecting two rare posting lists reads few units, where the union of single tokens reads hundreds.
 */
const MAX_PAIR_TOKENS = 16;
/** Pair lookups per statement. */
const PAIRS_PER_STATEMENT = 2000;
/**
 * The first round looks up the pairs of this many rarest tokens; the best match found then raises the floor for
 * the rest (a better or equal unit has fewer edits, so it holds a pair of fewer tokens), and most segments with a
 * good match need no more lookups.
 */
const FIRST_ROUND_TOKENS = 3;

/** The pairs of `tokens` whose later token has an index in [from, to): rounds look each pair up once. */
function pairsBetween(tokens: readonly number[], from: number, to: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let j = Math.max(1, from); j < to; j++) for (let i = 0; i < j; i++) pairs.push([tokens[i]!, tokens[j]!]);
  return pairs;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

interface Candidate {
  idx: number;
  tm_id: number;
  unit_id: number;
}

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
  if (tms.length === 0 || queries.length === 0) return queries.map(() => null);
  const tmIds = pgArrayLiteral(tms.map((tm) => tm.id));
  const words = queries.map((query) => wordsOf(query.text));
  const best = new BestSoFar(tms, minimum);
  const signatures = new Map<string, Scorable>();
  const score = async (candidates: readonly Candidate[]) => {
    const units = await readUnits(db, candidates);
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
      const query = { ...queries[candidate.idx]!, words: words[candidate.idx]! };
      best.consider(candidate.idx, unit, similarity(query, signature));
    }
  };

  for (const row of await exactUnits(db, tmIds, queries))
    best.consider(
      row.idx,
      row,
      similarity({ ...queries[row.idx]!, words: words[row.idx]! }, markupSignature(row.source)),
    );
  const fuzzy = queries
    .map((_, index) => index)
    .filter((index) => best.similarity(index) !== 100 && words[index]!.length > 0);
  if (fuzzy.length === 0) return best.matches(queries.length);

  const allTokens = [...new Set(fuzzy.flatMap((index) => indexTokensOf(words[index]!).tokens.map(tokenId)))];
  const unitCounts = await tokenCounts(db, tmIds, allTokens);
  const plans = fuzzy
    .map((index) => planFor(index, words[index]!, unitCounts))
    .filter((plan) => plan.present.length > 0);
  const byPairs = plans.filter(
    (plan) => boundsFor(plan, minimum).pairTokens <= Math.min(plan.present.length, MAX_PAIR_TOKENS),
  );
  for (const round of [FIRST_ROUND_TOKENS, MAX_PAIR_TOKENS]) {
    const lookups: PairLookup[] = [];
    for (const plan of byPairs) {
      const bounds = boundsFor(plan, Math.max(minimum, best.similarity(plan.index) ?? minimum));
      const upTo = Math.min(round, bounds.pairTokens);
      for (const pair of pairsBetween(plan.present, plan.pairedTokens, upTo))
        lookups.push({ idx: plan.index, pair, minWords: bounds.minWords, maxWords: bounds.maxWords });
      plan.pairedTokens = Math.max(plan.pairedTokens, upTo);
    }
    await score(await pairCandidates(db, tmIds, lookups));
  }
  const bySingles = plans.filter((plan) => !byPairs.includes(plan));
  await score(await singleCandidates(db, tmIds, bySingles, minimum));
  return best.matches(queries.length);
}

/** The best match of each query so far. */
class BestSoFar {
  private readonly best = new Map<number, { match: BestMatch; updated: number }>();
  private readonly position: Map<number, number>;
  private readonly minimum: number;

  constructor(tms: readonly MatchTm[], minimum: number) {
    this.position = new Map(tms.map((tm) => [tm.id, tm.position]));
    this.minimum = minimum;
  }

  similarity(index: number): number | undefined {
    return this.best.get(index)?.match.similarity;
  }

  consider(index: number, unit: UnitText, score: number): void {
    if (score < this.minimum) return;
    const updated = new Date(unit.updated_at).getTime();
    const current = this.best.get(index);
    if (current) {
      const order =
        score - current.match.similarity ||
        this.position.get(current.match.tm_id)! - this.position.get(unit.tm_id)! ||
        updated - current.updated ||
        current.match.unit_id - unit.unit_id;
      if (order <= 0) return;
    }
    const { unit_id, tm_id, source, target } = unit;
    this.best.set(index, { match: { unit_id, tm_id, source, target, similarity: score }, updated });
  }

  matches(count: number): (BestMatch | null)[] {
    return Array.from({ length: count }, (_, index) => this.best.get(index)?.match ?? null);
  }
}

/**
 * Runs a statement with PostgreSQL's JIT compilation off. A lateral lookup per segment is estimated at thousands of
 * rows each, so the planner would compile the statement, which takes longer (0.5-1 s) than running it.
 */
async function withoutJit<R>(db: Db, statement: RawBuilder<R>): Promise<QueryResult<R>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return statement.execute(trx);
  });
}

/** Units whose markup equals a query's (md5 of the source: the TM's index), a few thousand queries per statement. */
async function exactUnits(db: Db, tmIds: string, queries: readonly BatchQuery[]) {
  const found: (UnitText & { idx: number })[] = [];
  for (let start = 0; start < queries.length; start += 5000) {
    const chunk = queries.slice(start, start + 5000);
    const { rows } = await withoutJit(
      db,
      sql<UnitText & { idx: number }>`
      select q.idx, u.id as unit_id, u.tm_id, u.source, u.target, u.updated_at
      from unnest(${pgArrayLiteral(chunk.map((_, i) => start + i))}::integer[], ${pgArrayLiteral(chunk.map((query) => md5(query.markup)))}::text[]) as q(idx, hash)
      cross join unnest(${tmIds}::integer[]) as tm(id)
      join tm_units u on u.tm_id = tm.id and md5(u.source) = q.hash`,
    );
    found.push(...rows);
  }
  return found;
}

/** In how many units of these TMs each token occurs (tokens no unit holds are missing). */
async function tokenCounts(db: Db, tmIds: string, tokens: readonly number[]): Promise<Map<number, number>> {
  const counts = await sql<{ token: number; units: number }>`
    select token, sum(units)::integer as units from tm_match_tokens
    where tm_id = any(${tmIds}::integer[]) and token = any(${pgArrayLiteral(tokens)}::integer[])
    group by token`.execute(db);
  return new Map(counts.rows.map((row) => [row.token, row.units]));
}

interface PairLookup {
  idx: number;
  pair: [number, number];
  minWords: number;
  maxWords: number;
}

/** Units holding both tokens of a pair, within the lengths: a GIN lookup per pair, PAIRS_PER_STATEMENT a statement. */
async function pairCandidates(db: Db, tmIds: string, lookups: readonly PairLookup[]): Promise<Candidate[]> {
  const chunks: PairLookup[][] = [];
  for (let start = 0; start < lookups.length; start += PAIRS_PER_STATEMENT)
    chunks.push(lookups.slice(start, start + PAIRS_PER_STATEMENT));
  const results = await inParallel(chunks, PARALLEL_STATEMENTS, (chunk) =>
    withoutJit(
      db,
      sql<Candidate>`
      with q as materialized (
        select idx, pair::integer[] as pair, min_words, max_words
        from unnest(${pgArrayLiteral(chunk.map((row) => row.idx))}::integer[],
                    ${pgArrayLiteral(chunk.map((row) => pgArrayLiteral(row.pair)))}::text[],
                    ${pgArrayLiteral(chunk.map((row) => row.minWords))}::integer[],
                    ${pgArrayLiteral(chunk.map((row) => row.maxWords))}::integer[]) as q(idx, pair, min_words, max_words)
      )
      select q.idx, c.tm_id, c.unit_id
      from q cross join lateral (
        select m.tm_id, m.unit_id
        from tm_match_units m
        where m.tm_id = any(${tmIds}::integer[]) and m.tokens @> q.pair
          and m.words between q.min_words and q.max_words
        limit ${BATCH_CANDIDATES}
      ) c`,
    ),
  );
  const candidates: Candidate[] = [];
  const found = new Map<number, Set<string>>();
  for (const row of results.flatMap((result) => result.rows)) {
    const seen = found.get(row.idx) ?? new Set<string>();
    found.set(row.idx, seen);
    const key = `${row.tm_id}:${row.unit_id}`;
    if (seen.has(key) || seen.size >= BATCH_CANDIDATES * 2) continue;
    seen.add(key);
    candidates.push(row);
  }
  return candidates;
}

/**
 * Statements of one step run at once on PostgreSQL: the lookups are the database's work, and two backends use both
 * cores of a small server (PGlite has one connection and runs them in turn).
 */
const PARALLEL_STATEMENTS = 2;

/** `work` over the items, at most `limit` at a time, the results in the items' order. */
async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Long segments: units holding one of the rarest tokens, the BATCH_CANDIDATES sharing most tokens. */
async function singleCandidates(db: Db, tmIds: string, plans: readonly Plan[], minimum: number): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  for (let start = 0; start < plans.length; start += QUERIES_PER_STATEMENT) {
    const chunk = plans.slice(start, start + QUERIES_PER_STATEMENT).map((plan) => {
      const bounds = boundsFor(plan, minimum);
      return { ...bounds, plan, prefix: plan.present.slice(0, bounds.prefixTokens) };
    });
    // The arrays are cast once (a materialized CTE): cast inside the lateral, PostgreSQL re-casts the text for
    // every row it compares, which made this statement several times slower.
    const { rows } = await withoutJit(
      db,
      sql<Candidate>`
      with q as materialized (
        select idx, prefix::integer[] as prefix, tokens::integer[] as tokens, min_words, max_words
        from unnest(${pgArrayLiteral(chunk.map((row) => row.plan.index))}::integer[],
                    ${pgArrayLiteral(chunk.map((row) => pgArrayLiteral(row.prefix)))}::text[],
                    ${pgArrayLiteral(chunk.map((row) => pgArrayLiteral(row.plan.tokens)))}::text[],
                    ${pgArrayLiteral(chunk.map((row) => row.minWords))}::integer[],
                    ${pgArrayLiteral(chunk.map((row) => row.maxWords))}::integer[]) as q(idx, prefix, tokens, min_words, max_words)
      )
      select q.idx, c.tm_id, c.unit_id
      from q cross join lateral (
        select m.tm_id, m.unit_id
        from tm_match_units m
        where m.tm_id = any(${tmIds}::integer[]) and m.tokens && q.prefix
          and m.words between q.min_words and q.max_words
        order by (select count(*) from unnest(m.tokens) as token where token = any(q.tokens)) desc
        limit ${BATCH_CANDIDATES}
      ) c`,
    );
    candidates.push(...rows);
  }
  return candidates;
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
