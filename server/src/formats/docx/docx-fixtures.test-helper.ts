import {
  DIAGRAM_URI,
  drawingParagraph,
  SMART_ART_DEFINITIONS,
  smartArtDataXml,
  smartArtDrawingXml,
  smartArtRelIds,
} from '../office/smart-art.test-helper.ts';
import { docx, p, partXml, r } from './docx.test-helper.ts';
import { rubyDocx } from './ruby-fixtures.test-helper.ts';

/**
 * The Word documents of the format contract test, written here from ECMA-376 and zipped by `docx.test-helper.ts`;
 * `docx-fixtures.test.ts` checks that the files in `fixtures/` are these (`node docx/write-fixtures.ts` writes
 * them again after a change).
 */

const tab = '<w:r><w:tab/></w:r>';
const pageField =
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGE </w:instrText></w:r>' +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';

/**
 * Formatting over runs split by revision ids and proofing marks, a hyperlink, a bookmark, a tab, a line break,
 * complex and simple fields, hidden text and a table.
 */
export const formattingDocx = () =>
  docx(
    p(r('Terms of Delivery'), '<w:pStyle w:val="Heading1"/>') +
      p(
        '<w:bookmarkStart w:id="0" w:name="_Toc1"/>' +
          r('The goods are ') +
          '<w:proofErr w:type="spellStart"/>' +
          r('delivered', '', '00B2C3D4') +
          '<w:proofErr w:type="spellEnd"/>' +
          r(' within ') +
          r('thirty', '<w:b/><w:i/>') +
          r(' days', '<w:b/><w:i/>', '00C3D4E5') +
          r(' of the order. See ') +
          '<w:hyperlink r:id="rId5" w:history="1">' +
          r('our conditions', '<w:rStyle w:val="Hyperlink"/>') +
          '</w:hyperlink>' +
          r(' for details.') +
          '<w:bookmarkEnd w:id="0"/>',
      ) +
      p(
        r('Reference:') +
          tab +
          r('E-2041') +
          '<w:r><w:br/></w:r>' +
          r('Page ') +
          pageField +
          r(' of ') +
          '<w:fldSimple w:instr=" NUMPAGES "><w:r><w:t>3</w:t></w:r></w:fldSimple>' +
          r('.'),
      ) +
      p(r('Visible text.') + r(' Hidden note.', '<w:vanish/>')) +
      p(r('Only hidden.', '<w:vanish/>')) +
      '<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid>' +
      `<w:tr><w:tc>${p(r('Item'))}</w:tc><w:tc>${p(r('Price'))}</w:tc></w:tr>` +
      `<w:tr><w:tc>${p(r('Chairs'))}</w:tc><w:tc>${p(r('120 EUR'))}</w:tc></w:tr></w:tbl>` +
      p(
        r('E = mc') + r('2', '<w:vertAlign w:val="superscript"/>') + r(' holds &lt;markup&gt; &amp; "quotes" as text.'),
      ),
  );

const footnotes = partXml(
  'w:footnotes',
  '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
    '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>' +
    `<w:footnote w:id="1">${p('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>' + r(' As amended in 2024.'))}</w:footnote>` +
    `<w:footnote w:id="2">${p('<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>' + r(' See the annex.'))}</w:footnote>`,
);
const footnoteReference = (id: number) =>
  `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${id}"/></w:r>`;
