import { inlineText, translatesNothing } from '@tessera/shared/contract';
import type { QaCheck } from '../types.ts';

/**
 * The target has more characters than the file allows (XLIFF maxwidth in characters): a button label or an
 * SMS that does not fit. Characters are counted as code points, inline codes not at all.
 */
export const length: QaCheck = {
  id: 'length',
  severity: 'error',
  message: 'Target longer than the allowed length',
  test({ source, target, maxWidth }) {
    if (maxWidth === null || translatesNothing(target, source)) return null;
    const characters = [...inlineText(target)].length;
    return characters > maxWidth ? `The target has ${characters} characters; at most ${maxWidth} are allowed` : null;
  },
};
