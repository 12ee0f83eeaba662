import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { markupSignature } from './markup.ts';
import { MIN_SIMILARITY, prepareQuery, scoreAgainst, wordEditDistance } from './score.ts';
import {
  indexTokensOf,
  SHORT_UNIT_WORDS,
  shortPlacedWordTokenOf,
  shortTrigramsByWordOf,
  shortWordTokenOf,
  tokenId,
  wordsOf,
} from './text.ts';
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
 * At most this many units of a short query's near words (nearUnits) are scored: those whose words are all priced
 * first, the nearest first, then those keeping most of its trigrams. A common word in one place leads to every unit
 * holding it there, whatever its other word: at 2M units 4,639 of "the". Ranked so, 200 found every match >= 75
 * of three recall samples of the scale bench (README.md, "By the vocabulary").
 */
export const MAX_NEAR_WORDS_CANDIDATES = 200;
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

/** Which of a query's index tokens the GIN index is asked for (rarestPairs). */
interface TokenChoice {
  /** The query's distinct index tokens: its words (planCandidates), or one word's trigrams (nearWordsPlans). */
  tokens: number[];
  /**
   * How many of its rarest tokens to look at (before those no unit has are taken off): a match holds two of them,
   * or with `anyOne` one (all of them are then looked at).
   */
  rarest: number;
  anyOne: boolean;
}

interface CandidatePlan extends TokenChoice {
  minWords: number;
  maxWords: number;
  /** Word counts a match >= GUARANTEED_SIMILARITY can have: such units are scored first when there are too many. */
  likelyWords: [number, number];
}

/** The near words of a short query's word in its place, from the TMs' short-unit vocabulary (text.ts). */
interface NearWordsPlan extends TokenChoice {
  /** The query's word count and the word's position: the place the vocabulary's word stands in. */
  words: number;
  position: number;
  /** Fewer of the word's trigrams than this, or a length outside these, and a word costs more than d. */
  kept: number;
  lengths: [number, number];
}

/** A score >= GUARANTEED_SIMILARITY rounds up from this share of the longer segment's words that differ. */
const GUARANTEED_DISTANCE_SHARE = 1 - (GUARANTEED_SIMILARITY - 0.5) / 100;

/**
 * The word counts a match >= GUARANTEED_SIMILARITY of an n-word query can have, and the lengths of a word within
 * GUARANTEED_DISTANCE_SHARE of an n-letter one: within [n · (1 - d), n / (1 - d)] (|n - m| edits at least, of
 * max(n, m)).
 */
function withinShare(n: number): [number, number] {
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
  const lengths = { minWords, maxWords, likelyWords: withinShare(words.length) };
  if (maxWords <= SHORT_UNIT_WORDS) {
    // A one-word query: every candidate is a short unit holding its word, found by the word marked with each
    // length a candidate can have (shortWordTokenOf).
    const marked = tokens.flatMap((token) =>
      Array.from({ length: maxWords - minWords + 1 }, (_, i) => shortWordTokenOf(minWords + i, token)),
    );
    const ids = [...new Set(marked.map(tokenId))];
    return { tokens: ids, rarest: ids.length, anyOne: true, ...lengths };
  }
  return { tokens: [...new Set(tokens.map(tokenId))], rarest: spread * edits + 2, anyOne: false, ...lengths };
}

/**
 * For a query whose matches >= GUARANTEED_SIMILARITY are all short units (of at most SHORT_UNIT_WORDS words), a
 * plan per word: its near words in its place. Such a match has as many words as the query, each replacing the
 * query's word at its position (any other alignment inserts and deletes whole words), at a total price of at most
 * d · the word count, so its cheaper word costs at most d: a word of the vocabulary within d of the query's word
 * keeps `kept` of its trigrams (trigram-bound.ts), so it holds two of any `distinct − kept + 2`, or, when only one
 * is sure, one of all. Empty for longer queries.
 */
