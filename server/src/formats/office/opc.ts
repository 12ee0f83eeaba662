import { decodeFile, encodeFile, type TextEncoding } from '../text-units.ts';
import { FormatError, isFormatError } from '../terms.ts';
import { readXmlTree, type StreamedChildren, type XmlElement } from '../xml-tree.ts';
import type { ZipPackage } from './zip-package.ts';

/**
 * The Open Packaging Conventions over a ZIP package (ECMA-376 part 2), as the Office Open XML formats use them:
 * parts named by absolute paths, found through the relationships (`_rels/.rels` for the package,
 * `dir/_rels/name.rels` for a part), each relationship a type URI and a target relative to its source part.
 * XML parts are read through `xml-tree.ts`, so the XML safety rules apply to every part; a part that is not
 * well-formed refuses the file naming the part.
 */

export interface Relationship {
  id: string;
  /** The type URI's last segment (`officeDocument`, `header`, `footnotes`). */
  type: string;
  /** The target part's name (no leading `/`); null for an external target (a hyperlink's URL). */
  part: string | null;
}

/** An XML part as text (its encoding kept for writing it back) and its tree with offsets (where read whole). */
export interface XmlPart {
  name: string;
  text: string;
  encoding: TextEncoding;
  root: XmlElement;
}

/** The part `name`; the children of the elements `streamed` names are handed over as read, not kept in its tree. */
export async function readXmlPart(zip: ZipPackage, name: string, streamed?: StreamedChildren): Promise<XmlPart> {
  const bytes = await zip.read(name);
  try {
    const { text, encoding } = await decodeFile(bytes);
    return { name, text, encoding, root: readXmlTree(text, streamed) };
  } catch (error) {
    if (isFormatError(error)) throw new FormatError(`The part ${name} is not well-formed: ${error.message}`);
    throw error;
  }
}

/** A part's text as bytes in the encoding it was read in. */
export const partBytes = (part: XmlPart, text: string): Buffer => encodeFile(text, part.encoding);

/**
 * A part's text, given as the pieces it is written in, as bytes in the encoding it was read in. UTF-8 is written
 * piece by piece into one buffer: joining a large part's tens of thousands of pieces into a string, then encoding
 * that, costs several times as much. Pieces split no character (each is markup or a paragraph's whole content).
 */
export function partBytesOf(part: XmlPart, pieces: readonly string[]): Buffer {
  if (part.encoding !== 'utf-8') return partBytes(part, pieces.join(''));
  let length = 0;
  for (const piece of pieces) length += piece.length;
  // What the text takes in ASCII; grown where other characters take more.
  let bytes: Buffer = Buffer.allocUnsafe(length);
  let written = 0;
  for (const piece of pieces) {
    const room = bytes.length - written;
    // A UTF-16 unit takes at most three bytes: only a piece that may not fit is measured.
    if (room < 3 * piece.length) {
      const needed = Buffer.byteLength(piece);
      if (room < needed) bytes = grown(bytes, written, written + needed);
    }
    written += bytes.write(piece, written);
  }
  return bytes.subarray(0, written);
}

/** `bytes`' first `used` bytes in a buffer of at least `size` bytes (twice as many as before, at least). */
function grown(bytes: Buffer, used: number, size: number): Buffer {
  const larger = Buffer.allocUnsafe(Math.max(size, 2 * bytes.length));
  bytes.copy(larger, 0, 0, used);
  return larger;
}

/** The name of the relationships part of `partName` ('' for the package's own). */
function relationshipsPartOf(partName: string): string {
  const slash = partName.lastIndexOf('/');
  return `${partName.slice(0, slash + 1)}_rels/${partName.slice(slash + 1)}.rels`;
}

/** `target` (relative to the folder of `source`, or absolute) as a part name. */
function resolvePart(source: string, target: string): string {
  const folders = target.startsWith('/') ? [] : source.split('/').slice(0, -1);
  for (const segment of target.replace(/^\//, '').split('/')) {
    if (segment === '..') folders.pop();
    else if (segment !== '.' && segment !== '') folders.push(segment);
  }
  const name = folders.join('/');
  try {
    return decodeURI(name);
  } catch {
    return name; // a "%" that starts no escape is the name's own character
  }
}

/** The relationships of a part (`''` for the package), in their order; none when it has no relationships part. */
export async function relationshipsOf(zip: ZipPackage, partName: string): Promise<Relationship[]> {
  const name = relationshipsPartOf(partName);
  if (!zip.has(name)) return [];
  const { root } = await readXmlPart(zip, name);
  return root.children.flatMap((node) => {
    if (node.kind !== 'element' || node.local !== 'Relationship') return [];
    const target = node.attributes.get('Target') ?? '';
    const external = node.attributes.get('TargetMode') === 'External';
    return [
      {
        id: node.attributes.get('Id') ?? '',
        type: (node.attributes.get('Type') ?? '').split('/').at(-1)!,
        part: external ? null : resolvePart(partName, target),
      },
    ];
  });
}
