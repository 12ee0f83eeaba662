import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { FormatError } from '../terms.ts';
import { lineAndColumn, renderTokens, textDocumentFormat, withPlaceholders, type TextUnit } from '../text-units.ts';

/**
 * JSON resource files (flat or nested objects, arrays), as i18next, react-intl, Angular and most web apps keep
 * their strings: every string value is a segment keyed by its path (`menu.file.open`, `steps.0`). Read with
 * `jsonc-parser`'s `parseTree`, which gives each value's offset, and written by replacing the content between a
 * translated value's quotes: key order, indentation and escapes of every other value stay as they were.
 */

/**
 * Placeholders of the common JSON message syntaxes: i18next `{{var}}` and `$t(key)`, ICU/react-intl `{name}` and
 * `{0}` (a whole argument without nested braces), printf `%s`, `%1$d`, `%@` (without the space flag, so that "100% done" stays text).
 */
const PLACEHOLDERS =
  /\{\{[^{}"\\]+\}\}|\$t\([^()"\\]+\)|\{[^{}"\\\s]+(?:,[^{}"\\]*)?\}|%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?(?:ll|l|h)?[sdifuxXeEgGc@]/g;

/** JSON text as the content of a string literal: what `JSON.stringify` escapes, without the quotes. */
const escapeJsonString = (text: string) => JSON.stringify(text).slice(1, -1);

export function parseJson(text: string): Node {
  const errors: ParseError[] = [];
  // A byte-order mark read as the whitespace it stands in for: offsets stay those of the file's text.
  const json = text.startsWith('\uFEFF') ? ` ${text.slice(1)}` : text;
  const root = parseTree(json, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first || !root) {
    const { line, column } = lineAndColumn(text, first?.offset ?? 0);
    const problem = first ? printParseErrorCode(first.error) : 'the file is empty';
    throw new FormatError(`Malformed JSON at line ${line}, column ${column}: ${problem}`);
  }
  if (root.type !== 'object' && root.type !== 'array')
    throw new FormatError('A JSON resource file holds an object (or an array) of strings, not a single value');
  return root;
}

function collect(node: Node, path: string[], units: TextUnit[]): void {
  if (node.type === 'object') {
    for (const property of node.children ?? []) {
      const [key, value] = property.children ?? [];
      if (key && value) collect(value, [...path, String(key.value)], units);
    }
  } else if (node.type === 'array') {
    node.children?.forEach((item, index) => collect(item, [...path, String(index)], units));
  } else if (node.type === 'string') {
    const value = getNodeValue(node) as string;
    // An empty string has nothing to translate.
    if (value.trim() === '') return;
    const { source, codes } = withPlaceholders(value, PLACEHOLDERS);
    units.push({
      unitId: path.join('.'),
      segmentId: null,
      source,
      target: '',
      codes,
      approved: false,
      locked: false,
      note: null,
      context: null,
      start: node.offset + 1,
      end: node.offset + node.length - 1,
    });
  }
}

export const jsonFormat = textDocumentFormat({
  type: 'JSON',
  extensions: ['.json'],
  mediaType: 'application/json',
  monolingual: true,
  looksLike: (head) => /^\uFEFF?\s*[{[]/.test(head),
  extract(text) {
    const units: TextUnit[] = [];
    collect(parseJson(text), [], units);
    return { units, stated: {} };
  },
  render: (unit, target) => renderTokens(target, unit.codes, escapeJsonString),
  needs: () => ['source', 'target'],
});
