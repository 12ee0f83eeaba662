import { decodeStrictly } from '../decode.ts';
import { FormatError } from '../terms.ts';

const SAVE_AS_UTF8 =
  'Save the file as UTF-8 (or declare its real encoding in <?xml … encoding="…"?>) and import it again.';

/**
 * Decodes a TBX (XML) byte stream the way XML says: a byte-order mark decides (UTF-8, UTF-16), else UTF-16
 * recognised by the zero bytes around the first "<", else the encoding the XML declaration names
 * (ISO-8859-1, windows-1252...), else UTF-8. Bytes that are not valid in that encoding are refused with the
 * line they are on: a Latin-1 file that does not say so must not be imported as garbled text.
 */
export function decodeXmlText(input: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  return decodeStrictly(input, { choose: chooseXmlDecoder, advice: SAVE_AS_UTF8 });
}

function chooseXmlDecoder(head: Buffer): TextDecoder {
  const decoder = (encoding: string) => new TextDecoder(encoding, { fatal: true });
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return decoder('utf-8');
  if (head[0] === 0xff && head[1] === 0xfe) return decoder('utf-16le');
  if (head[0] === 0xfe && head[1] === 0xff) return decoder('utf-16be');
  if (head[0] === 0x3c && head[1] === 0x00) return decoder('utf-16le');
  if (head[0] === 0x00 && head[1] === 0x3c) return decoder('utf-16be');
  const declared = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(
    head.subarray(0, 200).toString('latin1'),
  )?.[1];
  // A UTF-16 declaration in a file of 8-bit bytes (no zero bytes, no mark) is wrong; the bytes decide.
  if (!declared || /^(utf-?16|ucs-?2|unicode)/i.test(declared)) return decoder('utf-8');
  try {
    return decoder(declared);
  } catch {
    throw new FormatError(
      `The file declares the character encoding "${declared}", which is not supported. ${SAVE_AS_UTF8}`,
    );
  }
}
