import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parse,
  parseDocument,
  type Document,
  type Node,
  type Scalar,
  type YAMLMap,
} from 'yaml';
import { FormatError } from '../terms.ts';
import { inCldrOrder, isPluralCategory, pluralCategoriesOf } from '../plural-categories.ts';
import {
  lineAndColumn,
  renderTokens,
  textDocumentFormat,
  UNTRANSLATED,
  unitSplices,
  unitStartsWithin,
  wholeLines,
  withPlaceholders,
  withTags,
  anyOf,
  type Splice,
  type TextFormatRules,
  type TextUnit,
} from '../text-units.ts';

/**
 * YAML locale files, as Rails (and Symfony, Hugo …) keep their strings: every string scalar a segment keyed by its
 * path; in a Rails file whose one root key is a locale (`en:`), that key is the source language, left out of the
 * paths, and a translated file names the target language there. A map of plural categories (`one:`, `other:`) is
 * one segment per category of the target language, written back with that language's keys. Read with the `yaml`
 * package's Document API, whose nodes give their offsets, and written by replacing the translated scalars in
 * place (in the style they had where it can hold the translation): comments, anchors, key order and every other
 * scalar's style stay as they were. The document is never re-serialised.
 */

/** Rails' `%{name}` interpolations, Ruby's `%<name>s` format references and markup tags. */
const INTERPOLATIONS = /%\{[^{}\s]+\}|%<\w+>[-+ 0#]*\d*(?:\.\d+)?[a-zA-Z]/g;
const PLACEHOLDERS = withTags(INTERPOLATIONS);
/**
 * The keys of Rails' locale files whose values Rails formats itself: `time.formats.*` and `date.formats.*` with
 * strftime, `number.*.format` (and `negative_format`, `storage_units.format`) with its number helpers.
 */
const RAILS_FORMAT_KEY = /^(?:(?:time|date)\.formats\.[^.]+|number\.(?:[^.]+\.)*[^.]*format)$/;
/** strftime directives (`%a`, `%-d`, `%:z`) and the number helpers' `%u` and `%n`: codes under those keys. */
const FORMAT_DIRECTIVES = anyOf(INTERPOLATIONS, /%[-_0^#:]*\d*[a-zA-Z%]/g);

/** Deeper than this, a file is refused before it is parsed: locale files nest a few levels, never dozens. */
const MAX_DEPTH = 64;
/** Nodes a document may stand for once its aliases are expanded (a few aliases can stand for billions). */
const MAX_EXPANDED_NODES = 1_000_000;

const LOCALE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

interface YamlUnit extends TextUnit {
  scalar: ScalarLayout;
}

/** How a scalar is written: its style, and for a block scalar the indentation of its lines. */
interface ScalarLayout {
  type: Scalar['type'];
  indent: string;
  lineEnd: string;
  /** Inside a flow collection (`[a, b]`, `{one: x}`), where a plain scalar cannot hold `,[]{}`. */
  flow: boolean;
}

const fail = (text: string, offset: number, problem: string): never => {
  const { line, column } = lineAndColumn(text, offset);
  throw new FormatError(`Malformed YAML at line ${line}, column ${column}: ${problem}`);
};

/**
 * Refuses a file nested deeper than `MAX_DEPTH` (block indentation and flow brackets together) at its first
 * line too deep, before the parser (which recurses) sees it.
 */
function refuseDeepNesting(text: string): void {
  const indents: number[] = [];
  let flow = 0;
  const tooDeep = (offset: number) => fail(text, offset, `the file is nested more than ${MAX_DEPTH} levels deep`);
  const lines = /[^\r\n]*/g;
  for (let match = lines.exec(text); match; match = lines.exec(text)) {
    if (match[0] === '') {
      lines.lastIndex++;
      if (lines.lastIndex > text.length) break;
      continue;
    }
    const line = match[0];
    const indent = line.length - line.trimStart().length;
    if (line.trim() !== '' && !line.trimStart().startsWith('#')) {
      while (indents.length > 0 && indents.at(-1)! >= indent) indents.pop();
      indents.push(indent);
    }
    let quote: string | null = null;
    for (let i = indent; i < line.length; i++) {
      const character = line[i]!;
      if (quote) {
        if (character === '\\' && quote === '"') i++;
        else if (character === quote) quote = null;
      } else if (character === '"' || character === "'") quote = character;
      else if (character === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
      else if (character === '[' || character === '{') {
        if (indents.length + ++flow > MAX_DEPTH) tooDeep(match.index + i);
      } else if ((character === ']' || character === '}') && flow > 0) flow--;
    }
    if (indents.length + flow > MAX_DEPTH) tooDeep(match.index);
  }
}

/**
 * Refuses a document whose aliases expand to more than `MAX_EXPANDED_NODES` nodes (an alias bomb), or that
 * refers to itself, at the alias where it happens. Counted once per node, so the check itself stays linear.
 */
function refuseAliasBombs(text: string, root: Node | null): void {
  const anchors = new Map<string, Node>();
  const sizes = new Map<Node, number>();
  const open = new Set<Node>();
  let total = 0;
  const size = (node: unknown): number => {
    if (!node || typeof node !== 'object') return 0;
    if (isAlias(node)) {
      const target = anchors.get(node.source);
      if (!target) return fail(text, node.range?.[0] ?? 0, `the alias *${node.source} names no anchor before it`);
      if (open.has(target)) return fail(text, node.range?.[0] ?? 0, `the alias *${node.source} refers to itself`);
      const expanded = sizes.get(target) ?? 0;
      total += expanded;
      if (total > MAX_EXPANDED_NODES)
        fail(text, node.range?.[0] ?? 0, 'its aliases expand to more than a million nodes (an alias bomb)');
      return expanded;
    }
    const yamlNode = node as Node;
    if (yamlNode.anchor) anchors.set(yamlNode.anchor, yamlNode);
    open.add(yamlNode);
    let own = 1;
    total++;
    if (isMap(yamlNode)) for (const pair of yamlNode.items) own += size(pair.key) + size(pair.value);
    else if (isSeq(yamlNode)) for (const item of yamlNode.items) own += size(item);
    open.delete(yamlNode);
    sizes.set(yamlNode, own);
    return own;
  };
  size(root);
}

function parseYaml(text: string): Document.Parsed {
  refuseDeepNesting(text);
  const document = parseDocument(text, { uniqueKeys: false });
  const [error] = document.errors;
  if (error) {
    const problem = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    fail(text, error.pos[0], problem);
  }
  refuseAliasBombs(text, document.contents);
  return document;
}

const lineEndOf = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');

/** The indentation of the line the offset is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = Math.max(text.lastIndexOf('\n', offset - 1) + 1, 0);
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** The span a scalar's target replaces: a block scalar's content lines (its header and trailing blank lines stay). */
function scalarSpan(text: string, scalar: Scalar): { start: number; end: number; indent: string } {
  const [start, end] = scalar.range!;
  if (scalar.type !== 'BLOCK_LITERAL' && scalar.type !== 'BLOCK_FOLDED') return { start, end, indent: '' };
  const contentStart = text.indexOf('\n', start) + 1;
  const content = text.slice(contentStart, end).replace(/(?:\r?\n[ \t]*)+$/, '');
  const indent = /^[ \t]*/.exec(content)![0];
  return { start: contentStart + indent.length, end: contentStart + content.trimEnd().length, indent };
}

/** A plain scalar that YAML reads back as this very string (in a flow collection, without its indicators). */
function safePlain(value: string, flow: boolean): boolean {
  if (value === '' || value !== value.trim() || /[\n\r\t]/.test(value) || (flow && /[,[\]{}]/.test(value)))
    return false;
  try {
    return parse(value, { logLevel: 'silent' }) === value;
  } catch {
    return false;
  }
}

const doubleQuoted = (value: string) => JSON.stringify(value);

/** The value written as the scalar was: in its style where the style can hold it, else double-quoted. */
function writeScalar(value: string, layout: ScalarLayout): string {
  switch (layout.type) {
    case 'BLOCK_LITERAL':
    case 'BLOCK_FOLDED': {
      // A folded scalar reads one line break as a space: a break the translation has is a blank line.
      const lines = layout.type === 'BLOCK_FOLDED' ? value.split('\n').join('\n\n').split('\n') : value.split('\n');
      return lines.map((line, i) => (line === '' ? '' : (i === 0 ? '' : layout.indent) + line)).join(layout.lineEnd);
    }
    case 'QUOTE_SINGLE':
      return /[\n\r\t]/.test(value) ? doubleQuoted(value) : `'${value.replace(/'/g, "''")}'`;
    case 'PLAIN':
      return safePlain(value, layout.flow) ? value : doubleQuoted(value);
    default:
      return doubleQuoted(value);
  }
}

interface Walk {
  text: string;
  target: string | undefined;
  lineEnd: string;
  units: YamlUnit[];
}

function stringUnit(
  scalar: Scalar,
  path: string[],
  walk: Walk,
  flow: boolean,
  segmentId: string | null = null,
): YamlUnit | null {
  if (typeof scalar.value !== 'string' || scalar.value.trim() === '') return null;
  const block = scalar.type === 'BLOCK_LITERAL' || scalar.type === 'BLOCK_FOLDED';
  // A block scalar's last line break is its chomping's, not the text's.
  const value = block ? scalar.value.replace(/\n+$/, '') : scalar.value;
  const { start, end, indent } = scalarSpan(walk.text, scalar);
  return {
    ...UNTRANSLATED,
    unitId: path.join('.'),
    segmentId,
    ...withPlaceholders(value, RAILS_FORMAT_KEY.test(path.join('.')) ? FORMAT_DIRECTIVES : PLACEHOLDERS),
    start,
    end,
    scalar: { type: scalar.type, indent, lineEnd: walk.lineEnd, flow },
  };
}

function collect(node: unknown, path: string[], walk: Walk, flow = false): void {
  if (isMap(node)) {
    if (pluralMap(node)) {
      walk.units.push(...pluralUnits(node, path, walk));
      return;
    }
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : null;
      // Merge keys (`<<: *defaults`) and aliases bring in what their anchor's node already gave.
      if (key !== null && key !== '<<') collect(pair.value, [...path, key], walk, !!node.flow);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) => collect(item, [...path, String(index)], walk, !!node.flow));
  } else if (isScalar(node)) {
    const unit = stringUnit(node, path, walk, flow);
    if (unit) walk.units.push(unit);
  }
}

/** A map of plural forms: string values keyed by CLDR categories, `other` among them. */
function pluralMap(map: YAMLMap): boolean {
  const keys = map.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : ''));
  const strings = map.items.every((pair) => isScalar(pair.value) && typeof pair.value.value === 'string');
  return strings && keys.includes('other') && keys.every(isPluralCategory);
}

