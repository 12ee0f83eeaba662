/**
 * SmartArt graphics for the Word and PowerPoint tests, written from ECMA-376 (§21.4) and [MS-ODRAWXML]: a process
 * whose data model part holds the document point, a point per item with its text and a presentation point per item,
 * and whose drawing part (the graphic as last laid out) has a shape per item named by its presentation point.
 * An item is its text as XML (`&amp;` for `&`), one run of it, or its runs as written (starting `<a:`).
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
export const DGM = 'xmlns:dgm="http://schemas.openxmlformats.org/drawingml/2006/diagram"';
const DSP = 'xmlns:dsp="http://schemas.microsoft.com/office/drawing/2008/diagram"';
export const DIAGRAM_URI = 'http://schemas.openxmlformats.org/drawingml/2006/diagram';

/** A run of DrawingML text in a paragraph, as charts and SmartArt write it. */
export const drawingParagraph = (text: string, runProperties = 'lang="en-US"') =>
  `<a:p><a:r><a:rPr ${runProperties}/><a:t>${text}</a:t></a:r></a:p>`;

const itemParagraph = (item: string, runProperties?: string) =>
  item.startsWith('<a:') ? `<a:p>${item}</a:p>` : drawingParagraph(item, runProperties);

const modelId = (n: number) => `{00000000-0000-4000-8000-${String(n).padStart(12, '0')}}`;
const textBody = (content: string) => `<a:bodyPr/><a:lstStyle/>${content}`;

/** The data model of `items`, its extension naming the drawing part by the placing part's relationship `drawingId`. */
export const smartArtDataXml = (items: readonly string[], drawingId: string) =>
  `${XML_DECLARATION}<dgm:dataModel ${DGM} ${A}><dgm:ptLst>` +
  `<dgm:pt modelId="${modelId(1)}" type="doc"><dgm:prSet loTypeId="urn:microsoft.com/office/officeart/2005/8/layout/process1"/>` +
  `<dgm:spPr/><dgm:t>${textBody('<a:p><a:endParaRPr lang="en-US"/></a:p>')}</dgm:t></dgm:pt>` +
  items
    .map(
      (text, i) =>
        `<dgm:pt modelId="${modelId(2 + i)}"><dgm:prSet phldrT="[Text]"/><dgm:spPr/><dgm:t>${textBody(itemParagraph(text))}</dgm:t></dgm:pt>`,
    )
    .join('') +
  items
    .map(
      (_, i) =>
        `<dgm:pt modelId="${modelId(12 + i)}" type="pres"><dgm:prSet presAssocID="${modelId(2 + i)}" presName="node" presStyleLbl="node1" presStyleIdx="${i}" presStyleCnt="${items.length}"/><dgm:spPr/></dgm:pt>`,
    )
    .join('') +
  '</dgm:ptLst><dgm:cxnLst>' +
  items
    .map(
      (_, i) =>
        `<dgm:cxn modelId="${modelId(20 + i)}" srcId="${modelId(1)}" destId="${modelId(2 + i)}" srcOrd="${i}" destOrd="0"/>`,
    )
    .join('') +
  '</dgm:cxnLst><dgm:bg/><dgm:whole/><dgm:extLst><a:ext uri="http://schemas.microsoft.com/office/drawing/2008/diagram">' +
  `<dsp:dataModelExt ${DSP} relId="${drawingId}" minVer="http://schemas.openxmlformats.org/drawingml/2006/diagram"/></a:ext></dgm:extLst>` +
  '</dgm:dataModel>';

/** A shape of the drawing, named by its presentation point, its text fitted. */
const smartArtShape = (id: number, x: number, text: string) =>
  `<dsp:sp modelId="${modelId(id)}"><dsp:nvSpPr><dsp:cNvPr id="0" name=""/><dsp:cNvSpPr/></dsp:nvSpPr>` +
  `<dsp:spPr><a:xfrm><a:off x="${x}" y="0"/><a:ext cx="2000000" cy="1000000"/></a:xfrm><a:prstGeom prst="roundRect"><a:avLst/></a:prstGeom></dsp:spPr>` +
  `<dsp:txBody>${textBody(itemParagraph(text, 'lang="en-US" sz="2300" kern="1200"'))}</dsp:txBody>` +
  `<dsp:txXfrm><a:off x="${x}" y="0"/><a:ext cx="2000000" cy="1000000"/></dsp:txXfrm></dsp:sp>`;

/** The drawing part of `items` as last laid out. */
export const smartArtDrawingXml = (items: readonly string[]) =>
  `${XML_DECLARATION}<dsp:drawing ${DGM} ${DSP} ${A}><dsp:spTree><dsp:nvGrpSpPr><dsp:cNvPr id="0" name=""/>` +
  '<dsp:cNvGrpSpPr/></dsp:nvGrpSpPr><dsp:grpSpPr/>' +
  items.map((text, i) => smartArtShape(12 + i, 2500000 * i, text)).join('') +
  '</dsp:spTree></dsp:drawing>';

/** The layout, style and colours parts a SmartArt graphic names besides its data: empty definitions. */
export const SMART_ART_DEFINITIONS = {
  layout: `${XML_DECLARATION}<dgm:layoutDef ${DGM}/>`,
  quickStyle: `${XML_DECLARATION}<dgm:styleDef ${DGM}/>`,
  colors: `${XML_DECLARATION}<dgm:colorsDef ${DGM}/>`,
};

/** The `dgm:relIds` a graphic frame places a SmartArt graphic with, by the placing part's relationship ids. */
export const smartArtRelIds = (ids: { data: string; layout: string; quickStyle: string; colors: string }) =>
  `<dgm:relIds ${DGM} r:dm="${ids.data}" r:lo="${ids.layout}" r:qs="${ids.quickStyle}" r:cs="${ids.colors}"/>`;
