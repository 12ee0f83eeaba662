import {
  renderTokens,
  textDocumentFormat,
  UNTRANSLATED,
  wholeLines,
  withPlaceholders,
  type TextUnit,
} from '../text-units.ts';
import { escapeXmlText } from '../xml-escape.ts';
import { childElements, misplacedElement, readXmlTree, textContent, type XmlElement } from '../xml-tree.ts';

/**
 * .NET resource files (`.resx`): each string `<data name="…"><value>` is a segment keyed by its name, its
 * `<comment>` the note. Entries with a `type` or `mimetype` attribute (images, sizes, serialised objects) and
 * the Windows Forms designer's `>>` entries (control names, parents, z-order) are not text to translate and
 * stay as they are, as do the `resheader`s and the schema. Read with the project's XML reader (`xml-tree.ts`,
 * so `xml-safety.ts` applies) and written back by replacing the content of translated `<value>`s only.
 */

/** .NET composite format items (`{0}`, `{1,-10}`, `{0:N2}`) and the escaped braces `{{` `}}`. */
const FORMAT_ITEMS = /\{\{|\}\}|\{\d+(?:\s*,\s*-?\d+)?(?::[^{}]*)?\}/g;

interface ResxUnit extends TextUnit {
  /** The file's line end, for line breaks in a translation. */
  lineEnd: string;
}

/** XML text with the file's own line ends. */
const escapeResxText = (text: string, lineEnd: string) => escapeXmlText(text).replace(/\n/g, lineEnd);

function isTextEntry(data: XmlElement): boolean {
  const name = data.attributes.get('name') ?? '';
  return name !== '' && !name.startsWith('>>') && !data.attributes.has('type') && !data.attributes.has('mimetype');
}

function unitOf(file: string, data: XmlElement, lineEnd: string): ResxUnit | null {
  const children = childElements(data);
  const value = children.find((child) => child.local === 'value');
  if (!value) return null;
  const text = textContent(value);
  // An empty value has nothing to translate.
  if (text.trim() === '') return null;
  const comment = children.find((child) => child.local === 'comment');
  const { source, codes } = withPlaceholders(text, FORMAT_ITEMS);
  return {
    ...UNTRANSLATED,
    unitId: data.attributes.get('name')!,
    segmentId: null,
    source,
    codes,
    note: comment ? textContent(comment).trim() || null : null,
    start: value.contentStart,
    end: value.contentEnd,
    entrySpan: wholeLines(file, data.start, data.end),
    lineEnd,
  };
}

function extractResx(text: string): ResxUnit[] {
  const root = readXmlTree(text);
  if (root.local !== 'root')
    throw misplacedElement(text, root, '.resx', `the root element is <${root.name}>, not <root>`);
  const lineEnd = text.includes('\r\n') ? '\r\n' : '\n';
  return childElements(root)
    .filter((child) => child.local === 'data' && isTextEntry(child))
    .flatMap((data) => unitOf(text, data, lineEnd) ?? []);
}

export const resxFormat = textDocumentFormat<ResxUnit>({
  type: 'RESX',
  extensions: ['.resx'],
  mediaType: 'application/xml',
  monolingual: true,
  sameSegmentsForEveryTarget: true,
  // .NET finds a culture's resources by name: Strings.resx's German ones are Strings.de.resx.
  targetFileName: (fileName, target) => fileName.replace(/(\.resx)$/i, `.${target}$1`),
  looksLike: (head) => /<root[\s>]/.test(head),
  extract: (text) => ({ units: extractResx(text), stated: {} }),
  render: (unit, target) => renderTokens(target, unit.codes, (text) => escapeResxText(text, unit.lineEnd)),
  needs: () => ['source', 'target'],
});
