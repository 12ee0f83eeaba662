import { docx, p, partXml, r } from './docx.test-helper.ts';

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
const textBox = (text: string) =>
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

export const DOCX_FIXTURE_FILES: Record<string, () => Buffer> = {
  'docx/fixtures/formatting.docx': formattingDocx,
  'docx/fixtures/contract.docx': contractDocx,
};
