import type { Readable } from 'node:stream';
import { TmxFormatError } from './errors.ts';

/**
 * Decodes an XML byte stream to text in the encoding the file declares. TMX files are often not UTF-8:
 * Trados and friends export UTF-16 with a byte-order mark, and TMX 1.1 files commonly say ISO-8859-1.
 * The encoding comes from the BOM, else from the XML declaration, else UTF-8 (the XML default).
 */
export async function* decodeXmlBytes(input: Readable | AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let head = Buffer.alloc(0);
  for await (const chunk of input) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    if (!decoder) {
      head = Buffer.concat([head, chunk]);
      // The declaration sits in the first few hundred bytes; wait for enough of them (or the end).
      if (head.length < 512) continue;
      decoder = createDecoder(head);
      yield decoder.decode(head, { stream: true });
      continue;
    }
    yield decoder.decode(chunk, { stream: true });
  }
  if (!decoder) {
    if (head.length === 0) return;
    decoder = createDecoder(head);
    yield decoder.decode(head, { stream: true });
  }
  yield decoder.decode();
}

function createDecoder(head: Buffer): TextDecoder {
  const encoding = sniffEncoding(head);
  try {
    return new TextDecoder(encoding, { ignoreBOM: false });
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
  const declaration = /^<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.subarray(0, 200).toString('latin1'));
  const declared = declaration?.[1]?.toLowerCase();
  // A UTF-16 declaration without a BOM in a file read as 8-bit bytes is a lie; trust the bytes.
  if (!declared || declared.startsWith('utf-16') || declared === 'unicode') return 'utf-8';
  return declared;
}
