import { inlineToken, splitInline, type InlineCode } from '@tessera/shared/contract';

/** A pair's number, from its halves' labels (`<3>`, `</3>`). */
const pairNumber = (code: InlineCode) => /\d+/.exec(code.label)?.[0];

/**
 * A target written against the codes `from` (a segment as an earlier reader read it), rewritten against `to` (the
 * same text as today's reader reads it, with other codes: formatting once a pair, now the sentence's own, say).
 * Each code of `from` becomes the code of `to` with the same markup, taken in order (a placeholder also the one
 * whose markup holds its own, written inside its run's now), a pair's close the close of the pair its open became;
 * a pair `to` does not have is left out and its text kept. Null where a placeholder of
 * `from` has no counterpart in `to`: what it stands for would be lost.
 */
export function remappedTarget(target: string, from: readonly InlineCode[], to: readonly InlineCode[]): string | null {
  const taken = new Set<number>();
  const free = (candidate: InlineCode, code: InlineCode) => !taken.has(candidate.id) && candidate.kind === code.kind;
  const takeSame = (code: InlineCode) => {
    const same =
      to.find((candidate) => free(candidate, code) && candidate.xml === code.xml) ??
      // A placeholder now written inside its run's markup (a span, a run) is the same placeholder.
      (code.kind === 'standalone'
        ? to.find((candidate) => free(candidate, code) && candidate.xml.includes(code.xml))
        : undefined);
    if (same) taken.add(same.id);
    return same;
  };
  const ids = new Map<number, number | null>();
  const pairs = new Map<string, string>();
  for (const code of from) {
    if (code.kind === 'close') continue;
    const same = takeSame(code);
    if (code.kind === 'standalone' && !same) return null;
    ids.set(code.id, same?.id ?? null);
    if (same && code.kind === 'open') pairs.set(pairNumber(code)!, pairNumber(same)!);
  }
  for (const code of from) {
    if (code.kind !== 'close') continue;
    const pair = pairs.get(pairNumber(code)!);
    const close = pair === undefined ? undefined : to.find((c) => c.kind === 'close' && pairNumber(c) === pair);
    ids.set(code.id, close?.id ?? null);
  }
  return splitInline(target)
    .map((part) => {
      if (typeof part === 'string') return part;
      const id = ids.get(part.code);
      return id ? inlineToken(id) : '';
    })
    .join('');
}
