import type { Readable } from 'node:stream';
import { checkDoctype, MAX_XML_DEPTH, TOO_DEEP, XML_FORBIDDEN_CHAR, XmlFormatError } from './xml-safety.ts';

/**
 * A streaming XML reader for large documents (XLIFF), about 4x cheaper than saxes: it finds markup with
 * `indexOf('<')` and copies text in slices instead of stepping through a state machine character by
 * character. It reports the events the XLIFF walker needs through the same shape as saxes (`on(event)`,
 * `position` = string index just after the tag being reported), so import and download read a file
 * identically whichever reader runs.
 *
 * Safety is that of every reader (`xml-safety.ts`): a DOCTYPE declaring anything is refused (no entity bombs,
 * no external entities; one only naming an external DTD is skipped, never loaded), only the five predefined
 * entities and character references are known, characters XML 1.0 forbids are refused (so the inline-code
 * markers U+0001/U+0002 can never come from a file), elements deeper than MAX_XML_DEPTH are refused.
 * Well-formedness is checked: tags must nest and close, one root, no text outside it, namespace prefixes bound. Errors read
 * `Malformed XML at line L, column C: …`; the line is counted only when an error is reported.
 */

export interface XmlAttribute {
  name: string;
  value: string;
}

export interface XmlTag {
  /** Qualified name as written (`acme:extra`). */
  name: string;
  prefix: string;
  local: string;
  /** Namespace URI ('' when none). */
  uri: string;
  /** By qualified name; values with entities decoded and whitespace normalised as XML requires. */
  attributes: Record<string, XmlAttribute>;
  isSelfClosing: boolean;
}

const NO_ATTRIBUTES: readonly string[] = [];

/**
 * A start tag as the scanner reads it. Its attributes are kept as a flat `[name, value, name, value, …]` list
 * and made into the `attributes` record only if someone asks for it: the XLIFF walker looks up a few
 * attributes by name (`attributeValue`) on every tag, and a record per tag is a costly dictionary object.
 */
class ScannedTag implements XmlTag {
  name = '';
  prefix = '';
  local = '';
  uri = '';
  isSelfClosing = false;
  pairs: readonly string[] = NO_ATTRIBUTES;
  /** `pairs` belongs to a repeated tag (see `RepeatedTag`): never written into. */
  private sharedPairs = false;
  private record: Record<string, XmlAttribute> | null = null;
  /** The text the tag is written in, when it is written plainly (see `plainStartTag`), and where. */
  writtenIn: string | null = null;
  writtenFrom = 0;
  writtenTo = 0;

  /** Makes this object the tag of a new element (one per depth, reused once its element has closed), attributes from `scratch`. */
  reuse(
    name: string,
    prefix: string,
    local: string,
    uri: string,
    scratch: readonly string[],
    count: number,
    isSelfClosing: boolean,
  ): void {
    this.name = name;
    this.prefix = prefix;
    this.local = local;
    this.uri = uri;
    this.isSelfClosing = isSelfClosing;
    this.record = null;
    if (this.pairs.length !== count || this.sharedPairs || this.pairs === NO_ATTRIBUTES) {
      this.pairs = attributePairs(scratch, count); // changing an array's length is slower than a new array
      this.sharedPairs = false;
      return;
    }
    const pairs = this.pairs as string[];
    for (let i = 0; i < count; i++) pairs[i] = scratch[i]!;
  }

  /** Makes this object the tag of a new element written as `repeated` was. */
  repeat(name: KnownName, uri: string, repeated: RepeatedTag): void {
    this.name = name.name;
    this.prefix = name.prefix;
    this.local = name.local;
    this.uri = uri;
    this.isSelfClosing = repeated.selfClosing;
    this.record = null;
    this.pairs = repeated.pairs;
    this.sharedPairs = true;
    this.writtenIn = repeated.plain ? repeated.text : null;
    this.writtenFrom = 0;
    this.writtenTo = repeated.text.length;
  }

