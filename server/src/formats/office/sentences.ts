import { inlineToken } from '@tessera/shared/contract';
import { segmentParagraph } from '../segmentation/segment.ts';

/**
 * The sentences of a paragraph's text as `[start, end)` offsets, white space around each left out: the one call
 * through which the Office formats segment their paragraphs, by the SRX rules of the source language
 * (`segmentation/`) that plain text is cut by. Each placeholder of the paragraph stands in its text as U+FFFC;
 * the rules read around it as around any inline code (a footnote reference after a full stop stays with its
 * sentence).
 */

const PLACEHOLDER = '\uFFFC';

export function sentenceSpans(paragraph: string, language: string | undefined): [number, number][] {
  if (!paragraph.includes(PLACEHOLDER))
    return segmentParagraph(paragraph, language).map(({ start, end }) => [start, end]);
  // The paragraph as a token string, and for each of its offsets the paragraph's.
  let coded = '';
  const offsets: number[] = [];
  let placeholders = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const piece = paragraph[i] === PLACEHOLDER ? inlineToken(++placeholders) : paragraph[i]!;
    for (let j = 0; j < piece.length; j++) offsets.push(i);
    coded += piece;
  }
  offsets.push(paragraph.length);
  const codes = Array.from({ length: placeholders }, () => ({ kind: 'standalone' as const }));
  return segmentParagraph(coded, language, undefined, codes).map(({ start, end }) => [
    offsets[start]!,
    offsets[end - 1]! + 1,
  ]);
}
