import { findNodeAtLocation, getNodeValue, type Node } from 'jsonc-parser';
import { escapeJsonString, parseJson } from '../json/json.ts';
import { pluralCategoriesOf } from '../plural-categories.ts';
import { FormatError } from '../terms.ts';
import { TEMPLATE_VARIABLE } from '../strings/strings.ts';
import {
  anyOf,
  renderTokens,
  targetTokens,
  textDocumentFormat,
  withPlaceholders,
  type Splice,
  type TextUnit,
} from '../text-units.ts';
import type { DocumentLanguages, SegmentEdit } from '../document.ts';

/**
 * Apple String Catalogs (`.xcstrings`, Xcode 15+): one JSON file holding a string's every language. The source
 * language is the file's `sourceLanguage`; a string's source text is that language's value, or its key where
 * it has none (as Xcode does). Each string is a segment in the target language, a plural or device variation
 * one segment per case (`plural.few`, `device.mac`), plural cases being the target language's CLDR
 * categories; a substitution (`%#@files@`) one segment per case too (`substitutions.files.plural.one`), created
 * in the target language with the source's `argNum` and `formatSpecifier`. Read with `jsonc-parser` for positions; a translation replaces an existing target value in
 * place, or creates the target language's entry in Xcode's own layout (`"key" : value`, two-space indent, keys
 * in Xcode's order), so every other language stays byte for byte as it was. Xcode's JSON writer is not
 * available here and a JSON library's writer would re-space the whole file, hence the small writer below.
 */

/**
 * Apple's format specifiers (`%@`, `%lld`, `%1$@`, `%.2f`, `%%`), substitutions (`%#@name@`), a substitution's
 * own argument in its variations (`%arg`) and `${name}` templates.
 */
const PLACEHOLDERS = anyOf(
  TEMPLATE_VARIABLE,
  /%arg\b|%#@[A-Za-z_][\w]*@|%(?:\d+\$)?[-+#0']*\d*(?:\.\d+)?(?:hh|h|ll|l|q|z|t|j|L)?[@dDiuUxXoOfFeEgGcCsSpaA%]/g,
);

/** Xcode's `state` of a string unit as the document's segment state, and back. */
const STATE_READ: Record<string, string> = {
  new: 'new',
  translated: 'translated',
  needs_review: 'needs-review-translation',
};
const stateWritten = (edit: SegmentEdit) => (edit.approved ? 'translated' : 'needs_review');

interface CatalogUnit extends TextUnit {
  /** The string's entry (`"key" : { … }`) the target's path starts from. */
  entry: Node;
  /** Where the target's string unit is below the entry: `localizations`, the language, variations, `stringUnit`. */
  path: string[];
  value: Node | undefined;
  state: string | null;
  stateNode: Node | undefined;
  /** Properties the target needs beside its string unit: a substitution's `argNum` and `formatSpecifier`. */
  copied: { path: string[]; value: RawJson }[];
}

/** A scalar copied from the source language as JSON text (a number, a boolean). */
class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** Xcode sorts keys as Foundation's JSON writer does: numbers by value, case ignored, then code units. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'accent' });
const xcodeOrder = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const child = (node: Node | undefined, ...path: string[]) =>
  node?.type === 'object' ? findNodeAtLocation(node, path) : undefined;
const stringAt = (node: Node | undefined, ...path: string[]) => {
  const found = child(node, ...path);
  return found?.type === 'string' ? (getNodeValue(found) as string) : undefined;
};
const keysOf = (node: Node | undefined) =>
  node?.type === 'object' ? (node.children ?? []).map((property) => String(property.children![0]!.value)) : [];

/** The scalar properties of an object, as JSON text. */
const scalarsOf = (node: Node): [string, RawJson][] =>
  (node.children ?? []).flatMap((property) => {
    const [key, value] = property.children ?? [];
    const scalar = value && value.type !== 'object' && value.type !== 'array';
    return key && scalar ? [[String(key.value), new RawJson(JSON.stringify(getNodeValue(value)))]] : [];
  });

/** A string's forms: its variation path below the language (plural cases of the target language) and source text. */
function formsOf(
  source: Node | undefined,
  fallback: string,
  categories: string[],
  path: string[] = [],
): { path: string[]; source: string }[] {
  const plural = child(source, 'variations', 'plural');
  if (plural)
    return categories.flatMap((category) =>
      formsOf(child(plural, category) ?? child(plural, 'other'), fallback, categories, [
        ...path,
        'variations',
        'plural',
        category,
      ]),
    );
  const device = child(source, 'variations', 'device');
  if (device)
    return keysOf(device).flatMap((name) =>
      formsOf(child(device, name), fallback, categories, [...path, 'variations', 'device', name]),
    );
  return [{ path, source: stringAt(source, 'stringUnit', 'value') ?? fallback }];
}

