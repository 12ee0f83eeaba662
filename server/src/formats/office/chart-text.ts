import type { ChartTextRole, SegmentPlace } from '@tessera/shared/contract';
import { drawingParagraphs } from './drawing-text.ts';
import { escapeXmlText } from '../xml-escape.ts';
import { textContent, type XmlElement } from '../xml-tree.ts';
import { NO_FORMAT } from './inline-pieces.ts';
import type { OfficeParagraph } from './office-document.ts';
import type { RunWriter } from './sentence-segments.ts';

/**
 * The text of a DrawingML chart part (ECMA-376 part 1, §21.2), which Word documents and PowerPoint slides place:
 * its title and axis titles and data labels written as rich text (DrawingML paragraphs, `drawing-text.ts`), and
 * the series names and category labels the chart shows from the strings it caches of its data (`c:strCache`,
 * `c:strLit`, a series' own `c:tx/c:v`). Cached numbers (`c:numCache`) and formulas (`c:f`) are not text. Each
 * paragraph says where it is (chart 1, axis title). The embedded workbook the caches were taken from is kept
 * as it is: the chart shows its cached text until someone edits its data.
 */

export const CHART_NAMESPACE = 'http://schemas.openxmlformats.org/drawingml/2006/chart';

const AXES = new Set(['catAx', 'valAx', 'dateAx', 'serAx']);

/** A cached string is written as plain text: it has no runs, so a translation has no formatting to carry. */
const PLAIN_TEXT: RunWriter = {
  pairXml: () => ({ open: '', close: '' }),
  runs: (_format, text) => escapeXmlText(text),
};

const isC = (element: XmlElement, local: string) => element.local === local && element.uri === CHART_NAMESPACE;
const childElements = (element: XmlElement) =>
  element.children.filter((child): child is XmlElement => child.kind === 'element');

/** A cached string (`c:v`) as a paragraph of its text. */
function cachedString(value: XmlElement, place: SegmentPlace): OfficeParagraph {
  const text = textContent(value);
  return {
    place,
    pieces: text === '' ? [] : [{ kind: 'text', text, format: NO_FORMAT, wrappers: [] }],
    start: value.contentStart,
    end: value.contentEnd,
    runs: PLAIN_TEXT,
  };
}

/** Elements whose content is numbers, formulas or text properties: never text to translate. */
const NOT_TEXT = new Set(['numRef', 'numLit', 'f', 'txPr', 'extLst']);

/** What the text under `element` is, inside what is `role` (null: no text of the chart's yet). */
function roleIn(element: XmlElement, parent: XmlElement | undefined, role: ChartTextRole | null): ChartTextRole | null {
  if (isC(element, 'title')) return parent && AXES.has(parent.local) ? 'axis-title' : 'title';
  if (isC(element, 'dLbl') || isC(element, 'dLbls')) return 'data-label';
  if (isC(element, 'tx') && parent && isC(parent, 'ser')) return 'series-name';
  if (isC(element, 'cat') || isC(element, 'xVal')) return 'category';
  return role;
}

/**
 * The paragraphs of a chart part (`root` its `c:chartSpace`), in document order, their places starting with
 * `where` (chart 2; slide 3, chart 1).
 */
export function chartParagraphs(text: string, root: XmlElement, where: SegmentPlace): OfficeParagraph[] {
  const found: OfficeParagraph[] = [];
  const placeOf = (role: ChartTextRole): SegmentPlace => [...where, { kind: 'chart-text', role }];
  const visit = (element: XmlElement, parent: XmlElement | undefined, outer: ChartTextRole | null) => {
    if (element.uri === CHART_NAMESPACE && NOT_TEXT.has(element.local)) return;
    const role = roleIn(element, parent, outer);
    // Rich text is shown wherever the chart writes it (a trendline's or display units' label too).
    if (isC(element, 'rich')) found.push(...drawingParagraphs(text, element, placeOf(role ?? 'label')));
    else if (role !== null && isC(element, 'v')) found.push(cachedString(element, placeOf(role)));
    else for (const child of childElements(element)) visit(child, element, role);
  };
  visit(root, undefined, null);
  return found;
}
