import { splitInline } from '@tessera/shared/contract';
import { phrase, translationCheck } from '../types.ts';

const codeIds = (value: string) => splitInline(value).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));

/**
 * The target's codes in another order than the source's. Word order moves in translation, so this is a
 * warning to look at, not an error.
 */
export const inlineCodeOrder = translationCheck({
  id: 'inline-code-order',
  severity: 'warning',
  test({ source, target, codes }) {
    const wanted = codeIds(source);
    const used = codeIds(target);
    // Missing or extra codes are the other check's finding; the order only means something for the same set.
    if (wanted.length !== used.length || [...wanted].sort().join() !== [...used].sort().join()) return null;
    if (wanted.every((id, index) => used[index] === id)) return null;
    const label = (id: number) => codes[id - 1]?.label ?? `#${id}`;
    return [phrase('qaCodeOrder', { order: used.map(label).join(' '), sourceOrder: wanted.map(label).join(' ') })];
  },
});
