import { getNodeValue, type Node } from 'jsonc-parser';
import { FormatError } from '../terms.ts';
import type { SegmentEdit } from '../document.ts';
import {
  renderTokens,
  textDocumentFormat,
  unitSplices,
  type Splice,
  type TextFormatRules,
  type TextUnit,
} from '../text-units.ts';
import {
  end,
  escapeJsonString,
  leaveOutUntranslated,
  parseJson,
  propertiesOf,
  stringUnits,
  type JsonProperty,
} from '../json/json.ts';

/**
 * Flutter's Application Resource Bundles (`.arb`, gen-l10n): a JSON object whose string values are ICU messages
 * (plurals and selects as the JSON format reads them, `{name}` placeholders as inline codes), each described by
 * its `@key` metadata: the description is the note, with the placeholders' names (and examples) a translator
 * needs; a `context` is the context. `@@locale` names the source language, and a translated file names the
 * target language there. Read and written in place as JSON is (jsonc-parser offsets). Apostrophes are literal,
 * as gen-l10n reads them unless a project turns its `use-escaping` on.
 *
 * A message's `x-maxLength` (ARB names the attributes it does not define `x-…`), a positive whole number, is the
 * most characters its text may have: the segment's `maxWidth`, which the QA `length` check holds a target to
 * (characters as code points, placeholders not counted). Each form of a plural takes it; a message whose selects
 * stay codes in one segment holds all their cases at once, so it takes none. Any other value is no limit.
 */

/** gen-l10n's placeholders: `{name}`, an identifier in braces. */
const PLACEHOLDERS = /\{[A-Za-z_]\w*\}/g;

const LOCALE_KEY = '@@locale';

const MAX_LENGTH_KEY = 'x-maxLength';

/** Limits beyond this are not limits a layout has (and the segment's column holds fewer digits). */
const LONGEST_LIMIT = 999_999_999;

const stringField = (properties: readonly JsonProperty[], key: string): string | null => {
  const value = properties.find((p) => p.key === key)?.value;
  return value?.type === 'string' ? (getNodeValue(value) as string) : null;
};

/** A placeholder as the note lists it: its name, and its example when the metadata gives one. */
function placeholderName(placeholder: JsonProperty): string {
  const example = placeholder.value.type === 'object' ? stringField(propertiesOf(placeholder.value), 'example') : null;
  return example ? `${placeholder.key} (e.g. ${example})` : placeholder.key;
}

/** The `x-maxLength` of a message's metadata, when it is a positive whole number. */
function maxLengthOf(fields: readonly JsonProperty[]): number | null {
  const value = fields.find((p) => p.key === MAX_LENGTH_KEY)?.value;
  const limit = value?.type === 'number' ? (getNodeValue(value) as number) : null;
  return limit !== null && Number.isInteger(limit) && limit > 0 && limit <= LONGEST_LIMIT ? limit : null;
}

interface Metadata {
  note: string | null;
  context: string | null;
  maxWidth: number | null;
}

/** What a message's `@key` object tells a translator, and the most characters its text may have. */
function metadataOf(properties: readonly JsonProperty[], key: string): Metadata {
  const metadata = properties.find((p) => p.key === `@${key}`)?.value;
  if (metadata?.type !== 'object') return { note: null, context: null, maxWidth: null };
  const fields = propertiesOf(metadata);
  const placeholders = fields.find((p) => p.key === 'placeholders')?.value;
  const names = placeholders?.type === 'object' ? propertiesOf(placeholders).map(placeholderName) : [];
  const note = [stringField(fields, 'description'), names.length > 0 ? `Placeholders: ${names.join(', ')}` : null];
  return {
    note: note.filter((line) => line).join('\n') || null,
    context: stringField(fields, 'context'),
    maxWidth: maxLengthOf(fields),
  };
}

