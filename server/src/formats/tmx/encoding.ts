import type { Readable } from 'node:stream';
import { decodeStrictly } from '../decode.ts';
import { FormatError } from '../terms.ts';
import { TmxFormatError } from './errors.ts';

const ADVICE = 'Save it as UTF-8 (or declare its real encoding in the XML declaration) and import it again.';

/**
 * Decodes an XML byte stream to text in the encoding the file declares. TMX files are often not UTF-8:
 * Trados and friends export UTF-16 with a byte-order mark, and TMX 1.1 files commonly say ISO-8859-1.
 * The encoding comes from the BOM, else from the XML declaration, else UTF-8 (the XML default). Bytes that are
 * not valid in that encoding are refused with a message naming their line: stored as U+FFFD they would be
 * lost for good.
 */
export async function* decodeXmlBytes(input: Readable | AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  try {
    yield* decodeStrictly(input, { choose: createDecoder, advice: ADVICE });
  } catch (error) {
    throw error instanceof FormatError ? new TmxFormatError(error.message) : error;
  }
}

/** The strict decoder for a TMX file whose first bytes are `head`; TmxFormatError for an archive or an unknown encoding. */
export function createDecoder(head: Buffer): TextDecoder {
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw new TmxFormatError(
      'Not a valid TMX file: it is a ZIP archive. If it holds a TMX file, unpack it and import that.',
    );
  }
  const encoding = sniffEncoding(head);
  try {
    // fatal: an invalid byte throws (decodeStrictly turns it into a message) instead of becoming U+FFFD.
    return new TextDecoder(encoding, { ignoreBOM: false, fatal: true });
  } catch {
    throw new TmxFormatError(`Unsupported character encoding "${encoding}"`);
  }
}

function sniffEncoding(head: Buffer): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  // UTF-16 without a BOM: '<' followed or preceded by a zero byte.
  if (head[0] === 0x3c && head[1] === 0x00) return 'utf-16le';
  if (head[0] === 0x00 && head[1] === 0x3c) return 'utf-16be';
  const declaration = /^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head.subarray(0, 200).toString('latin1'),
  );
  const declared = declaration?.[1]?.toLowerCase();
  // A UTF-16 declaration without a BOM in a file read as 8-bit bytes is a lie; trust the bytes.
  if (!declared || declared.startsWith('utf-16') || declared === 'unicode') return 'utf-8';
  return declared;
}
