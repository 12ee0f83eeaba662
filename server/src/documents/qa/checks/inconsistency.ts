import { inlineText, translatesNothing } from '@tessera/shared/contract';
import { phrase, translationCheck } from '../types.ts';

const MAX_SHOWN = 3;

/** The same source (codes included) translated differently elsewhere in the document. */
export const inconsistency = translationCheck({
  id: 'inconsistency',
  severity: 'warning',
  test({ source, target, otherTargets }) {
    const others = [...new Set(otherTargets.filter((other) => other !== target && !translatesNothing(other, source)))];
    if (others.length === 0) return null;
    const translations = others.slice(0, MAX_SHOWN).map((other) => inlineText(other));
    return others.length > MAX_SHOWN
      ? [phrase('qaInconsistentMore', { translations, count: others.length - MAX_SHOWN })]
      : [phrase('qaInconsistent', { translations })];
  },
});