export function nearWordsPlans(words: readonly string[]): NearWordsPlan[] {
  if (withinShare(words.length)[1] > SHORT_UNIT_WORDS) return [];
  return shortTrigramsByWordOf(words).map((trigrams, position) => {
    const tokens = [...new Set(trigrams.map(tokenId))];
    const word = words[position]!;
    // At least one (trigram-bound.test.ts): taking all of a word's trigrams costs more than d.
    const kept = trigramsKept([[...word].length], tokens.length, GUARANTEED_DISTANCE_SHARE);
    const rarest = kept === 1 ? tokens.length : tokens.length - kept + 2;
    const lengths = withinShare(word.length);
    return { tokens, rarest, anyOne: kept === 1, kept, words: words.length, position, lengths };
  });
}

/**
 * Up to MAX_MATCHES matches >= 50 from these TMs, best first (then by TM priority, then the newest). One
 * statement: the token counts pick the rarest tokens, the index gives the units holding two of them (one, when
 * the query has a single token units have), the MAX_CANDIDATES sharing most tokens (those of a length that can
 * score >= GUARANTEED_SIMILARITY first, and of equal share the shortest) are read with their text. A query of one
 * or two words takes two more (nearUnits), for the matches whose words all differ a little from its own.
 */
export async function findMatches(db: Db, tms: readonly MatchTm[], query: MatchQuery): Promise<Match[]> {
  const words = wordsOf(query.text);
  if (tms.length === 0 || words.length === 0) return [];
  const tmIds = pgArrayLiteral(tms.map((tm) => tm.id));
  const { rows } = await candidatesStatement(tmIds, planCandidates(words)).execute(db);
  const found = new Set(rows.map((row) => `${row.tm_id}:${row.unit_id}`));
  for (const row of await nearUnits(db, tmIds, words)) {
    const key = `${row.tm_id}:${row.unit_id}`;
    if (found.has(key)) continue;
    found.add(key);
    rows.push(row);
  }
  return bestOf(tms, { ...query, words }, rows);
}

/**
 * The query's rarest tokens and their pairs (CTEs query_tokens, counts, rarest, pairs): each of the `rarest`
 * rarest tokens with those ranked after it, or (anyOne, or only one token any unit has) with itself.
 */
function rarestPairs(tmIds: string, choice: TokenChoice) {
  return sql`
    query_tokens as materialized (
      select ${pgArrayLiteral(choice.tokens)}::integer[] as tokens
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
      limit greatest(1, ${choice.rarest} - (select count(*) from counts where units = 0))
    ),
    pairs as materialized (
      select a.token, case when taken.n = 1 or ${choice.anyOne}::boolean then array[a.token]
                           else array(select b.token from rarest b where b.rank > a.rank) end as others
      from rarest a, (select count(*) as n from rarest) taken
      where a.rank < taken.n or taken.n = 1 or ${choice.anyOne}::boolean
    )`;
}

/** The candidates of a lookup by its words, with their text: see findMatches. */
export function candidatesStatement(tmIds: string, plan: CandidatePlan) {
  return sql<Omit<Match, 'similarity'>>`
    with ${rarestPairs(tmIds, plan)},
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
               (select count(*) from unnest(h.tokens) as token where token = any(query_tokens.tokens)) as shared
        from hits h, query_tokens
        -- Kept a subquery: flattened, the share would be counted again for the order.
        offset 0
      ) scored
      order by words between ${plan.likelyWords[0]} and ${plan.likelyWords[1]} desc, shared desc, cardinality(tokens)
      limit ${MAX_CANDIDATES}
    )
    ${unitsWithText(sql`candidates`)}`;
}

/** The units (tm_id, unit_id) of `candidates` with what a match shows. */
const unitsWithText = (candidates: RawBuilder<unknown>) => sql`
    select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text,
           u.updated_at, ${UNIT_CHANGED_AT} as changed_at, coalesce(u.change_id, u.creation_id) as updated_by
    from ${candidates} c
    join tm_units u on u.tm_id = c.tm_id and u.id = c.unit_id
    join translation_memories tm on tm.id = u.tm_id`;

/**
 * The vocabulary's words near each of a short query's words in its place (nearWordsPlans), one statement for all:
 * every word holding two of the rarest trigrams (one, with anyOne) and `kept` of them all, of a length within d.
 */
