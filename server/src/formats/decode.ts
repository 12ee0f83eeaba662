import { FormatError } from './terms.ts';

/** How many bytes the choice of encoding may look at (byte-order mark, XML declaration, zero-byte pattern). */
const HEAD_BYTES = 4096;

export interface StrictDecoding {
  /** Picks the decoder from the first bytes (fewer when the file is shorter); throws FormatError to refuse. */
  choose(head: Buffer): TextDecoder;
  /** Appended to the message about an undecodable byte: what the user should do. */
  advice: string;
}

/**
 * Decodes a byte stream to text, refusing any byte sequence that is not valid in the chosen encoding with a
 * message naming its line, instead of importing mojibake. The decoder must be `fatal: true`; it drops a
 * byte-order mark itself.
 */
export async function* decodeStrictly(
  input: AsyncIterable<Buffer | Uint8Array>,
  decoding: StrictDecoding,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head = Buffer.alloc(0);
  let linesSoFar = 0;
  const decode = (bytes: Uint8Array, stream: boolean) => {
    let text: string;
    try {
      text = decoder!.decode(bytes, { stream });
    } catch {
      // Find the line of the first undecodable byte with a lenient decoder (it marks it with U+FFFD).
      const lenient = new TextDecoder(decoder!.encoding).decode(bytes);
      const before = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD')));
      const line = linesSoFar + before.split('\n').length;
      throw new FormatError(
        `The file is not valid ${encodingName(decoder!.encoding)} text (the problem is on line ${line}). ${decoding.advice}`,
      );
    }
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) linesSoFar++;
    return text;
  };
  for await (const chunk of input) {
    if (decoder) {
      const text = decode(chunk, true);
      if (text) yield text;
      continue;
    }
    // Decide the encoding from the first bytes; wait for enough of them.
    head = Buffer.concat([head, chunk]);
    if (head.length < HEAD_BYTES) continue;
    decoder = decoding.choose(head);
    const text = decode(head, true);
    if (text) yield text;
  }
  if (!decoder) {
    decoder = decoding.choose(head);
    const text = decode(head, true);
    if (text) yield text;
  }
  const rest = decode(new Uint8Array(0), false);
  if (rest) yield rest;
}

/** 'utf-8' -> 'UTF-8', 'utf-16le' -> 'UTF-16', 'windows-1252' -> 'windows-1252'. */
function encodingName(encoding: string): string {
  if (encoding === 'utf-8') return 'UTF-8';
  if (encoding.startsWith('utf-16')) return 'UTF-16';
  return encoding;
}
