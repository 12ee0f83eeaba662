import { phrase, translationCheck } from '../types.ts';

/**
 * Two or more spaces in a row (plain or no-break) between words; the edges are the other check's. A code
 * between two spaces ("a <b/> b") keeps them apart.
 */
const doubled = (text: string) =>
  text
    .replace(/\u0001\d+\u0002/g, '\u0001')
    .trim()
    .match(/[ \u00A0\u202F]{2,}/g)?.length ?? 0;

/** Doubled spaces inside the target that the source does not have as many of (a slip when editing). */
export const doubleSpaces = translationCheck({
  id: 'double-spaces',
  severity: 'warning',
  test({ source, target }) {
    const count = doubled(target);
    if (count <= doubled(source)) return null;
    return [phrase('qaDoubleSpaces', { count })];
  },
});