  get attributes(): Record<string, XmlAttribute> {
    if (this.record) return this.record;
    const record: Record<string, XmlAttribute> = {};
    const pairs = this.pairs;
    for (let i = 0; i < pairs.length; i += 2) {
      const name = pairs[i]!;
      // Defined, not assigned: an attribute named __proto__ must not change the record's prototype.
      Object.defineProperty(record, name, {
        value: { name, value: pairs[i + 1]! },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return (this.record = record);
  }
}

/** The value of an attribute (by qualified name), without building the attribute record of a scanned tag. */
export function attributeValue(tag: XmlTag, name: string): string | undefined {
  if (!(tag instanceof ScannedTag)) return tag.attributes[name]?.value;
  const pairs = tag.pairs;
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === name) return pairs[i + 1];
  return undefined;
}

/**
 * The start tag exactly as the file writes it when it is written plainly: one space before each attribute,
 * values in double quotes that hold nothing an attribute value escapes (`&`, `<`, `"`, tabs, line breaks) and
 * nothing else between the name and the end. Undefined for any other tag (build it from name and attributes).
 */
export function plainStartTag(tag: XmlTag): string | undefined {
  if (!(tag instanceof ScannedTag) || tag.writtenIn === null) return undefined;
  return tag.writtenIn.slice(tag.writtenFrom, tag.writtenTo);
}

/** A tag's attributes in document order as `[name, value, name, value, …]`. */
export function attributeList(tag: XmlTag): readonly string[] {
  if (tag instanceof ScannedTag) return tag.pairs;
  const pairs: string[] = [];
  for (const attribute of Object.values(tag.attributes)) pairs.push(attribute.name, attribute.value);
  return pairs;
}

export interface XmlDeclaration {
  version?: string;
  encoding?: string;
  standalone?: string;
}

export interface XmlEventHandlers {
  xmldecl: (declaration: XmlDeclaration) => void;
  /**
   * A start tag. XmlScanner hands the same object over again for a later element once this one has closed
   * (`closetag`): keep what you need of a tag, not the tag itself.
   */
  opentag: (tag: XmlTag) => void;
  closetag: (tag: XmlTag) => void;
  text: (text: string) => void;
  cdata: (text: string) => void;
  end: () => void;
}

/** What the XLIFF walker listens to: XmlScanner, or a saxes parser (kept for comparison in tests). */
export interface XmlEventSource {
  readonly position: number;
  /** Line (from 1) of `position`, for messages. */
  readonly line: number;
  on<E extends keyof XmlEventHandlers>(event: E, handler: XmlEventHandlers[E]): void;
}

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F\\u2040]*$`, 'u');
const XML_DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])(1\.[0-9]+)\1(?:\s+encoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._-]*)\3)?(?:\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*\?>$/;
/** Text longer than this without markup is handed over in pieces, so a huge text node is not rescanned. */
const LONG_TEXT = 64 * 1024;

const LT = 60,
  GT = 62,
  SLASH = 47,
  BANG = 33,
  QUESTION = 63,
  AMP = 38,
  QUOT = 34,
  APOS = 39,
  EQ = 61;
const isSpace = (c: number) => c === 32 || c === 10 || c === 9 || c === 13;

type Scope = Record<string, string>;

/** A plain qualified name (see `lookUpName`), split once. */
interface KnownName {
  name: string;
  prefix: string;
  local: string;
  /** `xmlns` or `xmlns:…`: a namespace declaration, read the general way. */
  xmlns: boolean;
  /** Start tags of this element read lately, to recognise one written again (see `RepeatedTag`). */
  repeated: RepeatedTag[];
  /** Tags kept in `repeated` and tags found there, to stop keeping those of an element that never repeats. */
  kept: number;
  found: number;
}

/**
 * A plain start tag as written, '<' to '>', with what `plainTag` read from it. Most start tags of a document
 * are written again and again (`<source>`, `<g id="1" ctype="bold">`): found again, such a tag is not read
 * but compared. Only tags whose reading does not depend on the namespaces in scope are kept (no prefixed
 * attribute but xml:, which is always bound); the element's own prefix is looked up each time.
 */
interface RepeatedTag {
  /** A copy: a slice would keep the whole text it was read from. */
  text: string;
  pairs: readonly string[];
  selfClosing: boolean;
  /** Written plainly (see `plainStartTag`). */
  plain: boolean;
}
/** How many tags of one element are kept, and when keeping them stops paying (see `keepRepeated`). */
const REPEATED_TAGS = 4;
const KEEP_TRIAL = 64;
const NAME_TABLE_SIZE = 1024;
const FIRST_PIECE = 4096;
/** How much of a first chunk is read in pieces: a stream's chunk (`createReadStream`'s 64 KB). */
const FIRST_PIECES_END = 64 * 1024;
/** Tags with more attributes are read the general way (which checks many for duplicates with a Set). */
const MAX_PLAIN_ATTRIBUTES = 16;

export class XmlScanner implements XmlEventSource {
  /** String index (in everything written so far) just after the markup being reported. */
  position = 0;
  private handlers: Partial<XmlEventHandlers> = {};
  /** Written but not yet consumed text; `base` is the index of its first character. */
  private buffer = '';
  private base = 0;
  /** Chunks written after the buffer and not read yet (see `holds`), and their total length. */
  private held: string[] = [];
  private heldLength = 0;
  /** The quote open at the end of the chunks kept aside, when the pending markup is a start tag. */
  private heldQuote = 0;
  /** Lines ended before `base` and where the last of them ended, for error messages. */
  private linesBefore = 0;
  private lineStartBefore = 0;
  /**
   * The buffer starts with an incomplete construct: markup (`pendingMarkup`) or text. `resumeAt` is where in
   * the buffer the search for its end may go on, and `resumeQuote` the quote open there inside a start tag.
   */
  private pendingMarkup = false;
  private resumeAt = 0;
  private resumeQuote = 0;
  private readonly stack: XmlTag[] = [];
  private readonly scopes: Scope[] = [{ '': '', xml: XML_NS, xmlns: XMLNS_NS }];
  private readonly knownNames = new Set<string>();
  /** Plain element and attribute names seen so far: two per slot, then one per slot of a whole name (see `lookUpName`). */
  private readonly nameTable: (KnownName | undefined)[] = new Array(3 * NAME_TABLE_SIZE);
  /** The slots whose names are looked up by their whole name: more than two share the slot's first characters. */
  private readonly overflowed = new Uint8Array(NAME_TABLE_SIZE);
  /** Attribute names and values of the tag being read by `plainTag`. */
  private readonly scratch: string[] = new Array(2 * MAX_PLAIN_ATTRIBUTES);
  /**
   * tags[d]: the tag object last handed over for an element at depth d, made again into the tag of the next
   * plain element at that depth (the earlier one has closed by then): a file has millions of tags.
   */
  private readonly tags: (ScannedTag | undefined)[] = [];
  /** Where the document starts: after a byte-order mark, which positions still count. */
  private documentStart = 0;
  /**
   * Where the next ']]>', carriage return and '&' are in the text being scanned (its length when there is
   * none): found once for many text runs instead of searched for in each (most runs contain none).
   */
  private nextTerminator = -1;
  private nextReturn = -1;
  private nextAmpersand = -1;
  private firstWrite = true;
  private rootSeen = false;
  private doctypeSeen = false;
  private plainName = false;
  private markupSeen = false;
  private closed = false;

  on<E extends keyof XmlEventHandlers>(event: E, handler: XmlEventHandlers[E]): void {
    this.handlers[event] = handler;
  }

  /** Counted when asked for (error messages only), so reading never pays for it. */
  get line(): number {
    return this.lineAndColumn(this.position).line;
  }

  write(chunk: string): void {
    if (this.closed) throw new Error('XmlScanner: write after close');
    if (chunk.length === 0) return;
    if (this.firstWrite && chunk.length > FIRST_PIECE) {
      // The first chunk is read in pieces, so the paths for a construct cut at a chunk's end have run before V8
      // optimises the reading loop: optimised without them, it is thrown away and recompiled (with the XLIFF
      // walker inlined) at the first chunk end. Reading does not depend on where chunks end. Past the pieces a
      // stream's chunk holds, the rest is read at once: a whole document written in one chunk (an Office part) is
      // not copied again piece by piece, nor its text kept in thousands of small copies. The pieces end after a
      // tag, where nothing is left pending, so that the rest is read in the chunk itself rather than in a copy.
      this.firstWrite = false;
      const tagEnd = chunk.indexOf('>', FIRST_PIECES_END - 1);
      const pieces = tagEnd < 0 ? chunk.length : tagEnd + 1;
      for (let i = 0; i < pieces; i += FIRST_PIECE) this.write(chunk.slice(i, Math.min(i + FIRST_PIECE, pieces)));
      if (pieces < chunk.length) this.write(chunk.slice(pieces));
      return;
    }
    this.firstWrite = false;
    const forbidden = XML_FORBIDDEN_CHAR.exec(chunk);
    if (forbidden) {
      // Report it where it is; everything before it is parsed first so earlier errors win.
      const before = chunk.slice(0, forbidden.index);
      if (before) this.write(before);
      this.readHeld();
      this.fail('disallowed character.', this.base + this.buffer.length);
    }
    if (this.holds(chunk)) return;
    const s = this.buffer.length === 0 ? chunk : this.buffer + this.takeHeld() + chunk;
    this.buffer = s; // what error positions are counted in
    if (this.base === 0 && s.charCodeAt(0) === 0xfeff) this.documentStart = 1; // a byte-order mark
    this.consume(s, this.scan(s, this.base < this.documentStart ? this.documentStart : 0));
  }

  /** Ends the document: anything still open or incomplete is an error. */
  close(): void {
    this.readHeld();
    this.closed = true;
    const rest = this.buffer;
    if (this.pendingMarkup) this.fail('unexpected end of the document inside markup.', this.base);
    const top = this.stack.at(-1);
    if (top) this.fail(`unclosed tag: ${top.name}`, this.base + rest.length);
    const junk = rest.search(/\S/);
    if (junk >= 0) this.fail('text data outside of root node.', this.base + junk);
    if (!this.rootSeen) this.fail('document must contain a root element.', this.base + rest.length);
    this.handlers.end?.();
  }

  /**
   * Keeps `chunk` aside, unread, when it cannot end the markup pending in the buffer (a start tag with a huge
   * attribute, a long comment) and that markup is longer than everything kept aside after it. Joining each chunk
   * to the buffer would copy the whole construct every time, a cost growing with the square of its length;
   * joined when they match its length, the chunks cost a copy of what they hold, twice at most. A chunk that
   * may end the markup is read at once, so every construct is still reported by the write that completes it.
   */
  private holds(chunk: string): boolean {
    if (!this.pendingMarkup || this.heldLength + chunk.length >= this.buffer.length) return false;
    if (!this.cannotEndMarkup(chunk)) return false;
    this.held.push(chunk);
    this.heldLength += chunk.length;
    return true;
  }

  /**
   * Whether `chunk`, following the pending markup and the chunks kept aside, surely neither ends it nor holds an
   * error: every markup ends at a '>'; a start tag's only at one outside quotes, and a '<' is an error there.
   */
  private cannotEndMarkup(chunk: string): boolean {
    const kind = this.buffer.charCodeAt(1);
    if (kind === BANG || kind === QUESTION || kind === SLASH) return chunk.indexOf('>') < 0;
    let quote = this.heldLength === 0 ? this.resumeQuote : this.heldQuote;
    for (let j = 0; j < chunk.length; j++) {
      const c = chunk.charCodeAt(j);
      if (c === LT) return false;
      if (quote !== 0) {
        if (c === quote) quote = 0;
      } else if (c === GT) return false;
      else if (c === QUOT || c === APOS) quote = c;
    }
    this.heldQuote = quote;
    return true;
  }

  /** The chunks kept aside, joined, and forgotten. */
  private takeHeld(): string {
    if (this.heldLength === 0) return '';
    const held = this.held.join('');
    this.held = [];
    this.heldLength = 0;
    return held;
  }

  /** Reads the chunks kept aside now (before an error or the end is reported, so that earlier errors win). */
  private readHeld(): void {
    if (this.heldLength === 0) return;
    const s = this.buffer + this.takeHeld();
    this.buffer = s;
    this.consume(s, this.scan(s, 0));
  }

  /** Reads complete constructs from `s` starting at `i`; returns where the first incomplete one starts. */
  private scan(s: string, i: number): number {
    this.nextTerminator = this.nextReturn = this.nextAmpersand = -1;
    let from = Math.max(i, this.resumeAt);
    this.resumeAt = 0;
    if (this.pendingMarkup) {
      this.pendingMarkup = false;
      const next = this.markup(s, i, Math.max(i + 1, from));
      if (next < 0) return i;
      i = from = next;
    }
    for (;;) {
      const lt = s.indexOf('<', from);
      if (lt < 0) return this.pendingText(s, i);
      if (lt > i) this.textRun(s, i, lt);
      const next = this.markup(s, lt, lt + 1);
      if (next < 0) return lt;
      i = from = next;
    }
  }

  /** Text without a following '<' yet: kept for the next chunk, or handed over in part when long. */
  private pendingText(s: string, i: number): number {
    if (this.stack.length === 0) {
      // Outside the root only whitespace may appear: check it now rather than keep it.
      this.textRun(s, i, s.length);
      return s.length;
    }
    if (s.length - i < LONG_TEXT) {
      this.resumeAt = s.length - i;
      return i;
    }
    let cut = s.length - 2; // ']]' might become ']]>' and '\r' might be followed by '\n'
    const amp = s.lastIndexOf('&', cut - 1);
    const semicolon = amp >= i ? s.indexOf(';', amp) : -1;
    if (amp >= i && (semicolon < 0 || semicolon >= cut)) cut = amp;
    if (s.charCodeAt(cut - 1) === 13) cut--;
    if (cut > i) this.textRun(s, i, cut);
    this.resumeAt = s.length - cut;
    return cut;
  }

  private textRun(s: string, from: number, to: number): void {
    if (this.stack.length === 0) {
      for (let k = from; k < to; k++) {
        if (!isSpace(s.charCodeAt(k))) this.fail('text data outside of root node.', this.base + k);
      }
      return;
    }
    let text = s.slice(from, to);
    if (this.nextTerminator < from) this.nextTerminator = indexIn(s, ']]>', from);
    if (this.nextTerminator + 3 <= to)
      this.fail('the string "]]>" is disallowed in char data.', this.base + this.nextTerminator);
    // Line ends are normalised before entities are decoded: a &#13; stays a carriage return.
    if (this.nextReturn < from) this.nextReturn = indexIn(s, '\r', from);
    if (this.nextReturn < to) text = text.replace(/\r\n?/g, '\n');
    if (this.nextAmpersand < from) this.nextAmpersand = indexIn(s, '&', from);
    if (this.nextAmpersand < to) text = this.decodeEntities(text, this.base + from);
    this.handlers.text?.(text);
  }

  /** Reads the markup starting at `lt` (searching on from `searchFrom`); -1 when it is not complete yet. */
  private markup(s: string, lt: number, searchFrom: number): number {
    if (lt + 1 >= s.length) return this.incomplete(lt, searchFrom);
    const c = s.charCodeAt(lt + 1);
    if (c === BANG) return this.declaration(s, lt, searchFrom);
    if (c === QUESTION) return this.instruction(s, lt, searchFrom);
    if (c === SLASH) return this.closeTag(s, lt, searchFrom);
    return this.openTag(s, lt, searchFrom);
  }

  /** Markup not complete yet: the buffer will start with it; its end is searched for from `searchFrom` on. */
  private incomplete(lt: number, searchFrom: number): number {
    this.pendingMarkup = true;
    this.resumeAt = Math.max(searchFrom, lt + 1) - lt;
    return -1;
  }

  /** `<!--`, `<![CDATA[` or `<!DOCTYPE` (refused). */
  private declaration(s: string, lt: number, searchFrom: number): number {
    if (s.startsWith('<!--', lt)) {
      const end = s.indexOf('-->', Math.max(lt + 4, searchFrom));
      if (end < 0) return this.incomplete(lt, Math.max(lt + 4, s.length - 2));
      const dashes = s.indexOf('--', lt + 4);
      if (dashes < end) this.fail('malformed comment.', this.base + dashes);
      this.markupSeen = true;
      return end + 3;
    }
    if (s.startsWith('<![CDATA[', lt)) {
      const end = s.indexOf(']]>', Math.max(lt + 9, searchFrom));
      if (end < 0) return this.incomplete(lt, Math.max(lt + 9, s.length - 2));
      if (this.stack.length === 0) this.fail('CDATA section outside of the root element.', this.base + lt);
      this.position = this.base + end + 3;
      let text = s.slice(lt + 9, end);
      if (text.indexOf('\r') >= 0) text = text.replace(/\r\n?/g, '\n');
      this.handlers.cdata?.(text);
      return end + 3;
    }
    if (s.startsWith('<!DOCTYPE', lt)) return this.doctype(s, lt, searchFrom);
    // Not complete enough to tell which it is: wait for more text.
    if (
      s.length - lt < 9 &&
      ('<![CDATA['.startsWith(s.slice(lt)) || '<!DOCTYPE'.startsWith(s.slice(lt)) || '<!--'.startsWith(s.slice(lt)))
    ) {
      return this.incomplete(lt, lt + 1);
    }
    return this.fail('incorrect syntax.', this.base + lt + 1);
  }

  /**
   * `<!DOCTYPE …>`: skipped when it only names an external DTD (never loaded), else refused (`checkDoctype`). An
   * internal subset is refused at its first '>' already: its '[' is in what comes before.
   */
  private doctype(s: string, lt: number, searchFrom: number): number {
    const gt = s.indexOf('>', Math.max(lt + 9, searchFrom));
    if (gt < 0) return this.incomplete(lt, Math.max(lt + 9, s.length));
    if (this.rootSeen || this.doctypeSeen)
      this.fail('a DOCTYPE may only appear once, before the root element.', this.base + lt);
    checkDoctype(s.slice(lt + 9, gt));
    this.doctypeSeen = true;
    this.markupSeen = true;
    return gt + 1;
  }

  /** A processing instruction; `<?xml …?>` at the very start is the XML declaration. */
  private instruction(s: string, lt: number, searchFrom: number): number {
    const end = s.indexOf('?>', Math.max(lt + 2, searchFrom));
    if (end < 0) return this.incomplete(lt, Math.max(lt + 2, s.length - 1));
    let nameEnd = lt + 2;
    while (nameEnd < end && !isSpace(s.charCodeAt(nameEnd))) nameEnd++;
    const target = s.slice(lt + 2, nameEnd);
    if (!target) this.fail('processing instruction without a target.', this.base + lt + 2);
    if (target === 'xml') {
      if (this.base + lt !== this.documentStart || this.markupSeen)
        this.fail('the XML declaration must appear at the start of the document.', this.base + lt);
      const match = XML_DECLARATION.exec(s.slice(lt, end + 2));
      if (!match) this.fail('malformed XML declaration.', this.base + lt);
      this.markupSeen = true;
      this.position = this.base + end + 2;
      this.handlers.xmldecl?.({ version: match![2], encoding: match![4], standalone: match![6] });
      return end + 2;
    }
    if (target.toLowerCase() === 'xml')
      this.fail('processing instruction target "xml" is reserved.', this.base + lt + 2);
    this.checkName(target, this.base + lt + 2);
    this.markupSeen = true;
    return end + 2;
  }

  private closeTag(s: string, lt: number, searchFrom: number): number {
    const top = this.stack[this.stack.length - 1];
    if (top !== undefined) {
      // Nearly always the name of the open element right before '>': no search for the '>'.
      const gt = lt + 2 + top.name.length;
      if (gt < s.length && s.charCodeAt(gt) === GT && hasTextAt(s, lt + 2, top.name)) {
        this.stack.pop();
        this.position = this.base + gt + 1;
        top.isSelfClosing = false;
        this.handlers.closetag?.(top);
        return gt + 1;
      }
    }
    const gt = s.indexOf('>', Math.max(lt + 2, searchFrom));
    if (gt < 0) return this.incomplete(lt, s.length);
    let nameEnd = gt;
    while (isSpace(s.charCodeAt(nameEnd - 1))) nameEnd--;
    const tag = this.stack.pop();
    if (!tag) this.fail('unexpected close tag.', this.base + lt);
    if (nameEnd - lt - 2 !== tag!.name.length || !s.startsWith(tag!.name, lt + 2)) {
      const name = s.slice(lt + 2, nameEnd);
      if (name === '' || !XML_NAME.test(name)) this.fail('disallowed character in closing tag.', this.base + lt + 2);
      this.fail(`unmatched closing tag: ${name}.`, this.base + lt);
    }
    this.position = this.base + gt + 1;
    tag!.isSelfClosing = false;
    this.handlers.closetag?.(tag!);
    return gt + 1;
  }

  /** Finds the '>' that ends a start tag (a '>' inside a quoted value does not), then reads the tag. */
  private openTag(s: string, lt: number, searchFrom: number): number {
    if (searchFrom === lt + 1) {
      const next = this.plainTag(s, lt);
      if (next >= 0) return next;
    }
    let quote = searchFrom > lt + 1 ? this.resumeQuote : 0;
    let j = searchFrom;
    const length = s.length;
    for (; j < length; j++) {
      const c = s.charCodeAt(j);
      if (quote !== 0) {
        if (c === quote) quote = 0;
        else if (c === LT) this.fail('disallowed character.', this.base + j);
      } else if (c === GT) break;
      else if (c === QUOT || c === APOS) quote = c;
      else if (c === LT) this.fail('disallowed character in tag.', this.base + j);
    }
    if (j >= length) {
      this.resumeQuote = quote;
      return this.incomplete(lt, length);
    }
    this.readTag(s, lt, j);
    return j + 1;
  }

  private readTag(s: string, lt: number, gt: number): void {
    if (this.rootSeen && this.stack.length === 0) this.fail('documents may contain only one root.', this.base + lt);
    const selfClosing = s.charCodeAt(gt - 1) === SLASH;
    const end = selfClosing ? gt - 1 : gt;
    let k = this.nameEnd(s, lt + 1, end);
    // Interned like the names of plain tags: code comparing names then always sees the same kind of string.
    const name = internalize(s.slice(lt + 1, k));
    if (!this.plainName) this.checkName(name, this.base + lt + 1);
    let pairs: string[] | null = null;
    let names: Set<string> | null = null;
    let scope = this.scopes[this.stack.length]!;
    let ownScope = false;
    let prefixed = false;
    while (k < end) {
      const spaceStart = k;
      while (k < end && isSpace(s.charCodeAt(k))) k++;
      if (k >= end) break;
      if (k === spaceStart) this.fail('no whitespace between attributes.', this.base + k);
      const nameStart = k;
      k = this.nameEnd(s, k, end);
      const attributeName = internalize(s.slice(nameStart, k));
      if (!this.plainName) {
        if (attributeName.indexOf('/') >= 0)
          this.fail('forward-slash in opening tag not followed by >.', this.base + nameStart);
        this.checkName(attributeName, this.base + nameStart);
      }
      while (k < end && isSpace(s.charCodeAt(k))) k++;
      if (s.charCodeAt(k) !== EQ) this.fail('attribute without value.', this.base + k);
      k++;
      while (k < end && isSpace(s.charCodeAt(k))) k++;
      const quote = s.charCodeAt(k);
      if (quote !== QUOT && quote !== APOS) this.fail('unquoted attribute value.', this.base + k);
      const valueEnd = s.indexOf(quote === QUOT ? '"' : "'", k + 1);
      if (valueEnd < 0 || valueEnd >= end) this.fail('unquoted attribute value.', this.base + k);
      const value = this.attributeValue(s, k + 1, valueEnd);
      k = valueEnd + 1;
      if (pairs === null) pairs = [];
      else if (names ? names.has(attributeName) : hasName(pairs, attributeName))
        this.fail(`duplicate attribute: ${attributeName}.`, this.base + nameStart);
      pairs.push(attributeName, value);
      // Scanning for duplicates is quadratic: a tag with very many attributes gets a Set instead.
      if (names) names.add(attributeName);
      else if (pairs.length > 64) names = new Set(pairs.filter((_, i) => i % 2 === 0));
      if (attributeName.charCodeAt(0) === 120 && (attributeName === 'xmlns' || attributeName.startsWith('xmlns:'))) {
        if (!ownScope) {
          scope = { ...scope };
          ownScope = true;
        }
        this.bind(scope, attributeName === 'xmlns' ? '' : attributeName.slice(6), value, this.base + nameStart);
      } else if (attributeName.indexOf(':') > 0) {
        prefixed = true;
      }
    }
    const colon = name.indexOf(':');
    const prefix = colon < 0 ? '' : internalize(name.slice(0, colon));
    const uri = scope[prefix];
    if (uri === undefined) this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`, this.base + lt + 1);
    if (prefixed) this.checkAttributePrefixes(pairs!, scope, this.base + lt);
    const tag = new ScannedTag();
    const local = colon < 0 ? name : internalize(name.slice(colon + 1));
    tag.reuse(name, prefix, local, uri!, pairs ?? NO_ATTRIBUTES, pairs?.length ?? 0, selfClosing);
    this.report(tag, scope, gt);
  }

