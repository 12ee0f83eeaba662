import { inlineToken, splitInline, type InlineCode } from '@tessera/shared/contract';
import { pairsOf } from '../formats/inline-codes.ts';

/** A pair's number, from its halves' labels (`<3>`, `</3>`). */
const pairNumber = (code: InlineCode) => /\d+/.exec(code.label)?.[0];

/**
 * A target written against the codes `from` (a segment as an earlier reader read it), rewritten against `to` (the
 * same text as today's reader reads it, with other codes: formatting once a pair, now the sentence's own, say).
 * Each code of `from` becomes the code of `to` with the same markup, taken in order (a placeholder also the one
 * whose markup holds its own, written inside its run's now, or the run of codes its markup is cut into now, as an
 * ICU message's syntax is), a pair's close the close of the pair its open became;
 * a pair `to` does not have is left out and its text kept; a placeholder whose markup a pair's code of `to` holds
 * now (a ruby's reading, once a code of its own, now in the ruby's closing code) is left out, that code writing it.
 * Null where a placeholder of `from` has no counterpart in `to`: what it stands for would be lost.
 */
export function remappedTarget(target: string, from: readonly InlineCode[], to: readonly InlineCode[]): string | null {
  const taken = new Set<number>();
  const free = (candidate: InlineCode, code: InlineCode) => !taken.has(candidate.id) && candidate.kind === code.kind;
  const takeSame = (code: InlineCode): InlineCode[] => {
    const same =
      to.find((candidate) => free(candidate, code) && candidate.xml === code.xml) ??
      // A placeholder now written inside its run's markup (a span, a run) is the same placeholder.
      (code.kind === 'standalone'
        ? to.find((candidate) => free(candidate, code) && candidate.xml.includes(code.xml))
        : undefined);
    const run = same ? [same] : code.kind === 'standalone' ? cutInto(code, to, (c) => free(c, code)) : [];
    for (const one of run) taken.add(one.id);
    return run;
  };
  const ids = new Map<number, number[]>();
  const pairs = new Map<string, string>();
  for (const code of from) {
    if (code.kind === 'close') continue;
    const same = takeSame(code);
    if (code.kind === 'standalone' && same.length === 0 && !heldByPair(code, to)) return null;
    ids.set(
      code.id,
      same.map((one) => one.id),
    );
    if (same[0] && code.kind === 'open') pairs.set(pairNumber(code)!, pairNumber(same[0])!);
  }
  for (const code of from) {
    if (code.kind !== 'close') continue;
    const pair = pairs.get(pairNumber(code)!);
    const close = pair === undefined ? undefined : to.find((c) => c.kind === 'close' && pairNumber(c) === pair);
    ids.set(code.id, close ? [close.id] : []);
  }
  return splitInline(target)
    .map((part) => {
      if (typeof part === 'string') return part;
      return (ids.get(part.code) ?? []).map(inlineToken).join('');
    })
    .join('');
}

/** Whether a pair's code of `to` holds the placeholder's markup. */
const heldByPair = (code: InlineCode, to: readonly InlineCode[]) =>
  to.some((candidate) => candidate.kind !== 'standalone' && candidate.xml.includes(code.xml));

/** The run of consecutive placeholders of `to`, all `usable`, whose markup together is the placeholder's; else none. */
function cutInto(
  code: InlineCode,
  to: readonly InlineCode[],
  usable: (candidate: InlineCode) => boolean,
): InlineCode[] {
  for (let first = 0; first < to.length; first++) {
    let markup = '';
    for (let last = first; last < to.length; last++) {
      const candidate = to[last]!;
      if (!usable(candidate) || candidate.kind !== 'standalone') break;
      markup += candidate.xml;
      if (markup === code.xml) return to.slice(first, last + 1);
      if (!code.xml.startsWith(markup)) break;
    }
  }
  return [];
}

/**
 * Markup as it reads, whatever its spacing: ICU's `{count, plural, one {#` and `{count,plural,one{#` are one piece
 * of syntax, `<b  class="x">` and `<b class="x">` one tag.
 */
const spacedAlike = (xml: string) =>
  xml
    .replace(/\s+/g, ' ')
    .replace(/ ?([{},=<>/]) ?/g, '$1')
    .trim();

/**
 * A translation read from a file of its own (a translation file, whose reading numbers its codes as its own text
 * has them: a translator who moved a placeholder or spaced an ICU case otherwise has codes numbered otherwise)
 * as tokens of the segment's codes `to`. Codes are matched by what they hold, never by number: each of `from` the
 * code of `to` with the same markup (the same placeholder, the same syntax, however spaced), the first free where
 * several are alike, in the order the translation uses them; a pair's close the close of the pair its open became.
 * Null where a code the translation uses has no counterpart in `to` (a placeholder the source lacks, select cases
 * laid out otherwise): written with another code's markup, or none, the translation would say something else.
 */
export function translationInCodes(
  target: string,
  from: readonly InlineCode[],
  to: readonly InlineCode[],
): string | null {
  const taken = new Set<number>();
  const ids = new Map<number, number>();
  const pairOf = pairsOf(to);
  const fromPairs = pairsOf(from);
  const counterpart = (code: InlineCode): InlineCode | undefined => {
    const partner = fromPairs.get(code.id);
    const partnerTaken = partner === undefined ? undefined : ids.get(partner);
    if (partnerTaken !== undefined) {
      // The other half of a pair already placed: its own partner, and no other.
      const same = pairOf.get(partnerTaken);
      return same === undefined || taken.has(same) ? undefined : to[same - 1];
    }
    const free = to.filter((candidate) => !taken.has(candidate.id) && candidate.kind === code.kind);
    return (
      free.find((candidate) => candidate.xml === code.xml) ??
      free.find((candidate) => spacedAlike(candidate.xml) === spacedAlike(code.xml))
    );
  };
  let out = '';
  for (const part of splitInline(target)) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    let id = ids.get(part.code);
    if (id === undefined) {
      const code = from[part.code - 1];
      const same = code && counterpart(code);
      if (!same) return null;
      id = same.id;
      taken.add(id);
      ids.set(part.code, id);
    }
    out += inlineToken(id);
  }
  return out;
}