const comments = partXml(
  'w:comments',
  `<w:comment w:id="0" w:author="Ana Ruiz" w:date="2026-11-02T10:00:00Z" w:initials="AR">${p(
    '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:annotationRef/></w:r>' +
      r('Check this figure with finance.'),
  )}</w:comment>`,
);
export const textBox = (text: string) =>
  '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor distT="0" distB="0" distL="0" distR="0" ' +
  'simplePos="0" relativeHeight="1" behindDoc="0" locked="0" layoutInCell="1" allowOverlap="1"><wp:simplePos x="0" y="0"/>' +
  '<wp:positionH relativeFrom="column"><wp:posOffset>0</wp:posOffset></wp:positionH><wp:positionV relativeFrom="paragraph">' +
  '<wp:posOffset>0</wp:posOffset></wp:positionV><wp:extent cx="1828800" cy="457200"/><wp:wrapSquare wrapText="bothSides"/>' +
  '<wp:docPr id="1" name="Text Box 1"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape">' +
  `<wps:wsp><wps:txbx><w:txbxContent>${p(r(text))}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic>` +
  '</wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape id="Text Box 1" style="width:144pt;height:36pt">' +
  `<v:textbox><w:txbxContent>${p(r(text))}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

/**
 * A contract as an agency receives it: a header and footer, footnotes, a comment, tracked changes (an insertion,
 * a deletion, a formatting change), a text box in `mc:AlternateContent` with its VML fallback, a right-to-left
 * Arabic paragraph and a Japanese one.
 */
export const contractDocx = () =>
  docx(
    p(r('Service Agreement'), '<w:pStyle w:val="Title"/>') +
      p(
        '<w:commentRangeStart w:id="0"/>' +
          r('The fee is ') +
          '<w:del w:id="11" w:author="Ana Ruiz" w:date="2026-11-02T10:00:00Z"><w:r><w:delText>900</w:delText></w:r></w:del>' +
          '<w:ins w:id="12" w:author="Ana Ruiz" w:date="2026-11-02T10:00:00Z">' +
          r('950') +
          '</w:ins>' +
          r(' EUR per month.') +
          footnoteReference(1) +
          '<w:commentRangeEnd w:id="0"/>' +
          '<w:r><w:rPr><w:rStyle w:val="CommentReference"/></w:rPr><w:commentReference w:id="0"/></w:r>' +
          r(' Payment is due on the first day.') +
          footnoteReference(2),
      ) +
      p(
        r('Either party may end it ') +
          '<w:r><w:rPr><w:b/><w:rPrChange w:id="13" w:author="Ana Ruiz" w:date="2026-11-02T10:00:00Z"><w:rPr/></w:rPrChange></w:rPr><w:t>in writing</w:t></w:r>' +
          r('.'),
      ) +
      p(textBox('Signed copies go to the registry.')) +
      p(r('يسري هذا العقد لمدة سنة واحدة.', '<w:rtl/>'), '<w:bidi/>') +
      p(
        r('本契約は日本法に準拠する。', '<w:rFonts w:hint="eastAsia"/><w:lang w:eastAsia="ja-JP"/>') +
          r('紛争は東京地方裁判所で解決する。', '<w:rFonts w:hint="eastAsia"/>'),
      ),
    [
      { name: 'header1.xml', type: 'header', xml: partXml('w:hdr', p(r('Confidential'))) },
      { name: 'footer1.xml', type: 'footer', xml: partXml('w:ftr', p(r('Page ') + pageField)) },
      { name: 'footnotes.xml', type: 'footnotes', xml: footnotes },
      { name: 'comments.xml', type: 'comments', xml: comments },
    ],
    '<w:headerReference w:type="default" r:id="rId10"/><w:footerReference w:type="default" r:id="rId11"/>',
  );

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const C = 'xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A drawing in a run, inline, holding `graphicData` of `uri`. */
export const inlineGraphic = (id: number, name: string, uri: string, data: string) =>
  '<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="5486400" cy="3200400"/>' +
  `<wp:docPr id="${id}" name="${name}"/><a:graphic><a:graphicData uri="${uri}">${data}</a:graphicData></a:graphic>` +
  '</wp:inline></w:drawing></w:r>';

const richText = (text: string) =>
  `<c:tx><c:rich><a:bodyPr/><a:lstStyle/>${drawingParagraph(text)}</c:rich></c:tx><c:overlay val="0"/>`;
const stringCache = (reference: string, values: string[]) =>
  `<c:strRef><c:f>${reference}</c:f><c:strCache><c:ptCount val="${values.length}"/>` +
  values.map((value, i) => `<c:pt idx="${i}"><c:v>${value}</c:v></c:pt>`).join('') +
  '</c:strCache></c:strRef>';

/** A column chart (ECMA-376 §21.2): title, one series of two categories, a titled value axis. */
/** A run placing the chart of the part's relationship `id`. */
export const chartRun = (docPr: number, name: string, id: string) =>
  inlineGraphic(docPr, name, 'http://schemas.openxmlformats.org/drawingml/2006/chart', `<c:chart ${C} r:id="${id}"/>`);

/** A run placing a SmartArt graphic by the part's relationships to its data, layout, style and colours. */
export const smartArtRun = (docPr: number, name: string, ids: Parameters<typeof smartArtRelIds>[0]) =>
  inlineGraphic(docPr, name, DIAGRAM_URI, smartArtRelIds(ids));

export const chartXml =
  `${XML_DECLARATION}<c:chartSpace ${C} ${A} ${R}><c:chart><c:title>${richText('Sales by quarter')}</c:title>` +
  '<c:autoTitleDeleted val="0"/><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/>' +
  '<c:varyColors val="0"/><c:ser><c:idx val="0"/><c:order val="0"/>' +
  `<c:tx>${stringCache('Sheet1!$B$1', ['Revenue'])}</c:tx><c:cat>${stringCache('Sheet1!$A$2:$A$3', ['Q1', 'Q2'])}</c:cat>` +
  '<c:val><c:numRef><c:f>Sheet1!$B$2:$B$3</c:f><c:numCache><c:formatCode>General</c:formatCode><c:ptCount val="2"/>' +
  '<c:pt idx="0"><c:v>4.3</c:v></c:pt><c:pt idx="1"><c:v>5.1</c:v></c:pt></c:numCache></c:numRef></c:val></c:ser>' +
  '<c:axId val="1"/><c:axId val="2"/></c:barChart>' +
  '<c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="b"/><c:crossAx val="2"/></c:catAx>' +
  '<c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="l"/>' +
  `<c:title>${richText('EUR million')}</c:title><c:crossAx val="1"/></c:valAx></c:plotArea>` +
  '<c:plotVisOnly val="1"/></c:chart></c:chartSpace>';

const SMART_ART_ITEMS = ['Plan the launch.', 'Ship it &amp; listen.'];

/**
 * A report with a chart (its title, axis title, series name and categories) and a SmartArt graphic whose drawing
 * part mirrors its items.
 */
export const graphicsDocx = () =>
  docx(
    p(r('Launch report'), '<w:pStyle w:val="Heading1"/>') +
      p(r('Revenue rose in the second quarter.')) +
      p(chartRun(2, 'Chart 1', 'rId10')) +
      p(smartArtRun(3, 'Diagram 1', { data: 'rId11', layout: 'rId12', quickStyle: 'rId13', colors: 'rId15' })),
    [
      { name: 'charts/chart1.xml', type: 'chart', xml: chartXml },
      // The body's relationship rId14 names the drawing part.
      { name: 'diagrams/data1.xml', type: 'diagramData', xml: smartArtDataXml(SMART_ART_ITEMS, 'rId14') },
      { name: 'diagrams/layout1.xml', type: 'diagramLayout', xml: SMART_ART_DEFINITIONS.layout },
      { name: 'diagrams/quickStyle1.xml', type: 'diagramQuickStyle', xml: SMART_ART_DEFINITIONS.quickStyle },
      { name: 'diagrams/drawing1.xml', type: 'diagramDrawing', xml: smartArtDrawingXml(SMART_ART_ITEMS) },
      { name: 'diagrams/colors1.xml', type: 'diagramColors', xml: SMART_ART_DEFINITIONS.colors },
    ],
  );

export const DOCX_FIXTURE_FILES: Record<string, () => Buffer> = {
  'docx/fixtures/formatting.docx': formattingDocx,
  'docx/fixtures/contract.docx': contractDocx,
  'docx/fixtures/graphics.docx': graphicsDocx,
  'docx/fixtures/ruby.docx': rubyDocx,
};