  /**
   * Reads a start tag in one pass when it is complete and plain, which is nearly every tag: ASCII names
   * (found in the name table, so no string is made for them), values without entities, line breaks or tabs,
   * no namespace declarations, every prefix bound. Returns the index after its '>', or -1 for anything else
   * (incomplete, unusual or malformed), which `openTag` then reads the general way, errors included.
   */
  private plainTag(s: string, lt: number): number {
    const stack = this.stack;
    if (this.rootSeen && stack.length === 0) return -1;
    const length = s.length;
    const element = this.lookUpName(s, lt + 1, length);
    if (element === null) return -1;
    const scope = this.scopes[stack.length]!;
    const uri = scope[element.prefix];
    if (uri === undefined) return -1;
    const repeated = element.repeated;
    for (let i = 0; i < repeated.length; i++) {
      const known = repeated[i]!;
      if (isWrittenAt(s, lt, known.text, element.name.length + 1))
        return this.repeatTag(element, uri, scope, known, lt);
    }
    const scratch = this.scratch;
    let count = 0;
    let k = lt + 1 + element.name.length;
    let plain = true;
    let scoped = false;
    // Every read checks the end of the text first: reading past it would throw away the optimised code.
    for (;;) {
      if (k >= length) return -1;
      let c = s.charCodeAt(k);
      if (c === GT) break;
      if (c === SLASH) {
        if (k + 1 >= length || s.charCodeAt(k + 1) !== GT) return -1;
        break;
      }
      if (!isSpace(c)) return -1;
      const spaceAt = k;
      do {
        if (++k >= length) return -1;
        c = s.charCodeAt(k);
      } while (isSpace(c));
      if (k !== spaceAt + 1 || s.charCodeAt(spaceAt) !== 32 || c === GT || c === SLASH) plain = false;
      if (c === GT) break;
      if (c === SLASH) continue;
      const attribute = this.lookUpName(s, k, length);
      if (attribute === null || attribute.xmlns) return -1;
      if (attribute.prefix !== '' && attribute.prefix !== 'xml') {
        if (scope[attribute.prefix] === undefined) return -1;
        scoped = true;
      }
      k += attribute.name.length;
      if (s.charCodeAt(k) !== EQ || ++k >= length) return -1;
      const quote = s.charCodeAt(k);
      if (quote !== QUOT) {
        if (quote !== APOS) return -1;
        plain = false;
      }
      const valueEnd = s.indexOf(quote === QUOT ? '"' : "'", k + 1);
      if (valueEnd < 0) return -1;
      for (let v = k + 1; v < valueEnd; v++) {
        const d = s.charCodeAt(v);
        if (d === LT || d === AMP || d === 9 || d === 10 || d === 13) return -1;
      }
      const name = attribute.name;
      for (let i = 0; i < count; i += 2) if (scratch[i] === name) return -1;
      if (count === 2 * MAX_PLAIN_ATTRIBUTES) return -1;
      scratch[count++] = name;
      scratch[count++] = s.slice(k + 1, valueEnd);
      k = valueEnd + 1;
    }
    const selfClosing = s.charCodeAt(k) === SLASH;
    const gt = selfClosing ? k + 1 : k;
    const depth = stack.length;
    let tag = this.tags[depth];
    if (tag === undefined) this.tags[depth] = tag = new ScannedTag();
    tag.reuse(element.name, element.prefix, element.local, uri, scratch, count, selfClosing);
    tag.writtenIn = plain ? s : null;
    tag.writtenFrom = lt;
    tag.writtenTo = gt + 1;
    if (!scoped) this.keepRepeated(element, tag, s, lt, gt, plain);
    this.report(tag, scope, gt);
    return gt + 1;
  }

