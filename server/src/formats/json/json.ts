import {
  createScanner,
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
  type SyntaxKind,
} from 'jsonc-parser';
import { FormatError } from '../terms.ts';
import { icuUnits, readIcu, type Apostrophes } from '../icu.ts';
import { inCldrOrder, pluralCategoriesOf } from '../plural-categories.ts';
import {
  lineAndColumn,
  renderLiteral,
  textDocumentFormat,
  UNTRANSLATED,
  unitStartsWithin,
  withPlaceholders,
  withTags,
  type Splice,
  type TextUnit,
} from '../text-units.ts';

/**
 * JSON resource files (flat or nested objects, arrays), as i18next, react-intl, Angular and most web apps keep
 * their strings: every string value is a segment keyed by its path (`menu.file.open`, `steps.0`). Read with
 * `jsonc-parser`'s `parseTree`, which gives each value's offset, and written by replacing the content between a
 * translated value's quotes: key order, indentation and escapes of every other value stay as they were.
 */

/**
 * Placeholders of the common JSON message syntaxes: i18next `{{var}}` and `$t(key)`, ICU/react-intl `{name}` and
 * `{0}` (a whole argument without nested braces), printf `%s`, `%1$d`, `%@` (without the space flag, so that "100% done" stays text),
 * and markup tags (react-i18next's `Trans` components `<bold>`, `<1>`, `<br />`).
 */
const PLACEHOLDERS = withTags(
  /\{\{[^{}"\\]+\}\}|\$t\([^()"\\]+\)|\{[^{}"\\\s]+(?:,[^{}"\\]*)?\}|%(?:\d+\$)?[-+#0]*\d*(?:\.\d+)?(?:ll|l|h)?[sdifuxXeEgGc@]/g,
);

/** JSON text as the content of a string literal: what `JSON.stringify` escapes, without the quotes. */
export const escapeJsonString = (text: string) => JSON.stringify(text).slice(1, -1);

/** Deeper than this, a file is refused before it is parsed: resource files nest a few levels, never dozens. */
const MAX_DEPTH = 64;
/**
 * The tokens of jsonc-parser's `SyntaxKind` that nesting counts, by the values its typings declare: a const enum,
 * which code compiled file by file (`verbatimModuleSyntax`) cannot read by name.
 */
const OPEN_BRACE = 1 as SyntaxKind;
const CLOSE_BRACE = 2 as SyntaxKind;
const OPEN_BRACKET = 3 as SyntaxKind;
const CLOSE_BRACKET = 4 as SyntaxKind;
const END = 17 as SyntaxKind;

/**
 * Refuses JSON nested deeper than `MAX_DEPTH` at its first object or array too deep, before `parseTree` (which
 * recurses: 10,000 levels overflow its stack) sees it. Its scanner reads tokens without recursing.
 */
function refuseDeepNesting(json: string, text: string): void {
  const scanner = createScanner(json);
  let depth = 0;
  for (let token = scanner.scan(); token !== END; token = scanner.scan()) {
    if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      if (++depth <= MAX_DEPTH) continue;
      const { line, column } = lineAndColumn(text, scanner.getTokenOffset());
      throw new FormatError(
        `Malformed JSON at line ${line}, column ${column}: the file is nested more than ${MAX_DEPTH} levels deep`,
      );
    }
    if (token === CLOSE_BRACE || token === CLOSE_BRACKET) depth--;
  }
}

