import { inlineToken } from '@tessera/shared/contract/segment-text';
import { segmentParagraph, type SentenceSpan } from '../segmentation/segment.ts';

/**
 * The sentences of a paragraph's text as `[start, end)` offsets, white space around each left out: the one call
 * through which the Office formats segment their paragraphs, by the SRX rules of the source language
 * (`segmentation/`) that plain text is cut by. Each placeholder of the paragraph stands in its text as U+FFFC;
 * the rules read around it as around any inline code (a footnote reference after a full stop stays with its
 * sentence).
 */

const PLACEHOLDER = '\uFFFC';

export function sentenceSpans(paragraph: string, language: string | undefined): SentenceSpan[] {
  if (!paragraph.includes(PLACEHOLDER)) return segmentParagraph(paragraph, language);
  // The paragraph as a token string, and where each token stands in both.
  const pieces: string[] = [];
  const tokens: { at: number; coded: number; length: number }[] = [];
  let copied = 0;
  let codedLength = 0;
  for (let at = paragraph.indexOf(PLACEHOLDER); at >= 0; at = paragraph.indexOf(PLACEHOLDER, at + 1)) {
    const token = inlineToken(tokens.length + 1);
    codedLength += at - copied;
    pieces.push(paragraph.slice(copied, at), token);
    tokens.push({ at, coded: codedLength, length: token.length });
    codedLength += token.length;
    copied = at + 1;
  }
  pieces.push(paragraph.slice(copied));
  /** The paragraph's offset of the token string's character at `offset` (a token's characters: its placeholder's). */
  const offsetOf = (offset: number) => {
    let shift = 0;
    for (const token of tokens) {
      if (offset < token.coded) break;
      if (offset < token.coded + token.length) return token.at;
      shift += token.length - 1;
    }
    return offset - shift;
  };
  const codes = tokens.map(() => ({ kind: 'standalone' as const }));
  return segmentParagraph(pieces.join(''), language, undefined, codes).map(({ start, end }) => ({
    start: offsetOf(start),
    end: offsetOf(end - 1) + 1,
  }));
}
