import { wordsOf } from './text.ts';

/**
 * A segment as the score function sees it: its plain text and the signature of its inline codes (where each code
 * stands in the text and of which kind, see markup.ts), so that two segments differing only in tags can be told apart.
 */
export interface Scorable {
  text: string;
  codes: string;
  /** wordsOf(text), when the caller already has them (a lookup scores one query against many candidates). */
  words?: readonly string[];
}

/** Points taken off for differences a translator fixes in a second (see README.md, "Similarity"). */
export const PENALTIES = { codes: 2, case: 1, punctuation: 1, whitespace: 1 } as const;

/** Lowest similarity a lookup returns. */
export const MIN_SIMILARITY = 50;

const RAW_WORD = /[\p{L}\p{N}\p{M}]+/gu;
const PUNCTUATION = /[^\p{L}\p{N}\p{M}\s]/gu;

/**
 * Similarity of two segments in percent (an integer 0-100). 100 only when text and inline codes are identical.
 * Otherwise: a word-level edit distance (wordEditDistance) where inserting or deleting a word costs 1 and a replaced
 * word costs the share of its characters that change (so "colour" -> "color" costs 1/6), turned into a percentage
 * of the longer segment's word count, minus the small penalties for differences in codes, case, punctuation and spacing.
 */
export function similarity(query: Scorable, candidate: Scorable): number {
  return scoreAgainst(prepareQuery(query), candidate, 0);
}

/** A query made ready to be scored against many candidates: what depends on it alone is worked out once. */
export interface PreparedQuery {
  text: string;
  codes: string;
  words: readonly string[];
  /** Each distinct word of the query numbered, so the alignment compares integers. */
  ids: Int32Array;
  numbering: ReadonlyMap<string, number>;
  punctuation: string;
  rawWords: string;
}

export function prepareQuery(query: Scorable): PreparedQuery {
  const words = query.words ?? wordsOf(query.text);
  const numbering = new Map<string, number>();
  const ids = new Int32Array(words.length);
  words.forEach((word, i) => {
    if (!numbering.has(word)) numbering.set(word, numbering.size);
    ids[i] = numbering.get(word)!;
  });
  return {
    text: query.text,
    codes: query.codes,
    words,
    ids,
    numbering,
    punctuation: punctuationOf(query.text),
    rawWords: rawWords(query.text),
  };
}

/**
 * similarity(query, candidate), or -1 when the candidate cannot reach `floor`: word counts n and m cost at
 * least |n - m| insertions or deletions, so the score is at most round(100 · (1 − |n − m| / max(n, m))), and a
 * candidate below the floor by that bound is not aligned at all.
 */
export function scoreAgainst(query: PreparedQuery, candidate: Scorable, floor: number): number {
  if (query.text === candidate.text && query.codes === candidate.codes) return 100;
  const b = candidate.words ?? wordsOf(candidate.text);
  const n = query.words.length;
  const longest = Math.max(n, b.length);
  if (longest > 0 && Math.round(100 * (1 - Math.abs(n - b.length) / longest)) < floor) return -1;
  const distance = longest === 0 ? 0 : alignedDistance(query.ids, query.words, numbered(query.numbering, b), b);
  let score = longest === 0 ? 100 : Math.round(100 * (1 - distance / longest));
  score -= penaltiesOf(query, candidate, distance === 0);
  return Math.max(0, Math.min(99, score));
}

/** A candidate's words by the query's numbering; words the query lacks get -1, which equals none of its words. */
function numbered(numbering: ReadonlyMap<string, number>, words: readonly string[]): Int32Array {
  const ids = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) ids[i] = numbering.get(words[i]!) ?? -1;
  return ids;
}

function penaltiesOf(query: PreparedQuery, candidate: Scorable, sameWords: boolean): number {
  let penalty = 0;
  if (query.codes !== candidate.codes) penalty += PENALTIES.codes;
  const punctuationDiffers = query.punctuation !== punctuationOf(candidate.text);
  if (punctuationDiffers) penalty += PENALTIES.punctuation;
  if (sameWords) {
    const caseDiffers = query.rawWords !== rawWords(candidate.text);
    if (caseDiffers) penalty += PENALTIES.case;
    // What is left when words, case and punctuation agree: spacing.
    if (!caseDiffers && !punctuationDiffers && query.text !== candidate.text) penalty += PENALTIES.whitespace;
  }
  return penalty;
}

