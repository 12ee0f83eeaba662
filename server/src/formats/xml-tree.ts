import { lineAndColumn } from './line-and-column.ts';
import { FormatError } from './terms.ts';
import { attributeList, XmlScanner } from './xml-scanner.ts';

/**
 * A small XML document as a tree whose elements know where they sit in the text, for the resource-file formats
 * (Android `strings.xml`, RESX, `.stringsdict`) that are read whole and written back by replacing the content
 * of translated elements. Read with `XmlScanner`, so the rules of `xml-safety.ts` apply (no DTD declaring
 * anything, so no entity bombs or external entities; no forbidden characters; depth limited) and a malformed
 * file fails with `Malformed XML at line L, column C: …`.
 */

export interface XmlText {
  kind: 'text';
  /** Entities decoded, line ends normalised. */
  text: string;
}

export interface XmlCdata {
  kind: 'cdata';
  text: string;
}

export interface XmlElement {
  kind: 'element';
  /** The qualified name as written (`xliff:g`), its local part and namespace URI. */
  name: string;
  local: string;
  uri: string;
  /** By qualified name, values decoded. */
  attributes: ReadonlyMap<string, string>;
  /** Offsets in the text: `<` of the start tag, just after it, `<` of the end tag, just after it. */
  start: number;
  contentStart: number;
  contentEnd: number;
  end: number;
  children: XmlNode[];
}

export type XmlNode = XmlText | XmlCdata | XmlElement;

/** Shared by every element without attributes (most of a document's), which would otherwise each hold a Map. */
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

/**
 * The attributes of each element as a map; elements with one attribute written alike (Word's `w:t xml:space`,
 * `w:val` properties, a large share of a document's elements) share theirs, which no reader writes into.
 */
function attributeMaps(): (pairs: readonly string[]) => ReadonlyMap<string, string> {
  // By name, then value: no key string to make for each element (the scanner hands a repeated tag's strings again).
  const single = new Map<string, Map<string, ReadonlyMap<string, string>>>();
  return (pairs) => {
    if (pairs.length === 0) return NO_ATTRIBUTES;
    if (pairs.length === 2) {
      const [name, value] = pairs as [string, string];
      let byValue = single.get(name);
      if (!byValue) single.set(name, (byValue = new Map()));
      let attributes = byValue.get(value);
      if (!attributes) byValue.set(value, (attributes = new Map([[name, value]])));
      return attributes;
    }
    const attributes = new Map<string, string>();
    for (let i = 0; i < pairs.length; i += 2) attributes.set(pairs[i]!, pairs[i + 1]!);
    return attributes;
  };
}

/** Shared by every element without children until its first: a document's many empty elements hold no array. */
const NO_CHILDREN: XmlNode[] = Object.freeze([]) as unknown as XmlNode[];

/**
 * How `readXmlTree` reads a large document without holding all of it: the children of a streamed element are not
 * kept in the tree but handed over one by one, each as it ends with its subtree, and then forgotten (a document's
 * body, whose paragraphs a reader turns into its own records as they come). A streamed element's text is dropped.
 */
export interface StreamedChildren {
  /**
   * Whether the element just started (its attributes read, no children yet) streams its children; asked of every
   * element in the tree and of every child of a streamed element (`streamedParent`), never inside a child handed
   * over. A streamed child of a streamed element is handed over no more than its text: its children are.
   */
  streams(element: XmlElement, streamedParent: boolean): boolean;
  /** A child of a streamed element, complete; `root` is the tree as read so far, `text` the whole document's. */
  child(element: XmlElement, root: XmlElement, text: string): void;
}

/**
 * The document element of `text` (which may start with a byte-order mark), with positions; the children of the
 * elements `streamed` names are handed over instead of kept.
 */
