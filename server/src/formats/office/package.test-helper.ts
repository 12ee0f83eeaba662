/** What the Office Open XML packages the tests build (docx, pptx, xlsx) share: the XML declaration, the package parts. */

/** The XML declaration Office writes, line end included. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

/**
 * The package's `[Content_Types].xml`: relationship and XML parts by their extension, then `declarations` (more
 * `<Default>` elements, and the `<Override>` of each part).
 */
export const contentTypesEntry = (declarations: string) => ({
  name: '[Content_Types].xml',
  data: Buffer.from(
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `${declarations}</Types>`,
  ),
});

/** A relationships part holding `relationships` (`<Relationship>` elements). */
export const relationshipsXml = (relationships: string) =>
  `${XML_DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `${relationships}</Relationships>`;
