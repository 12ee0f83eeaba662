import { scriptKind, type TargetLanguage } from '../office/target-language.ts';

export { isRightToLeft, type TargetLanguage } from '../office/target-language.ts';

/**
 * A translation's runs are marked as text of the target language (`w:lang`, whose attribute is the language of
 * Latin, East Asian or complex-script text: `w:val`, `w:eastAsia` or `w:bidi`), so that Word checks its spelling
 * as such; a translation into a right-to-left language (Arabic, Hebrew, Persian, Urdu …) is written as Word
 * writes such text: its paragraphs right-to-left (`w:bidi` in the paragraph properties) and its runs' text
 * right-to-left (`w:rtl` in the run properties). Each property goes where the schema's sequence puts it among the
 * others (ECMA-376 part 1, CT_PPrBase and CT_RPr): Word refuses a file whose properties are out of order.
 */

/** Paragraph properties that come after `w:bidi` in CT_PPrBase (and the elements that follow the base). */
const AFTER_BIDI = [
  'adjustRightInd',
  'snapToGrid',
  'spacing',
  'ind',
  'contextualSpacing',
  'mirrorIndents',
  'suppressOverlap',
  'jc',
  'textDirection',
  'textAlignment',
  'textboxTightWrap',
  'outlineLvl',
  'divId',
  'cnfStyle',
  'rPr',
  'sectPr',
  'pPrChange',
];
/** Run properties that come after `w:rtl`, and after `w:lang`, in CT_RPr. */
const AFTER_RTL = ['cs', 'em', 'lang', 'eastAsianLayout', 'specVanish', 'oMath', 'rPrChange'];
const AFTER_LANG = ['eastAsianLayout', 'specVanish', 'oMath', 'rPrChange'];

/**
 * `properties` (a `w:pPr` or `w:rPr` as written, '' for none) with the on/off property `name` on: added before the
 * first property the schema puts after it, or turned on where it is off.
 */
function withProperty(properties: string, element: string, name: string, after: readonly string[], prefix: string) {
  const on = `<${qualified(prefix, name)}/>`;
  const existing = new RegExp(`<${qualified(prefix, name)}(?:\\s[^>]*)?/>`).exec(properties);
  if (!existing) return inserted(properties, element, on, after, prefix);
  return /val="(?:0|false|off)"/.test(existing[0]) ? properties.replace(existing[0], on) : properties;
}

const qualified = (prefix: string, local: string) => (prefix ? `${prefix}:${local}` : local);

/** `properties` with `child` added before the first of its children the schema puts after it. */
function inserted(properties: string, element: string, child: string, after: readonly string[], prefix: string) {
  const q = (local: string) => qualified(prefix, local);
  if (properties === '' || new RegExp(`^<${q(element)}\\s*/>$`).test(properties))
    return `<${q(element)}>${child}</${q(element)}>`;
  // The first property named in `after`: each of them is a child of the element, never a grandchild of another
  // one before it (those that hold others, a tracked change, come last).
  const next = new RegExp(`<${q(element)}\\b[^>]*>[\\s\\S]*?(?=<(?:${after.map(q).join('|')})\\b)`).exec(properties);
  const at = next ? next[0].length : properties.lastIndexOf(`</${q(element)}>`);
  return properties.slice(0, at) + child + properties.slice(at);
}

/** Which attribute of `w:lang` names a language: that of its script's kind of text. */
const LANGUAGE_ATTRIBUTE = { latin: 'val', asian: 'eastAsia', complex: 'bidi' } as const;

/** Run properties `rPr` marked as the target language's text (and right-to-left for such a language). */
export function translatedRun(rPr: string, prefix: string, target: TargetLanguage): string {
  const properties = target.rightToLeft ? withProperty(rPr, 'rPr', 'rtl', AFTER_RTL, prefix) : rPr;
  const attribute = qualified(prefix, LANGUAGE_ATTRIBUTE[scriptKind(target)]);
  const value = `${attribute}="${target.code.replace(/[^A-Za-z0-9-]/g, '')}"`;
  const lang = new RegExp(`<${qualified(prefix, 'lang')}\\b[^>]*/>`).exec(properties);
  if (!lang) return inserted(properties, 'rPr', `<${qualified(prefix, 'lang')} ${value}/>`, AFTER_LANG, prefix);
  const attributePattern = new RegExp(`\\s${attribute}="[^"]*"`);
  const updated = attributePattern.test(lang[0])
    ? lang[0].replace(attributePattern, ` ${value}`)
    : lang[0].replace(/\s*\/>$/, ` ${value}/>`);
  return properties.replace(lang[0], updated);
}

export const rightToLeftParagraph = (pPr: string, prefix: string) =>
  withProperty(pPr, 'pPr', 'bidi', AFTER_BIDI, prefix);
