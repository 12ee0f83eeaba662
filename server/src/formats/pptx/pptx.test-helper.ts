import {
  DIAGRAM_URI,
  SMART_ART_DEFINITIONS,
  smartArtDataXml,
  smartArtDrawingXml,
  smartArtRelIds,
} from '../office/smart-art.test-helper.ts';
import { contentTypesEntry, relationshipsXml, XML_DECLARATION } from '../office/package.test-helper.ts';
import { zip } from '../xlsx/zip.test-helper.ts';

/**
 * PowerPoint presentations for the tests, written from ECMA-376 (PresentationML, DrawingML) as XML strings and
 * zipped: the parts every presentation has (content types, relationships, a master, a layout, a theme), slides
 * given as their shapes' XML, and per slide its notes, a chart and a SmartArt graphic where a test wants them.
 */

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PML = 'application/vnd.openxmlformats-officedocument.presentationml';

export interface TestSlide {
  /** The shapes of the slide's tree (`sp(...)`, `table(...)`, groups). */
  shapes: string;
  /** The paragraphs of its notes. */
  notes?: string;
  /** The title of a chart on it: a bar chart of one series, two categories and a titled value axis. */
  chartTitle?: string;
  /** The items of a SmartArt graphic on it, which `smartArtFrame` places among its shapes (XML text). */
  smartArt?: string[];
  hidden?: boolean;
}

/** The relationship type URI of `type`: Office's own namespace for a SmartArt drawing, ECMA-376's for the rest. */
const relationshipType = (type: string) =>
  type === 'diagramDrawing'
    ? 'http://schemas.microsoft.com/office/2007/relationships/diagramDrawing'
    : `${RELATIONSHIP}/${type}`;

const relationships = (items: [id: string, type: string, target: string][]) =>
  relationshipsXml(
    items
      .map(
        ([id, type, target]) =>
          `<Relationship Id="${id}" Type="${relationshipType(type)}" Target="${target}"${type === 'hyperlink' ? ' TargetMode="External"' : ''}/>`,
      )
      .join(''),
  );

const spTree = (shapes: string) =>
  '<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>' +
  `<p:grpSpPr/>${shapes}</p:spTree></p:cSld>`;

/** A text shape of paragraphs (`ap(...)`), a placeholder of `type` (`title`, `body`) where given. */
export const sp = (id: number, paragraphs: string, type?: string) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr/><p:nvPr>${type ? `<p:ph type="${type}"/>` : ''}</p:nvPr></p:nvSpPr>` +
  '<p:spPr><a:xfrm><a:off x="457200" y="274638"/><a:ext cx="8229600" cy="1143000"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>' +
  `<p:txBody><a:bodyPr/><a:lstStyle/>${paragraphs}</p:txBody></p:sp>`;

/** A group of shapes. */
export const group = (id: number, shapes: string) =>
  `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="${id}" name="Group ${id}"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr>` +
  '<p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="100" cy="100"/><a:chOff x="0" y="0"/><a:chExt cx="100" cy="100"/></a:xfrm></p:grpSpPr>' +
  `${shapes}</p:grpSp>`;

/** A table whose rows are lists of cells' paragraphs. */
export const table = (id: number, rows: string[][]) =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="Table ${id}"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  '<p:xfrm><a:off x="457200" y="2000000"/><a:ext cx="6096000" cy="740664"/></p:xfrm><a:graphic>' +
  '<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblPr firstRow="1"/><a:tblGrid>' +
  rows[0]!.map(() => '<a:gridCol w="3048000"/>').join('') +
  '</a:tblGrid>' +
  rows
    .map(
      (cells) =>
        `<a:tr h="370840">${cells.map((cell) => `<a:tc><a:txBody><a:bodyPr/><a:lstStyle/>${cell}</a:txBody><a:tcPr/></a:tc>`).join('')}</a:tr>`,
    )
    .join('') +
  '</a:tbl></a:graphicData></a:graphic></p:graphicFrame>';

const chartFrame = (id: number) =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="Chart ${id}"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  '<p:xfrm><a:off x="457200" y="3000000"/><a:ext cx="6096000" cy="3000000"/></p:xfrm><a:graphic>' +
  '<a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">' +
  '<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rId3"/></a:graphicData></a:graphic></p:graphicFrame>';

/** The graphic frame placing a slide's SmartArt graphic (`TestSlide.smartArt`). */
export const smartArtFrame = (id: number) =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="${id}" name="Diagram ${id}"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr>` +
  '<p:xfrm><a:off x="457200" y="1600000"/><a:ext cx="8229600" cy="1200000"/></p:xfrm><a:graphic>' +
  `<a:graphicData uri="${DIAGRAM_URI}">${smartArtRelIds({ data: 'rId4', layout: 'rId5', quickStyle: 'rId6', colors: 'rId7' })}` +
  '</a:graphicData></a:graphic></p:graphicFrame>';

