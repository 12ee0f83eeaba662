import { inlineToken, splitInline } from '@tessera/shared/contract';
import { childElements, readXmlTree, textContent, type XmlElement } from '../xml-tree.ts';

/**
 * The XLIFF 2.0 export as the tests read it: a translation that keeps a source's inline codes, and the segments
 * of an exported file read back with the project's XML reader (not the XLIFF format's own), for the formats'
 * contract test and the download route's test to check the same way.
 */

/** The tokens of a token string's inline codes, in their order. */
export const tokensOf = (value: string) =>
  splitInline(value).flatMap((part) => (typeof part === 'string' ? [] : [inlineToken(part.code)]));

/** A translation keeping the source's inline codes in their order, its text new (and free of line ends). */
export const translationOf = (source: string) => ['Übersetzt', ...tokensOf(source)].join(' ');

const named = (element: XmlElement, local: string) => childElements(element).filter((child) => child.local === local);

/** The inline codes an XLIFF 2.0 content element holds, as tokens count them: a `<pc>` stands for two. */
const codesIn = (element: XmlElement): number =>
  childElements(element).reduce((sum, child) => sum + (child.local === 'pc' ? 2 : 1) + codesIn(child), 0);

/** The segments of an XLIFF 2.0 file, read with the project's XML reader: their unit's key, state and target. */
export function xliffSegments(xliff: string) {
  const [file] = named(readXmlTree(xliff), 'file');
  return named(file!, 'unit').flatMap((unit) =>
    named(unit, 'segment').map((segment) => {
      const [target] = named(segment, 'target');
      return {
        unit: unit.attributes.get('name'),
        state: segment.attributes.get('state'),
        target: target && { text: textContent(target), codes: codesIn(target) },
      };
    }),
  );
}
