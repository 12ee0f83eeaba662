import { splitInline, type InlineCode } from '@tessera/shared/contract';
import { pairsOf } from '../../../formats/inline-codes.ts';
import { phrase, translationCheck } from '../types.ts';

/** The opening codes of pairs that hold text between their halves (true) or nothing but white space and codes. */
function pairContents(value: string, codes: readonly InlineCode[]): Map<number, boolean> {
  const pairs = pairsOf(codes);
  const parts = splitInline(value);
  const contents = new Map<number, boolean>();
  parts.forEach((part, start) => {
    if (typeof part === 'string' || codes[part.code - 1]?.kind !== 'open') return;
    const partner = pairs.get(part.code);
    const end = parts.findIndex((other, index) => index > start && typeof other !== 'string' && other.code === partner);
    if (end < 0) return;
    const between = parts.slice(start + 1, end).filter((other) => typeof other === 'string');
    contents.set(part.code, between.join('').trim() !== '');
  });
  return contents;
}

/**
 * A pair of codes (`<g>…</g>`, bold, a link) that encloses text in the source and nothing in the target: the
 * formatting is lost although every code is there (a match without the codes put them side by side). An error,
 * as a missing code is: the file would go out with the text unformatted.
 */
export const emptyPairedCode = translationCheck({
  id: 'empty-paired-code',
  severity: 'error',
  test({ source, target, codes }) {
    const inSource = pairContents(source, codes);
    const empty = [...pairContents(target, codes)].filter(([id, holdsText]) => !holdsText && inSource.get(id));
    if (empty.length === 0) return null;
    const label = (id: number) => codes[id - 1]?.label ?? `#${id}`;
    const names = empty.map(([id]) => `${label(id)}${label(pairsOf(codes).get(id)!)}`).join(' ');
    return [phrase('qaEmptyPairedCodes', { codes: names })];
  },
});
