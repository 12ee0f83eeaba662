import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { markupSignature } from './markup.ts';
import { MIN_SIMILARITY, similarity } from './score.ts';
import { indexTokensOf, tokenId, wordsOf } from './text.ts';

/**
 * Fuzzy lookup (README.md, "Design"): candidates from the index by the query's rarest tokens and its length,
 * then every candidate scored exactly. Complete for matches >= GUARANTEED_SIMILARITY; lower ones (down to 50) are
 * found when they share one of the tokens looked at.
 */
export const GUARANTEED_SIMILARITY = 75;
/** At most this many candidates are scored (those sharing most tokens with the query first). */
export const MAX_CANDIDATES = 200;
export const MAX_MATCHES = 10;

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
  updated_by: string | null;
}

interface CandidatePlan {
  tokens: number[];
  prefix: number[];
  minWords: number;
  maxWords: number;
}

/**
 * Which tokens a candidate must share with the query: a unit scoring >= s has at most (1 - s)/s · n word edits
 * against an n-word query, and each edit removes at most `spread` of the query's distinct tokens (2 with
 * bigrams); so it shares one of any `spread · edits + 1` of them. Taking the rarest keeps the posting lists
 * short; tokens no unit has are already lost and shrink the number needed. Length: a candidate of m words
 * scores at most 1 - |n - m| / max(n, m), so m lies within [n/2, 2n] for 50.
 */
export function planCandidates(words: readonly string[], unitCounts: ReadonlyMap<number, number>): CandidatePlan {
  const { tokens, spread } = indexTokensOf(words);
  const ids = [...new Set(tokens.map(tokenId))];
  const s = GUARANTEED_SIMILARITY / 100;
  const edits = Math.floor(((1 - s) / s) * words.length + 1e-9);
  const present = ids.filter((id) => (unitCounts.get(id) ?? 0) > 0);
  const lost = ids.length - present.length;
  const needed = Math.max(1, spread * edits + 1 - lost);
  const prefix = present.sort((a, b) => unitCounts.get(a)! - unitCounts.get(b)!).slice(0, needed);
  return { tokens: ids, prefix, minWords: Math.ceil(words.length / 2), maxWords: words.length * 2 };
}

/** Up to MAX_MATCHES matches >= 50 from these TMs, best first (then by TM priority, then the newest). */
export async function findMatches(db: Db, tms: readonly MatchTm[], query: MatchQuery): Promise<Match[]> {
  const words = wordsOf(query.text);
  if (tms.length === 0 || words.length === 0) return [];
  const tmIds = pgArrayLiteral(tms.map((tm) => tm.id));
  const { tokens } = indexTokensOf(words);
  const counts = await sql<{ token: number; units: number }>`
    select token, sum(units)::integer as units from tm_match_tokens
    where tm_id = any(${tmIds}::integer[]) and token = any(${pgArrayLiteral([...new Set(tokens.map(tokenId))])}::integer[])
    group by token`.execute(db);
  const plan = planCandidates(words, new Map(counts.rows.map((row) => [row.token, row.units])));
  if (plan.prefix.length === 0) return [];
  const { rows } = await sql<Omit<Match, 'similarity'>>`
    with candidates as (
      select m.tm_id, m.unit_id,
             (select count(*) from unnest(m.tokens) as token where token = any(${pgArrayLiteral(plan.tokens)}::integer[])) as shared
      from tm_match_units m
      where m.tm_id = any(${tmIds}::integer[]) and m.tokens && ${pgArrayLiteral(plan.prefix)}::integer[]
        and m.words between ${plan.minWords} and ${plan.maxWords}
      order by shared desc
      limit ${MAX_CANDIDATES}
    )
    select u.id as unit_id, u.tm_id, tm.name as tm_name, u.source, u.target, u.source_text, u.target_text,
           u.updated_at, coalesce(u.change_id, u.creation_id) as updated_by
    from candidates c
    join tm_units u on u.tm_id = c.tm_id and u.id = c.unit_id
    join translation_memories tm on tm.id = u.tm_id`.execute(db);
  const position = new Map(tms.map((tm) => [tm.id, tm.position]));
  const scorable = { ...query, words };
  const matches = rows
    .map((row) => ({ ...row, similarity: similarity(scorable, markupSignature(row.source)) }))
    .filter((match) => match.similarity >= MIN_SIMILARITY);
  return matches
    .sort(
      (a, b) =>
        b.similarity - a.similarity ||
        position.get(a.tm_id)! - position.get(b.tm_id)! ||
        new Date(b.updated_at).getTime() - new Date(a.updated_at).getTime() ||
        a.unit_id - b.unit_id,
    )
    .slice(0, MAX_MATCHES);
}
