/**
 * A translation into a right-to-left language (Arabic, Hebrew, Persian, Urdu …) is written as Word writes such
 * text: its paragraphs right-to-left (`w:bidi` in the paragraph properties) and its runs' text right-to-left
 * (`w:rtl` in the run properties). Each property goes where the schema's sequence puts it among the others
 * (ECMA-376 part 1, CT_PPrBase and CT_RPr): Word refuses a file whose properties are out of order.
 */

export function isRightToLeft(language: string): boolean {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction: string } };
    return locale.getTextInfo?.().direction === 'rtl';
  } catch {
    return false;
  }
}

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
/** Run properties that come after `w:rtl` in CT_RPr. */
const AFTER_RTL = ['cs', 'em', 'lang', 'eastAsianLayout', 'specVanish', 'oMath', 'rPrChange'];

/**
 * `properties` (a `w:pPr` or `w:rPr` as written, '' for none) with the on/off property `name` on: added before the
 * first property the schema puts after it, or turned on where it is off.
 */
function withProperty(properties: string, element: string, name: string, after: readonly string[], prefix: string) {
  const q = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const on = `<${q(name)}/>`;
  if (properties === '' || new RegExp(`^<${q(element)}\\s*/>$`).test(properties))
    return `<${q(element)}>${on}</${q(element)}>`;
  const existing = new RegExp(`<${q(name)}(?:\\s[^>]*)?/>`).exec(properties);
  if (existing) return /val="(?:0|false|off)"/.test(existing[0]) ? properties.replace(existing[0], on) : properties;
  // Only the element's own children count: the first one named in `after`, at depth one.
  const next = new RegExp(`<${q(element)}\\b[^>]*>[\\s\\S]*?(?=<(?:${after.map(q).join('|')})\\b)`).exec(properties);
  const at = next ? next[0].length : properties.lastIndexOf(`</${q(element)}>`);
  return properties.slice(0, at) + on + properties.slice(at);
}

export const rightToLeftParagraph = (pPr: string, prefix: string) =>
  withProperty(pPr, 'pPr', 'bidi', AFTER_BIDI, prefix);
export const rightToLeftRun = (rPr: string, prefix: string) => withProperty(rPr, 'rPr', 'rtl', AFTER_RTL, prefix);