function catalogOf(text: string): { sourceLanguage: string; strings: Node } {
  const root = parseJson(text);
  const sourceLanguage = stringAt(root, 'sourceLanguage');
  const strings = child(root, 'strings');
  if (!sourceLanguage || strings?.type !== 'object')
    throw new FormatError('A String Catalog names its "sourceLanguage" and holds its "strings" in an object');
  return { sourceLanguage, strings };
}

/** The key the catalog gives the target language (its own spelling of it), or the language as given. */
function languageKey(strings: Node, target: string): string {
  for (const property of strings.children ?? []) {
    const key = keysOf(child(property.children![1], 'localizations')).find(
      (language) => language.toLowerCase() === target.toLowerCase(),
    );
    if (key) return key;
  }
  return target;
}

function unitsOfString(key: string, entry: Node, sourceLanguage: string, target: string): CatalogUnit[] {
  const note = stringAt(entry, 'comment') ?? null;
  const source = child(entry, 'localizations', sourceLanguage);
  const common = { unitId: key, approved: false, note, context: null, entry, start: entry.offset, end: entry.offset };
  if (child(entry, 'shouldTranslate')?.value === false) {
    const text = stringAt(source, 'stringUnit', 'value') ?? key;
    const { source: tokens, codes } = withPlaceholders(text, PLACEHOLDERS);
    const locked = { path: [], value: undefined, state: null, stateNode: undefined, copied: [] };
    return [{ ...common, ...locked, segmentId: null, source: tokens, target: '', codes, locked: true }];
  }
  // A language Intl does not know gets the two forms every plural variation has.
  const categories = pluralCategoriesOf(target, 'cardinal', ['one', 'other']);
  const substitutions = child(source, 'substitutions');
  const forms = [
    ...formsOf(source, key, categories).map((form) => ({ ...form, copied: [] })),
    ...keysOf(substitutions).flatMap((name) => {
      const substitution = child(substitutions, name)!;
      const copied = scalarsOf(substitution).map(([property, value]) => ({
        path: ['localizations', target, 'substitutions', name, property],
        value,
      }));
      const forms = formsOf(substitution, '', categories, ['substitutions', name]);
      return forms.filter((form) => form.source !== '').map((form) => ({ ...form, copied }));
    }),
  ];
  return forms.map((form) => {
    const path = ['localizations', target, ...form.path, 'stringUnit'];
    const { source: tokens, codes } = withPlaceholders(form.source, PLACEHOLDERS);
    const value = child(entry, ...path, 'value');
    const stateNode = child(entry, ...path, 'state');
    const state = stateNode?.type === 'string' ? (STATE_READ[stateNode.value as string] ?? null) : null;
    const existing = value?.type === 'string' ? (getNodeValue(value) as string) : '';
    return {
      ...common,
      segmentId: form.path.filter((step) => step !== 'variations').join('.') || null,
      source: tokens,
      target: targetTokens(existing, codes, PLACEHOLDERS),
      codes,
      locked: false,
      path,
      value: value?.type === 'string' ? value : undefined,
      state,
      stateNode,
      copied: form.copied,
      ...(value && { start: value.offset + 1, end: value.offset + value.length - 1 }),
    };
  });
}

function extractCatalog(text: string, languages: DocumentLanguages) {
  const { sourceLanguage, strings } = catalogOf(text);
  const stated = { source: sourceLanguage };
  if (!languages.target) return { units: [], stated };
  if (languages.target.toLowerCase() === sourceLanguage.toLowerCase())
    throw new FormatError(`The target language is the catalog's source language (${sourceLanguage})`);
  const target = languageKey(strings, languages.target);
  const units = (strings.children ?? []).flatMap((property) => {
    const [key, entry] = property.children ?? [];
    return key && entry?.type === 'object' ? unitsOfString(String(key.value), entry, sourceLanguage, target) : [];
  });
  // A string with nothing to translate (Xcode's entry for an empty key, an empty variation) is no segment.
  return { units: units.filter((unit) => unit.source.trim() !== ''), stated };
}