/** A slide's SmartArt parts, numbered `n`: the data model (naming the drawing by the slide's rId8) and the rest. */
const smartArtParts = (n: number, items: string[]) => [
  {
    rel: 'rId4',
    type: 'diagramData',
    name: `data${n}.xml`,
    content: 'diagramData',
    xml: smartArtDataXml(items, 'rId8'),
  },
  {
    rel: 'rId5',
    type: 'diagramLayout',
    name: `layout${n}.xml`,
    content: 'diagramLayout',
    xml: SMART_ART_DEFINITIONS.layout,
  },
  {
    rel: 'rId6',
    type: 'diagramQuickStyle',
    name: `quickStyle${n}.xml`,
    content: 'diagramStyle',
    xml: SMART_ART_DEFINITIONS.quickStyle,
  },
  {
    rel: 'rId7',
    type: 'diagramColors',
    name: `colors${n}.xml`,
    content: 'diagramColors',
    xml: SMART_ART_DEFINITIONS.colors,
  },
  {
    rel: 'rId8',
    type: 'diagramDrawing',
    name: `drawing${n}.xml`,
    content: 'diagramDrawing',
    xml: smartArtDrawingXml(items),
  },
];
const smartArtContentType = (content: string) =>
  content === 'diagramDrawing'
    ? 'application/vnd.ms-office.drawingml.diagramDrawing+xml'
    : `application/vnd.openxmlformats-officedocument.drawingml.${content}+xml`;

const chartXml = (title: string) =>
  `${XML_DECLARATION}<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" ${NS}><c:chart>` +
  `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/>${title}</c:rich></c:tx><c:overlay val="0"/></c:title>` +
  '<c:autoTitleDeleted val="0"/><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/>' +
  '<c:varyColors val="0"/><c:ser><c:idx val="0"/><c:order val="0"/>' +
  '<c:tx><c:strRef><c:f>Sheet1!$B$1</c:f><c:strCache><c:ptCount val="1"/><c:pt idx="0"><c:v>Growth</c:v></c:pt></c:strCache></c:strRef></c:tx>' +
  '<c:cat><c:strRef><c:f>Sheet1!$A$2:$A$3</c:f><c:strCache><c:ptCount val="2"/><c:pt idx="0"><c:v>North</c:v></c:pt>' +
  '<c:pt idx="1"><c:v>South &amp; East</c:v></c:pt></c:strCache></c:strRef></c:cat>' +
  '<c:val><c:numRef><c:f>Sheet1!$B$2:$B$3</c:f>' +
  '<c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="2"/><c:pt idx="0"><c:v>4.3</c:v></c:pt>' +
  '<c:pt idx="1"><c:v>2.5</c:v></c:pt></c:numCache></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart>' +
  '<c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx>' +
  '<c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="l"/>' +
  `<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:r><a:rPr lang="en-US"/><a:t>Percent</a:t></a:r></a:p></c:rich></c:tx><c:overlay val="0"/></c:title>` +
  '<c:numFmt formatCode="General" sourceLinked="1"/><c:txPr><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="1000"/></a:pPr><a:endParaRPr lang="en-US"/></a:p></c:txPr>' +
  '<c:crossAx val="1"/></c:valAx>' +
  '</c:plotArea><c:plotVisOnly val="1"/></c:chart></c:chartSpace>';

