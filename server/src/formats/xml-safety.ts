/**
 * The safety rules every XML reader applies (XLIFF through `xml-scanner.ts`, TMX and TBX through saxes in
 * `xml.ts`), so that a file is accepted or refused the same way whatever its format:
 *
 * - **Characters**: only those XML 1.0 allows. C0 controls never come from a file, so the inline-code markers
 *   U+0001/U+0002 cannot be forged; writers drop them rather than produce a file no tool opens.
 * - **DTDs**: a DOCTYPE that only names its document type and an external DTD
 *   (`<!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd">`, as most TBX and older TMX files start) is accepted and
 *   never loaded. One with an internal subset (`[ … ]`) is refused: that is where entities are declared
 *   (entity bombs, external entities reading local files).
 * - **Depth**: elements nested deeper than `MAX_XML_DEPTH` are refused at the first one too deep. No XLIFF, TMX
 *   or TBX file needs more, and saxes slows down much faster than the depth grows (32,000 nested elements took
 *   it 10 s), so the limit also keeps every reader linear in the file's size.
 * - **Size**: a reader that holds one element in memory (a TMX unit) refuses one larger than
 *   `MAX_HELD_ELEMENT_CHARS` while it streams by.
 */

/** Thrown for any file that is not acceptable XML; its message is safe to show to the user. */
export class XmlFormatError extends Error {
  override name = 'XmlFormatError';
}

/**
 * The deepest element accepted, the root being at depth 1. XLIFF nests groups and inline codes, TMX
 * inline codes in `<hi>`/`<sub>`, TBX a few structural levels: real files stay within 20; 64 leaves room.
 */
export const MAX_XML_DEPTH = 64;

/** The largest element a reader keeps whole in memory (characters of markup): far beyond any real unit. */
export const MAX_HELD_ELEMENT_CHARS = 2 * 1024 * 1024;

/** Characters outside XML 1.0's Char production (a surrogate pair from decoding is always complete). */
export const XML_FORBIDDEN_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
/** The same, for writers that remove them all. */
export const XML_FORBIDDEN_CHARS = new RegExp(XML_FORBIDDEN_CHAR.source, 'g');

const QUOTED = `(?:"[^"]*"|'[^']*')`;
/** `name`, optionally `SYSTEM "uri"` or `PUBLIC "id" "uri"`: what follows `<!DOCTYPE` when there is no internal subset. */
const EXTERNAL_ONLY_DOCTYPE = new RegExp(
  `^\\s+[^\\s"'\\[>]+(?:\\s+(?:SYSTEM\\s+${QUOTED}|PUBLIC\\s+${QUOTED}(?:\\s+${QUOTED})?))?\\s*$`,
);

export const DOCTYPE_REFUSED =
  'XML documents whose DOCTYPE declares anything (an internal DTD subset in [ ]) are not accepted; ' +
  'remove the DOCTYPE and upload the file again';

/**
 * Refuses a document type declaration unless it only names the document type and an external DTD.
 * `body` is what stands between `<!DOCTYPE` and the closing `>`.
 */
export function checkDoctype(body: string): void {
  if (!EXTERNAL_ONLY_DOCTYPE.test(body)) throw new XmlFormatError(DOCTYPE_REFUSED);
}

/** What is wrong with an element deeper than MAX_XML_DEPTH. */
export const TOO_DEEP =
  `elements are nested more than ${MAX_XML_DEPTH} levels deep, which no XLIFF, TMX or TBX file needs ` +
  '(the file is damaged, or its elements are never closed).';

/** The error for an element deeper than MAX_XML_DEPTH whose start tag is at `line`, `column`. */
export function tooDeep(line: number, column: number): XmlFormatError {
  return new XmlFormatError(`Malformed XML at line ${line}, column ${column}: ${TOO_DEEP}`);
}
