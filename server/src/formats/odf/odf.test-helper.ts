import { zip } from '../xlsx/zip.test-helper.ts';

/**
 * OpenDocument files for the tests, written from the OASIS ODF 1.3 schema as XML strings and zipped as the
 * specification asks: `mimetype` first and stored, then the manifest, `content.xml` and `styles.xml`.
 */

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
  'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" ' +
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" ' +
  'xmlns:xlink="http://www.w3.org/1999/xlink" ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
  'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" ' +
  'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" ' +
  'xmlns:of="urn:oasis:names:tc:opendocument:xmlns:of:1.2" office:version="1.3"';

const MEDIA_TYPES = {
  text: 'application/vnd.oasis.opendocument.text',
  spreadsheet: 'application/vnd.oasis.opendocument.spreadsheet',
  presentation: 'application/vnd.oasis.opendocument.presentation',
};

/**
 * The package of a document of `kind` whose `office:body` holds `body`, with automatic styles `styles` and
 * master pages `masterPages` (headers and footers) and common styles `commonStyles` in `styles.xml`.
 */
export function odf(
  kind: keyof typeof MEDIA_TYPES,
  body: string,
  automaticStyles = '',
  masterPages = '',
  commonStyles = '',
): Buffer {
  const manifest =
    `${XML_DECLARATION}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">` +
    `<manifest:file-entry manifest:full-path="/" manifest:media-type="${MEDIA_TYPES[kind]}"/>` +
    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
    '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/></manifest:manifest>';
  return zip([
    { name: 'mimetype', data: Buffer.from(MEDIA_TYPES[kind]), stored: true },
    { name: 'META-INF/manifest.xml', data: Buffer.from(manifest) },
    {
      name: 'content.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<office:document-content ${NS}><office:automatic-styles>${automaticStyles}</office:automatic-styles>` +
          `<office:body><office:${kind}>${body}</office:${kind}></office:body></office:document-content>`,
      ),
    },
    {
      name: 'styles.xml',
      data: Buffer.from(
        `${XML_DECLARATION}<office:document-styles ${NS}>` +
          (commonStyles ? `<office:styles>${commonStyles}</office:styles>` : '<office:styles/>') +
          '<office:automatic-styles>' +
          '<style:page-layout style:name="pm1"/></office:automatic-styles><office:master-styles>' +
          `<style:master-page style:name="Standard" style:page-layout-name="pm1">${masterPages}</style:master-page>` +
          '</office:master-styles></office:document-styles>',
      ),
    },
  ]);
}
