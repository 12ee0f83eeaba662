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
  if (query.text === candidate.text && query.codes === candidate.codes) return 100;
  const a = query.words ?? wordsOf(query.text);
  const b = candidate.words ?? wordsOf(candidate.text);
  const longest = Math.max(a.length, b.length);
  const distance = longest === 0 ? 0 : wordEditDistance(a, b);
  let score = longest === 0 ? 100 : Math.round(100 * (1 - distance / longest));
  score -= penaltiesOf(query, candidate, distance === 0);
  return Math.max(0, Math.min(99, score));
}

function penaltiesOf(query: Scorable, candidate: Scorable, sameWords: boolean): number {
  let penalty = 0;
  if (query.codes !== candidate.codes) penalty += PENALTIES.codes;
  const punctuationDiffers = punctuationOf(query.text) !== punctuationOf(candidate.text);
  if (punctuationDiffers) penalty += PENALTIES.punctuation;
  if (sameWords) {
    const caseDiffers = rawWords(query.text) !== rawWords(candidate.text);
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
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  const width = m + 1;
  if ((n + 1) * width > MAX_TABLE) return plainWordDistance(a, b);
  const table =
    n + 1 <= 0xffff && m + 1 <= 0xffff ? new Uint16Array((n + 1) * width) : new Uint32Array((n + 1) * width);
  for (let j = 0; j <= m; j++) table[j] = j;
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    table[row] = i;
    const word = a[i - 1]!;
    for (let j = 1; j <= m; j++) {
      const diagonal = table[row - width + j - 1]! + (word === b[j - 1] ? 0 : 1);
      table[row + j] = Math.min(diagonal, table[row - width + j]! + 1, table[row + j - 1]! + 1);
    }
  }
  // Walk the alignment back, replacing whole-word costs of substitutions by their character share.
  let distance = 0;
  let i = n;
  let j = m;
  while (i > 0 && j > 0) {
    const here = table[i * width + j]!;
    const diagonal = table[(i - 1) * width + j - 1]!;
    if (a[i - 1] === b[j - 1] && here === diagonal) {
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

/** Segments of thousands of words: whole-word costs only, in two rows (no table to walk back). */
const MAX_TABLE = 4_000_000;
function plainWordDistance(a: readonly string[], b: readonly string[]): number {
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
