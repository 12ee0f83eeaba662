import { describe, expect, it } from 'vitest';
import { readXmlTree } from '../xml-tree.ts';
import { cellFormats, shownValue } from './cell-values.ts';

/** What a non-text Excel cell shows in the preview, by its type and its cell style's number format. */

const MAIN = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
// Cell styles: 0 General, 1 built-in 14 (a short date), 2 built-in 10 (0.00%), 3 a custom currency format, 4 a long
// date, 5 a number format of German's own (locale 407).
const STYLES = readXmlTree(
  `<styleSheet ${MAIN}><numFmts count="3"><numFmt numFmtId="164" formatCode="#,##0.00 &quot;€&quot;"/>` +
    '<numFmt numFmtId="165" formatCode="d. mmmm yyyy"/><numFmt numFmtId="166" formatCode="[$-407]#,##0.00"/></numFmts>' +
    '<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="10"/><xf numFmtId="164"/>' +
    '<xf numFmtId="165"/><xf numFmtId="166"/></cellXfs></styleSheet>',
);
const workbook = (pr = '') => readXmlTree(`<workbook ${MAIN}>${pr}<sheets/></workbook>`);
const cell = (xml: string) => readXmlTree(xml.replace('<c', `<c ${MAIN}`));

describe('the value an Excel cell shows', () => {
  const formats = cellFormats(STYLES, workbook());

  it('formats numbers and dates by their cell style, General where the style says nothing', () => {
    expect(shownValue(cell('<c r="B2"><v>12</v></c>'), formats)).toBe('12');
    expect(shownValue(cell('<c r="B2" s="0"><v>0.30000000000000004</v></c>'), formats)).toBe('0.3');
    expect(shownValue(cell('<c r="B2" s="1"><v>46096</v></c>'), formats)).toBe('3/15/2026');
    expect(shownValue(cell('<c r="B2" s="2"><v>0.125</v></c>'), formats)).toBe('12.50%');
    expect(shownValue(cell('<c r="B2" s="3" t="n"><v>1234.5</v></c>'), formats)).toBe('1,234.50 €');
    // A style the workbook does not have: General.
    expect(shownValue(cell('<c r="B2" s="9"><v>7</v></c>'), formats)).toBe('7');
  });

  it("shows the values in the conventions of the workbook's language; a format's own locale wins", () => {
    const shown = (xml: string, language: string) => shownValue(cell(xml), formats, language);
    expect(shown('<c r="B2" s="3"><v>1234.5</v></c>', 'de-DE')).toBe('1.234,50 €');
    expect(shown('<c r="B2" s="0"><v>0.25</v></c>', 'fr')).toBe('0,25');
    expect(shown('<c r="B2" s="2"><v>0.125</v></c>', 'de')).toBe('12,50%');
    expect(shown('<c r="B2" s="4"><v>46096</v></c>', 'de')).toBe('15. März 2026');
    // The built-in short date is the system's: the language's numeric date.
    expect(['de', 'fr', 'ja', 'en-GB'].map((language) => shown('<c r="B2" s="1"><v>46096</v></c>', language))).toEqual([
      '15.3.2026',
      '15/03/2026',
      '2026/3/15',
      '15/03/2026',
    ]);
    expect(shown('<c r="B2" s="5"><v>1234.5</v></c>', 'en-US')).toBe('1.234,50');
  });

  it('counts a 1904 workbook’s dates from 1904', () => {
    const in1904 = cellFormats(STYLES, workbook('<workbookPr date1904="1"/>'));
    expect(shownValue(cell('<c r="B2" s="1"><v>44634</v></c>'), in1904)).toBe('3/15/2026');
    expect(shownValue(cell('<c r="B2"><v>44634</v></c>'), in1904)).toBe('44634');
  });

  it("shows booleans, errors and a formula's text as Excel does, and nothing for text or empty cells", () => {
    expect(shownValue(cell('<c r="C3" t="b"><v>1</v></c>'), formats)).toBe('TRUE');
    expect(shownValue(cell('<c r="C3" t="b"><v>0</v></c>'), formats)).toBe('FALSE');
    expect(shownValue(cell('<c r="C3" t="e"><v>#DIV/0!</v></c>'), formats)).toBe('#DIV/0!');
    expect(shownValue(cell('<c r="C3" t="str"><f>A1&amp;B1</f><v>North 12</v></c>'), formats)).toBe('North 12');
    expect(shownValue(cell('<c r="C3" t="s"><v>0</v></c>'), formats)).toBeNull();
    expect(shownValue(cell('<c r="C3" t="inlineStr"><is><t>Chair</t></is></c>'), formats)).toBeNull();
    expect(shownValue(cell('<c r="C3" s="1"/>'), formats)).toBeNull();
  });

  it('formats every cell General in a workbook without styles', () => {
    expect(shownValue(cell('<c r="A1" s="1"><v>46096</v></c>'), cellFormats(null, workbook()))).toBe('46096');
  });
});
