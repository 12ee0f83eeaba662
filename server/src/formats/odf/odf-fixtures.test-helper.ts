import { odf } from './odf.test-helper.ts';

/**
 * The OpenDocument files of the format contract test, written here from the ODF 1.3 schema and zipped by
 * `odf.test-helper.ts`; `odf.test.ts` checks that the files in `fixtures/` are these
 * (`node server/src/formats/odf/write-fixtures.ts` writes them again after a change).
 */

const BOLD =
  '<style:style style:name="T1" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>';

/**
 * A heading, a span and a link, spaces, a tab and a line break, a footnote, a comment, a bookmark, a list, a
 * table, a header and a footer with a page number.
 */
export const manualOdt = () =>
  odf(
    'text',
    '<text:h text:outline-level="1">User Manual</text:h>' +
      '<text:p>The device starts in <text:span text:style-name="T1">three</text:span> seconds. ' +
      'Read <text:a xlink:type="simple" xlink:href="https://example.com/">the guide</text:a> first.</text:p>' +
      '<text:p><text:bookmark text:name="ref"/>Code:<text:tab/>A-12<text:line-break/>Keep<text:s text:c="2"/>it dry.' +
      '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation>' +
      '<text:note-body><text:p>Tested at 20 °C.</text:p></text:note-body></text:note></text:p>' +
      '<text:p>Charge it fully.<office:annotation><dc:creator>Ana</dc:creator><text:p>Check this value.</text:p></office:annotation></text:p>' +
      '<text:list><text:list-item><text:p>Unpack the box.</text:p></text:list-item></text:list>' +
      '<table:table table:name="Parts"><table:table-column table:number-columns-repeated="2"/>' +
      '<table:table-row><table:table-cell office:value-type="string"><text:p>Cable</text:p></table:table-cell>' +
      '<table:table-cell office:value-type="string"><text:p>2 m</text:p></table:table-cell></table:table-row></table:table>',
    BOLD,
    '<style:header><text:p>Confidential</text:p></style:header>' +
      '<style:footer><text:p>Page <text:page-number text:select-page="current">1</text:page-number></text:p></style:footer>',
  );

/** A sheet with text cells, a number, a formula and repeated cells. */
export const inventoryOds = () =>
  odf(
    'spreadsheet',
    '<table:table table:name="Stock"><table:table-column table:number-columns-repeated="3"/>' +
      '<table:table-row><table:table-cell office:value-type="string"><text:p>Item</text:p></table:table-cell>' +
      '<table:table-cell office:value-type="string"><text:p>Count</text:p></table:table-cell><table:table-cell/></table:table-row>' +
      '<table:table-row><table:table-cell office:value-type="string"><text:p>Oak chair. Solid wood.</text:p></table:table-cell>' +
      '<table:table-cell office:value-type="float" office:value="12"><text:p>12</text:p></table:table-cell>' +
      '<table:table-cell table:formula="of:=[.B2]*2" office:value-type="float" office:value="24"><text:p>24</text:p></table:table-cell></table:table-row>' +
      '<table:table-row table:number-rows-repeated="2"><table:table-cell table:number-columns-repeated="3"/></table:table-row>' +
      '<table:table-row><table:table-cell table:number-columns-repeated="2"/><table:table-cell office:value-type="string"><text:p>Checked</text:p></table:table-cell></table:table-row>' +
      '</table:table>',
  );

/** A Japanese slide with its notes, to be translated into Arabic. */
export const slidesOdp = () =>
  odf(
    'presentation',
    '<draw:page draw:name="page1"><draw:frame svg:width="20cm" svg:height="3cm" svg:x="2cm" svg:y="2cm">' +
      '<draw:text-box><text:p>会社概要</text:p><text:p>私たちは東京にあります。<text:span text:style-name="T1">十年</text:span>の経験があります。</text:p>' +
      '</draw:text-box></draw:frame><presentation:notes><draw:frame svg:width="16cm" svg:height="12cm" svg:x="2cm" svg:y="14cm">' +
      '<draw:text-box><text:p>ゆっくり話してください。</text:p></draw:text-box></draw:frame></presentation:notes></draw:page>',
    BOLD,
  );

export const ODF_FIXTURE_FILES: Record<string, () => Buffer> = {
  'odf/fixtures/manual.odt': manualOdt,
  'odf/fixtures/inventory.ods': inventoryOds,
  'odf/fixtures/slides.odp': slidesOdp,
};