const punctuationOf = (text: string) => (text.normalize('NFKC').match(PUNCTUATION) ?? []).join('');
const rawWords = (text: string) => (text.normalize('NFKC').match(RAW_WORD) ?? []).join(' ');

/**
 * The distance of two word sequences: the cheapest alignment by word-level Levenshtein (insert, delete or replace
 * a word: 1 each), on which each replaced word then costs only the share of its characters that change. Aligning
 * by whole words keeps the work to |a|·|b| comparisons of words (most of them unequal at the first character);
 * the character distances are worked out only for the few words the alignment replaces.
 */
export function wordEditDistance(a: readonly string[], b: readonly string[]): number {
  const query = prepareQuery({ text: '', codes: '', words: a });
  return alignedDistance(query.ids, a, numbered(query.numbering, b), b);
}

/** wordEditDistance over words numbered alike (equal words, equal numbers): `aIds`/`bIds` align, `a`/`b` price. */
function alignedDistance(aIds: Int32Array, a: readonly string[], bIds: Int32Array, b: readonly string[]): number {
  const n = aIds.length;
  const m = bIds.length;
  if (n === 0) return m;
  if (m === 0) return n;
  const width = m + 1;
  if ((n + 1) * width > MAX_TABLE) return plainWordDistance(aIds, bIds);
  const size = (n + 1) * width;
  const table = n + 1 <= 0xffff && m + 1 <= 0xffff ? uint16Table(size) : new Uint32Array(size);
  for (let j = 0; j <= m; j++) table[j] = j;
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    const above = row - width;
    table[row] = i;
    const word = aIds[i - 1]!;
    let left = i;
    for (let j = 1; j <= m; j++) {
      const diagonal = table[above + j - 1]! + (word === bIds[j - 1] ? 0 : 1);
      const up = table[above + j]! + 1;
      left = Math.min(diagonal, up, left + 1);
      table[row + j] = left;
    }
  }
  // Walk the alignment back, replacing whole-word costs of substitutions by their character share.
  let distance = 0;
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = table[i * width + j]!;
    const diagonal = table[(i - 1) * width + j - 1]!;
    if (aIds[i - 1] === bIds[j - 1] && here === diagonal) {
      i--;
      j--;
    } else if (here === diagonal + 1) {
      distance += characterShare(a[i - 1]!, b[j - 1]!);
      i--;
      j--;
    } else if (here === table[(i - 1) * width + j]! + 1) {
      distance += 1;
      i--;
    } else {
      distance += 1;
      j--;
    }
  }
  return distance + i + j;
}

/**
 * One reused table for segments of up to a few hundred words (128 KB): a lookup aligns hundreds of candidates,
 * each a fresh allocation otherwise. Every cell read is written first, so it needs no clearing.
 */
const reused = new Uint16Array(1 << 16);
const uint16Table = (size: number) => (size <= reused.length ? reused : new Uint16Array(size));

/** Segments of thousands of words: whole-word costs only, in two rows (no table to walk back). */
const MAX_TABLE = 4_000_000;
function plainWordDistance(a: Int32Array, b: Int32Array): number {
  let previous = new Uint32Array(b.length + 1);
  let current = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), previous[j]! + 1, current[j - 1]! + 1);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** Share of characters that change between two different words: 0 < share <= 1. */
function characterShare(a: string, b: string): number {
  return characterEditDistance(a, b) / Math.max(a.length, b.length);
}

const row = new Uint16Array(256);
function characterEditDistance(a: string, b: string): number {
  if (a.length > 255 || b.length > 255) return Math.max(a.length, b.length);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    const c = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(diagonal + (c === b.charCodeAt(j - 1) ? 0 : 1), above + 1, row[j - 1]! + 1);
      diagonal = above;
    }
  }
  return row[b.length]!;
}
