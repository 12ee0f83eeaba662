import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { isOverlong, overlongUnit } from '../document.ts';
import { isFormatError, type FormatError } from '../terms.ts';
import { XmlFormatError } from '../xml.ts';
import { feedXmlScanner, utf8Decoder, XmlScanner } from '../xml-scanner.ts';
import { openXmlText } from './encoding.ts';
import { XliffWalker, type ParsedSegment, type XliffHeader } from './walker.ts';

/**
 * Reads an XLIFF 1.x or 2.0 file, in the encoding it is in (see `openXmlText`), as a stream and hands its
 * segments over in document order, in batches of about `batchSize` (the caller inserts them; the parser waits
 * for each batch, so memory stays flat however large the file). Throws XmlFormatError with a message fit for
 * the user on anything unacceptable. `targetLanguage` is the target language of an XLIFF 2.0 file without
 * `trgLang` (allowed while it holds no targets); without it such a file is refused.
 * The default is the documents import's batch: the segments of a batch outlive several scavenges, so with the
 * server's small young generation a batch of 2000 costs ~40% more parse CPU than one of 500.
 */
export async function readXliff(
  input: Readable | AsyncIterable<Buffer | string>,
  onBatch: (segments: ParsedSegment[], header: XliffHeader) => Promise<void>,
  batchSize = 500,
  options: { targetLanguage?: string | undefined } = {},
): Promise<{ header: XliffHeader; segments: number }> {
  const parser = new XmlScanner();
  let pending: ParsedSegment[] = [];
  let total = 0;
  const walker = new XliffWalker(parser, (unit) => {
    for (const segment of unit.segments) {
      // The line is the unit's end, where the scanner is when the walker hands the unit over.
      if (isOverlong(segment)) throw overlongUnit(segment.unitId, parser.line);
      pending.push(segment);
    }
  });
  const flush = async (force: boolean) => {
    if (pending.length === 0 || (!force && pending.length < batchSize)) return;
    const batch = pending;
    pending = [];
    total += batch.length;
    await onBatch(batch, header());
  };
  const header = () => {
    const found = requireHeader(walker.header);
    if (found.version === '2.0' && !found.targetLang) {
      if (!options.targetLanguage) throw new XmlFormatError(NO_TARGET_LANGUAGE);
      found.targetLang = options.targetLanguage;
    }
    return found;
  };
  await feedXmlScanner(parser, (await openXmlText(input)).chunks, () => flush(false));
  const found = header();
  await flush(true);
  return { header: found, segments: total };
}

/**
 * Walks a whole XLIFF file as `readXliff` does, keeping nothing, and throws the refusal `readXliff` would throw
 * for a unit longer than a save takes (its key and line): the upload refuses such a file at once, as it does in
 * every other format. Anything else wrong past the file's start is left to the import, which reports it on the
 * document.
 */
export async function checkXliffUnitLengths(input: Readable | AsyncIterable<Buffer | string>): Promise<void> {
  const parser = new XmlScanner();
  let overlong: FormatError | undefined;
  new XliffWalker(parser, (unit) => {
    const found = unit.segments.find(isOverlong);
    if (found) throw (overlong = overlongUnit(found.unitId, parser.line));
  });
  try {
    await feedXmlScanner(parser, (await openXmlText(input)).chunks);
  } catch (error) {
    if (overlong) throw overlong;
    if (!isFormatError(error)) throw error;
  }
}

export const NO_TARGET_LANGUAGE =
  'This XLIFF 2.0 file names no target language (it has no trgLang attribute): choose the language to translate it into and upload it again';

/** What the start of an XLIFF file tells before it is imported (see `checkXliffStart`). */
export interface XliffStart {
  /** An XLIFF 2.0 file without trgLang: the upload must name the target language. */
  needsTargetLanguage: boolean;
  /** The target language the first <file> names (1.2 target-language, 2.0 trgLang), if the start holds it. */
  targetLanguage: string | undefined;
}

/**
 * Reads the first bytes of an XLIFF file (a few KB) the way the import will, so that an upload whose content is
 * refused for something found there (another root element, an unsupported XLIFF version or encoding, a DOCTYPE
 * declaring entities, malformed XML) is refused at once with the import's message. Throws XmlFormatError.
 */
export async function checkXliffFileStart(path: string): Promise<XliffStart> {
  const handle = await open(path);
  try {
    const head = Buffer.alloc(START_BYTES);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return await checkXliffStart(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** How much of a file `checkXliffFileStart` reads: the XML declaration, a DOCTYPE, comments, the root and more. */
const START_BYTES = 8192;

export async function checkXliffStart(head: Buffer): Promise<XliffStart> {
  const parser = new XmlScanner();
  const walker = new XliffWalker(parser, () => {});
  const { chunks } = await openXmlText(Readable.from([head]));
  const decoder = utf8Decoder();
  // Never closed: the head ends anywhere, and an unfinished construct at its end is no error.
  for await (const chunk of chunks)
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
  const found = walker.header;
  return {
    needsTargetLanguage: found?.version === '2.0' && !found.targetLang,
    targetLanguage: found?.targetLang || undefined,
  };
}

function requireHeader(header: XliffHeader | null): XliffHeader {
  if (!header) throw new XmlFormatError('The XLIFF file has no <file> element');
  return header;
}
