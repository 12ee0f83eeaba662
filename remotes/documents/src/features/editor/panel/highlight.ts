/** [start, end) offsets of a text to highlight, as the concordance answers them (sorted, not overlapping). */
export type Range = readonly [number, number];
export type HighlightPart = { text: string; hit: boolean };

/** Cuts `text` into plain and highlighted runs; ranges out of bounds or out of order are clipped, never thrown on. */
export function highlightParts(text: string, ranges: readonly Range[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of ranges) {
    const start = Math.max(at, Math.min(rawStart, text.length));
    const end = Math.max(start, Math.min(rawEnd, text.length));
    if (end === start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}
