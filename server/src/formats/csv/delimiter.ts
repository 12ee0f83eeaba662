/** Delimiters we recognise, in order of preference when the evidence is equal. */
export const DELIMITERS = ['\t', ';', ',', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const MAX_SAMPLE_ROWS = 50;

/**
 * Guesses the delimiter from the start of the text: the one that splits the rows into the same number of
 * fields most consistently (quoted fields, which may hold delimiters and newlines, are skipped), then the one
 * with more fields. `complete` says the sample is the whole file (its last row is not cut off).
 */
export function sniffDelimiter(sample: string, complete: boolean): Delimiter | undefined {
  let best: { delimiter: Delimiter; consistency: number; fields: number } | undefined;
  for (const delimiter of DELIMITERS) {
    const counts = countPerRow(sample, delimiter, complete);
    if (counts.length === 0) continue;
    const mode = mostFrequent(counts);
    if (mode === 0) continue;
    const consistency = counts.filter((c) => c === mode).length / counts.length;
    if (!best || consistency > best.consistency || (consistency === best.consistency && mode > best.fields)) {
      best = { delimiter, consistency, fields: mode };
    }
  }
  return best?.delimiter;
}

function countPerRow(sample: string, delimiter: string, complete: boolean): number[] {
  const counts: number[] = [];
  let count = 0;
  let inQuotes = false;
  let rowHasContent = false;
  for (let i = 0; i < sample.length && counts.length < MAX_SAMPLE_ROWS; i++) {
    const ch = sample[i];
    if (ch === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (ch === delimiter) count++;
    else if (ch === '\n') {
      if (rowHasContent) counts.push(count);
      count = 0;
      rowHasContent = false;
      continue;
    }
    if (ch !== '\r') rowHasContent = true;
  }
  if (complete && rowHasContent && counts.length < MAX_SAMPLE_ROWS) counts.push(count);
  return counts;
}

function mostFrequent(values: number[]): number {
  const tally = new Map<number, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  let winner = 0;
  let winnerCount = 0;
  for (const [value, n] of tally) {
    if (n > winnerCount || (n === winnerCount && value > winner)) [winner, winnerCount] = [value, n];
  }
  return winner;
}