  /** Hands over a start tag written as `known` was, at `lt`. */
  private repeatTag(element: KnownName, uri: string, scope: Scope, known: RepeatedTag, lt: number): number {
    element.found++;
    const depth = this.stack.length;
    let tag = this.tags[depth];
    if (tag === undefined) this.tags[depth] = tag = new ScannedTag();
    tag.repeat(element, uri, known);
    const gt = lt + known.text.length - 1;
    this.report(tag, scope, gt);
    return gt + 1;
  }

  /**
   * Keeps the tag just read (`lt` to `gt`) among the repeated tags of its element, in place of the oldest. An
   * element whose tags are seldom found again (<trans-unit id="…">) stops being kept after a trial.
   */
  private keepRepeated(element: KnownName, tag: ScannedTag, s: string, lt: number, gt: number, plain: boolean): void {
    if (element.kept >= KEEP_TRIAL && element.found < element.kept) {
      if (element.repeated.length > 0) element.repeated = []; // no longer compared with
      return;
    }
    const known: RepeatedTag = {
      text: internalize(s.slice(lt, gt + 1)),
      pairs: tag.pairs,
      selfClosing: tag.isSelfClosing,
      plain,
    };
    tag.repeat(element, tag.uri, known); // the tag now reads its attributes from the kept list, never rewritten
    const repeated = element.repeated;
    if (repeated.length < REPEATED_TAGS) repeated.push(known);
    else repeated[element.kept % REPEATED_TAGS] = known;
    element.kept++;
  }

