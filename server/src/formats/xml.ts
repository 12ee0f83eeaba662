import { SaxesParser, type EventName, type EventNameToHandler, type SaxesOptions } from 'saxes';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { checkDoctype, MAX_XML_DEPTH, tooDeep, XmlFormatError } from './xml-safety.ts';

export { XmlFormatError };

type SafeOptions = { xmlns: true; position: true };

/**
 * A namespace-aware saxes parser that applies the rules of `xml-safety.ts`: a DOCTYPE only naming an external
 * DTD is accepted (saxes never fetches it), any other refused; an element deeper than MAX_XML_DEPTH is refused
 * as soon as its start tag begins. saxes itself refuses characters XML 1.0 does not allow and never expands
 * entities other than the predefined. saxes takes one handler per event, so the checks wrap whatever handler a
 * reader sets for the events they watch instead of being replaced by it.
 */
class SafeXmlParser extends SaxesParser<SafeOptions> {
  /** Elements open around the parser's position. */
  #depth = 0;

  constructor(options: SaxesOptions) {
    super({ xmlns: true, position: true, ...options } as SafeOptions);
    for (const name of ['doctype', 'opentagstart', 'closetag'] as const) this.off(name);
  }

  override on<N extends EventName>(name: N, handler: EventNameToHandler<SafeOptions, N>): void {
    const call = handler as (...args: unknown[]) => void;
    if (name === 'doctype') {
      super.on('doctype', (body) => {
        checkDoctype(body);
        call(body);
      });
    } else if (name === 'opentagstart') {
      super.on('opentagstart', (tag) => {
        if (this.#depth >= MAX_XML_DEPTH) throw tooDeep(this.line, this.column);
        this.#depth++;
        call(tag);
      });
    } else if (name === 'closetag') {
      super.on('closetag', (tag) => {
        this.#depth--;
        call(tag);
      });
    } else super.on(name, handler);
  }

  /** Stops a reader's handler; the checks on that event go on. */
  override off(name: EventName): void {
    if (name === 'doctype' || name === 'opentagstart' || name === 'closetag') this.on(name, () => {});
    else super.off(name);
  }
}

export function createSafeXmlParser(options: SaxesOptions = {}): SaxesParser<SafeOptions> {
  return new SafeXmlParser(options);
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