/**
 * One unit per category of the target language (a missing one starting from the source's `other`; a `zero` the
 * source has is kept, as Rails reads it for a count of 0 in any language), written back as a map with that
 * language's keys in place of the source's.
 */
function pluralUnits(map: YAMLMap, path: string[], walk: Walk): YamlUnit[] {
  const members = new Map(map.items.map((pair) => [String((pair.key as Scalar).value), pair.value as Scalar]));
  const categories = inCldrOrder([
    ...pluralCategoriesOf(walk.target, 'cardinal', members.keys()),
    ...(members.has('zero') ? ['zero'] : []),
  ]);
  const memberOf = (category: string) => members.get(category) ?? members.get('other')!;
  const sameKeys = categories.length === members.size && categories.every((c) => members.has(c));
  const units = categories.map((category) =>
    stringUnit(memberOf(category), [...path, category], walk, !!map.flow, category)!,
  );
  const group = {
    splices(targets: ReadonlyMap<TextUnit, string>): Splice[] {
      const written = new Map(
        [...targets].map(([unit, target]) => [
          unit,
          writeScalar(renderTokens(target, unit.codes, same), (unit as YamlUnit).scalar),
        ]),
      );
      if (sameKeys) return [...written].map(([unit, text]) => ({ start: unit.start, end: unit.end, text }));
      const first = map.items[0]!.key as Scalar;
      const last = map.items.at(-1)!.value as Scalar;
      const separator = map.flow ? ', ' : walk.lineEnd + indentAt(walk.text, first.range![0]);
      const pairs = units.map((unit, i) => {
        const member = memberOf(categories[i]!);
        const text = written.get(unit) ?? walk.text.slice(member.range![0], member.range![1]);
        return `${categories[i]}: ${text}`;
      });
      return [{ start: first.range![0], end: last.range![1], text: pairs.join(separator) }];
    },
  };
  for (const unit of units) unit.group = group;
  return units;
}

