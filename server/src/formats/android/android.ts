import { inlineToken, splitInline } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import type { DocumentLanguages } from '../document.ts';
import { isPluralCategory } from '../plural-categories.ts';
import { pluralFormSplices, pluralFormUnits, type PluralFormUnit } from '../plural-splices.ts';
import { textDocumentFormat, UNTRANSLATED, wholeLines, withPlaceholders } from '../text-units.ts';
import {
  childElements,
  commentBefore,
  misplacedElement,
  readXmlTree,
  textContent,
  type XmlElement,
} from '../xml-tree.ts';

/**
 * Android string resources (`res/values/strings.xml`): each `<string>`, each `<item>` of a `<string-array>`
 * (keyed `name[i]`) and each plural form of `<plurals>`: one per CLDR category of the target language, keyed by
 * the name with the category as its segment, written on merge as that language needs (forms it lacks go, forms
 * the file lacks are added). Read with the project's XML reader (`xml-tree.ts`, so `xml-safety.ts` applies) and
 * written back by replacing the content of translated elements only: no XML library re-serialises the file.
 *
 * A value is shown as Android reads it (escapes `\'` `\"` `\n` `\t` `\@` `\?` `\uXXXX` resolved, whitespace
 * collapsed, enclosing double quotes taken off) and a translation is escaped back the same way. `<xliff:g>`
 * (text not to translate) and printf directives (`%s`, `%1$d`, `%%`) are placeholders; HTML tags and the bounds
 * of a CDATA section are paired codes (tags inside CDATA placeholders). `translatable="false"` and a value that
 * only references another resource (`@string/app_name`) are locked.
 */

const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:1.2';
const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';