export function readXmlTree(text: string, streamed?: StreamedChildren): XmlElement {
  const scanner = new XmlScanner();
  const attributesOf = attributeMaps();
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  // The streamed elements open are the innermost ones, but for the child being handed over, read `childDepth` deep.
  let streamedOpen = 0;
  let childDepth = 0;
  const inStreamed = () => streamedOpen > 0 && childDepth === 0;
  const append = (node: XmlNode) => {
    const parent = open.at(-1);
    if (!parent || inStreamed()) return;
    if (parent.children === NO_CHILDREN) parent.children = [node];
    else parent.children.push(node);
  };
  scanner.on('opentag', (tag) => {
    // The position is just after the start tag; a start tag holds no '<' (attribute values may not).
    const contentStart = scanner.position;
    const element: XmlElement = {
      kind: 'element',
      name: tag.name,
      local: tag.local,
      uri: tag.uri,
      attributes: attributesOf(attributeList(tag)),
      start: text.lastIndexOf('<', contentStart - 1),
      contentStart,
      contentEnd: contentStart,
      end: contentStart,
      children: NO_CHILDREN,
    };
    const streamedParent = inStreamed();
    append(element);
    root ??= element;
    open.push(element);
    if (childDepth > 0) childDepth++;
    else if (streamed?.streams(element, streamedParent)) streamedOpen++;
    else if (streamedParent) childDepth = 1;
  });
  scanner.on('closetag', () => {
    const element = open.pop()!;
    element.end = scanner.position;
    // A self-closing element ends where its content would start.
    element.contentEnd = element.end === element.contentStart ? element.end : text.lastIndexOf('</', element.end - 1);
    if (childDepth > 0) {
      if (--childDepth === 0) streamed!.child(element, root!, text);
    } else if (streamedOpen > 0) streamedOpen--;
  });
  scanner.on('text', (value) => {
    const last = open.at(-1)?.children.at(-1);
    if (last?.kind === 'text') last.text += value;
    else append({ kind: 'text', text: value });
  });
  scanner.on('cdata', (value) => append({ kind: 'cdata', text: value }));
  scanner.write(text);
  scanner.close();
  return root!;
}

/**
 * The refusal of a well-formed file whose `element` is not what its format has there (`fileKind`: ".resx"),
 * naming the element's line and column as a malformed file's message does.
 */
export function misplacedElement(text: string, element: XmlElement, fileKind: string, problem: string): FormatError {
  const { line, column } = lineAndColumn(text, element.start);
  return new FormatError(`Malformed ${fileKind} file at line ${line}, column ${column}: ${problem}`);
}

/** The child elements of `element`. */
export const childElements = (element: XmlElement): XmlElement[] =>
  element.children.filter((child): child is XmlElement => child.kind === 'element');

/** The elements named `local` under `root`, in document order of the outermost: none inside another is looked for. */
export function outermostElements(root: XmlElement, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (element: XmlElement) => {
    for (const child of childElements(element)) {
      if (child.local === local) found.push(child);
      else walk(child);
    }
  };
  walk(root);
  return found;
}

/** The text of an element and its descendants, CDATA included. */
export function textContent(node: XmlNode): string {
  if (node.kind !== 'element') return node.text;
  return node.children.map(textContent).join('');
}

/**
 * The comment written just before `element` (only whitespace between them), trimmed; null when there is none.
 * `from` is where the text before it starts (the previous sibling's end or the parent's content start).
 */
export function commentBefore(text: string, from: number, element: XmlElement): string | null {
  const before = text.slice(from, element.start);
  const comment = /<!--((?:(?!-->)[\s\S])*)-->\s*$/.exec(before);
  return comment ? comment[1]!.trim() || null : null;
}

/** The whitespace before `element` back to the previous markup or text (its line break and indentation). */
export function whitespaceBefore(text: string, element: XmlElement): string {
  let start = element.start;
  while (start > 0 && /\s/.test(text[start - 1]!)) start--;
  return text.slice(start, element.start);
}

/** The whitespace just before an element on its line (its indentation), for elements written beside it. */
export function indentationOf(text: string, element: XmlElement): string {
  return /[ \t]*$/.exec(text.slice(text.lastIndexOf('\n', element.start - 1) + 1, element.start))![0];
}
