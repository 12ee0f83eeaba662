import type { Readable } from 'node:stream';
import { XmlFormatError } from '../xml.ts';
import { feedXmlScanner, XmlScanner } from '../xml-scanner.ts';
import { openXmlText } from './encoding.ts';
import { XliffWalker, type ParsedSegment, type XliffHeader } from './walker.ts';

/**
 * Reads an XLIFF 1.x or 2.0 file, in the encoding it is in (see `openXmlText`), as a stream and hands its segments over in document order, in batches of
 * about `batchSize` (the caller inserts them; the parser waits for each batch, so memory stays flat however
 * large the file). Throws XmlFormatError with a message fit for the user on anything unacceptable.
 * The default is the documents import's batch: the segments of a batch outlive several scavenges, so with the
 * server's small young generation a batch of 2000 costs ~40% more parse CPU than one of 500.
 */
export async function readXliff(
  input: Readable | AsyncIterable<Buffer | string>,
  onBatch: (segments: ParsedSegment[], header: XliffHeader) => Promise<void>,
  batchSize = 500,
): Promise<{ header: XliffHeader; segments: number }> {
  const parser = new XmlScanner();
  let pending: ParsedSegment[] = [];
  let total = 0;
  const walker = new XliffWalker(parser, (unit) => {
    for (const segment of unit.segments) pending.push(segment);
  });
  const flush = async (force: boolean) => {
    if (pending.length === 0 || (!force && pending.length < batchSize)) return;
    const batch = pending;
    pending = [];
    total += batch.length;
    await onBatch(batch, requireHeader(walker.header));
  };
  await feedXmlScanner(parser, (await openXmlText(input)).chunks, () => flush(false));
  const header = requireHeader(walker.header);
  if (header.version === '2.0' && !header.targetLang) {
    throw new XmlFormatError('The XLIFF 2.0 file has no trgLang attribute: the target language is needed to translate it');
  }
  await flush(true);
  return { header, segments: total };
}

function requireHeader(header: XliffHeader | null): XliffHeader {
  if (!header) throw new XmlFormatError('The XLIFF file has no <file> element');
  return header;
}

