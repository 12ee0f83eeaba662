/**
 * How many of a short query's word trigrams (text.ts, trigramsOf) a unit within a given word edit distance still
 * holds. The score prices a replaced word by the share of its characters that change, so "file" -> "files" costs
 * 0.2 of a word: a one- or two-word query's match may have changed every word a little, and keep none of the
 * query's word tokens, while it keeps most of their trigrams.
 *
 * Per word of L letters (L trigrams): a substituted or deleted letter takes at most 3 of them, an inserted one at
 * most 2 (those spanning the gap). A replacement by `ed` letter edits, `ins` of them insertions, costs at least
 * ed / (L + ins) (the longer word is at most L + ins long) and takes at most min(L, 3 · (ed − ins) + 2 · ins)
 * trigrams; deleting the word costs 1 and takes all L. The costs of the words add up to the distance, so the
 * most a unit within `maxDistance` can take is a knapsack over the words, small for a few short words. Trigrams
 * repeated in the query only make the count safer (a trigram is lost only when every occurrence is).
 */

/** For each number of trigrams j of an L-letter word: the least a replacement or deletion taking j costs. */
function leastCostToTake(length: number): number[] {
  const cost: number[] = Array.from({ length: length + 1 }, (_, j) => (j === 0 ? 0 : 1));
  for (let ed = 1; ed <= length; ed++) {
    for (let ins = 0; ins <= ed; ins++) {
      const taken = Math.min(length, 3 * (ed - ins) + 2 * ins);
      const price = ed / (length + ins);
      for (let j = 1; j <= taken; j++) cost[j] = Math.min(cost[j]!, price);
    }
  }
  return cost;
}

/**
 * The fewest of the query's distinct trigrams (`distinct`) a unit at word edit distance <= maxDistance still
 * holds: `distinct` minus the most its edits can take from these words (by their letter counts).
 */
export function trigramsKept(wordLengths: readonly number[], distinct: number, maxDistance: number): number {
  // cheapest[t]: the least distance at which the words lose t trigrams in all.
  let cheapest = [0];
  for (const length of wordLengths) {
    const costs = leastCostToTake(length);
    const next = Array.from({ length: cheapest.length + length }, () => Infinity);
    cheapest.forEach((before, t) => costs.forEach((cost, j) => (next[t + j] = Math.min(next[t + j]!, before + cost))));
    cheapest = next;
  }
  let taken = 0;
  cheapest.forEach((cost, t) => {
    if (cost <= maxDistance + 1e-9) taken = Math.max(taken, t);
  });
  return distinct - taken;
}