/** java.util.Formatter directives (`%s`, `%1$d`, `%.2f`, `%1$tY`, `%%`); no space flag, so "100% done" is text. */
const PRINTF = /%(?:\d+\$)?[-+#0,(]*\d*(?:\.\d+)?(?:[tT][a-zA-Z]|[bBhHsScCdoxXeEfgGaAn%])/g;
/** A value that only references another resource or theme attribute. */
const REFERENCE = /^\s*(?:[@?](?:[\w.]+:)?\w+\/[\w.]+|@null)\s*$/;
/** HTML tags inside a CDATA section's text. */
const HTML_TAG = /<\/?[A-Za-z][^<>]*>/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', "'": "\\'", '\n': '\\n', '\t': '\\t' };

interface AndroidUnit extends PluralFormUnit {
  /** The value was written in double quotes: so is its translation (apostrophes need no escape inside). */
  quoted: boolean;
}

/** A value's text as the file writes it (entities decoded), and the inline codes between. */
type Part = { text: string } | { token: string };

/** Inline codes labelled as the editor shows them: placeholders by their text or `{n}`, pairs `<n>` … `</n>`. */
class CodeList {
  readonly codes: InlineCode[] = [];
  private pairs = 0;
  private add(kind: InlineCode['kind'], label: string, xml: string): Part {
    this.codes.push({ id: this.codes.length + 1, kind, label, xml });
    return { token: inlineToken(this.codes.length) };
  }
  standalone(xml: string, label = `{${this.codes.length + 1}}`): Part {
    return this.add('standalone', label, xml);
  }
  /** Both halves of a pair, the second to be added after the content. */
  pair(openXml: string, closeXml: string): { open: Part; close: () => Part } {
    const number = ++this.pairs;
    return { open: this.add('open', `<${number}>`, openXml), close: () => this.add('close', `</${number}>`, closeXml) };
  }
}

/** The parts of an element's content: text, and the markup inside it as codes. */
function partsOf(text: string, element: XmlElement, codes: CodeList, parts: Part[] = []): Part[] {
  for (const child of element.children) {
    if (child.kind === 'text') parts.push({ text: child.text });
    else if (child.kind === 'cdata') {
      const { open, close } = codes.pair(CDATA_OPEN, CDATA_CLOSE);
      parts.push(open);
      let from = 0;
      for (const tag of child.text.matchAll(HTML_TAG)) {
        parts.push({ text: child.text.slice(from, tag.index) }, codes.standalone(tag[0], tag[0]));
        from = tag.index + tag[0].length;
      }
      parts.push({ text: child.text.slice(from) }, close());
    } else if (child.local === 'g' && child.uri === XLIFF_NS) {
      parts.push(codes.standalone(text.slice(child.start, child.end), textContent(child).trim() || undefined));
    } else if (child.contentStart === child.end) {
      parts.push(codes.standalone(text.slice(child.start, child.end)));
    } else {
      const { open, close } = codes.pair(
        text.slice(child.start, child.contentStart),
        text.slice(child.contentEnd, child.end),
      );
      parts.push(open);
      partsOf(text, child, codes, parts);
      parts.push(close());
    }
  }
  return parts;
}

/**
 * The value as Android's resource compiler reads it: backslash escapes resolved, double quotes (unescaped)
 * taken off with the whitespace they keep, other runs of whitespace one space, none at either end.
 */
function unescapeAndroid(parts: readonly Part[]): string {
  let value = '';
  let quoted = false;
  let space = false;
  const emit = (text: string) => {
    if (space && value !== '') value += ' ';
    space = false;
    value += text;
  };
  for (const part of parts) {
    if ('token' in part) {
      emit(part.token);
      continue;
    }
    const text = part.text;
    for (let i = 0; i < text.length; i++) {
      const character = text[i]!;
      if (character === '\\') {
        const escaped = text[++i] ?? '';
        const hex = escaped === 'u' ? /^[0-9a-fA-F]{4}/.exec(text.slice(i + 1, i + 5)) : null;
        if (hex) i += 4;
        emit(hex ? String.fromCharCode(parseInt(hex[0], 16)) : ({ n: '\n', t: '\t' }[escaped] ?? escaped));
      } else if (character === '"') quoted = !quoted;
      else if (!quoted && /[ \t\n\r]/.test(character)) space = true;
      else emit(character);
    }
  }
  return value;
}

/** Text of a translation as the file writes it, escaped for Android and for XML (or a CDATA section). */
function escapeAndroid(text: string, options: { quoted: boolean; atStart: boolean; cdata: boolean }): string {
  let escaped = text.replace(/[\\"'\n\t]/g, (character) =>
    character === "'" && options.quoted ? character : ESCAPES[character]!,
  );
  // A value starting with @ or ? would be read as a reference.
  if (options.atStart) escaped = escaped.replace(/^[@?]/, '\\$&');
  if (options.cdata) return escaped.replaceAll(CDATA_CLOSE, ']]]]><![CDATA[>');
  return escaped.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/]]>/g, ']]&gt;');
}

function renderAndroid(unit: AndroidUnit, target: string): string {
  let out = '';
  let cdata = false;
  for (const part of splitInline(target)) {
    if (typeof part === 'string') {
      out += escapeAndroid(part, { quoted: unit.quoted, atStart: out === '', cdata });
      continue;
    }
    const code = unit.codes[part.code - 1];
    if (!code) throw new Error(`Unknown inline code ${part.code}`);
    out += code.xml;
    if (code.xml === CDATA_OPEN) cdata = true;
    else if (code.xml === CDATA_CLOSE) cdata = false;
  }
  if (unit.quoted) out = `"${out}"`;
  return unit.wrap ? unit.wrap.before + out + unit.wrap.after : out;
}

interface EntryFields {
  unitId: string;
  segmentId: string | null;
  note: string | null;
  /** `product="tablet"`: the variant of a string the build uses for one kind of device, told to the translator. */
  context: string | null;
  locked: boolean;
  /** `formatted="false"`: `%` is text. */
  formatted: boolean;
}

