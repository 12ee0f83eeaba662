/**
 * The sentences of a paragraph's text as `[start, end)` offsets, whitespace around each left out: the one call
 * through which DOCX segments its paragraphs. ICU's sentence rules (`Intl.Segmenter` in the source language)
 * with the abbreviations ICU does not apply by default, as plain text is cut.
 */

/** Words after which a full stop ends no sentence; ICU breaks after them ("e.g. the file"). */
const ABBREVIATION_AT_END =
  /(?:^|[\s(])(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|e\.g|i\.e|approx|no|fig|cf|z\.\s?b|d\.\s?h|usw|bzw|ca|nr|vgl)\.\s*$/i;

export function sentenceSpans(paragraph: string, language: string | undefined): [number, number][] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  const spans: [number, number][] = [];
  let pending: number | null = null;
  for (const { segment, index } of segmenter.segment(paragraph)) {
    const start: number = pending ?? index;
    pending = null;
    const end = index + segment.length;
    if (end < paragraph.length && ABBREVIATION_AT_END.test(paragraph.slice(start, end))) {
      pending = start;
      continue;
    }
    const text = paragraph.slice(start, end);
    const lead = text.length - text.trimStart().length;
    const trail = text.length - text.trimEnd().length;
    if (lead < text.length) spans.push([start + lead, end - trail]);
  }
  return spans;
}
