import { contentTypesEntry, relationshipsXml, XML_DECLARATION } from '../office/package.test-helper.ts';
import { zip } from '../xlsx/zip.test-helper.ts';

/**
 * Word documents for the tests, written from ECMA-376 (WordprocessingML) as XML strings and zipped: the package
 * parts every document has (content types, relationships), a body given as its paragraphs' XML, and the parts a
 * test adds (headers, footnotes, comments …).
 */

export const W =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:v="urn:schemas-microsoft-com:vml" ' +
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" mc:Ignorable="w14"';

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/** A part the document's relationships point to: its relationship type, content type and XML. */
export interface ExtraPart {
  name: string;
  type: 'header' | 'footer' | 'footnotes' | 'endnotes' | 'comments' | 'styles' | keyof typeof DRAWINGML_PARTS;
  xml: string;
  /** Parts this one places (a header's chart), named by its own relationships `rId1`, `rId2` … in their order. */
  parts?: ExtraPart[];
}

/** DrawingML parts a body places (charts, SmartArt), by their relationship's last segment. */
const DRAWINGML_PARTS = {
  chart: { content: 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml', relationship: RELATIONSHIP },
  diagramData: {
    content: 'application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml',
    relationship: RELATIONSHIP,
  },
  diagramLayout: {
    content: 'application/vnd.openxmlformats-officedocument.drawingml.diagramLayout+xml',
    relationship: RELATIONSHIP,
  },
  diagramQuickStyle: {
    content: 'application/vnd.openxmlformats-officedocument.drawingml.diagramStyle+xml',
    relationship: RELATIONSHIP,
  },
  diagramColors: {
    content: 'application/vnd.openxmlformats-officedocument.drawingml.diagramColors+xml',
    relationship: RELATIONSHIP,
  },
  diagramDrawing: {
    content: 'application/vnd.ms-office.drawingml.diagramDrawing+xml',
    relationship: 'http://schemas.microsoft.com/office/2007/relationships',
  },
} as const;

const contentTypeOf = (type: ExtraPart['type']) =>
  type in DRAWINGML_PARTS ? DRAWINGML_PARTS[type as keyof typeof DRAWINGML_PARTS].content : `${CONTENT}.${type}+xml`;
const relationshipOf = (type: ExtraPart['type']) =>
  `${type in DRAWINGML_PARTS ? DRAWINGML_PARTS[type as keyof typeof DRAWINGML_PARTS].relationship : RELATIONSHIP}/${type}`;

export const documentXml = (body: string, sectionProperties = '') =>
  `${XML_DECLARATION}<w:document ${W}><w:body>${body}<w:sectPr>${sectionProperties}<w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`;

/** A WordprocessingML part of `root` (`w:hdr`, `w:footnotes` …) holding `content`. */
export const partXml = (root: string, content: string) => `${XML_DECLARATION}<${root} ${W}>${content}</${root}>`;

/** A part's entries: its own, its relationships' where it places parts, and theirs. */
function entriesOf(part: ExtraPart): { name: string; data: Buffer }[] {
  const placed = part.parts ?? [];
  const slash = part.name.lastIndexOf('/');
  const relationships = placed.length
    ? [
        {
          name: `word/${part.name.slice(0, slash + 1)}_rels/${part.name.slice(slash + 1)}.rels`,
          data: Buffer.from(
            relationshipsXml(
              placed
                .map(
                  (child, i) =>
                    `<Relationship Id="rId${i + 1}" Type="${relationshipOf(child.type)}" Target="${child.name}"/>`,
                )
                .join(''),
            ),
          ),
        },
      ]
    : [];
  return [{ name: `word/${part.name}`, data: Buffer.from(part.xml) }, ...relationships, ...placed.flatMap(entriesOf)];
}

const allParts = (parts: readonly ExtraPart[]): ExtraPart[] => parts.flatMap((p) => [p, ...allParts(p.parts ?? [])]);

/**
 * The `.docx` of a body and extra parts (relationship ids `rIdN` in their order, from 10); the parts an extra
 * part places are named relative to `word/`, as a header in `word/` names them.
 */
export function docx(body: string, extras: ExtraPart[] = [], sectionProperties = ''): Buffer {
  const overrides = allParts(extras)
    .map((part) => `<Override PartName="/word/${part.name}" ContentType="${contentTypeOf(part.type)}"/>`)
    .join('');
  const relationships = extras
    .map((part, i) => `<Relationship Id="rId${10 + i}" Type="${relationshipOf(part.type)}" Target="${part.name}"/>`)
    .join('');
  return zip([
    contentTypesEntry(
      '<Default Extension="png" ContentType="image/png"/>' +
        `<Override PartName="/word/document.xml" ContentType="${CONTENT}.document.main+xml"/>${overrides}`,
    ),
    {
      name: '_rels/.rels',
      data: Buffer.from(
        relationshipsXml(`<Relationship Id="rId1" Type="${RELATIONSHIP}/officeDocument" Target="word/document.xml"/>`),
      ),
    },
    { name: 'word/document.xml', data: Buffer.from(documentXml(body, sectionProperties)) },
    {
      name: 'word/_rels/document.xml.rels',
      data: Buffer.from(
        relationshipsXml(
          `<Relationship Id="rId5" Type="${RELATIONSHIP}/hyperlink" Target="https://example.com/" TargetMode="External"/>` +
            `<Relationship Id="rId6" Type="${RELATIONSHIP}/image" Target="media/image1.png"/>${relationships}`,
        ),
      ),
    },
    ...extras.flatMap(entriesOf),
    { name: 'word/media/image1.png', data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
  ]);
}

/** A paragraph of runs (`r(...)`) with optional properties. */
export const p = (content: string, properties = '') =>
  `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${content}</w:p>`;
/** A run of text, with run properties (`<w:b/>`) and the revision ids Word writes. */
export const r = (text: string, properties = '', rsid = '00A1B2C3') =>
  `<w:r w:rsidR="${rsid}">${properties ? `<w:rPr>${properties}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