/** A paragraph of runs (`ar(...)`), with paragraph properties where given. */
export const ap = (content: string, properties = '') =>
  `<a:p>${properties}${content}<a:endParaRPr lang="en-US"/></a:p>`;
/** A run of text with run properties' attributes (`b="1"`) and the spelling marks PowerPoint writes. */
export const ar = (text: string, attributes = '', marks = 'lang="en-US" dirty="0"') =>
  `<a:r><a:rPr ${marks} ${attributes}/><a:t>${text}</a:t></a:r>`;
export const slideNumber =
  '<a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>1</a:t></a:fld>';
export const lineBreak = '<a:br><a:rPr lang="en-US"/></a:br>';

const THEME =
  `${XML_DECLARATION}<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="Office"><a:themeElements>` +
  '<a:clrScheme name="Office"><a:dk1><a:sysClr val="windowText" lastClr="000000"/></a:dk1><a:lt1><a:sysClr val="window" lastClr="FFFFFF"/></a:lt1>' +
  '<a:dk2><a:srgbClr val="1F497D"/></a:dk2><a:lt2><a:srgbClr val="EEECE1"/></a:lt2><a:accent1><a:srgbClr val="4F81BD"/></a:accent1>' +
  '<a:accent2><a:srgbClr val="C0504D"/></a:accent2><a:accent3><a:srgbClr val="9BBB59"/></a:accent3><a:accent4><a:srgbClr val="8064A2"/></a:accent4>' +
  '<a:accent5><a:srgbClr val="4BACC6"/></a:accent5><a:accent6><a:srgbClr val="F79646"/></a:accent6><a:hlink><a:srgbClr val="0000FF"/></a:hlink>' +
  '<a:folHlink><a:srgbClr val="800080"/></a:folHlink></a:clrScheme><a:fontScheme name="Office"><a:majorFont><a:latin typeface="Calibri"/>' +
  '<a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/>' +
  '</a:minorFont></a:fontScheme><a:fmtScheme name="Office"><a:fillStyleLst><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:fillStyleLst>' +
  '<a:lnStyleLst><a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln><a:ln w="25400"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>' +
  '<a:ln w="38100"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln></a:lnStyleLst><a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle>' +
  '<a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst><a:bgFillStyleLst>' +
  '<a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill><a:solidFill><a:schemeClr val="phClr"/></a:solidFill>' +
  '</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>';

