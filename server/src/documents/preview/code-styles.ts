import type { InlineCode, PreviewCode, PreviewStyle } from '@tessera/shared/contract';

/**
 * How the text an open code starts looks, read from the code's markup: WordprocessingML run properties
 * (`<w:b/>`, `<w:vertAlign w:val="superscript"/>`), HTML elements (`<strong>`, `<em>`, `<a href>`), InDesign
 * character ranges' attributes (`FontStyle="Bold Italic"`, `Position="Superscript"`) and hyperlinks, and
 * Markdown's delimiters (`**`, `_`, a backtick). Markup it does not know shows as plain text: the preview
 * shows the words, the formatting is a help.
 */
export function codeStyles(code: InlineCode): PreviewStyle[] {
  if (code.kind !== 'open') return [];
  const styles = new Set<PreviewStyle>();
  for (const element of code.xml.matchAll(ELEMENT)) {
    const local = element[1]!.toLowerCase();
    if (local === 'characterstylerange') for (const style of indesignStyles(element[2] ?? '')) styles.add(style);
    const style = elementStyle(local, element[2] ?? '');
    if (style) styles.add(style);
  }
  const markdown = MARKDOWN_DELIMITERS.find(([pattern]) => pattern.test(code.xml));
  if (markdown) styles.add(markdown[1]);
  return [...styles];
}

/** A segment's codes as the preview shows them. */
export const previewCodes = (codes: readonly InlineCode[]): PreviewCode[] =>
  codes.map((code) => ({ id: code.id, kind: code.kind, label: code.label, styles: codeStyles(code) }));

/** An opening or empty element: its local name (any prefix dropped) and its attributes. */
const ELEMENT = /<(?:[\w.-]+:)?([\w-]+)(\s[^>]*)?\/?>/g;
/** An on/off property written off (`<w:b w:val="0"/>`). */
const OFF = /\bval\s*=\s*["'](?:0|false|off|none)["']/i;

const ELEMENT_STYLES: Record<string, PreviewStyle> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  sup: 'superscript',
  sub: 'subscript',
  code: 'code',
  kbd: 'code',
  a: 'link',
  hyperlink: 'link',
  hyperlinktextsource: 'link',
};

/** An InDesign character range's look, from its attributes (its character style's own are not read). */
function indesignStyles(attributes: string): PreviewStyle[] {
  const styles: PreviewStyle[] = [];
  const fontStyle = /\bFontStyle="([^"]*)"/.exec(attributes)?.[1] ?? '';
  if (/\b(?:bold|black|heavy|semibold)\b/i.test(fontStyle)) styles.push('bold');
  if (/\b(?:italic|oblique)\b/i.test(fontStyle)) styles.push('italic');
  if (/\bUnderline="true"/.test(attributes)) styles.push('underline');
  const position = /\bPosition="([^"]*)"/.exec(attributes)?.[1] ?? '';
  if (/superscript/i.test(position)) styles.push('superscript');
  if (/subscript/i.test(position)) styles.push('subscript');
  return styles;
}

function elementStyle(local: string, attributes: string): PreviewStyle | null {
  if (local === 'vertalign') {
    if (/superscript/i.test(attributes)) return 'superscript';
    if (/subscript/i.test(attributes)) return 'subscript';
    return null;
  }
  const style = ELEMENT_STYLES[local];
  return style && !OFF.test(attributes) ? style : null;
}

const MARKDOWN_DELIMITERS: [RegExp, PreviewStyle][] = [
  [/^(?:\*\*|__)$/, 'bold'],
  [/^[*_]$/, 'italic'],
  [/^`+$/, 'code'],
  [/^!?\[$/, 'link'],
];
