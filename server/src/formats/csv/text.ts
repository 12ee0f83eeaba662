import { FormatError } from '../terms.ts';

const SAVE_AS_UTF8 = 'Save it as UTF-8 text (in Excel: "CSV UTF-8") and import it again.';

/**
 * Decodes a byte stream of delimited text: UTF-8 with or without a byte-order mark, or UTF-16 when a
 * byte-order mark says so (Excel's "Unicode text" export). Anything else (another 8-bit encoding, UTF-16
 * without a mark, a binary or ZIP file) is refused with a message that says what to do, instead of being
 * imported as mojibake.
 */
export async function* decodeText(input: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head = Buffer.alloc(0);
  let linesSoFar = 0;
  const decode = (bytes: Uint8Array, stream: boolean) => {
    try {
      const text = decoder!.decode(bytes, { stream });
      return text;
    } catch {
      // Find the line of the first undecodable byte with a lenient decoder (it marks it with U+FFFD).
      const lenient = new TextDecoder(decoder!.encoding).decode(bytes);
      const before = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD')));
      const line = linesSoFar + before.split('\n').length;
      throw new FormatError(`The file is not valid ${decoder!.encoding === 'utf-8' ? 'UTF-8' : 'UTF-16'} text (the problem is on line ${line}). ${SAVE_AS_UTF8}`);
    }
  };
  const emit = (text: string) => {
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) linesSoFar++;
    return text;
  };
  for await (const chunk of input) {
    if (!decoder) {
      // Decide the encoding from the first bytes; wait for enough of them.
      head = Buffer.concat([head, chunk]);
      if (head.length < 4096) continue;
      decoder = chooseDecoder(head);
      const text = decode(head, true);
      if (text) yield emit(text);
      continue;
    }
    const text = decode(chunk, true);
    if (text) yield emit(text);
  }
  if (!decoder) {
    decoder = chooseDecoder(head);
    const text = decode(head, true);
    if (text) yield emit(text);
  }
  const rest = decode(new Uint8Array(0), false);
  if (rest) yield emit(rest);
}

function chooseDecoder(head: Buffer): TextDecoder {
  // ignoreBOM: false (the default) makes the decoder drop the byte-order mark itself.
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw new FormatError('The file is a ZIP archive (perhaps an XLSX workbook), not CSV text. Upload it with the .xlsx extension.');
  }
  if (head.includes(0)) {
    // UTF-16 text of mostly Latin script has a zero in every other byte; binary files have them anywhere.
    const sample = head.subarray(0, 512);
    const zerosAt = (parity: number) => sample.filter((b, i) => b === 0 && i % 2 === parity).length;
    const pairs = Math.floor(sample.length / 2);
    const [even, odd] = [zerosAt(0), zerosAt(1)];
    if (pairs >= 4 && Math.max(even, odd) > pairs * 0.6 && Math.min(even, odd) < pairs * 0.05) {
      throw new FormatError(`The file looks like UTF-16 text without a byte-order mark. ${SAVE_AS_UTF8}`);
    }
    throw new FormatError('The file is binary, not CSV text.');
  }
  return new TextDecoder('utf-8', { fatal: true });
}