/** The `.pptx` of `slides`, in order; the layout's prompt text is there to be left alone. */
export function pptx(slides: TestSlide[]): Buffer {
  // Parts named last to first: the presentation's order is its slide list's, not the parts' names.
  const partNumber = (i: number) => slides.length - i;
  const slideEntries = slides.flatMap((slide, i) => {
    const n = partNumber(i);
    const rels: [string, string, string][] = [
      ['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'],
      ['rId9', 'hyperlink', 'https://example.com/report'],
    ];
    if (slide.notes !== undefined) rels.push(['rId2', 'notesSlide', `../notesSlides/notesSlide${n}.xml`]);
    if (slide.chartTitle !== undefined) rels.push(['rId3', 'chart', `../charts/chart${n}.xml`]);
    const diagrams = slide.smartArt ? smartArtParts(n, slide.smartArt) : [];
    for (const diagram of diagrams) rels.push([diagram.rel, diagram.type, `../diagrams/${diagram.name}`]);
    const entries = [
      {
        name: `ppt/slides/slide${n}.xml`,
        data: Buffer.from(
          `${XML_DECLARATION}<p:sld ${NS}${slide.hidden ? ' show="0"' : ''}>` +
            spTree(slide.shapes + (slide.chartTitle !== undefined ? chartFrame(90) : '')) +
            '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>',
        ),
      },
      { name: `ppt/slides/_rels/slide${n}.xml.rels`, data: Buffer.from(relationships(rels)) },
    ];
    if (slide.notes !== undefined)
      entries.push(
        {
          name: `ppt/notesSlides/notesSlide${n}.xml`,
          data: Buffer.from(
            `${XML_DECLARATION}<p:notes ${NS}>${spTree(sp(2, slide.notes, 'body') + sp(3, ap(slideNumber), 'sldNum'))}</p:notes>`,
          ),
        },
        {
          name: `ppt/notesSlides/_rels/notesSlide${n}.xml.rels`,
          data: Buffer.from(relationships([['rId1', 'slide', `../slides/slide${n}.xml`]])),
        },
      );
    if (slide.chartTitle !== undefined)
      entries.push({ name: `ppt/charts/chart${n}.xml`, data: Buffer.from(chartXml(slide.chartTitle)) });
    for (const diagram of diagrams)
      entries.push({ name: `ppt/diagrams/${diagram.name}`, data: Buffer.from(diagram.xml) });
    return entries;
  });
  const overrides = slides
    .map(
      (slide, i) =>
        `<Override PartName="/ppt/slides/slide${partNumber(i)}.xml" ContentType="${PML}.slide+xml"/>` +
        (slide.notes !== undefined
          ? `<Override PartName="/ppt/notesSlides/notesSlide${partNumber(i)}.xml" ContentType="${PML}.notesSlide+xml"/>`
          : '') +
        (slide.chartTitle !== undefined
          ? `<Override PartName="/ppt/charts/chart${partNumber(i)}.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/>`
          : '') +
        (slide.smartArt ? smartArtParts(partNumber(i), slide.smartArt) : [])
          .map(
            (diagram) =>
              `<Override PartName="/ppt/diagrams/${diagram.name}" ContentType="${smartArtContentType(diagram.content)}"/>`,
          )
          .join(''),
    )
    .join('');
  return zip([
    contentTypesEntry(
      `<Override PartName="/ppt/presentation.xml" ContentType="${PML}.presentation.main+xml"/>` +
        `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${PML}.slideMaster+xml"/>` +
        `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${PML}.slideLayout+xml"/>` +
        '<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>' +
        overrides,
    ),
    { name: '_rels/.rels', data: Buffer.from(relationships([['rId1', 'officeDocument', 'ppt/presentation.xml']])) },
    {
      name: 'ppt/presentation.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>` +
          `<p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${10 + i}"/>`).join('')}</p:sldIdLst>` +
          '<p:sldSz cx="9144000" cy="6858000" type="screen4x3"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>',
      ),
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: Buffer.from(
        relationships([
          ['rId1', 'slideMaster', 'slideMasters/slideMaster1.xml'],
          ['rId2', 'theme', 'theme/theme1.xml'],
          ...slides.map((_, i): [string, string, string] => [
            `rId${10 + i}`,
            'slide',
            `slides/slide${partNumber(i)}.xml`,
          ]),
        ]),
      ),
    },
    {
      name: 'ppt/slideMasters/slideMaster1.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<p:sldMaster ${NS}>${spTree(sp(2, ap(ar('Click to edit Master title style')), 'title'))}` +
          '<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" ' +
          'accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>' +
          '<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>',
      ),
    },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      data: Buffer.from(
        relationships([
          ['rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'],
          ['rId2', 'theme', '../theme/theme1.xml'],
        ]),
      ),
    },
    {
      name: 'ppt/slideLayouts/slideLayout1.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<p:sldLayout ${NS} type="title">${spTree(sp(2, ap(ar('Click to add title')), 'title'))}` +
          '<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>',
      ),
    },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      data: Buffer.from(relationships([['rId1', 'slideMaster', '../slideMasters/slideMaster1.xml']])),
    },
    { name: 'ppt/theme/theme1.xml', data: Buffer.from(THEME) },
    ...slideEntries,
  ]);
}