function parseArb(text: string): { properties: JsonProperty[]; locale: Node | null } {
  const root = parseJson(text);
  if (root.type !== 'object') throw new FormatError('An ARB file holds one object of messages, not an array');
  const properties = propertiesOf(root);
  const locale = properties.find((p) => p.key === LOCALE_KEY)?.value;
  return { properties, locale: locale?.type === 'string' ? locale : null };
}

/** The target language as the file writes its locale: `de_AT` where the source's has an underscore. */
const localeLike = (written: string, language: string) =>
  written.includes('_') ? language.replace(/-/g, '_') : language;

/** A file's messages: its string members but ARB's metadata (`@key`, `@@locale`). */
const messagesOf = (properties: readonly JsonProperty[]) =>
  properties.filter((p) => !p.key.startsWith('@') && p.value.type === 'string');

/** The span of a JSON string's text between its quotes, as the file writes it (escaped). */
const betweenQuotes = (node: Node) => ({ start: node.offset + 1, end: end(node) - 1 });

/** A message's text between its quotes, escaped as the file writes it. */
function valueText(text: string, message: JsonProperty): string {
  const { start, end: stop } = betweenQuotes(message.value);
  return text.slice(start, stop);
}

/**
 * Each untranslated message given a translation file's own text of it (SegmentEdit.keptText: a translation its
 * one segment could not hold) written back whole, between its quotes.
 */
function keptSplices(
  properties: readonly JsonProperty[],
  units: readonly TextUnit[],
  edits: ReadonlyMap<number, SegmentEdit>,
): Splice[] {
  const byKey = new Map(messagesOf(properties).map((p) => [p.key, p]));
  const splices: Splice[] = [];
  units.forEach((unit, position) => {
    const edit = edits.get(position);
    const message = byKey.get(unit.unitId);
    if (edit?.keptText == null || edit.target !== '' || unit.locked || unit.segmentId !== null || !message) return;
    splices.push({ ...betweenQuotes(message.value), text: edit.keptText });
  });
  return splices;
}

const rules: TextFormatRules = {
  type: 'ARB',
  extensions: ['.arb'],
  // 2: a message's ICU syntax is one code per piece between places text could stand (icu.ts), not one per run
  // between its text.
  readerVersion: 2,
  mediaType: 'application/json',
  monolingual: true,
  looksLike: (head) => /^\uFEFF?\s*\{/.test(head),
  extract(text, languages) {
    const { properties, locale } = parseArb(text);
    const file = { text, target: languages.target };
    const units = messagesOf(properties).flatMap((p) =>
      stringUnits(p.value, p.key, file, {
        placeholders: PLACEHOLDERS,
        apostrophes: 'literal',
        ...metadataOf(properties, p.key),
      }),
    );
    const source = locale ? (getNodeValue(locale) as string).replace(/_/g, '-') : undefined;
    return { units, stated: { source } };
  },
  render: (unit, target) => renderTokens(target, unit.codes, escapeJsonString),
  unitTexts: (text) => new Map(messagesOf(parseArb(text).properties).map((p) => [p.key, valueText(text, p)])),
  splices(text, units, edits, languages) {
    const { properties, locale } = parseArb(text);
    const splices = [...unitSplices(rules, units, edits), ...keptSplices(properties, units, edits)];
    if (!locale || splices.length === 0) return splices;
    const written = getNodeValue(locale) as string;
    const span = betweenQuotes(locale);
    return [...splices, { ...span, text: escapeJsonString(localeLike(written, languages.target)) }];
  },
  // A message's `@key` metadata goes with it; `@@locale` and the file's other metadata stay.
  leaveOut: (text, units, written) =>
    leaveOutUntranslated(text, units, written, (key) =>
      key.startsWith('@') && !key.startsWith('@@') ? key.slice(1) : undefined,
    ),
  needs: (extracted) => (extracted.stated.source ? ['target'] : ['source', 'target']),
};

export const arbFormat = textDocumentFormat(rules);
