/**
 * The exhaustive side of the TM recall figures (bench/tm-match.ts, bench/scale.ts): every unit scored against a
 * lookup by the matcher's own score function, with the word-count bound as the only shortcut, and the recall of
 * an answer's matches against those scores.
 */
import { similarity } from '../server/src/tm/matching/score.ts';
import { wordsOf } from '../server/src/tm/matching/text.ts';

/** The matches recall is counted for: the editor's default display threshold. */
export const RECALL_THRESHOLD = 75;

/** A unit as the exhaustive scan scores it: its plain text (codes left out) and its words. */
export interface ScannedUnit {
  id: number;
  text: string;
  words: string[];
}

/** Scores units against `lookup`: the score when it is >= RECALL_THRESHOLD, else undefined. */
export function exhaustiveScorer(lookup: string): (unit: ScannedUnit) => number | undefined {
  const query = { text: lookup, codes: '', words: wordsOf(lookup) };
  const n = query.words.length;
  return (unit) => {
    const m = unit.words.length;
    // Cheap and exact: a unit this much longer or shorter cannot reach the threshold.
    if (1 - Math.abs(n - m) / Math.max(n, m) < RECALL_THRESHOLD / 100 - 0.005) return undefined;
    const score = similarity(query, { text: unit.text, codes: '', words: unit.words });
    return score >= RECALL_THRESHOLD ? score : undefined;
  };
}

/**
 * Of the ten best matches >= RECALL_THRESHOLD the scan found (`best`: unit id to score), how many the answer holds
 * (`returned`: unit ids of up to ten matches, `lowest` the score of its tenth, or undefined when it holds fewer):
 * a match counts as found when returned, or crowded out of a full answer by matches at least as good.
 */
export function recallCounts(
  best: ReadonlyMap<number, number>,
  returned: ReadonlySet<number>,
  lowest: number | undefined,
): { expected: number; found: number } {
  const top = [...best.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const found = top.filter(([unitId, score]) => returned.has(unitId) || (lowest !== undefined && score <= lowest));
  return { expected: top.length, found: found.length };
}
