import type { SegmentPlace } from '@tessera/shared/contract';
import { drawingParagraphs } from './drawing-text.ts';
import type { XmlElement } from '../xml-tree.ts';
import type { OfficeParagraph } from './office-document.ts';
import type { XmlPart } from './opc.ts';

/**
 * The text of a SmartArt graphic (ECMA-376 part 1, §21.4): its data model part (`dgm:dataModel`) holds a point
 * (`dgm:pt`) per item, each item's text a DrawingML text body (`dgm:t`, read by `drawing-text.ts`). Office also
 * keeps the graphic as last laid out in a drawing part (`dsp:drawing`, [MS-ODRAWXML]), which LibreOffice and
 * other readers show instead of laying the graphic out again: each of its shapes (`dsp:sp`) is named by a point
 * of the data model, the item's or a presentation point that belongs to it (`dgm:prSet/@presAssocID`). Where a
 * shape of an item shows the item's text, it mirrors the item's paragraphs: a translation is written there too.
 */

export const DIAGRAM_NAMESPACE = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';
export const DIAGRAM_DRAWING_NAMESPACE = 'http://schemas.microsoft.com/office/drawing/2008/diagram';

const childElements = (element: XmlElement) =>
  element.children.filter((child): child is XmlElement => child.kind === 'element');
const child = (element: XmlElement | undefined, uri: string, local: string) =>
  element && childElements(element).find((c) => c.uri === uri && c.local === local);

/** The elements named `local` of namespace `uri` under `root`, in document order. */
function descendants(root: XmlElement, uri: string, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    for (const c of childElements(element)) {
      if (c.uri === uri && c.local === local) found.push(c);
      else visit(c);
    }
  };
  visit(root);
  return found;
}

/** The drawing part's text bodies by the model id of their shape. */
function shapesById(drawing: XmlPart | null): Map<string, XmlElement> {
  const shapes = new Map<string, XmlElement>();
  for (const shape of drawing ? descendants(drawing.root, DIAGRAM_DRAWING_NAMESPACE, 'sp') : []) {
    const id = shape.attributes.get('modelId');
    const body = child(shape, DIAGRAM_DRAWING_NAMESPACE, 'txBody');
    if (id && body) shapes.set(id, body);
  }
  return shapes;
}

const textOf = (paragraph: OfficeParagraph) =>
  paragraph.pieces.map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');

/**
 * The paragraphs of a SmartArt graphic's items in the data model's order, each saying `where` it is (SmartArt
 * 1), with their mirrors in the drawing part where it has a shape showing the same text.
 */
export function smartArtParagraphs(data: XmlPart, drawing: XmlPart | null, where: SegmentPlace): OfficeParagraph[] {
  const points = childElements(child(data.root, DIAGRAM_NAMESPACE, 'ptLst') ?? data.root).filter(
    (point) => point.uri === DIAGRAM_NAMESPACE && point.local === 'pt',
  );
  // The shapes of an item: its own point's and those of the presentation points that belong to it.
  const shapesOfItem = new Map<string, string[]>();
  for (const point of points) {
    const owner = child(point, DIAGRAM_NAMESPACE, 'prSet')?.attributes.get('presAssocID');
    const id = point.attributes.get('modelId');
    if (owner && id) shapesOfItem.set(owner, [...(shapesOfItem.get(owner) ?? []), id]);
  }
  const shapes = shapesById(drawing);
  const found: OfficeParagraph[] = [];
  for (const point of points) {
    const body = child(point, DIAGRAM_NAMESPACE, 't');
    if (!body) continue;
    const paragraphs = drawingParagraphs(data.text, body, where);
    const id = point.attributes.get('modelId') ?? '';
    const mirrored = drawing && mirrorOf(paragraphs, [id, ...(shapesOfItem.get(id) ?? [])], shapes, drawing);
    found.push(...paragraphs.map((paragraph, i) => (mirrored ? { ...paragraph, mirrors: [mirrored[i]!] } : paragraph)));
  }
  return found;
}

/** The spans of the first shape among `ids` whose paragraphs hold the item's text, one for one; null if none does. */
function mirrorOf(
  paragraphs: readonly OfficeParagraph[],
  ids: readonly string[],
  shapes: ReadonlyMap<string, XmlElement>,
  drawing: XmlPart,
): { xml: XmlPart; start: number; end: number }[] | null {
  const texts = paragraphs.map(textOf);
  for (const id of ids) {
    const body = shapes.get(id);
    if (!body) continue;
    const shown = drawingParagraphs(drawing.text, body, []);
    if (shown.length === texts.length && shown.every((paragraph, i) => textOf(paragraph) === texts[i]))
      return shown.map(({ start, end }) => ({ xml: drawing, start, end }));
  }
  return null;
}
