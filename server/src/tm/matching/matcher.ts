import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { markupSignature } from './markup.ts';
import { MIN_SIMILARITY, prepareQuery, scoreAgainst } from './score.ts';
import { indexTokensOf, SHORT_UNIT_WORDS, shortTrigramsByWordOf, shortWordTokenOf, tokenId, wordsOf } from './text.ts';
import { trigramsKept } from './trigram-bound.ts';

/**
 * Fuzzy lookup (README.md, "Design"): candidates from the index by the query's rarest tokens and its length,
 * then every candidate scored exactly. Complete for matches >= GUARANTEED_SIMILARITY; lower ones (down to 50) are
 * found when they share one of the tokens looked at.
 */
export const GUARANTEED_SIMILARITY = 75;
/** At most this many candidates of a query's words are scored (those sharing most tokens with the query first). */
export const MAX_CANDIDATES = 200;
/**
 * At most this many candidates of a short query's trigrams (nearWordsPlans) are scored. Many units of its length
 * hold most of a short word's trigrams, and holding more of them says little about a word edit's price: at 2M
 * units (README.md, "Short queries at 2M units") 200 found 0.983 of the matches >= 75, 500 found 0.994 for a third
 * more of the statement's buffers, 5,000 all of them for four times as many.
 */
export const MAX_NEAR_WORDS_CANDIDATES = 500;
export const MAX_MATCHES = 10;
/** A unit's own date of last change (`u` being tm_units): what a translator judges a match's age by. */
export const UNIT_CHANGED_AT = sql<Date>`coalesce(u.change_date, u.creation_date, u.updated_at)`;

export interface MatchQuery {
  /** Plain text of the segment's source and the signature of its codes (markup.ts). */
  text: string;
  codes: string;
}

export interface MatchTm {
  id: number;
  /** Priority: lower first, when two matches score the same. */
  position: number;
}

export interface Match {
  unit_id: number;
  tm_id: number;
  tm_name: string;
  /** TMX markup of the unit. */
  source: string;
  target: string;
  source_text: string;
  target_text: string;
  similarity: number;
  updated_at: Date;
  changed_at: Date;
  updated_by: string | null;
}

interface CandidatePlan {
  /**
   * The index tokens the rarest are chosen from: the query's words (planCandidates), or one word's trigrams or all
   * the words' (nearWordsPlans).
   */
  tokens: number[];
  /** The tokens a unit's share is counted over, for `minShared` and the ranking: `tokens` or more of the query's. */
  sharedTokens: number[];
  /**
   * How many of its rarest tokens to look at (before those no unit has are taken off): a match holds two of them,
   * or with `anyOne` one (all of them are then looked at).
   */
  rarest: number;
  anyOne: boolean;
  /** Fewer of the tokens than this, and a unit cannot score >= GUARANTEED_SIMILARITY: it is no candidate. */
  minShared: number;
  minWords: number;
  maxWords: number;
  /** Word counts a match >= GUARANTEED_SIMILARITY can have: such units are scored first when there are too many. */
  likelyWords: [number, number];
  /** How many of the units found are read and scored. */
  candidates: number;
}

/** A score >= GUARANTEED_SIMILARITY rounds up from this share of the longer segment's words that differ. */
const GUARANTEED_DISTANCE_SHARE = 1 - (GUARANTEED_SIMILARITY - 0.5) / 100;

/** Word counts a match >= GUARANTEED_SIMILARITY of an n-word query can have: within [n · (1 - d), n / (1 - d)]. */
function likelyWordsOf(n: number): [number, number] {
  const d = GUARANTEED_DISTANCE_SHARE;
  return [Math.ceil(n * (1 - d) - 1e-9), Math.floor(n / (1 - d) + 1e-9)];
}

/**
 * Candidates by the query's words. A unit scoring >= s against an n-word query is at most (1 - s)/s · n
 * whole-word edits away, and each edit removes at most `spread` of the query's distinct tokens (2 with bigrams);
 * so of any `spread · edits + 2` of them it still holds two. Tokens no unit has are already lost and shrink that
 * number; of the others the rarest are taken, and the index intersects their posting lists pairwise, which reads
 * far fewer units than the union of single lists would. Length: a candidate of m words scores at most
 * 1 - |n - m| / max(n, m), so m lies within [n/2, 2n] for 50. (A replaced word that differs only slightly costs
 * less than a whole edit: README.md, "Guarantee"; nearWordsPlans covers that for short queries.)
 */
