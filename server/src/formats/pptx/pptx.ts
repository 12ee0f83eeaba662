import type { SegmentPlace } from '@tessera/shared/contract';
import { graphicParts, type GraphicNames } from '../office/graphic-parts.ts';
import { officeDocumentFormat, type OfficeParagraph, type TextPart } from '../office/office-document.ts';
import { readXmlPart, relationshipsOf, type XmlPart } from '../office/opc.ts';
import { identifyPackage, openPackage, type ZipPackage } from '../office/zip-package.ts';
import { FormatError } from '../terms.ts';
import type { XmlElement } from '../xml-tree.ts';
import { drawingParagraphs } from '../office/drawing-text.ts';
import { commentMarks } from '../office/comment-parts.ts';

/**
 * PowerPoint presentations (Office Open XML, `.pptx`): the slides in the order the presentation lists them
 * (`p:sldIdLst`), each followed by its speaker notes and the text of its charts and SmartArt graphics in the order
 * it places them (`office/graphic-parts.ts`, a SmartArt item's translation also in the graphic's drawing); shapes,
 * groups and tables in the order the slide draws them (`drawing-text.ts` reads their DrawingML text). Slide masters and
 * layouts hold the placeholder prompts PowerPoint shows while editing, not the presentation's text, and are not
 * translated. Read and written through `office/`: a translated file differs from the upload only in the parts
 * holding translated paragraphs.
 */

const KIND = { name: 'PowerPoint presentation (.pptx)' };
const POWERPOINT = 'a PowerPoint presentation (.pptx)';

const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');

/** The elements of `local` under `root` in document order. */
function descendants(root: XmlElement, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (element: XmlElement) => {
    for (const child of elements(element)) {
      if (child.local === local) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The relationship id (`r:id`) of an element, whatever the prefix of its namespace. */
const relationshipId = (element: XmlElement): string | undefined =>
  [...element.attributes].find(([name]) => name.endsWith(':id'))?.[1];

async function presentationPart(zip: ZipPackage): Promise<string> {
  const what = zip.has('[Content_Types].xml') || zip.has('mimetype') ? await identifyPackage(zip) : 'a ZIP archive';
  if (what !== POWERPOINT) throw new FormatError(`This file is ${what}, not a ${KIND.name}.`);
  const main = (await relationshipsOf(zip, '')).find((r) => r.type === 'officeDocument')?.part;
  if (!main) throw new FormatError(`The ${KIND.name} is damaged: it does not say which part holds its slides.`);
  if (!zip.has(main)) throw new FormatError(`The ${KIND.name} is damaged: its main part ${main} is missing.`);
  return main;
}

/** A slide's graphics' names: slide 2, chart 1 keyed `slide2-chart1`; slide 2, SmartArt 1 `slide2-smartart1`. */
const graphicNames =
  (slide: number): GraphicNames =>
  (kind, number) => ({
    key: `slide${slide}-${kind.toLowerCase()}${number}`,
    where: [
      { kind: 'slide', number: slide },
      { kind: kind === 'chart' ? 'chart' : 'smart-art', number },
    ],
  });

async function textParts(bytes: Buffer): Promise<TextPart[]> {
  const zip = await openPackage(bytes, KIND);
  const main = await presentationPart(zip);
  const presentation = await readXmlPart(zip, main);
  const byId = new Map((await relationshipsOf(zip, main)).map((r) => [r.id, r]));
  const slideIds = descendants(presentation.root, 'sldId');
  const parts: TextPart[] = [];
  const seen = new Set<string>();
  type Reader = (xml: XmlPart) => OfficeParagraph[];
  const add = async (name: string | null | undefined, key: string, read: Reader) => {
    if (!name || seen.has(name.toLowerCase()) || !zip.has(name)) return;
    seen.add(name.toLowerCase());
    const xml = await readXmlPart(zip, name);
    parts.push({ xml, key, paragraphs: read(xml) });
  };
  const drawing =
    (place: SegmentPlace, notes = false): Reader =>
    (xml) =>
      drawingParagraphs(xml.text, xml.root, place, notes);
  for (const [index, slideId] of slideIds.entries()) {
    const slide = byId.get(relationshipId(slideId) ?? '')?.part;
    if (!slide || !zip.has(slide))
      throw new FormatError(`The ${KIND.name} is damaged: its slide ${index + 1} is missing.`);
    const number = index + 1;
    await add(slide, `slide${number}`, drawing([{ kind: 'slide', number }]));
    const relationships = await relationshipsOf(zip, slide);
    const slidePart = parts.find((part) => part.xml.name === slide);
    if (slidePart) slidePart.marks = commentMarks(zip, relationships);
    const notes = relationships.find((r) => r.type === 'notesSlide')?.part;
    await add(notes, `slide${number}-notes`, drawing([{ kind: 'slide', number }, { kind: 'notes' }], true));
    // Charts and SmartArt in the order the slide places them, each numbered among its kind.
    if (!slidePart) continue;
    const graphics = await graphicParts(zip, slidePart.xml, relationships, graphicNames(number), seen);
    parts.push(...graphics);
  }
  return parts;
}

export const pptxFormat = officeDocumentFormat({
  type: 'PPTX',
  extensions: ['.pptx'],
  // 2: charts' text beyond their titles, and SmartArt items, read as segments after each slide's notes. 3: numbers, rules and list numbers without words are not segments.
  // 4: each segment's place as structured parts (contract segment-place.ts), which documents read before lack.
  readerVersion: 4,
  mediaType: () => 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  textParts,
  // A slide's comments are kept as they are (`office/comment-parts.ts`); a presentation has no tracked changes.
  reviewMarks: { commentsTranslated: false },
});
