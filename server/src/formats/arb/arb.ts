import { getNodeValue, type Node } from 'jsonc-parser';
import { FormatError } from '../terms.ts';
import { renderTokens, textDocumentFormat, unitSplices, type TextFormatRules } from '../text-units.ts';
import { end, escapeJsonString, parseJson, propertiesOf, stringUnits, type JsonProperty } from '../json/json.ts';

/**
 * Flutter's Application Resource Bundles (`.arb`, gen-l10n): a JSON object whose string values are ICU messages
 * (plurals and selects as the JSON format reads them, `{name}` placeholders as inline codes), each described by
 * its `@key` metadata: the description is the note, with the placeholders' names (and examples) a translator
 * needs; a `context` is the context. `@@locale` names the source language, and a translated file names the
 * target language there. Read and written in place as JSON is (jsonc-parser offsets). Apostrophes are literal,
 * as gen-l10n reads them unless a project turns its `use-escaping` on.
 */

/** gen-l10n's placeholders: `{name}`, an identifier in braces. */
const PLACEHOLDERS = /\{[A-Za-z_]\w*\}/g;

const LOCALE_KEY = '@@locale';

const stringField = (properties: readonly JsonProperty[], key: string): string | null => {
  const value = properties.find((p) => p.key === key)?.value;
  return value?.type === 'string' ? (getNodeValue(value) as string) : null;
};

/** A placeholder as the note lists it: its name, and its example when the metadata gives one. */
function placeholderName(placeholder: JsonProperty): string {
  const example = placeholder.value.type === 'object' ? stringField(propertiesOf(placeholder.value), 'example') : null;
  return example ? `${placeholder.key} (e.g. ${example})` : placeholder.key;
}

/** What a message's `@key` object tells a translator. */
function metadataOf(properties: readonly JsonProperty[], key: string): { note: string | null; context: string | null } {
  const metadata = properties.find((p) => p.key === `@${key}`)?.value;
  if (metadata?.type !== 'object') return { note: null, context: null };
  const fields = propertiesOf(metadata);
  const placeholders = fields.find((p) => p.key === 'placeholders')?.value;
  const names = placeholders?.type === 'object' ? propertiesOf(placeholders).map(placeholderName) : [];
  const note = [stringField(fields, 'description'), names.length > 0 ? `Placeholders: ${names.join(', ')}` : null];
  return { note: note.filter((line) => line).join('\n') || null, context: stringField(fields, 'context') };
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

const rules: TextFormatRules = {
  type: 'ARB',
  extensions: ['.arb'],
  mediaType: 'application/json',
  monolingual: true,
  looksLike: (head) => /^\uFEFF?\s*\{/.test(head),
  extract(text, languages) {
    const { properties, locale } = parseArb(text);
    const file = { text, target: languages.target };
    const units = properties
      .filter((p) => !p.key.startsWith('@') && p.value.type === 'string')
      .flatMap((p) =>
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
  splices(text, units, edits, languages) {
    const splices = unitSplices(rules, units, edits);
    const { locale } = parseArb(text);
    if (!locale || splices.length === 0) return splices;
    const written = getNodeValue(locale) as string;
    const span = { start: locale.offset + 1, end: end(locale) - 1 };
    return [...splices, { ...span, text: escapeJsonString(localeLike(written, languages.target)) }];
  },
  needs: (extracted) => (extracted.stated.source ? ['target'] : ['source', 'target']),
};

export const arbFormat = textDocumentFormat(rules);
