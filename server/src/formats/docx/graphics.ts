import { CHART_NAMESPACE, chartParagraphs } from '../office/chart-text.ts';
import type { TextPart } from '../office/office-document.ts';
import { readXmlPart, type Relationship, type XmlPart } from '../office/opc.ts';
import { DIAGRAM_DRAWING_NAMESPACE, DIAGRAM_NAMESPACE, smartArtParagraphs } from '../office/smart-art-text.ts';
import type { ZipPackage } from '../office/zip-package.ts';
import type { XmlElement } from '../xml-tree.ts';
import { attribute } from './paragraphs.ts';

/**
 * The charts and SmartArt graphics a Word document's body places (`c:chart`, `dgm:relIds` in its drawings), in
 * the order it places them, as parts of their own: "Chart 1", "SmartArt 1". A chart's text is read by
 * `office/chart-text.ts`, a SmartArt graphic's by `office/smart-art-text.ts` (its drawing as last laid out, which
 * the data model names through the body's relationships, mirrors its items).
 */

const graphicsIn = (root: XmlElement): XmlElement[] => {
  const found: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    for (const child of element.children) {
      if (child.kind !== 'element') continue;
      const isChart = child.uri === CHART_NAMESPACE && child.local === 'chart';
      if (isChart || (child.uri === DIAGRAM_NAMESPACE && child.local === 'relIds')) found.push(child);
      else visit(child);
    }
  };
  visit(root);
  return found;
};

/** The drawing part a SmartArt data model names (`dsp:dataModelExt/@relId`, a relationship of the body's). */
function drawingOf(data: XmlPart, byId: ReadonlyMap<string, Relationship>): string | null {
  const visit = (element: XmlElement): string | null => {
    for (const child of element.children) {
      if (child.kind !== 'element') continue;
      if (child.uri === DIAGRAM_DRAWING_NAMESPACE && child.local === 'dataModelExt')
        return byId.get(child.attributes.get('relId') ?? '')?.part ?? null;
      const found = visit(child);
      if (found) return found;
    }
    return null;
  };
  return visit(data.root);
}

const keyOf = (name: string) => name.replace(/^.*\//, '').replace(/\.xml$/i, '');

export async function graphicParts(
  zip: ZipPackage,
  main: XmlPart,
  relationships: readonly Relationship[],
): Promise<TextPart[]> {
  if (!relationships.some((r) => r.type === 'chart' || r.type === 'diagramData')) return [];
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const parts: TextPart[] = [];
  const seen = new Set<string>();
  const partOf = (id: string | undefined, type: string) => {
    const relationship = byId.get(id ?? '');
    const name = relationship?.type === type ? relationship.part : null;
    if (!name || seen.has(name.toLowerCase()) || !zip.has(name)) return null;
    seen.add(name.toLowerCase());
    return name;
  };
  let charts = 0;
  let smartArt = 0;
  for (const graphic of graphicsIn(main.root)) {
    if (graphic.local === 'chart') {
      const name = partOf(attribute(graphic, 'id'), 'chart');
      if (!name) continue;
      const xml = await readXmlPart(zip, name);
      parts.push({ xml, key: keyOf(name), paragraphs: chartParagraphs(xml.text, xml.root, `Chart ${++charts}`) });
      continue;
    }
    const name = partOf(attribute(graphic, 'dm'), 'diagramData');
    if (!name) continue;
    const data = await readXmlPart(zip, name);
    const drawingName = drawingOf(data, byId);
    const drawing = drawingName && zip.has(drawingName) ? await readXmlPart(zip, drawingName) : null;
    parts.push({
      xml: data,
      key: keyOf(name),
      paragraphs: smartArtParagraphs(data, drawing, `SmartArt ${++smartArt}`),
    });
  }
  return parts;
}
