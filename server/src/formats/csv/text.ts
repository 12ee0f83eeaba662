import { decodeStrictly } from '../decode.ts';
import { FormatError } from '../terms.ts';

const SAVE_AS_UTF8 = 'Save it as UTF-8 text (in Excel: "CSV UTF-8") and import it again.';

/**
 * Decodes a byte stream of delimited text: UTF-8 with or without a byte-order mark, or UTF-16 when a
 * byte-order mark says so (Excel's "Unicode text" export). Anything else (another 8-bit encoding, UTF-16
 * without a mark, a binary or ZIP file) is refused with a message that says what to do, instead of being
 * imported as mojibake.
 */
export function decodeText(input: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<string> {
  return decodeStrictly(input, { choose: chooseDecoder, advice: SAVE_AS_UTF8 });
}

function chooseDecoder(head: Buffer): TextDecoder {
  // ignoreBOM: false (the default) makes the decoder drop the byte-order mark itself.
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  if (head.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
    throw new FormatError(
      'The file is a ZIP archive (perhaps an XLSX workbook), not CSV text. Upload it with the .xlsx extension.',
    );
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
