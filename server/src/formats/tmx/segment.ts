import type { SaxesAttributeNS, SaxesTagNS } from 'saxes';
import { createSafeXmlParser } from '../xml.ts';
import { TmxFormatError } from './errors.ts';
import { escapeXmlAttribute, escapeXmlText } from '../xml-escape.ts';
import { InlineMarkupRules } from './inline-rules.ts';

/** Inline elements whose content is native code, not text: left out of the plain text. */
const CODE_ELEMENTS = new Set(['bpt', 'ept', 'ph', 'it', 'ut']);

const attributeValues = (tag: SaxesTagNS): Record<string, string> =>
  Object.fromEntries((Object.values(tag.attributes) as SaxesAttributeNS[]).map((a) => [a.name, a.value]));

/**
 * Rebuilds a `<seg>`'s inner XML from SAX events, so that inline elements are stored as markup exactly as
 * TMX needs them back, and collects the plain text (inline codes left out) alongside.
 */
export class SegmentCapture {
  xml = '';
  text = '';
  private depth = 0;
  private codeDepth = 0;
  private startTagOpen = false;
  private readonly codeStack: boolean[] = [];
  /** Namespace prefixes declared by each open element of the captured markup. */
  private readonly declared: (string[] | null)[] = [];

  get insideElement(): boolean {
    return this.depth > 0;
  }

  open(tag: SaxesTagNS): void {
    this.closeStartTag();
    let attributes = '';
    let prefixed = tag.prefix !== '';
    for (const a of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      attributes += ` ${a.name}="${escapeXmlAttribute(a.value)}"`;
      if (a.prefix !== '') prefixed = true;
    }
    this.declared.push(prefixed ? [] : null);
    if (prefixed) attributes += this.missingDeclarations(tag);
    this.xml += `<${tag.name}${attributes}`;
    this.startTagOpen = true;
    const isCode = CODE_ELEMENTS.has(tag.local);
    this.codeStack.push(isCode);
    if (isCode) this.codeDepth++;
    this.depth++;
  }

  addText(text: string): void {
    this.closeStartTag();
    this.xml += escapeXmlText(text);
    if (this.codeDepth === 0) this.text += text;
  }

  close(tag: SaxesTagNS): void {
    this.xml += this.startTagOpen ? '/>' : `</${tag.name}>`;
    this.startTagOpen = false;
    this.declared.pop();
    if (this.codeStack.pop()) this.codeDepth--;
    this.depth--;
  }

  /**
   * Declarations for the namespace prefixes an element (or its attributes) uses but that were declared outside
   * the segment, e.g. `<x:foo/>` with xmlns:x on <tmx>: the stored markup is cut out of its document, and an
   * export (or a later import of it) must still find every prefix bound. Records what this element declares.
   */
  private missingDeclarations(tag: SaxesTagNS): string {
    const mine = this.declared[this.declared.length - 1]!;
    const attributes = Object.values(tag.attributes) as SaxesAttributeNS[];
    for (const a of attributes) if (a.prefix === 'xmlns') mine.push(a.local);
    let declarations = '';
    const need = (prefix: string, uri: string) => {
      if (prefix === '' || prefix === 'xml' || prefix === 'xmlns' || this.isDeclared(prefix)) return;
      declarations += ` xmlns:${prefix}="${escapeXmlAttribute(uri)}"`;
      mine.push(prefix);
    };
    need(tag.prefix, tag.uri);
    for (const a of attributes) need(a.prefix, a.uri);
    return declarations;
  }

  private isDeclared(prefix: string): boolean {
    return this.declared.some((prefixes) => prefixes?.includes(prefix));
  }

  private closeStartTag(): void {
    if (this.startTagOpen) {
      this.xml += '>';
      this.startTagOpen = false;
    }
  }
}

/**
 * Checks segment markup typed by an editor (text with &amp; &lt; &gt; escaped, TMX inline elements allowed)
 * and returns it normalised together with its plain text. Throws TmxFormatError with a readable message.
 */
export function parseSegment(markup: string): { xml: string; text: string } {
  const parser = createSafeXmlParser();
  const capture = new SegmentCapture();
  const rules = new InlineMarkupRules();
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (depth++ === 0) return;
    // The qualified name: a prefixed element (<x:bpt>) is not TMX's own.
    rules.open(tag.name, attributeValues(tag));
    capture.open(tag);
  });
  parser.on('closetag', (tag) => {
    if (--depth > 0) {
      rules.close();
      capture.close(tag);
    }
  });
  parser.on('text', (text) => capture.addText(text));
  parser.on('cdata', (text) => capture.addText(text));
  try {
    parser.write(`<seg>${markup}</seg>`).close();
    rules.finish();
  } catch (error) {
    if (error instanceof TmxFormatError) throw error;
    const reason = error instanceof Error ? error.message.replace(/^\d+:\d+: /, '') : String(error);
    throw new TmxFormatError(`Invalid segment markup (escape & < > as &amp; &lt; &gt;): ${reason}`);
  }
  return { xml: capture.xml, text: capture.text };
}
