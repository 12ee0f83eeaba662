import { inlineToken } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { segmentParagraph, sentencesWithWords } from '../segmentation/segment.ts';
import { renderTokens, textDocumentFormat, UNTRANSLATED, type TextUnit } from '../text-units.ts';

/**
 * Plain text: a paragraph is a run of non-blank lines, split into sentences by the SRX rules of the source
 * language (`segmentation/`), a line break reading as a space to them. A line break inside a
 * sentence is an inline code holding the break as the file writes it (CRLF, LF or CR, with the indentation
 * around it), so a translated file keeps its lines; blank lines and the space between sentences are never in a
 * segment and are copied as they were.
 */

const LINE_BREAK = /[ \t]*(?:\r\n|\n|\r)[ \t]*/g;

/** Start and end offsets of each paragraph: runs of lines that are not blank. */
function paragraphs(text: string, from: number): [number, number][] {
  const found: [number, number][] = [];
  const lines = /[^\r\n]*(?:\r\n|\n|\r|$)/g;
  lines.lastIndex = from;
  let start = -1;
  let end = -1;
  for (let match = lines.exec(text); match && match[0] !== ''; match = lines.exec(text)) {
    const content = match[0].replace(/[\r\n]+$/, '');
    if (content.trim() === '') {
      if (start >= 0) found.push([start, end]);
      start = -1;
      continue;
    }
    if (start < 0) start = match.index;
    end = match.index + content.length;
  }
  if (start >= 0) found.push([start, end]);
  return found;
}

function sentenceUnit(text: string, start: number, end: number, paragraph: number, sentence: number): TextUnit {
  const codes: InlineCode[] = [];
  const source = text.slice(start, end).replace(LINE_BREAK, (lineBreak) => {
    codes.push({ id: codes.length + 1, kind: 'standalone', label: '↵', xml: lineBreak });
    return inlineToken(codes.length);
  });
  return {
    ...UNTRANSLATED,
    unitId: `p${paragraph}`,
    segmentId: String(sentence),
    block: { kind: 'paragraph', blockIndex: paragraph },
    source,
    codes,
    start,
    end,
  };
}

export const plainTextFormat = textDocumentFormat({
  type: 'TEXT',
  extensions: ['.txt'],
  // 2: paragraphs are cut into sentences by SRX rules, not Intl.Segmenter. 3: numbers and rules left out.
  readerVersion: 3,
  mediaType: 'text/plain',
  monolingual: true,
  sameSegmentsForEveryTarget: true,
  looksLike: (head) => !head.includes('\u0000'),
  extract(text, languages, _encoding, segmentation) {
    const units: TextUnit[] = [];
    const from = text.startsWith('\uFEFF') ? 1 : 0;
    paragraphs(text, from).forEach(([start, end], p) => {
      const paragraph = text.slice(start, end);
      const sentences = segmentParagraph(paragraph, languages.source, segmentation);
      for (const { sentence, number } of sentencesWithWords(sentences, (span) => paragraph.slice(span.start, span.end)))
        units.push(sentenceUnit(text, start + sentence.start, start + sentence.end, p + 1, number));
    });
    return { units, stated: {} };
  },
  render: (unit, target) => renderTokens(target, unit.codes, (part) => part),
  needs: () => ['source', 'target'],
});
