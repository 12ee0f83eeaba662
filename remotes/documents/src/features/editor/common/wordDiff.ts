/**
 * Word-level difference between a TM match's source and the segment's source, as CAT tools show it: the words
 * the translator must change in the match's translation. Parts read in the match's order; `removed` is text of
 * the match the segment does not have, `added` text of the segment the match lacks. A changed run shows what
 * goes before what comes in (as "old → new"), and a space between two changed words belongs to the change, so
 * "the red car" against "a blue car" reads as one change rather than a patchwork.
 */
export type DiffPart = { kind: 'equal' | 'removed' | 'added'; text: string };

/** Words (letters, digits and the apostrophes and hyphens inside them), runs of white space, single other signs. */
const TOKEN = /\s+|[\p{L}\p{M}\p{N}_]+(?:['’-][\p{L}\p{M}\p{N}_]+)*|[^\s\p{L}\p{M}\p{N}_]/gu;
export const tokenize = (text: string): string[] => text.match(TOKEN) ?? [];

const isSpace = (token: string) => /^\s+$/.test(token);

/**
 * Above this many token pairs the longest-common-subsequence table would cost more than a keystroke is worth:
 * such segments (thousands of words) show the whole text as changed where it differs at all.
 */
const MAX_CELLS = 4_000_000;

/** Token operations turning `from` into `to` (longest common subsequence, common prefix and suffix first). */
function tokenOps(from: readonly string[], to: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < from.length && start < to.length && from[start] === to[start]) start++;
  let endFrom = from.length;
  let endTo = to.length;
  while (endFrom > start && endTo > start && from[endFrom - 1] === to[endTo - 1]) {
    endFrom--;
    endTo--;
  }
  const ops: DiffPart[] = from.slice(0, start).map((text) => ({ kind: 'equal', text }));
  const a = from.slice(start, endFrom);
  const b = to.slice(start, endTo);
  if ((a.length + 1) * (b.length + 1) > MAX_CELLS) {
    ops.push(
      ...a.map((text): DiffPart => ({ kind: 'removed', text })),
      ...b.map((text): DiffPart => ({ kind: 'added', text })),
    );
  } else {
    // lengths[i][j]: the longest common subsequence of a[i..] and b[j..], in one flat array.
    const width = b.length + 1;
    const lengths = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i--) {
      for (let j = b.length - 1; j >= 0; j--) {
        lengths[i * width + j] =
          a[i] === b[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length || j < b.length) {
      if (i < a.length && j < b.length && a[i] === b[j]) {
        ops.push({ kind: 'equal', text: a[i]! });
        i++;
        j++;
      } else if (j < b.length && (i === a.length || lengths[i * width + j + 1]! >= lengths[(i + 1) * width + j]!)) {
        ops.push({ kind: 'added', text: b[j]! });
        j++;
      } else {
        ops.push({ kind: 'removed', text: a[i]! });
        i++;
      }
    }
  }
  ops.push(...from.slice(endFrom).map((text): DiffPart => ({ kind: 'equal', text })));
  return ops;
}

/** The difference between `match` (a TM unit's source) and `segment` (the source being translated). */
export function wordDiff(match: string, segment: string): DiffPart[] {
  const ops = tokenOps(tokenize(match), tokenize(segment));
  // A white-space run kept between two changes joins them.
  for (let index = 1; index < ops.length - 1; index++) {
    const op = ops[index]!;
    if (
      op.kind === 'equal' &&
      isSpace(op.text) &&
      ops[index - 1]!.kind !== 'equal' &&
      ops[index + 1]!.kind !== 'equal'
    ) {
      ops.splice(index, 1, { kind: 'removed', text: op.text }, { kind: 'added', text: op.text });
      index++;
    }
  }
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) parts.push({ kind: 'removed', text: removed });
    if (added) parts.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  for (const op of ops) {
    if (op.kind === 'removed') removed += op.text;
    else if (op.kind === 'added') added += op.text;
    else {
      flush();
      const last = parts.at(-1);
      if (last?.kind === 'equal') last.text += op.text;
      else parts.push({ ...op });
    }
  }
  flush();
  return parts;
}