  /**
   * The plain name starting at `from` (ASCII letters, digits, '_', '-', '.', at most one inner ':'), ended by
   * whitespace, '=', '/' or '>'; null for any other name or when the text ends first. Names are looked up by
   * their first four characters in a table of the names seen so far, so a known one costs one comparison. Once
   * more than two names share a slot, that slot's names are looked up by their whole name in a second table:
   * OpenDocument's names share long prefixes (`text:p`, `text:span`, `text:style-name`, all in the slot of
   * "text"), and a name read again each time would also lose its element's repeated tags.
   */
  private lookUpName(s: string, from: number, length: number): KnownName | null {
    if (from + 1 >= length) return null; // a name needs at least one character and what ends it
    // Four characters (those after a short name are its delimiter, so a name may take a slot per delimiter): names
    // sharing a prefix (`w:r`, `w:rPr`, `w:t` of Word documents) would otherwise fight over one slot.
    const slot =
      ((s.charCodeAt(from) << 7) ^
        s.charCodeAt(from + 1) ^
        (s.charCodeAt(from + 2) << 3) ^
        (s.charCodeAt(from + 3) << 5)) &
      (NAME_TABLE_SIZE - 1);
    const table = this.nameTable;
    const overflowed = this.overflowed[slot] === 1;
    if (!overflowed) {
      const known = table[slot];
      if (known !== undefined && isNameAt(s, from, known.name)) return known;
      const other = table[slot + NAME_TABLE_SIZE];
      if (other !== undefined && isNameAt(s, from, other.name)) return other;
    }
    const wholeSlot = 2 * NAME_TABLE_SIZE + wholeNameSlot(s, from, length);
    if (overflowed) {
      const whole = table[wholeSlot];
      if (whole !== undefined && isNameAt(s, from, whole.name)) return whole;
    }
    const entry = readPlainName(s, from, length);
    if (entry === null) return null;
    if (overflowed) table[wholeSlot] = entry;
    else if (table[slot + NAME_TABLE_SIZE] === undefined) {
      // Two names per slot: names often share their first two characters (context, context-group).
      table[slot + NAME_TABLE_SIZE] = table[slot];
      table[slot] = entry;
    } else this.overflow(slot, entry, wholeSlot);
    return entry;
  }

