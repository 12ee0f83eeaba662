import { translationCheck } from '../types.ts';

const leading = (text: string) => /^\s*/u.exec(text)![0];
// trimEnd drops exactly what \s matches, in one pass from the end.
const trailing = (text: string) => text.slice(text.trimEnd().length);

const describe = (space: string) =>
  space === ''
    ? 'none'
    : [...space]
        .map((c) =>
          c === ' '
            ? 'space'
            : c === '\t'
              ? 'tab'
              : c === '\n'
                ? 'line break'
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
  message: 'Leading or trailing white space differs from the source',
  test({ source, target }) {
    const problems: string[] = [];
    if (leading(source) !== leading(target))
      problems.push(`at the start: ${describe(leading(target))} (source: ${describe(leading(source))})`);
    if (trailing(source) !== trailing(target))
      problems.push(`at the end: ${describe(trailing(target))} (source: ${describe(trailing(source))})`);
    return problems.length > 0 ? `White space differs from the source ${problems.join('; ')}` : null;
  },
});
