import { contentTypesEntry, relationshipsXml, XML_DECLARATION } from '../office/package.test-helper.ts';
import { zip } from '../xlsx/zip.test-helper.ts';

/**
 * Excel workbooks for the document tests, written from ECMA-376 (SpreadsheetML) as XML strings and zipped: the
 * parts every workbook has (content types, relationships, styles), sheets given as their cells' XML in the
 * workbook's order, and the shared strings they point to.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SML = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export interface TestSheet {
  name: string;
  /** The rows' cells, each row's `c(...)` elements. */
  rows: string[];
  /** The elements before `sheetData` (`sheetPr`, `dimension`, `sheetViews`, `sheetFormatPr`, `cols`), if any. */
  head?: string;
}

/** A cell: a shared string's index (`s`), an inline string (`inlineStr`), a number, a formula or a boolean. */
export const sharedCell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`;
export const inlineCell = (ref: string, content: string) => `<c r="${ref}" t="inlineStr"><is>${content}</is></c>`;
export const numberCell = (ref: string, value: number) => `<c r="${ref}"><v>${value}</v></c>`;
export const formulaCell = (ref: string, formula: string, cached: string) =>
  `<c r="${ref}" t="str"><f>${formula}</f><v>${cached}</v></c>`;
export const booleanCell = (ref: string, value: boolean) => `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;

/** A plain string item's content, and a run with its properties. */
export const t = (text: string) => `<t xml:space="preserve">${text}</t>`;
export const run = (text: string, properties = '') =>
  `<r>${properties ? `<rPr>${properties}</rPr>` : ''}<t xml:space="preserve">${text}</t></r>`;

const relationships = (items: [id: string, type: string, target: string][]) =>
  relationshipsXml(
    items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${R}/${type}" Target="${target}"/>`).join(''),
  );

const STYLES =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * The `.xlsx` of `sheets` in workbook order (their parts named last to first, so that the order is the
 * workbook's) and of the shared string items `strings` (each an `<si>`'s content).
 */
export function xlsx(sheets: TestSheet[], strings: string[]): Buffer {
  const partNumber = (i: number) => sheets.length - i;
  return zip([
    contentTypesEntry(
      `<Override PartName="/xl/workbook.xml" ContentType="${SML}.sheet.main+xml"/>` +
        sheets
          .map(
            (_, i) =>
              `<Override PartName="/xl/worksheets/sheet${partNumber(i)}.xml" ContentType="${SML}.worksheet+xml"/>`,
          )
          .join('') +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${SML}.sharedStrings+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${SML}.styles+xml"/>`,
    ),
    { name: '_rels/.rels', data: Buffer.from(relationships([['rId1', 'officeDocument', 'xl/workbook.xml']])) },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${R}"><sheets>` +
          sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rId${10 + i}"/>`).join('') +
          '</sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        relationships([
          ['rId1', 'styles', 'styles.xml'],
          ['rId2', 'sharedStrings', 'sharedStrings.xml'],
          ...sheets.map((_, i): [string, string, string] => [
            `rId${10 + i}`,
            'worksheet',
            `worksheets/sheet${partNumber(i)}.xml`,
          ]),
        ]),
      ),
    },
    { name: 'xl/styles.xml', data: Buffer.from(STYLES) },
    {
      name: 'xl/sharedStrings.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">` +
          strings.map((item) => `<si>${item}</si>`).join('') +
          '</sst>',
      ),
    },
    ...sheets.map((sheet, i) => ({
      name: `xl/worksheets/sheet${partNumber(i)}.xml`,
      data: Buffer.from(
        `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${R}">${sheet.head ?? ''}<sheetData>` +
          sheet.rows.map((cells, r) => `<row r="${r + 1}">${cells}</row>`).join('') +
          '</sheetData></worksheet>',
      ),
    })),
  ]);
}