  /** A third name for a slot: from now on the names of its slot are looked up by their whole name. */
  private overflow(slot: number, entry: KnownName, wholeSlot: number): void {
    const table = this.nameTable;
    this.overflowed[slot] = 1;
    for (const known of [table[slot]!, table[slot + NAME_TABLE_SIZE]!])
      table[2 * NAME_TABLE_SIZE + wholeNameSlot(known.name, 0, known.name.length)] = known;
    table[wholeSlot] = entry;
  }

  /** Hands over a start tag read completely at `gt`, within the namespaces `scope`. */
  private report(tag: ScannedTag, scope: Scope, gt: number): void {
    if (this.stack.length >= MAX_XML_DEPTH) this.fail(TOO_DEEP, this.base + gt);
    this.rootSeen = true;
    this.markupSeen = true;
    this.position = this.base + gt + 1;
    if (tag.isSelfClosing) {
      this.handlers.opentag?.(tag);
      this.handlers.closetag?.(tag);
      return;
    }
    this.stack.push(tag);
    this.scopes[this.stack.length] = scope; // scopes[d]: the namespaces in effect inside the element at depth d
    this.handlers.opentag?.(tag);
  }

  /** An attribute value as XML defines it: entities decoded, each tab or line break (CRLF too) a space. */
  private attributeValue(s: string, from: number, to: number): string {
    let special = false;
    for (let k = from; k < to; k++) {
      const c = s.charCodeAt(k);
      if (c === LT) this.fail('disallowed character.', this.base + k);
      if (c === AMP || c === 9 || c === 10 || c === 13) special = true;
    }
    let value = s.slice(from, to);
    if (!special) return value;
    value = value.replace(/\r\n|[\t\n\r]/g, ' ');
    return value.indexOf('&') >= 0 ? this.decodeEntities(value, this.base + from) : value;
  }