export function nearWordsStatement(tmIds: string, plans: readonly NearWordsPlan[]) {
  const perWord = plans.map(
    (plan) => sql`(
    with ${rarestPairs(tmIds, plan)},
    found as (
      select distinct w.word, w.trigrams from pairs p cross join lateral (
        select w.word, w.trigrams from tm_match_words w
        where w.tm_id = any(${tmIds}::integer[]) and w.trigrams @> array[p.token] and w.trigrams && p.others
          and w.words = ${plan.words} and w.position = ${plan.position}
          and w.length between ${plan.lengths[0]} and ${plan.lengths[1]}
      ) w
    )
    select ${plan.position}::integer as position, f.word from found f, query_tokens q
    where (select count(*) from unnest(f.trigrams) as token where token = any(q.tokens)) >= ${plan.kept})`,
  );
  return sql<{ position: number; word: string }>`${sql.join(perWord, sql` union all `)}`;
}

/** A short query's near matches (nearWordsPlans): its near words, then the units holding them (nearUnitsStatement). */
async function nearUnits(db: Db, tmIds: string, words: readonly string[]) {
  const plans = nearWordsPlans(words);
  if (plans.length === 0) return [];
  const { rows } = await nearWordsStatement(tmIds, plans).execute(db);
  const statement = nearUnitsStatement(tmIds, words, rows);
  return statement ? (await statement.execute(db)).rows : [];
}

/**
 * The units of a short query's near words (nearWordsStatement's rows), priced exactly (the score's price of a
 * replaced word), with their text: those holding one within GUARANTEED_DISTANCE_SHARE in its place, the cheaper
 * word of every match >= GUARANTEED_SIMILARITY. A unit's other word is priced when the vocabulary gave it too, else
 * at more than that share (the vocabulary gives every word within it): units that cannot come within the whole
 * price, or keep fewer of the query's trigrams than it leaves (trigram-bound.ts), are left out; those whose words
 * are all priced come first, the nearest first, then those keeping most trigrams (of "Mivek the", the units of
 * "the" whose first word is nearest "mivek"). Undefined when no word is near enough.
 */
export function nearUnitsStatement(
  tmIds: string,
  words: readonly string[],
  nearWords: readonly { position: number; word: string }[],
) {
  const priced = new Map<number, number>();
  const near: number[] = [];
  for (const { position, word } of nearWords) {
    const token = tokenId(shortPlacedWordTokenOf(words.length, position, word));
    // A word of several TMs' vocabularies comes once per TM.
    if (priced.has(token)) continue;
    const price = wordEditDistance([words[position]!], [word]);
    priced.set(token, price);
    if (price <= GUARANTEED_DISTANCE_SHARE + 1e-9) near.push(token);
  }
  if (near.length === 0) return undefined;
  const maxDistance = GUARANTEED_DISTANCE_SHARE * words.length + 1e-9;
  const trigrams = [...new Set(shortTrigramsByWordOf(words).flat().map(tokenId))];
  const lengths = words.map((word) => [...word].length);
  const keptOfAll = trigramsKept(lengths, trigrams.length, maxDistance);
  return sql<Omit<Match, 'similarity'>>`
    with priced(token, price) as materialized (
      select * from unnest(${pgArrayLiteral([...priced.keys()])}::integer[], ${pgArrayLiteral([...priced.values()])}::float8[])
    ),
    hits as (
      select m.tm_id, m.unit_id, count(p.token) as known, coalesce(sum(p.price), 0) as price,
             count(*) filter (where held.token = any(${pgArrayLiteral(trigrams)}::integer[])) as shared
      from tm_match_units m cross join lateral unnest(m.tokens) as held(token)
      left join priced p on p.token = held.token
      where m.tm_id = any(${tmIds}::integer[]) and m.tokens && ${pgArrayLiteral(near)}::integer[]
        and m.words = ${words.length}
      group by m.tm_id, m.unit_id
    ),
    candidates as (
      select tm_id, unit_id from hits
      where price + (${words.length} - known) * ${GUARANTEED_DISTANCE_SHARE}::float8 <= ${maxDistance}::float8
        and shared >= ${keptOfAll}
      order by known desc, price, shared desc, unit_id desc
      limit ${MAX_NEAR_WORDS_CANDIDATES}
    )
    ${unitsWithText(sql`candidates`)}`;
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
