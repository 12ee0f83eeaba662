import { inlineText } from '@tessera/shared/contract';
import { phrase, translationCheck } from '../types.ts';

/**
 * The target is the source unchanged: often a copy left untranslated. Only for sources with letters: numbers,
 * codes, URLs of digits and punctuation stay as they are.
 */
export const sameAsSource = translationCheck({
  id: 'same-as-source',
  severity: 'warning',
  test({ source, target }) {
    if (!/\p{L}/u.test(inlineText(source))) return null;
    return target.trim() === source.trim() ? [phrase('qaSameAsSource')] : null;
  },
});