const same = (text: string) => text;

/** The root key of a Rails locale file (`en:` holding everything), if the file is one. */
function localeRoot(document: Document.Parsed): { key: Scalar; body: unknown } | null {
  const root = document.contents;
  if (!isMap(root) || root.items.length !== 1) return null;
  const [pair] = root.items;
  if (!pair || !isScalar(pair.key) || !isMap(pair.value)) return null;
  return LOCALE.test(String(pair.key.value)) ? { key: pair.key, body: pair.value } : null;
}

/** Whether a node or one inside it is an anchor some alias may name: leaving it out would break the alias. */
function holdsAnchor(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if ((node as { anchor?: string }).anchor) return true;
  if (isMap(node)) return node.items.some((pair) => holdsAnchor(pair.key) || holdsAnchor(pair.value));
  if (isSeq(node)) return node.items.some(holdsAnchor);
  return false;
}

/**
 * Leaves out of a block mapping, line and all, each pair holding no written unit (a string whose units are all
 * untranslated, a map left with none, a plural map none of whose forms is written), keeping pairs that hold no
 * text, anchors, flow collections and sequences whole. A Rails file's locale key stays.
 */
function leaveOutUntranslated(text: string, units: readonly YamlUnit[], written: ReadonlySet<YamlUnit>): Splice[] {
  const document = parseYaml(text);
  const writtenWithin = unitStartsWithin(units.filter((unit) => written.has(unit)));
  const textWithin = unitStartsWithin(units);
  const spanOf = (node: Node) => [node.range![0], node.range![1]] as const;
  const splices: Splice[] = [];
  const visit = (map: YAMLMap) => {
    if (map.flow || pluralMap(map)) return;
    for (const pair of map.items) {
      const value = pair.value as Node | null;
      if (!value || !isScalar(pair.key) || holdsAnchor(pair.key) || holdsAnchor(value)) continue;
      if (writtenWithin(...spanOf(value)) || !textWithin(...spanOf(value))) {
        if (isMap(value)) visit(value);
        continue;
      }
      splices.push({ ...wholeLines(text, pair.key.range![0], value.range![1]), text: '' });
    }
  };
  const body = localeRoot(document)?.body ?? document.contents;
  if (isMap(body)) visit(body);
  return splices;
}

