import type { Readable } from 'node:stream';
import { createSafeXmlParser, feedXml, XmlFormatError } from '../xml.ts';
import { XliffWalker, type ParsedSegment, type XliffHeader } from './walker.ts';

/**
 * Reads an XLIFF 1.2 or 2.0 file as a stream and hands its segments over in document order, in batches of
 * about `batchSize` (the caller inserts them; the parser waits for each batch, so memory stays flat however
 * large the file). Throws XmlFormatError with a message fit for the user on anything unacceptable.
 */
export async function readXliff(
  input: Readable | AsyncIterable<Buffer | string>,
  onBatch: (segments: ParsedSegment[], header: XliffHeader) => Promise<void>,
  batchSize = 2000,
): Promise<{ header: XliffHeader; segments: number }> {
  const parser = createSafeXmlParser();
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
  await feedXml(parser, input, () => flush(false));
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