export function planCandidates(words: readonly string[]): CandidatePlan {
  const { tokens, spread } = indexTokensOf(words);
  const s = GUARANTEED_SIMILARITY / 100;
  const edits = Math.floor(((1 - s) / s) * words.length + 1e-9);
  const [minWords, maxWords] = [Math.ceil(words.length / 2), words.length * 2];
  const lengths = { minWords, maxWords, likelyWords: likelyWordsOf(words.length), candidates: MAX_CANDIDATES };
  if (maxWords <= SHORT_UNIT_WORDS) {
    // A one-word query: every candidate is a short unit holding its word, found by the word marked with each
    // length a candidate can have (shortWordTokenOf).
    const marked = tokens.flatMap((token) =>
      Array.from({ length: maxWords - minWords + 1 }, (_, i) => shortWordTokenOf(minWords + i, token)),
    );
    const ids = [...new Set(marked.map(tokenId))];
    return { tokens: ids, sharedTokens: ids, rarest: ids.length, anyOne: true, minShared: 0, ...lengths };
  }
  const ids = [...new Set(tokens.map(tokenId))];
  return {
    tokens: ids,
    sharedTokens: ids,
    rarest: spread * edits + 2,
    anyOne: false,
    minShared: 0,
    ...lengths,
  };
}

/**
 * More candidates for a query whose matches >= GUARANTEED_SIMILARITY are all short units (of at most
 * SHORT_UNIT_WORDS words, which index their words' trigrams marked with the word count and position, text.ts), by
 * those trigrams; empty for longer queries. Such a match has as many words as the query, each replacing the
 * query's word at its position (any other alignment inserts and deletes whole words), at a total price of at most
 * d · the word count, so one of its words costs at most d: a plan per query word finds the units whose word there
 * keeps `kept` of its trigrams (trigram-bound.ts), by two of any `distinct − kept + 2`, or, when only one is sure,
 * by one of all. A two-word query's match thus needs two of a few trigrams of one word in its place, not two of
 * any of both words' (at 2M units 14,000 buffers a lookup instead of 18,800, README.md). Every match also keeps
 * what the whole price leaves of all the words' trigrams, so each plan keeps and ranks its units by those: a unit
 * near in one word and far in the other is no candidate (README.md, "Short queries at 2M units"). When a word is
 * too short to keep any within d ("a"), one plan takes the trigrams of all the words together.
 */
export function nearWordsPlans(words: readonly string[]): CandidatePlan[] {
  const likelyWords = likelyWordsOf(words.length);
  if (likelyWords[1] > SHORT_UNIT_WORDS) return [];
  const byWord = shortTrigramsByWordOf(words);
  const lengths = words.map((word) => [...word].length);
  const together = nearTrigramsPlan(byWord.flat(), lengths, GUARANTEED_DISTANCE_SHARE * likelyWords[1], likelyWords);
  const plans = byWord.map((trigrams, i) =>
    nearTrigramsPlan(trigrams, [lengths[i]!], GUARANTEED_DISTANCE_SHARE, likelyWords),
  );
  if (!together || words.length === 1) return together ? [together] : [];
  if (plans.some((plan) => plan === undefined)) return [together];
  return plans.map((plan) => ({
    ...plan!,
    sharedTokens: together.sharedTokens,
    minShared: together.minShared,
  }));
}

/** Units holding `kept` of these trigram tokens, for words of these letter counts within `distance` word edits. */
function nearTrigramsPlan(
  trigrams: readonly string[],
  lengths: readonly number[],
  distance: number,
  likelyWords: [number, number],
): CandidatePlan | undefined {
  const tokens = [...new Set(trigrams.map(tokenId))];
  const kept = trigramsKept(lengths, tokens.length, distance);
  if (kept < 1) return undefined;
  return {
    tokens,
    sharedTokens: tokens,
    rarest: kept === 1 ? tokens.length : tokens.length - kept + 2,
    anyOne: kept === 1,
    minShared: kept,
    minWords: likelyWords[0],
    maxWords: likelyWords[1],
    likelyWords,
    candidates: MAX_NEAR_WORDS_CANDIDATES,
  };
}

/**
 * Up to MAX_MATCHES matches >= 50 from these TMs, best first (then by TM priority, then the newest). One
 * statement: the token counts pick the rarest tokens, the index gives the units holding two of them (one, when
 * the query has a single token units have), the plan's `candidates` sharing most tokens (those of a length that can
 * score >= GUARANTEED_SIMILARITY first, and of equal share the shortest) are read with their text. A query of one
 * or two words takes one more per word, by its words' trigrams (nearWordsPlans), for the matches whose words all
 * differ a little from its own.
 */
