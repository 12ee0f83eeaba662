import type { InlineCode } from '@tessera/shared/contract';
import { escapeXmlAttribute, escapeXmlText } from '../xml-escape.ts';
import { xliffContent } from './tags.ts';

/** One segment as the package's source file holds it. */
export interface OmegatSourceSegment {
  /** Tessera's segment id: the unit's id, by which its translation comes back. */
  id: number;
  /** The unit key of the file the document came from (`resname`, which OmegaT shows). */
  unitKey: string;
  source: string;
  codes: InlineCode[];
  locked: boolean;
  note: string | null;
  context: string | null;
}

/** An XLIFF 1.2 file of one document up to its `<body>`'s first unit: its languages, `original` the document's name. */
export const xliff12Start = (document: { name: string; source: string; target: string }): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
  ` <file original="${escapeXmlAttribute(document.name)}" source-language="${escapeXmlAttribute(document.source)}" target-language="${escapeXmlAttribute(document.target)}" datatype="plaintext">\n` +
  '  <body>\n';

/**
 * A document as the XLIFF 1.2 file of an OmegaT package: one `<trans-unit>` per Tessera segment, its id the
 * segment's. OmegaT 3.6's XLIFF filter translates the text of `<target>` (a unit without one gives no segment), so
 * each unit's target holds its source: OmegaT's segment is then Tessera's source, and its translation is written
 * into `<target>` of the file OmegaT creates. A locked segment has no target, so OmegaT leaves it alone.
 */
export async function* omegatSourceFile(
  document: { name: string; source: string; target: string },
  segments: AsyncIterable<OmegatSourceSegment>,
): AsyncGenerator<string> {
  yield xliff12Start(document);
  for await (const segment of segments) {
    const content = xliffContent(segment.source, segment.codes);
    const translate = segment.locked ? ' translate="no"' : '';
    const notes = [segment.note, segment.context]
      .filter((note): note is string => note !== null && note !== '')
      .map((note) => `<note>${escapeXmlText(note)}</note>`)
      .join('');
    yield (
      `   <trans-unit id="${segment.id}" resname="${escapeXmlAttribute(segment.unitKey)}"${translate} xml:space="preserve">` +
      `<source>${content}</source>${segment.locked ? '' : `<target>${content}</target>`}${notes}</trans-unit>\n`
    );
  }
  yield '  </body>\n </file>\n</xliff>\n';
}
