import { inlineText } from '@tessera/shared/contract';
import { translationCheck } from '../types.ts';

/**
 * The target is the source unchanged: often a copy left untranslated. Only for sources with letters: numbers,
 * codes, URLs of digits and punctuation stay as they are.
 */
export const sameAsSource = translationCheck({
  id: 'same-as-source',
  severity: 'warning',
  message: 'Target identical to the source',
  test({ source, target }) {
    if (!/\p{L}/u.test(inlineText(source))) return null;
    return target.trim() === source.trim() ? 'The target is the same as the source' : null;
  },
});