/** The unit of one `<string>` or `<item>`; null for an empty value (nothing to translate). */
function valueUnit(text: string, element: XmlElement, fields: EntryFields): AndroidUnit | null {
  const codes = new CodeList();
  const parts = partsOf(text, element, codes);
  const value = unescapeAndroid(parts);
  if (value.trim() === '') return null;
  const { source } = withPlaceholders(value, fields.formatted ? PRINTF : null, codes.codes);
  const written = parts.map((part) => ('text' in part ? part.text : '')).join('');
  // The span leaves out the whitespace around the value (indentation of a value on lines of its own).
  const raw = text.slice(element.contentStart, element.contentEnd);
  const leading = /^\s*/.exec(raw)![0].length;
  const trailing = /\s*$/.exec(raw.slice(leading))![0].length;
  return {
    ...UNTRANSLATED,
    unitId: fields.unitId,
    segmentId: fields.segmentId,
    source,
    codes: codes.codes,
    locked: fields.locked || (codes.codes.length === 0 && REFERENCE.test(written)),
    note: fields.note,
    context: fields.context,
    start: element.contentStart + leading,
    end: element.contentEnd - trailing,
    quoted: /^\s*"(?:[^"\\]|\\[\s\S])*"\s*$/.test(written) && 'text' in parts[0]! && 'text' in parts.at(-1)!,
  };
}

/**
 * One unit per plural form of the target language (the forms the file has when it is not known yet): the
 * file's item of that quantity, or a new item after the last one with the text of `other`. Items of forms the
 * target language lacks go when the entry is translated.
 */
function pluralUnits(text: string, plurals: XmlElement, fields: EntryFields, target?: string): AndroidUnit[] {
  const forms = childElements(plurals).flatMap((item) => {
    const quantity = item.attributes.get('quantity') ?? '';
    return isPluralCategory(quantity) ? [{ category: quantity, first: item, end: item.end }] : [];
  });
  return pluralFormUnits(text, forms, target, {
    unitOf: (form, quantity) => valueUnit(text, form.first, { ...fields, segmentId: quantity }),
    newForm: (quantity, lineBreak) => ({ before: `${lineBreak}<item quantity="${quantity}">`, after: '</item>' }),
  });
}

function extractAndroid(text: string, languages: DocumentLanguages): AndroidUnit[] {
  const root = readXmlTree(text);
  if (root.local !== 'resources')
    throw misplacedElement(text, root, 'Android resource', `the root element is <${root.name}>, not <resources>`);
  const units: AndroidUnit[] = [];
  let previousEnd = root.contentStart;
  for (const element of childElements(root)) {
    const note = commentBefore(text, previousEnd, element);
    previousEnd = element.end;
    const name = element.attributes.get('name');
    if (!name) continue;
    const product = element.attributes.get('product');
    const fields: EntryFields = {
      unitId: name,
      segmentId: null,
      note,
      context: product ? `For product "${product}"` : null,
      locked: element.attributes.get('translatable') === 'false',
      formatted: element.attributes.get('formatted') !== 'false',
    };
    const entrySpan = wholeLines(text, element.start, element.end);
    const ofEntry = (unit: AndroidUnit): AndroidUnit => ({ ...unit, entrySpan });
    if (element.local === 'string') {
      const unit = valueUnit(text, element, fields);
      if (unit) units.push(ofEntry(unit));
    } else if (element.local === 'string-array') {
      childElements(element)
        .filter((item) => item.local === 'item')
        .forEach((item, index) => {
          const unit = valueUnit(text, item, { ...fields, unitId: `${name}[${index}]` });
          if (unit) units.push(ofEntry(unit));
        });
    } else if (element.local === 'plurals')
      units.push(...pluralUnits(text, element, fields, languages.target).map(ofEntry));
  }
  return units;
}

export const androidFormat = textDocumentFormat<AndroidUnit>({
  type: 'ANDROID',
  extensions: ['.xml'],
  mediaType: 'application/xml',
  monolingual: true,
  looksLike: (head) => /<resources[\s>/]/.test(head),
  extract: (text, languages) => ({ units: extractAndroid(text, languages), stated: {} }),
  render: renderAndroid,
  splices: (_text, units, edits) => pluralFormSplices(units, edits, renderAndroid),
  needs: () => ['source', 'target'],
});
