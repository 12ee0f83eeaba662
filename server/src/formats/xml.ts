import { SaxesParser, type SaxesOptions } from 'saxes';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { checkDoctype, MAX_XML_DEPTH, tooDeep, XmlFormatError } from './xml-safety.ts';

export { XmlFormatError };

/**
 * A namespace-aware saxes parser that applies the rules of `xml-safety.ts`: a DOCTYPE only naming an external
 * DTD is accepted (saxes never fetches it), any other refused; an element deeper than MAX_XML_DEPTH is refused
 * as soon as its start tag begins (the 'opentagstart' event is taken for this: readers listen to 'opentag').
 * saxes itself refuses characters XML 1.0 does not allow and never expands entities other than the predefined.
 */
export function createSafeXmlParser(options: SaxesOptions = {}): SaxesParser<{ xmlns: true; position: true }> {
  const parser = new SaxesParser({ xmlns: true, position: true, ...options } as { xmlns: true; position: true });
  parser.on('doctype', (body) => checkDoctype(body));
  // saxes keeps its open elements in a private stack (remade when it is reset); at 'opentagstart' it holds the
  // new element's ancestors.
  const internals = parser as unknown as { tags: unknown[] };
  parser.on('opentagstart', () => {
    if (internals.tags.length >= MAX_XML_DEPTH) throw tooDeep(parser.line, parser.column);
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

/** A saxes error ("2:7: unexpected close tag.") as XmlFormatError with its line and column; other errors as they are. */
export function asXmlFormatError(error: unknown): Error {
  if (error instanceof XmlFormatError) return error;
  const position = error instanceof Error ? /^(?:\S*?:)?(\d+):(\d+): (.*)$/s.exec(error.message) : null;
  if (position) {
    // saxes messages look like "2:7: unexpected close tag." (prefixed by a file name when one is set).
    return new XmlFormatError(`Malformed XML at line ${position[1]}, column ${position[2]}: ${position[3]}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
