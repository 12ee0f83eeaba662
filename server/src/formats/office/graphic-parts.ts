import type { SegmentPlace } from '@tessera/shared/contract';
import type { XmlElement } from '../xml-tree.ts';
import { CHART_NAMESPACE, chartParagraphs } from './chart-text.ts';
import type { TextPart } from './office-document.ts';
import { readXmlPart, type Relationship, type XmlPart } from './opc.ts';
import { DIAGRAM_DRAWING_NAMESPACE, DIAGRAM_NAMESPACE, smartArtParagraphs } from './smart-art-text.ts';
import type { ZipPackage } from './zip-package.ts';

/**
 * The charts and SmartArt graphics a part places (`c:chart`, `dgm:relIds` in its drawings: a Word body, header
 * or footer, a PowerPoint slide), in the order it places them, as text parts of their own. A chart's text is read
 * by `chart-text.ts`, a SmartArt graphic's by `smart-art-text.ts` (its drawing as last laid out, which the data
 * model names through the placing part's relationships, mirrors its items). The placing part's own text is read
 * by its format, never here.
 */

export type GraphicKind = 'chart' | 'smartArt';

/** How a format names a graphic's part: its units' key and the place its paragraphs are in. */
export type GraphicNames = (
  kind: GraphicKind,
  number: number,
  partName: string,
) => {
  key: string;
  where: SegmentPlace;
};

/** An attribute by its local name, whatever the prefix (`r:id`, `r:dm`). */
function attribute(element: XmlElement, local: string): string | undefined {
  for (const [name, value] of element.attributes) if (name === local || name.endsWith(`:${local}`)) return value;
  return undefined;
}

/** The `c:chart` and `dgm:relIds` elements under `root`, in document order (both branches of a choice). */
function graphicsIn(root: XmlElement): XmlElement[] {
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
}

/** The drawing part a SmartArt data model names (`dsp:dataModelExt/@relId`, a relationship of the placing part). */
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

/**
 * The text parts of the graphics `host` places, its relationships `relationships`, each named by `names` and
 * numbered by its kind in the order placed. A part already in `seen` (lower-case names, shared with the format's
 * other parts) is read once, where it is first placed.
 */
export async function graphicParts(
  zip: ZipPackage,
  host: XmlPart,
  relationships: readonly Relationship[],
  names: GraphicNames,
  seen: Set<string>,
): Promise<TextPart[]> {
  if (!relationships.some((r) => r.type === 'chart' || r.type === 'diagramData')) return [];
  const byId = new Map(relationships.map((r) => [r.id, r]));
  const parts: TextPart[] = [];
  const partOf = (id: string | undefined, type: string) => {
    const relationship = byId.get(id ?? '');
    const name = relationship?.type === type ? relationship.part : null;
    if (!name || seen.has(name.toLowerCase()) || !zip.has(name)) return null;
    seen.add(name.toLowerCase());
    return name;
  };
  const counts: Record<GraphicKind, number> = { chart: 0, smartArt: 0 };
  for (const graphic of graphicsIn(host.root)) {
    if (graphic.local === 'chart') {
      const name = partOf(attribute(graphic, 'id'), 'chart');
      if (!name) continue;
      const xml = await readXmlPart(zip, name);
      const { key, where } = names('chart', ++counts.chart, name);
      parts.push({ xml, key, paragraphs: chartParagraphs(xml.text, xml.root, where) });
      continue;
    }
    const name = partOf(attribute(graphic, 'dm'), 'diagramData');
    if (!name) continue;
    const data = await readXmlPart(zip, name);
    const drawingName = drawingOf(data, byId);
    const drawing = drawingName && zip.has(drawingName) ? await readXmlPart(zip, drawingName) : null;
    const { key, where } = names('smartArt', ++counts.smartArt, name);
    parts.push({ xml: data, key, paragraphs: smartArtParagraphs(data, drawing, where) });
  }
  return parts;
}
