import type { QaPhrase } from '@tessera/shared/contract';
import { phrase, translationCheck } from '../types.ts';

const leading = (text: string) => /^\s*/u.exec(text)![0];
// trimEnd drops exactly what \s matches, in one pass from the end.
const trailing = (text: string) => text.slice(text.trimEnd().length);

/** White space as symbols every language reads: ␣ a space, ⇥ a tab, ↵ a line break, ∅ none, else its code point. */
const describe = (space: string) =>
  space === ''
    ? '∅'
    : [...space]
        .map((c) =>
          c === ' '
            ? '␣'
            : c === '\t'
              ? '⇥'
              : c === '\n'
                ? '↵'
                : `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
        )
        .join(' + ');

/**
 * White space at the start or end of the target unlike the source's: the text is usually joined to others
 * (a label and its value, sentences of a paragraph), so a lost or added space shows in the product.
 */
export const edgeWhitespace = translationCheck({
  id: 'edge-whitespace',
  severity: 'warning',
  test({ source, target }) {
    const problems: QaPhrase[] = [];
    if (leading(source) !== leading(target))
      problems.push(
        phrase('qaWhitespaceStart', { target: describe(leading(target)), source: describe(leading(source)) }),
      );
    if (trailing(source) !== trailing(target))
      problems.push(
        phrase('qaWhitespaceEnd', { target: describe(trailing(target)), source: describe(trailing(source)) }),
      );
    return problems.length > 0 ? problems : null;
  },
});
