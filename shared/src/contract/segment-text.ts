/**
 * What screens do with a segment's text while rendering and typing, without zod: inline codes, whether a target
 * translates anything, whether a search pattern is a regular expression. ./documents.ts builds its schemas on
 * these, and screens import them through `@tessera/shared` without downloading the schemas.
 */

/**
 * Inline codes (tags such as <g>, <x/>, <ph>, <pc>, <sc/>) are not text: a segment's source and target carry
 * them as tokens `\u0001<n>\u0002`, n being the 1-based id of an entry in the record's `codes`. Control
 * characters U+0001/U+0002 are forbidden in XML 1.0, so a token can never collide with real text and no
 * escaping is needed. Screens render tokens as non-editable chips showing the code's `label`.
 */
export const INLINE_CODE_START = '\u0001';
export const INLINE_CODE_END = '\u0002';
export const inlineToken = (codeId: number) => `${INLINE_CODE_START}${codeId}${INLINE_CODE_END}`;
export type InlinePart = string | { code: number };
/** Splits a source or target into text runs and code references (never two adjacent text runs). */
export function splitInline(value: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const pattern = /\u0001(\d+)\u0002/g;
  let last = 0;
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    if (match.index > last) parts.push(value.slice(last, match.index));
    parts.push({ code: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push(value.slice(last));
  return parts;
}
export const joinInline = (parts: readonly InlinePart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : inlineToken(part.code))).join('');
/** The text without its codes (search, word counts, previews). */
export const inlineText = (value: string) => value.replace(/\u0001\d+\u0002/g, '');

/** What a reader sees of a segment's text: no inline codes, white space or invisible format characters. */
const visibleText = (value: string) => inlineText(value).replace(/[\s\p{Cf}]/gu, '');
/**
 * A target that translates nothing, which cannot be approved: blank, or only inline codes and invisible
 * characters (a zero-width space) where the source has text. A source of codes alone is translated by its codes.
 */
export const translatesNothing = (target: string, source: string) =>
  target.trim() === '' || (visibleText(target) === '' && visibleText(source) !== '');

/** `text` as a regular expression's source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Why a search pattern is not a regular expression (null when it is one): the screens check before they ask. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern, 'u');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error);
  }
}
