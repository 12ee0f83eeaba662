import { Readable } from 'node:stream';
import { tableHeader, tableRow, type TermPair } from '../terms.ts';
import { escapeXmlText } from '../xml-escape.ts';
import { zipStream, type ZipSource } from '../zip-writer.ts';

/**
 * Writes a glossary as an XLSX workbook, streaming: the SpreadsheetML parts of a one-sheet workbook, zipped by
 * `zip-writer.ts` as the rows are written, so nothing is held whole. The sheet has the header of the CSV export
 * (languages, comment, term fields); every cell is an inline string, so nothing is ever read as a formula or a
 * number. Returns the byte stream: reading it pulls the records; destroying it (a cancelled download) stops
 * reading `pairs`, and an error while reading them destroys it.
 */
export function writeXlsx(
  pairs: AsyncIterable<Omit<TermPair, 'at'>> | Iterable<Omit<TermPair, 'at'>>,
  languages: { source: string; target: string },
): Readable {
  return Readable.from(zipStream(workbookParts(pairs, languages)), { objectMode: false });
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
  '</Types>';

const PACKAGE_RELS =
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK =
  `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
  '<sheets><sheet name="Glossary" sheetId="1" r:id="rId1"/></sheets></workbook>';

const WORKBOOK_RELS =
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** The least stylesheet Excel accepts without offering to repair the file: one font, fill, border and format. */
const STYLES =
  `${DECLARATION}<styleSheet xmlns="${MAIN}">` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** How much sheet XML is gathered before it goes to the ZIP writer. */
const CHUNK_CHARS = 64 * 1024;

function* workbookParts(
  pairs: AsyncIterable<Omit<TermPair, 'at'>> | Iterable<Omit<TermPair, 'at'>>,
  languages: { source: string; target: string },
): Iterable<ZipSource> {
  yield part('[Content_Types].xml', CONTENT_TYPES);
  yield part('_rels/.rels', PACKAGE_RELS);
  yield part('xl/workbook.xml', WORKBOOK);
  yield part('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  yield part('xl/styles.xml', STYLES);
  yield { name: 'xl/worksheets/sheet1.xml', bytes: sheet(pairs, languages) };
}

const part = (name: string, xml: string): ZipSource => ({ name, bytes: Readable.from([Buffer.from(xml)]) });

async function* sheet(
  pairs: AsyncIterable<Omit<TermPair, 'at'>> | Iterable<Omit<TermPair, 'at'>>,
  languages: { source: string; target: string },
): AsyncGenerator<Buffer> {
  let xml = `${DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>${row(1, tableHeader(languages))}`;
  let number = 1;
  for await (const pair of pairs) {
    xml += row(++number, tableRow(pair));
    if (xml.length >= CHUNK_CHARS) {
      yield Buffer.from(xml);
      xml = '';
    }
  }
  yield Buffer.from(`${xml}</sheetData></worksheet>`);
}

/** A row of inline-string cells; empty texts are left out (an absent cell reads as empty). */
function row(number: number, texts: string[]): string {
  let cells = '';
  texts.forEach((text, index) => {
    const escaped = escapeXmlText(text);
    if (escaped === '') return;
    const space = KEEPS_SPACE.test(text) ? ' xml:space="preserve"' : '';
    cells += `<c r="${columnName(index)}${number}" t="inlineStr"><is><t${space}>${escaped}</t></is></c>`;
  });
  return `<row r="${number}">${cells}</row>`;
}

/** Text whose white space a spreadsheet program might otherwise tidy away: at either end, or line breaks and tabs. */
const KEEPS_SPACE = /^\s|\s$|[\t\n\r]/;

/** A 0-based column index as spreadsheet letters: 0 -> A, 25 -> Z, 26 -> AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
