import iconv from 'iconv-lite';
import type { Readable } from 'node:stream';
import { XmlFormatError } from '../xml-safety.ts';

/** How many bytes the choice of encoding looks at (byte-order mark, zero bytes around '<', XML declaration). */
const HEAD_BYTES = 1024;

/**
 * The encoding of an XML file, as XML decides it: a byte-order mark (UTF-8, UTF-16), else UTF-16 recognised by
 * the zero bytes around the first '<', else the encoding the XML declaration names (windows-1252,
 * ISO-8859-x, Shift_JIS: whatever iconv-lite decodes), else UTF-8. Answers iconv-lite's name in lower case.
 */
export function sniffXmlEncoding(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0x3c && head[1] === 0x00) return 'utf-16le';
  if (head[0] === 0x00 && head[1] === 0x3c) return 'utf-16be';
  const declared = /^<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(
    head.subarray(0, 200).toString('latin1'),
  )?.[1];
  // A UTF-16 declaration in a file of 8-bit bytes (no mark, no zero bytes) is wrong: the bytes decide.
  if (!declared || /^(utf-?8|utf-?16.*|ucs-?2|unicode)$/i.test(declared)) return 'utf-8';
  if (!iconv.encodingExists(declared)) {
    throw new XmlFormatError(
      `The file declares the character encoding "${declared}", which is not supported; save it as UTF-8 and upload it again`,
    );
  }
  return declared.toLowerCase();
}

/** An XML byte stream and the encoding it is in. */
export interface XmlText {
  encoding: string;
  /**
   * UTF-8 files: the bytes as they are (the XML scanner decodes UTF-8 itself, faster). Any other encoding: the
   * text, decoded while streaming, a byte-order mark kept as U+FEFF so that positions and a byte-identical
   * download count it as a UTF-8 file's mark is counted.
   */
  chunks: AsyncIterable<Buffer | string>;
}

/** Reads the first bytes of `input` to learn its encoding (`sniffXmlEncoding`), then streams it as XmlText. */
export async function openXmlText(input: Readable | AsyncIterable<Buffer | string>): Promise<XmlText> {
  const iterator = (input as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    head.push(chunk);
    headLength += chunk.length;
  }
  const encoding = sniffXmlEncoding(Buffer.concat(head));
  async function* bytes(): AsyncGenerator<Buffer> {
    yield* head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    }
  }
  if (encoding === 'utf-8') return { encoding, chunks: bytes() };
  return { encoding, chunks: decodeStream(bytes(), encoding) };
}

async function* decodeStream(bytes: AsyncIterable<Buffer>, encoding: string): AsyncGenerator<string> {
  const decoder = iconv.getDecoder(encoding, { stripBOM: false });
  for await (const chunk of bytes) {
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/** Encodes text in `encoding` (iconv-lite's name), piece by piece. */
export async function* encodeXmlText(pieces: AsyncIterable<string>, encoding: string): AsyncGenerator<Buffer> {
  if (encoding === 'utf-8') {
    for await (const piece of pieces) if (piece) yield Buffer.from(piece);
    return;
  }
  const encoder = iconv.getEncoder(encoding, { addBOM: false });
  for await (const piece of pieces) {
    const bytes = encoder.write(piece);
    if (bytes.length > 0) yield bytes;
  }
  const rest = encoder.end();
  if (rest && rest.length > 0) yield rest;
}

/**
 * Markup text as it may be written into a file in `encoding`: each character the encoding cannot represent (a
 * Chinese target in a windows-1252 file) becomes a character reference (`&#x4E2D;`), which XML reads back as
 * the same character, so the file keeps its encoding and loses nothing. Only for text and attribute values.
 */
export function representableIn(encoding: string): (text: string) => string {
  if (encoding === 'utf-8' || encoding.startsWith('utf-16') || encoding.startsWith('utf16')) return (text) => text;
  const known = new Map<string, boolean>();
  const fits = (character: string) => {
    let answer = known.get(character);
    if (answer === undefined) {
      answer = iconv.decode(iconv.encode(character, encoding), encoding) === character;
      known.set(character, answer);
    }
    return answer;
  };
  // ASCII is the same in every encoding iconv-lite offers besides UTF-16/32 (handled above).
  return (text) =>
    text.replace(/[^\x00-\x7F]/gu, (character) =>
      fits(character) ? character : `&#x${character.codePointAt(0)!.toString(16).toUpperCase()};`,
    );
}
