import { inlineText, translatesNothing } from '@tessera/shared/contract';
import { translationCheck } from '../types.ts';

const MAX_SHOWN = 3;

/** The same source (codes included) translated differently elsewhere in the document. */
export const inconsistency = translationCheck({
  id: 'inconsistency',
  severity: 'warning',
  message: 'Same source translated differently',
  test({ source, target, otherTargets }) {
    const others = [...new Set(otherTargets.filter((other) => other !== target && !translatesNothing(other, source)))];
    if (others.length === 0) return null;
    const shown = others
      .slice(0, MAX_SHOWN)
      .map((other) => `"${inlineText(other)}"`)
      .join(', ');
    const more = others.length > MAX_SHOWN ? ` and ${others.length - MAX_SHOWN} more` : '';
    return `The same source is translated differently elsewhere in the document: ${shown}${more}`;
  },
});
