import { SaxesParser, type SaxesOptions } from 'saxes';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/** Thrown for any file that is not acceptable XML; its message is safe to show to the user. */
export class XmlFormatError extends Error {
  override name = 'XmlFormatError';
}

/**
 * A namespace-aware saxes parser that refuses document type declarations. saxes never fetches external
 * entities and does not expand custom entities, but a DOCTYPE is still refused outright: no exchange format
 * we read needs one, and refusing it closes the door on entity bombs and external-entity tricks for good.
 */
export function createSafeXmlParser(options: SaxesOptions = {}): SaxesParser<{ xmlns: true; position: true }> {
  const parser = new SaxesParser({ xmlns: true, position: true, ...options } as { xmlns: true; position: true });
  parser.on('doctype', () => {
    throw new XmlFormatError('XML documents with a DOCTYPE (DTD) are not accepted');
  });
  return parser;
}

/**
 * Feeds a byte stream into a parser chunk by chunk (constant memory) and closes it. Errors from the parser or
 * from event handlers reject with an XmlFormatError carrying the line number. `onChunk` runs after each chunk
 * has been parsed, so a caller can flush work (e.g. a batch insert) with back-pressure.
 */
export async function feedXml(
  parser: SaxesParser,
  input: Readable | AsyncIterable<Buffer | string>,
  onChunk?: () => Promise<void> | void,
): Promise<void> {
  const decoder = new StringDecoder('utf8');
  let first = true;
  try {
    for await (const chunk of input) {
      let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (first && text.length > 0) {
        text = text.replace(/^\uFEFF/, '');
        first = false;
      }
      parser.write(text);
      if (onChunk) await onChunk();
    }
    parser.write(decoder.end());
    parser.close();
  } catch (error) {
    throw asXmlFormatError(error);
  }
}

function asXmlFormatError(error: unknown): Error {
  if (error instanceof XmlFormatError) return error;
  const position = error instanceof Error ? /^(?:\S*?:)?(\d+):(\d+): (.*)$/s.exec(error.message) : null;
  if (position) {
    // saxes messages look like "2:7: unexpected close tag." (prefixed by a file name when one is set).
    return new XmlFormatError(`Malformed XML at line ${position[1]}, column ${position[2]}: ${position[3]}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
