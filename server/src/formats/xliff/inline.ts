import { attributeList, attributeValue, plainStartTag, type XmlTag } from '../xml-scanner.ts';
import { escapeXmlAttribute, escapeXmlText } from '../xml-escape.ts';
import { countWords } from '../words.ts';
import { INLINE_CODE_START, inlineText, inlineToken, splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';

/** How an inline element is held: paired codes keep their content translatable, whole codes are opaque. */
type InlineRole = 'paired' | 'whole';

const XLIFF12_INLINE: Record<string, InlineRole> = {
  g: 'paired',
  mrk: 'paired',
  x: 'whole',
  bx: 'whole',
  ex: 'whole',
  ph: 'whole',
  bpt: 'whole',
  ept: 'whole',
  it: 'whole',
};
const XLIFF20_INLINE: Record<string, InlineRole> = {
  pc: 'paired',
  mrk: 'paired',
  ph: 'whole',
  sc: 'whole',
  ec: 'whole',
  sm: 'whole',
  em: 'whole',
  cp: 'whole',
};

export function startTagXml(tag: XmlTag, selfClosing = false): string {
  if (selfClosing === tag.isSelfClosing) {
    const written = plainStartTag(tag);
    if (written !== undefined) return written;
  }
  let xml = `<${tag.name}`;
  const attributes = attributeList(tag);
  for (let i = 0; i < attributes.length; i += 2) xml += ` ${attributes[i]}="${escapeXmlAttribute(attributes[i + 1]!)}"`;
  return xml + (selfClosing ? '/>' : '>');
}

// Tokens and labels of the first codes of a segment, made once (a segment rarely has more than a few codes).
const TOKENS: string[] = [];
const token = (id: number) => (id < 64 ? (TOKENS[id] ??= inlineToken(id)) : inlineToken(id));
const LABELS: Record<InlineCode['kind'], string[]> = { open: [], close: [], standalone: [] };
const makeLabel = (kind: InlineCode['kind'], n: number) =>
  kind === 'open' ? `<${n}>` : kind === 'close' ? `</${n}>` : `{${n}}`;
const label = (kind: InlineCode['kind'], n: number) =>
  n < 64 ? (LABELS[kind][n] ??= makeLabel(kind, n)) : makeLabel(kind, n);

/** What makes a code in the target the same code as in the source: element, id (`id`/`mid`/`rid`), occurrence. */
interface CodeIdentity {
  name: string;
  id: string;
  occurrence: number;
}

/**
 * The inline codes of one segment. The source registers codes in order of appearance; the target looks
 * them up by identity (element, id and occurrence) so that "<g id='1'>" in the target is the same code as in
 * the source. Target codes the source lacks are appended, so an imported target never loses markup.
 */
export class CodeBook {
  readonly codes: InlineCode[] = [];
  /**
   * identities[i] is the identity of codes[i] (whose kind tells the two halves of a pair apart): a segment
   * holds few codes, so a search beats a Map per segment, and comparing fields beats building a key string.
   */
  private readonly identities: CodeIdentity[] = [];
  /** numbers[i]: the number in the label of codes[i] (the two halves of a pair share theirs). */
  private readonly numbers: number[] = [];
  private pairs = 0;
  private standalones = 0;

  /** Registers a code (a close code with the number of its pair) unless it is there; returns its id. */
  register(identity: CodeIdentity, kind: InlineCode['kind'], xml: string, pair = 0): number {
    const { codes, identities } = this;
    for (let i = 0; i < codes.length; i++) {
      const known = identities[i]!;
      if (
        known.occurrence === identity.occurrence &&
        known.name === identity.name &&
        known.id === identity.id &&
        codes[i]!.kind === kind
      )
        return i + 1;
    }
    const id = codes.length + 1;
    const number = kind === 'standalone' ? ++this.standalones : pair || ++this.pairs;
    codes.push({ id, kind, label: label(kind, number), xml });
    identities.push(identity);
    this.numbers.push(number);
    return id;
  }

  /** The number in the label of code `id`. */
  numberOf(id: number): number {
    return this.numbers[id - 1]!;
  }
}

interface OpenPaired {
  identity: CodeIdentity;
  name: string;
  pair: number;
}
interface WholeCapture {
  identity: CodeIdentity;
  xml: string;
  depth: number;
}

/**
 * Collects the content of a <source>, <target> or segment <mrk> into a token string. Fed by the walker with
 * the events strictly inside the element. Elements neither format knows become whole codes, kept verbatim.
 */
export class InlineCollector {
  // A plain string: V8 concatenates into ropes, cheaper than collecting parts and joining them.
  private content = '';
  /** The content without its codes, when asked for (`keepText`). */
  private textOnly: string | null;
  private readonly paired: OpenPaired[] = [];
  private whole: WholeCapture | null = null;
  /** The identity of every code opened so far, to number repeated ones (few per segment: an array, no Map). */
  private seen: CodeIdentity[] | null = null;
  private readonly roles: Record<string, InlineRole>;
  private readonly book: CodeBook;

  /** `keepText`: keep the text without codes too (`textValue()`), cheaper than taking the codes out afterwards. */
  constructor(book: CodeBook, version: '1.2' | '2.0', keepText = false) {
    this.book = book;
    this.textOnly = keepText ? '' : null;
    this.roles = version === '1.2' ? XLIFF12_INLINE : XLIFF20_INLINE;
  }

  text(text: string): void {
    if (this.whole) {
      this.whole.xml += escapeXmlText(text);
      return;
    }
    this.content += text;
    if (this.textOnly !== null) this.textOnly += text;
  }

  open(tag: XmlTag): void {
    if (this.whole) {
      this.whole.depth++;
      this.whole.xml += startTagXml(tag, tag.isSelfClosing);
      return;
    }
    const role = this.roles[tag.local] ?? 'whole';
    const identity = this.identityOf(tag);
    if (role === 'paired') {
      const id = this.book.register(identity, 'open', startTagXml(tag));
      this.paired.push({ identity, name: tag.name, pair: this.book.numberOf(id) });
      this.content += token(id);
      return;
    }
    this.whole = { identity, xml: startTagXml(tag, tag.isSelfClosing), depth: 0 };
  }

  close(tag: XmlTag): void {
    const whole = this.whole;
    if (whole) {
      if (whole.depth > 0) {
        whole.depth--;
        whole.xml = closeXml(whole.xml, tag);
        return;
      }
      whole.xml = closeXml(whole.xml, tag);
      this.whole = null;
      this.content += token(this.book.register(whole.identity, 'standalone', whole.xml));
      return;
    }
    const open = this.paired.pop();
    if (!open) return;
    const id = this.book.register(open.identity, 'close', `</${open.name}>`, open.pair);
    this.content += token(id);
  }

  /** The collected content: tokens for codes, text verbatim. */
  value(): string {
    return this.content;
  }

  /** The collected content without its codes (`inlineText(value())`); null unless the collector keeps it. */
  textValue(): string | null {
    return this.textOnly;
  }

  private identityOf(tag: XmlTag): CodeIdentity {
    const id = attributeValue(tag, 'id') ?? attributeValue(tag, 'mid') ?? attributeValue(tag, 'rid') ?? '';
    const name = tag.name;
    const seen = (this.seen ??= []);
    let occurrence = 1;
    for (const earlier of seen) if (earlier.name === name && earlier.id === id) occurrence++;
    const identity = { name, id, occurrence };
    seen.push(identity);
    return identity;
  }
}

/** Closes a serialized element; one written self-closing in the input was already written so (startTagXml). */
function closeXml(xml: string, tag: XmlTag): string {
  return tag.isSelfClosing ? xml : `${xml}</${tag.name}>`;
}

/** Collapses whitespace the way xml:space="default" allows a viewer to (the file itself is never touched). */
export const normalizeSpace = (value: string) => (needsSpaceNormalizing(value) ? collapseSpace(value) : value);
const collapseSpace = (value: string) => value.replace(/[ \t\r\n]+/g, ' ').trim();

/**
 * A tab or line break, two spaces in a row, or a space at either end. indexOf runs in native code: several
 * searches of one string are cheaper than one character loop in JavaScript (and than a regular expression).
 */
function needsSpaceNormalizing(value: string): boolean {
  const last = value.length - 1;
  if (last < 0) return false;
  if (value.charCodeAt(0) === 32 || value.charCodeAt(last) === 32) return true;
  return value.indexOf('\n') >= 0 || value.indexOf('  ') >= 0 || value.indexOf('\t') >= 0 || value.indexOf('\r') >= 0;
}

/** A segment's source as stored: collapsed unless `preserve`, its text without codes, and the words of that text. */
export interface SourceReading {
  source: string;
  sourceText: string;
  words: number;
}

/**
 * Reads a source token string as `normalizeSpace`, `inlineText` and `countWords` would one after the other.
 * `text` is the source without its codes (`inlineText(raw)`; the collector keeps it as it goes). When it is
 * ASCII (most sources) one pass over its UTF-8 bytes counts the words and finds what collapsing needs: a
 * typed array reads several times cheaper than charCodeAt on the sliced and concatenated strings sources
 * are made of, and a table of character classes spares branches on the text (which mispredict on every word).
 */
export function readSource(
  raw: string,
  preserve: boolean,
  text = raw.indexOf(INLINE_CODE_START) < 0 ? raw : inlineText(raw),
): SourceReading {
  const length = text.length;
  if (length > SOURCE_BYTES.length || TEXT_ENCODER.encodeInto(text, SOURCE_BYTES).written !== length)
    return readSourceSlowly(raw, preserve);
  const bytes = SOURCE_BYTES;
  let words = 0;
  let previousWord = 0;
  let previousSpace = 0;
  let spacing = 0;
  for (let i = 0; i < length; i++) {
    const kind = ASCII_KIND[bytes[i]!]!;
    const word = kind & WORD;
    words += word & ~previousWord;
    previousWord = word;
    const space = (kind & SPACE) >> 1;
    spacing |= (kind >> 2) | (space & previousSpace); // a tab or line break, or a second space
    previousSpace = space;
  }
  // Without codes the text is the source. With them, spacing in the text (two spaces around a code) may not be
  // in the source: it is checked there. The words are the same collapsed or not.
  if (preserve || length === 0 || (spacing === 0 && bytes[0] !== 32 && bytes[length - 1] !== 32))
    return { source: raw, sourceText: text, words };
  if (text.length === raw.length) {
    const source = collapseSpace(raw);
    return { source, sourceText: source, words };
  }
  const source = normalizeSpace(raw);
  return { source, sourceText: source === raw ? text : inlineText(source), words };
}

function readSourceSlowly(raw: string, preserve: boolean): SourceReading {
  const source = preserve ? raw : normalizeSpace(raw);
  const sourceText = source.indexOf(INLINE_CODE_START) < 0 ? source : inlineText(source);
  return { source, sourceText, words: countWords(sourceText) };
}

const TEXT_ENCODER = new TextEncoder();
/** The UTF-8 bytes of the source text being read; longer texts are read the slow way. */
const SOURCE_BYTES = new Uint8Array(64 * 1024);
const WORD = 1;
const SPACE = 2;
/** WORD for ASCII letters and digits, SPACE for ' ', 4 for a tab or line break. */
const ASCII_KIND = Uint8Array.from({ length: 256 }, (_, c) =>
  (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 122)
    ? WORD
    : c === 32
      ? SPACE
      : c === 9 || c === 10 || c === 13
        ? 4
        : 0,
);

/** Writes a token string back as XLIFF content: text escaped, each token replaced by its code's markup. */
export function renderInline(value: string, codes: readonly InlineCode[]): string {
  let xml = '';
  for (const part of splitInline(value)) {
    if (typeof part === 'string') xml += escapeXmlText(part);
    else {
      const code = codes[part.code - 1];
      if (!code) throw new Error(`Unknown inline code ${part.code}`);
      xml += code.xml;
    }
  }
  return xml;
}