const rules: TextFormatRules<YamlUnit> = {
  type: 'YAML',
  extensions: ['.yml', '.yaml'],
  mediaType: 'application/yaml',
  monolingual: true,
  // Anything may be YAML; the strict decoding and the parser decide.
  looksLike: (head) => !head.includes('\0'),
  extract(text, languages) {
    const document = parseYaml(text);
    const walk: Walk = { text, target: languages.target, lineEnd: lineEndOf(text), units: [] };
    const locale = localeRoot(document);
    collect(locale ? locale.body : document.contents, [], walk);
    return { units: walk.units, stated: { source: locale ? String(locale.key.value).replace(/_/g, '-') : undefined } };
  },
  render: (unit, target) => writeScalar(renderTokens(target, unit.codes, same), unit.scalar),
  splices(text, units, edits, languages) {
    const splices = unitSplices(rules, units, edits);
    const locale = localeRoot(parseYaml(text));
    if (!locale || splices.length === 0) return splices;
    const [start, end] = locale.key.range!;
    const written = String(locale.key.value).includes('_') ? languages.target.replace(/-/g, '_') : languages.target;
    const layout = { type: locale.key.type, indent: '', lineEnd: '\n', flow: false };
    return [...splices, { start, end, text: writeScalar(written, layout) }];
  },
  leaveOut: leaveOutUntranslated,
  needs: (extracted) => (extracted.stated.source ? ['target'] : ['source', 'target']),
};

export const yamlFormat = textDocumentFormat(rules);
/** How YAML's values are read and written, for the YAML inside other formats (Markdown's front matter). */
export const yamlTextRules = rules;