export async function findMatches(db: Db, tms: readonly MatchTm[], query: MatchQuery): Promise<Match[]> {
  const words = wordsOf(query.text);
  if (tms.length === 0 || words.length === 0) return [];
  const tmIds = pgArrayLiteral(tms.map((tm) => tm.id));
  const { rows } = await candidatesStatement(tmIds, planCandidates(words)).execute(db);
  const found = new Set(rows.map((row) => `${row.tm_id}:${row.unit_id}`));
  for (const plan of nearWordsPlans(words)) {
    const more = await candidatesStatement(tmIds, plan).execute(db);
    for (const row of more.rows) {
      const key = `${row.tm_id}:${row.unit_id}`;
      if (found.has(key)) continue;
      found.add(key);
      rows.push(row);
    }
  }
  return bestOf(tms, { ...query, words }, rows);
}

/** The candidates of a lookup with their text: see findMatches. */
export function candidatesStatement(tmIds: string, plan: CandidatePlan) {
  return sql<Omit<Match, 'similarity'>>`
    with query_tokens as materialized (
      select ${pgArrayLiteral(plan.tokens)}::integer[] as tokens, ${pgArrayLiteral(plan.sharedTokens)}::integer[] as shared
    ),
    counts as materialized (
      select token, (select coalesce(sum(t.units), 0) from tm_match_tokens t
                     where t.tm_id = any(${tmIds}::integer[]) and t.token = q.token) as units
      from query_tokens, unnest(query_tokens.tokens) as q(token)
    ),
    rarest as materialized (
      select token, row_number() over (order by units, token) as rank from counts
      where units > 0
      order by units, token
      limit greatest(1, ${plan.rarest} - (select count(*) from counts where units = 0))
    ),
    pairs as materialized (
      select a.token, case when taken.n = 1 or ${plan.anyOne}::boolean then array[a.token]
                           else array(select b.token from rarest b where b.rank > a.rank) end as others
      from rarest a, (select count(*) as n from rarest) taken
      where a.rank < taken.n or taken.n = 1 or ${plan.anyOne}::boolean
    ),
    hits as (
      select distinct on (m.tm_id, m.unit_id) m.tm_id, m.unit_id, m.tokens, m.words
      from pairs p cross join lateral (
        select m.tm_id, m.unit_id, m.tokens, m.words from tm_match_units m
        where m.tm_id = any(${tmIds}::integer[]) and m.tokens @> array[p.token] and m.tokens && p.others
          and m.words between ${plan.minWords} and ${plan.maxWords}
      ) m
    ),
    candidates as (
      select tm_id, unit_id from (
        select h.tm_id, h.unit_id, h.words, h.tokens,
               (select count(*) from unnest(h.tokens) as token where token = any(query_tokens.shared)) as shared
        from hits h, query_tokens
        -- Kept a subquery: flattened, the share is counted again for the order (a third of the statement's time).
        offset 0
      ) scored
      where shared >= ${plan.minShared}
      order by words between ${plan.likelyWords[0]} and ${plan.likelyWords[1]} desc, shared desc, cardinality(tokens)
      limit ${plan.candidates}
    )
    select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text,
           u.updated_at, ${UNIT_CHANGED_AT} as changed_at, coalesce(u.change_id, u.creation_id) as updated_by
    from candidates c
    join tm_units u on u.tm_id = c.tm_id and u.id = c.unit_id
    join translation_memories tm on tm.id = u.tm_id`;
}

/**
 * The MAX_MATCHES best of the candidates, by score, then TM priority, then the newest. A candidate whose length
 * alone keeps it below 50, or below the tenth best so far once ten are found, is not aligned (scoreAgainst).
 */
export function bestOf(
  tms: readonly MatchTm[],
  query: MatchQuery & { words: readonly string[] },
  candidates: readonly Omit<Match, 'similarity'>[],
): Match[] {
  const position = new Map(tms.map((tm) => [tm.id, tm.position]));
  const prepared = prepareQuery(query);
  const order = (a: Match, b: Match) =>
    b.similarity - a.similarity ||
    position.get(a.tm_id)! - position.get(b.tm_id)! ||
    new Date(b.updated_at).getTime() - new Date(a.updated_at).getTime() ||
    a.unit_id - b.unit_id;
  const best: Match[] = [];
  for (const candidate of candidates) {
    const floor = best.length < MAX_MATCHES ? MIN_SIMILARITY : best[MAX_MATCHES - 1]!.similarity;
    const similarity = scoreAgainst(prepared, markupSignature(candidate.source), floor);
    if (similarity < floor) continue;
    best.push({ ...candidate, similarity });
    best.sort(order);
    if (best.length > MAX_MATCHES) best.pop();
  }
  return best;
}