/** The indentation of the line an offset is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

type NewValue = string | RawJson | { [key: string]: NewValue };

/** A value in Xcode's layout, its closing brace at `indent`. */
function renderValue(value: NewValue, indent: string): string {
  if (typeof value === 'string') return `"${escapeJsonString(value)}"`;
  if (value instanceof RawJson) return value.text;
  const inner = `${indent}  `;
  const lines = Object.keys(value)
    .sort(xcodeOrder)
    .map((key) => `${inner}"${escapeJsonString(key)}" : ${renderValue(value[key]!, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** New properties in an existing object, each where Xcode's key order puts it among the object's own. */
function insertions(text: string, object: Node, added: Record<string, NewValue>): Splice[] {
  const properties = object.children ?? [];
  const indent = indentAt(text, object.offset);
  const first = properties[0];
  const inner =
    first && /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', first.offset - 1) + 1, first.offset))
      ? indentAt(text, first.offset)
      : `${indent}  `;
  const property = (key: string) => `"${escapeJsonString(key)}" : ${renderValue(added[key]!, inner)}`;
  const keys = Object.keys(added).sort(xcodeOrder);
  if (properties.length === 0)
    return [
      {
        start: object.offset,
        end: object.offset + object.length,
        text: `{\n${keys.map((key) => inner + property(key)).join(',\n')}\n${indent}}`,
      },
    ];
  const before = new Map<Node | null, string[]>();
  for (const key of keys) {
    const next = properties.find((p) => xcodeOrder(key, String(p.children![0]!.value)) < 0) ?? null;
    before.set(next, [...(before.get(next) ?? []), key]);
  }
  return [...before].map(([next, group]): Splice => {
    if (next)
      return { start: next.offset, end: next.offset, text: group.map((k) => `${property(k)},\n${inner}`).join('') };
    const last = properties.at(-1)!;
    const end = last.offset + last.length;
    return { start: end, end, text: group.map((k) => `,\n${inner}${property(k)}`).join('') };
  });
}

/** Sets `value` at `path` of a tree of new values. */
function place(tree: Record<string, NewValue>, path: string[], value: NewValue): void {
  let node = tree;
  for (const step of path.slice(0, -1)) node = (node[step] ??= {}) as Record<string, NewValue>;
  node[path.at(-1)!] = value;
}

const render = (unit: CatalogUnit, target: string) => renderTokens(target, unit.codes, escapeJsonString);

/** The deepest object along a path below a node, and how many steps of the path lead to it. */
function deepestObject(node: Node, path: string[]): { object: Node; depth: number } {
  let object = node;
  let depth = 0;
  if (path.length === 0) return { object, depth };
  for (let next = child(object, path[0]!); next?.type === 'object'; next = child(object, path[depth]!)) {
    object = next;
    if (++depth === path.length) break;
  }
  return { object, depth };
}

/**
 * A translated catalog: existing target values (and their state) replaced in place; missing ones created in
 * the deepest object of their path the string already has, the new properties of one object written together.
 */
function catalogSplices(text: string, units: readonly CatalogUnit[], edits: ReadonlyMap<number, SegmentEdit>) {
  const splices: Splice[] = [];
  const added = new Map<Node, Record<string, NewValue>>();
  units.forEach((unit, position) => {
    const edit = edits.get(position);
    if (!edit || unit.locked) return;
    const state = stateWritten(edit);
    if (unit.value) {
      splices.push({ start: unit.start, end: unit.end, text: render(unit, edit.target) });
      const stateNode = unit.stateNode;
      if (stateNode?.type === 'string' && stateNode.value !== state)
        splices.push({ start: stateNode.offset + 1, end: stateNode.offset + stateNode.length - 1, text: state });
      return;
    }
    if (edit.target === '') return;
    const ensure = (path: string[], value: NewValue) => {
      if (child(unit.entry, ...path)) return;
      const parent = path.slice(0, -1);
      const { object, depth } = deepestObject(unit.entry, parent);
      // Something other than an object where the path goes on: not a shape Xcode writes, left as it is.
      if (depth < parent.length && child(object, parent[depth]!)) return;
      const tree = added.get(object) ?? {};
      place(tree, path.slice(depth), value);
      added.set(object, tree);
    };
    for (const { path, value } of unit.copied) ensure(path, value);
    ensure([...unit.path, 'state'], state);
    ensure(
      [...unit.path, 'value'],
      renderTokens(edit.target, unit.codes, (t) => t),
    );
  });
  for (const [object, tree] of added) splices.push(...insertions(text, object, tree));
  return splices;
}

export const xcstringsFormat = textDocumentFormat<CatalogUnit>({
  type: 'XCSTRINGS',
  extensions: ['.xcstrings'],
  // 2: each plural case of a %#@name@ substitution is a segment of its own.
  readerVersion: 2,
  mediaType: 'application/json',
  monolingual: false,
  looksLike: (head) => /^\uFEFF?\s*\{\s*"(?:sourceLanguage|strings|version)"/.test(head),
  extract: extractCatalog,
  render,
  splices: catalogSplices,
  needs: () => ['target'],
});
