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
 * Otherwise: a word-level edit distance where inserting or deleting a word costs 1 and replacing one costs the
 * share of its characters that change (so "colour" -> "color" costs 1/6), turned into a percentage of the longer
 * segment's word count, minus the small penalties for differences in codes, case, punctuation and spacing.
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
 * Levenshtein over words with a graded substitution cost (character edit distance / length of the longer word).
 * Two rows of the table; O(|a|·|b|) word comparisons, most of them an equality test.
 */
export function wordEditDistance(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = new Float64Array(b.length + 1);
  let current = new Float64Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const word = a[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const other = b[j - 1]!;
      const substitution = previous[j - 1]! + (word === other ? 0 : characterShare(word, other));
      current[j] = Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1);
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