  private decodeEntities(text: string, at: number): string {
    let out = '';
    let cursor = 0;
    for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', cursor)) {
      const semicolon = text.indexOf(';', amp + 1);
      if (semicolon < 0) this.fail('entity not terminated with a semicolon.', at + amp);
      const value =
        predefinedEntity(text, amp, semicolon) ?? this.resolveEntity(text.slice(amp + 1, semicolon), at + amp);
      out += text.slice(cursor, amp) + value;
      cursor = semicolon + 1;
    }
    return out + text.slice(cursor);
  }

  private resolveEntity(entity: string, at: number): string {
    if (entity.charCodeAt(0) !== 35) {
      const known = ENTITIES[entity];
      if (known !== undefined && Object.hasOwn(ENTITIES, entity)) return known;
      if (entity === '') this.fail('empty entity name.', at);
      this.fail(
        XML_NAME.test(entity)
          ? `undefined entity: &${entity}; (only &amp; &lt; &gt; &quot; &apos; and character references are allowed).`
          : 'disallowed character in entity name.',
        at,
      );
    }
    let code = NaN;
    if (/^#x[0-9a-fA-F]{1,6}$/.test(entity)) code = parseInt(entity.slice(2), 16);
    else if (/^#[0-9]{1,7}$/.test(entity)) code = parseInt(entity.slice(1), 10);
    const isChar =
      code === 9 ||
      code === 10 ||
      code === 13 ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code <= 0x10ffff);
    if (!isChar) this.fail('malformed character entity.', at);
    return String.fromCodePoint(code);
  }

  private bind(scope: Scope, prefix: string, uri: string, at: number): void {
    if (prefix === 'xmlns') this.fail('the xmlns prefix cannot be declared.', at);
    if (prefix === 'xml' ? uri !== XML_NS : uri === XML_NS || uri === XMLNS_NS) {
      this.fail(`the prefix "${prefix}" cannot be bound to ${uri}.`, at);
    }
    if (prefix !== '' && uri === '') this.fail('invalid attempt to undefine prefix in XML 1.0', at);
    scope[prefix] = internalize(uri); // compared with the XLIFF namespaces on every tag
  }

  private checkAttributePrefixes(pairs: readonly string[], scope: Scope, at: number): void {
    for (let i = 0; i < pairs.length; i += 2) {
      const name = pairs[i]!;
      const colon = name.indexOf(':');
      if (colon <= 0 || name.startsWith('xmlns:')) continue;
      const prefix = name.slice(0, colon);
      if (scope[prefix] === undefined) this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`, at);
    }
  }

  /**
   * Where the name starting at `from` ends (at whitespace or '='), noting in `plainName` whether it is an
   * ASCII XML name with at most one inner colon: those need no further check, which is nearly every name.
   */
  private nameEnd(s: string, from: number, end: number): number {
    let plain = true;
    let colons = 0;
    let k = from;
    for (; k < end; k++) {
      const c = s.charCodeAt(k);
      if (c === 32 || c === 10 || c === 9 || c === 13 || c === EQ) break;
      const letter = c | 32;
      if ((letter >= 97 && letter <= 122) || c === 95) continue;
      if ((c >= 48 && c <= 57) || c === 45 || c === 46 || c === 58) {
        if (k === from) plain = false;
        if (c === 58) colons++;
        continue;
      }
      plain = false;
    }
    this.plainName = plain && k > from && colons <= 1 && s.charCodeAt(k - 1) !== 58;
    return k;
  }

  /** XML names (with at most one colon, not at either end, as namespaces require); known ones are cached. */
  private checkName(name: string, at: number): void {
    if (this.knownNames.has(name)) return;
    const colon = name.indexOf(':');
    const qualified = colon < 0 || (colon > 0 && colon < name.length - 1 && name.indexOf(':', colon + 1) < 0);
    if (!qualified || !XML_NAME.test(name)) this.fail(name === '' ? 'missing name.' : `malformed name: ${name}.`, at);
    if (this.knownNames.size < 10_000) this.knownNames.add(name);
  }

  /** Drops what was read from the buffer, keeping line counts for error messages. */
  private consume(s: string, i: number): void {
    if (i > 0) {
      for (let nl = s.indexOf('\n'); nl >= 0 && nl < i; nl = s.indexOf('\n', nl + 1)) {
        this.linesBefore++;
        this.lineStartBefore = this.base + nl + 1;
      }
    }
    this.buffer = i === 0 ? s : s.slice(i);
    this.base += i;
  }

  /** Throws the error for the character at absolute index `at`, with its line and column. */
  private fail(message: string, at: number): never {
    const { line, column } = this.lineAndColumn(at);
    throw new XmlFormatError(`Malformed XML at line ${line}, column ${column}: ${message}`);
  }

  /** Line and column (both from 1) of absolute index `at`, which must not lie before the buffer. */
  private lineAndColumn(at: number): { line: number; column: number } {
    let line = this.linesBefore + 1;
    let lineStart = this.lineStartBefore;
    const buffer = this.buffer;
    for (let nl = buffer.indexOf('\n'); nl >= 0 && this.base + nl < at; nl = buffer.indexOf('\n', nl + 1)) {
      line++;
      lineStart = this.base + nl + 1;
    }
    return { line, column: at - lineStart + 1 };
  }
}

/**
 * Feeds a byte stream into a scanner chunk by chunk (UTF-8; constant memory) and closes it. `onChunk` runs
 * after each chunk has been read, so a caller can flush work (e.g. a batch insert) with back-pressure.
 */
export async function feedXmlScanner(
  scanner: XmlScanner,
  input: Readable | AsyncIterable<Buffer | string>,
  onChunk?: () => Promise<void> | void,
): Promise<void> {
  const decoder = utf8Decoder();
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    scanner.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    if (onChunk) await onChunk();
  }
  scanner.write(decoder.decode());
  scanner.close();
}

/**
 * The string itself as V8 keeps it in its table of property names: comparing two such strings (`===`, a name
 * against a literal) or looking one up as a key is a pointer comparison, not a character one.
 */
function internalize(text: string): string {
  for (const key in { [text]: true }) return key;
  return text;
}

/** Where `pattern` next occurs in `s` from `from` on; the length of `s` when it does not. */
function indexIn(s: string, pattern: string, from: number): number {
  const at = s.indexOf(pattern, from);
  return at < 0 ? s.length : at;
}

/** Whether `s` holds `text` at `from` (`text` is a name: a character loop beats startsWith, which makes a substring). */
function hasTextAt(s: string, from: number, text: string): boolean {
  const length = text.length;
  for (let i = 0; i < length; i++) if (s.charCodeAt(from + i) !== text.charCodeAt(i)) return false;
  return true;
}

/** The character of `&lt;`, `&gt;`, `&amp;`, `&quot;` or `&apos;` between `amp` and `semicolon`, read without a slice. */
function predefinedEntity(text: string, amp: number, semicolon: number): string | undefined {
  const first = text.charCodeAt(amp + 1);
  const second = text.charCodeAt(amp + 2);
  switch (semicolon - amp) {
    case 3:
      if (second === 116) return first === 108 ? '<' : first === 103 ? '>' : undefined; // lt, gt
      return undefined;
    case 4:
      return first === 97 && second === 109 && text.charCodeAt(amp + 3) === 112 ? '&' : undefined; // amp
    case 5:
      if (first === 113 && second === 117 && text.charCodeAt(amp + 3) === 111 && text.charCodeAt(amp + 4) === 116)
        return '"'; // quot
      if (first === 97 && second === 112 && text.charCodeAt(amp + 3) === 111 && text.charCodeAt(amp + 4) === 115)
        return "'"; // apos
      return undefined;
    default:
      return undefined;
  }
}

/** The first `count` entries of `scratch` as a list of their own (a literal for one or two attributes: cheaper than slice). */
function attributePairs(scratch: readonly string[], count: number): readonly string[] {
  if (count === 0) return NO_ATTRIBUTES;
  if (count === 2) return [scratch[0]!, scratch[1]!];
  if (count === 4) return [scratch[0]!, scratch[1]!, scratch[2]!, scratch[3]!];
  return scratch.slice(0, count);
}

/**
 * Whether `s` holds `text` at `from`, whose first `known` characters are known to be there. A loop: startsWith
 * makes a substring to compare.
 */
function isWrittenAt(s: string, from: number, text: string, known: number): boolean {
  const length = text.length;
  if (from + length > s.length) return false;
  for (let i = known; i < length; i++) if (s.charCodeAt(from + i) !== text.charCodeAt(i)) return false;
  return true;
}

/** Whether the name at `from` in `s` is `name`: the same characters, then whitespace, '=', '/' or '>'. */
function isNameAt(s: string, from: number, name: string): boolean {
  const end = from + name.length;
  if (end >= s.length || !hasTextAt(s, from, name)) return false;
  const c = s.charCodeAt(end);
  return isSpace(c) || c === EQ || c === SLASH || c === GT;
}

/** The slot of the name starting at `from` by all its characters (up to whitespace, '/', '=' or '>'). */
function wholeNameSlot(s: string, from: number, length: number): number {
  let hash = 0;
  for (let k = from; k < length; k++) {
    const c = s.charCodeAt(k);
    if (c <= 32 || c === SLASH || c === EQ || c === GT) break;
    hash = (hash * 31 + c) | 0;
  }
  return (hash ^ (hash >>> 10)) & (NAME_TABLE_SIZE - 1);
}

/** Reads a plain name (see `lookUpName`) not in the table; null when it is not plain or the text ends first. */
function readPlainName(s: string, from: number, length: number): KnownName | null {
  let c = s.charCodeAt(from);
  if (((c | 32) < 97 || (c | 32) > 122) && c !== 95) return null;
  let colon = -1;
  let k = from + 1;
  for (; k < length; k++) {
    c = s.charCodeAt(k);
    const letter = c | 32;
    if ((letter >= 97 && letter <= 122) || (c >= 45 && c <= 57 && c !== 47) || c === 95) continue;
    if (c === 58 && colon < 0) {
      colon = k;
      continue;
    }
    break;
  }
  if (k >= length || !(isSpace(c) || c === EQ || c === SLASH || c === GT) || colon === k - 1) return null;
  const name = internalize(s.slice(from, k));
  const prefix = colon < 0 ? '' : internalize(name.slice(0, colon - from));
  const local = colon < 0 ? name : internalize(name.slice(colon - from + 1));
  return { name, prefix, local, xmlns: name === 'xmlns' || prefix === 'xmlns', repeated: [], kept: 0, found: 0 };
}

/** Whether `[name, value, …]` already holds `name` (tags have few attributes: a scan beats a Set). */
function hasName(pairs: readonly string[], name: string): boolean {
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i] === name) return true;
  return false;
}

/**
 * A streaming UTF-8 decoder for XML text: a byte-order mark is kept (it counts in positions, and the download
 * writes it back), invalid sequences become U+FFFD. TextDecoder decodes about twice as fast as StringDecoder.
 */
export const utf8Decoder = () => new TextDecoder('utf-8', { ignoreBOM: true });
