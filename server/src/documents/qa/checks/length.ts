import { inlineText } from '@tessera/shared/contract';
import { phrase, translationCheck } from '../types.ts';

/**
 * The target has more characters than the file allows (XLIFF maxwidth in characters, an ARB message's
 * x-maxLength): a button label or an SMS that does not fit. Characters are counted as code points, inline codes
 * not at all.
 */
export const length = translationCheck({
  id: 'length',
  severity: 'error',
  test({ target, maxWidth }) {
    if (maxWidth === null) return null;
    const characters = [...inlineText(target)].length;
    return characters > maxWidth ? [phrase('qaLength', { characters, max: maxWidth })] : null;
  },
});