export function parseJson(text: string): Node {
  const errors: ParseError[] = [];
  // A byte-order mark read as the whitespace it stands in for: offsets stay those of the file's text.
  const json = text.startsWith('\uFEFF') ? ` ${text.slice(1)}` : text;
  refuseDeepNesting(json, text);
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

/** What the reader needs besides a node: the file's text (for the spans plural groups rewrite) and the target language. */
export interface JsonFile {
  text: string;
  target: string | undefined;
}

export interface JsonProperty {
  node: Node;
  key: string;
  value: Node;
}

export const end = (node: Node) => node.offset + node.length;

/** An object's properties with their key and value. */
export const propertiesOf = (object: Node): JsonProperty[] =>
  (object.children ?? []).flatMap((property): JsonProperty[] => {
    const [key, value] = property.children ?? [];
    return key && value ? [{ node: property, key: String(key.value), value }] : [];
  });

/** What a JSON-based format says of a string besides its value: its placeholders' rule, its note and context. */
export interface StringRules {
  placeholders: RegExp;
  /** How apostrophes in ICU messages read; ICU's quoting unless the format says otherwise. */
  apostrophes?: Apostrophes;
  note?: string | null;
  context?: string | null;
  /** Most characters the message may have, in each plural or select case. */
  maxWidth?: number | null;
}

/**
 * A string value: a segment, or the forms of an ICU message. A length limit goes to each form of a plural (each a
 * whole sentence); a message read as one form with its selects as codes holds every case, so it takes none.
 */
export function stringUnits(node: Node, unitId: string, file: JsonFile, rules: StringRules): TextUnit[] {
  const value = getNodeValue(node) as string;
  // An empty string has nothing to translate.
  if (value.trim() === '') return [];
  const span = { start: node.offset + 1, end: end(node) - 1 };
  const unit = { ...UNTRANSLATED, unitId, note: rules.note ?? null, context: rules.context ?? null };
  const maxWidth = rules.maxWidth ?? null;
  const message = readIcu(value, file.target, rules.apostrophes);
  if (message) {
    const casesApart = message.forms.some((form) => form.key !== null);
    return icuUnits(message, { ...unit, maxWidth: casesApart ? maxWidth : null }, span, escapeJsonString);
  }
  return [{ ...unit, maxWidth, ...span, segmentId: null, ...withPlaceholders(value, rules.placeholders) }];
}

function collect(node: Node, path: string[], units: TextUnit[], file: JsonFile): void {
  if (node.type === 'object') {
    const properties = propertiesOf(node);
    const groups = pluralGroups(properties);
    for (const property of properties) {
      const group = groups.get(property);
      if (!group) collect(property.value, [...path, property.key], units, file);
      else if (group.first === property) units.push(...pluralUnits(group, properties, path, file));
    }
  } else if (node.type === 'array') {
    node.children?.forEach((item, index) => collect(item, [...path, String(index)], units, file));
  } else if (node.type === 'string') {
    units.push(...stringUnits(node, path.join('.'), file, { placeholders: PLACEHOLDERS }));
  }
}

/** i18next's plural keys: `key_one`, `key_other` …, and `key_ordinal_one` … for ordinals. */
const PLURAL_KEY = /^(.+?)(_ordinal)?_(zero|one|two|few|many|other)$/;

interface PluralGroup {
  base: string;
  ordinal: boolean;
  members: Map<string, JsonProperty>;
  first: JsonProperty;
}

/** The i18next plural groups of an object (string values keyed `base_category`, `base_other` among them), by member. */
function pluralGroups(properties: readonly JsonProperty[]): Map<JsonProperty, PluralGroup> {
  const byBase = new Map<string, PluralGroup>();
  for (const property of properties) {
    const match = PLURAL_KEY.exec(property.key);
    if (!match || property.value.type !== 'string') continue;
    const [, base, ordinal, category] = match;
    const id = `${base}${ordinal ?? ''}`;
    const group = byBase.get(id) ?? { base: base!, ordinal: !!ordinal, members: new Map(), first: property };
    if (!group.members.has(category!)) group.members.set(category!, property);
    byBase.set(id, group);
  }
  const byMember = new Map<JsonProperty, PluralGroup>();
  for (const group of byBase.values())
    if (group.members.has('other')) for (const member of group.members.values()) byMember.set(member, group);
  return byMember;
}

/**
 * One unit per plural category of the target language, keyed as i18next names it (`items_few`); a category the
 * source lacks starts from its `other` form. i18next reads a `_zero` key for a count of 0 in any language, so
 * one the source has is kept. Written back with the target language's keys in place of the source's group.
 */
function pluralUnits(group: PluralGroup, properties: readonly JsonProperty[], path: string[], file: JsonFile) {
  const type = group.ordinal ? 'ordinal' : 'cardinal';
  const present = [...group.members.keys()];
  const categories = inCldrOrder([
    ...pluralCategoriesOf(file.target, type, present),
    ...(group.members.has('zero') ? ['zero'] : []),
  ]);
  const keyOf = (category: string) => `${group.base}${group.ordinal ? '_ordinal' : ''}_${category}`;
  const memberOf = (category: string) => group.members.get(category) ?? group.members.get('other')!;
  const sameKeys = categories.length === present.length && categories.every((c) => group.members.has(c));
  const writing = { splices: writePlurals };
  const units = categories.map((category): TextUnit => {
    const value = memberOf(category).value;
    return {
      unitId: [...path, keyOf(category)].join('.'),
      segmentId: category,
      ...withPlaceholders(getNodeValue(value) as string, PLACEHOLDERS),
      ...UNTRANSLATED,
      start: value.offset + 1,
      end: end(value) - 1,
      group: writing,
    };
  });

  function writePlurals(targets: ReadonlyMap<TextUnit, string>): Splice[] {
    const rendered = new Map(
      [...targets].map(([unit, target]) => [unit.segmentId, renderLiteral(target, unit.codes, escapeJsonString)]),
    );
    if (sameKeys)
      return [...targets.keys()].map((unit) => ({
        start: unit.start,
        end: unit.end,
        text: rendered.get(unit.segmentId)!,
      }));
    const first = group.first;
    const colon = file.text.slice(end(first.node.children![0]!), first.value.offset);
    const before = /\s*$/.exec(file.text.slice(0, first.node.offset))![0];
    const separator = before.includes('\n') ? `,${before}` : ', ';
    const written = categories.map((category) => {
      const value = memberOf(category).value;
      const text = rendered.get(category) ?? file.text.slice(value.offset + 1, end(value) - 1);
      return `${JSON.stringify(keyOf(category))}${colon}"${text}"`;
    });
    const removed = [...group.members.values()]
      .filter((member) => member !== first)
      .map((member) => ({
        start: end(properties[properties.indexOf(member) - 1]!.node),
        end: end(member.node),
        text: '',
      }));
    return [{ start: first.node.offset, end: end(first.node), text: written.join(separator) }, ...removed];
  }
  return units;
}

/**
 * The splices that leave out of a JSON file every property holding no written unit (and those that go with one,
 * `companionOf`): a string whose units are all
 * untranslated, an object or array left with none, and an i18next plural group none of whose forms is written (one
 * that is, the merge writes whole). A property holding no text (a number, an empty string) goes with its object, and
 * stays with it. Arrays are kept or left out whole: their items' places are their keys. The separators around a left
 * out run go with it, so the file stays well-formed and every other byte stays as it was; a root left with nothing is
 * `{}`.
 */
export function leaveOutUntranslated(
  text: string,
  units: readonly TextUnit[],
  written: ReadonlySet<TextUnit>,
  /** The key of the property one goes and stays with (ARB's `@key` metadata with its message `key`), if any. */
  companionOf: (key: string) => string | undefined = () => undefined,
) {
  const root = parseJson(text);
  const writtenWithin = unitStartsWithin(units.filter((unit) => written.has(unit)));
  const textWithin = unitStartsWithin(units);
  const holdsWritten = (node: Node) => writtenWithin(node.offset, end(node));
  const holdsText = (node: Node) => textWithin(node.offset, end(node));
  const splices: Splice[] = [];
  const visitObject = (object: Node) => {
    const properties = propertiesOf(object);
    const groups = pluralGroups(properties);
    const keeps = (property: JsonProperty) => {
      const group = groups.get(property);
      if (group) return [...group.members.values()].some((member) => holdsWritten(member.value));
      return holdsWritten(property.value) || !holdsText(property.value);
    };
    const kept = properties.map((property) => {
      const companionKey = companionOf(property.key);
      const companion = companionKey === undefined ? undefined : properties.find((p) => p.key === companionKey);
      return keeps(companion ?? property);
    });
    for (let first = 0; first < properties.length; first++) {
      if (kept[first]) {
        if (properties[first]!.value.type === 'object') visitObject(properties[first]!.value);
        continue;
      }
      let last = first;
      while (last + 1 < properties.length && !kept[last + 1]) last++;
      if (first > 0)
        splices.push({ start: end(properties[first - 1]!.node), end: end(properties[last]!.node), text: '' });
      else splices.push({ start: properties[0]!.node.offset, end: properties[last + 1]!.node.offset, text: '' });
      first = last;
    }
  };
  if (!holdsWritten(root)) return [{ start: root.offset + 1, end: end(root) - 1, text: '' }];
  if (root.type === 'object') visitObject(root);
  return splices;
}

export const jsonFormat = textDocumentFormat({
  type: 'JSON',
  extensions: ['.json'],
  // 2: i18next plural keys are one segment per plural category of the target language. 3: an ICU message's syntax
  // is one code per piece between places text could stand (icu.ts), not one per run between its text.
  readerVersion: 3,
  mediaType: 'application/json',
  monolingual: true,
  looksLike: (head) => /^\uFEFF?\s*[{[]/.test(head),
  extract(text, languages) {
    const units: TextUnit[] = [];
    collect(parseJson(text), [], units, { text, target: languages.target });
    return { units, stated: {} };
  },
  render: (unit, target) => renderLiteral(target, unit.codes, escapeJsonString),
  leaveOut: leaveOutUntranslated,
  needs: () => ['source', 'target'],
});
