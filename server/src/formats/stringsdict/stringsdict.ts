import type { DocumentLanguages } from '../document.ts';
import { isPluralCategory } from '../plural-categories.ts';
import { pluralFormSplices, pluralFormUnits, type PluralFormUnit } from '../plural-splices.ts';
import { APPLE_FORMAT } from '../strings/strings.ts';
import { renderTokens, textDocumentFormat, UNTRANSLATED, withPlaceholders } from '../text-units.ts';
import { escapeXmlText } from '../xml-escape.ts';
import { childElements, misplacedElement, readXmlTree, textContent, type XmlElement } from '../xml-tree.ts';

/**
 * Apple `.stringsdict` files (a property list of plural rules): for each entry, its format string
 * (`NSStringLocalizedFormatKey`, when it holds more than its `%#@variable@` references) and each plural form of
 * each variable are segments, keyed by the entry with `variable.category` as segment; the forms are those of
 * the target language's CLDR categories, plus `zero` where the file has it (Apple uses it for 0 in every
 * language). Read with the project's XML reader (`xml-tree.ts`, so `xml-safety.ts` applies; the plist DOCTYPE
 * only names an external DTD) rather than the `plist` package, which gives no offsets; a translation replaces
 * its `<string>`'s content, a form the file lacks is added after the variable's last form and forms the target
 * language lacks go.
 */

const FORMAT_KEY = 'NSStringLocalizedFormatKey';
const PLURAL_RULE = 'NSStringPluralRuleType';

/** A `.stringsdict` unit: a plural form the file lacks is written as a new key and string (`wrap`). */
type StringsdictUnit = PluralFormUnit;

interface DictEntry {
  name: string;
  key: XmlElement;
  value: XmlElement;
}

/** A `<dict>`'s key and value pairs; a pair that is not one is refused where it is. */
function entriesOf(text: string, dict: XmlElement): DictEntry[] {
  const children = childElements(dict);
  const entries: DictEntry[] = [];
  for (let i = 0; i < children.length; i += 2) {
    const [key, value] = [children[i]!, children[i + 1]];
    if (key.local !== 'key')
      throw misplacedElement(text, key, '.stringsdict', `a <dict> holds <key> and value pairs, not <${key.name}>`);
    if (!value) throw misplacedElement(text, key, '.stringsdict', `the <key> "${textContent(key)}" has no value`);
    entries.push({ name: textContent(key), key, value });
  }
  return entries;
}

function stringUnit(value: XmlElement, unitId: string, segmentId: string): StringsdictUnit | null {
  const text = textContent(value);
  const { source, codes } = withPlaceholders(text, APPLE_FORMAT);
  // A format string of only variable references has nothing to translate.
  if (text.replace(APPLE_FORMAT, '').trim() === '') return null;
  return {
    ...UNTRANSLATED,
    unitId,
    segmentId,
    source,
    codes,
    start: value.contentStart,
    end: value.contentEnd,
  };
}

/** The whitespace before `element` back to the previous markup (its line break and indentation). */

function pluralUnits(text: string, entry: string, variable: DictEntry, target?: string): StringsdictUnit[] {
  const rules = entriesOf(text, variable.value);
  const specType = rules.find((rule) => rule.name === 'NSStringFormatSpecTypeKey');
  if (!specType || textContent(specType.value) !== PLURAL_RULE) return [];
  const forms = rules.flatMap(({ name, key, value }) =>
    isPluralCategory(name) && value.local === 'string' ? [{ category: name, first: key, end: value.end, value }] : [],
  );
  return pluralFormUnits(text, forms, target, {
    keepZero: true,
    unitOf: (form, category) => stringUnit(form.value, entry, `${variable.name}.${category}`),
    newForm: (category, lineBreak) => ({
      before: `${lineBreak}<key>${category}</key>${lineBreak}<string>`,
      after: '</string>',
    }),
  });
}

function extractStringsdict(text: string, languages: DocumentLanguages): StringsdictUnit[] {
  const root = readXmlTree(text);
  const dict = childElements(root)[0];
  if (root.local !== 'plist' || dict?.local !== 'dict')
    throw misplacedElement(
      text,
      root.local === 'plist' && dict ? dict : root,
      '.stringsdict',
      'a property list is <plist> holding a <dict>',
    );
  return entriesOf(text, dict).flatMap(({ name, value }) => {
    if (value.local !== 'dict') return [];
    return entriesOf(text, value).flatMap((field) => {
      if (field.name === FORMAT_KEY) return stringUnit(field.value, name, FORMAT_KEY) ?? [];
      return field.value.local === 'dict' ? pluralUnits(text, name, field, languages.target) : [];
    });
  });
}

function render(unit: StringsdictUnit, target: string): string {
  const value = renderTokens(target, unit.codes, escapeXmlText);
  return unit.wrap ? unit.wrap.before + value + unit.wrap.after : value;
}

export const stringsdictFormat = textDocumentFormat<StringsdictUnit>({
  type: 'STRINGSDICT',
  extensions: ['.stringsdict'],
  mediaType: 'application/x-plist',
  monolingual: true,
  looksLike: (head) => /<plist[\s>]/.test(head),
  extract: (text, languages) => ({ units: extractStringsdict(text, languages), stated: {} }),
  render,
  splices: (_text, units, edits) => pluralFormSplices(units, edits, render),
  needs: () => ['source', 'target'],
});
