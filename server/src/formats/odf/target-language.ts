import type { PartPatch, TranslatedParagraph } from '../office/office-document.ts';
import type { XmlPart } from '../office/opc.ts';
import { withAttributes, writtenAttribute } from '../office/start-tag.ts';
import { scriptKind, type TargetLanguage } from '../office/target-language.ts';
import type { XmlElement } from '../xml-tree.ts';

/**
 * The paragraphs of an OpenDocument file told the target language through their styles, as LibreOffice writes a
 * paragraph's language and direction: the paragraph style (automatic in the paragraph's part, or common in
 * `styles.xml`) that each translated `text:p` / `text:h` names gets the target's language and country in its
 * `style:text-properties`, in the attributes of the target's kind of script (`fo:language` for Latin, Greek and
 * Cyrillic, `style:language-asian` for Chinese, Japanese and Korean, `style:language-complex` for Arabic, Hebrew,
 * Thai, the Indic scripts); for a right-to-left target its `style:paragraph-properties` say
 * `style:writing-mode="rl-tb"`. A translated paragraph naming no style gets an automatic style of its own, one
 * per part. A span in a translated paragraph whose automatic style names a language itself (LibreOffice gives
 * every run of an Impress slide one) would keep the translation in the source's language, as a run's language
 * wins over its paragraph's: that style names the target's too. A style other paragraphs or spans name too
 * speaks for them as well: the file is the translation.
 *
 * Alignment: in a right-to-left paragraph `start` is the right edge, so a style aligned to `start` (what
 * LibreOffice writes for "Left") is already aligned as a right-to-left reader expects, and `end` likewise; `left`
 * and `right` are edges whatever the direction (XSL-FO, which ODF follows), so they become `start` and `end`, the
 * layout mirrored as LibreOffice mirrors its own "Left" and "Right". Setting `end` on a style saying `start`
 * would align Arabic text to the left.
 *
 * Each style is patched where it is written; every other byte of the parts stays as it was.
 */

const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';
const STYLE = 'urn:oasis:names:tc:opendocument:xmlns:style:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const FO = 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0';

const elements = (node: XmlElement) => node.children.filter((c): c is XmlElement => c.kind === 'element');
const is = (element: XmlElement, uri: string, local: string) => element.uri === uri && element.local === local;
const attributeOf = (element: XmlElement, uri: string, local: string, part: XmlPart) =>
  element.attributes.get(`${prefixOf(part.root, uri).prefix}:${local}`);

/** The prefix `root` binds to `uri`, and whether a tag using it must declare it (it binds none). */
function prefixOf(root: XmlElement, uri: string): { prefix: string; declared: boolean } {
  // Asked for every style read: the root's declarations are gone through once per namespace.
  let prefixes = prefixesByRoot.get(root);
  if (!prefixes) prefixesByRoot.set(root, (prefixes = new Map()));
  let found = prefixes.get(uri);
  if (!found) prefixes.set(uri, (found = declaredPrefix(root, uri)));
  return found;
}
const prefixesByRoot = new WeakMap<XmlElement, Map<string, { prefix: string; declared: boolean }>>();

function declaredPrefix(root: XmlElement, uri: string): { prefix: string; declared: boolean } {
  for (const [name, value] of root.attributes)
    if (name.startsWith('xmlns:') && value === uri) return { prefix: name.slice('xmlns:'.length), declared: true };
  const fallback = { [TEXT]: 'text', [STYLE]: 'style', [OFFICE]: 'office', [FO]: 'fo' }[uri] ?? 'ns';
  return { prefix: fallback, declared: false };
}

/** The attributes of `uri` named `locals`, in `part`'s prefix, with the declaration a tag needs where it has none. */
function qualified(part: XmlPart, uri: string, values: Record<string, string | null>): Record<string, string | null> {
  const { prefix, declared } = prefixOf(part.root, uri);
  const out: Record<string, string | null> = declared ? {} : { [`xmlns:${prefix}`]: uri };
  for (const [local, value] of Object.entries(values)) out[`${prefix}:${local}`] = value;
  return out;
}

/**
 * The target as ODF's attributes of its kind of script: language, country (the tag's region; Chinese's by its
 * script where it names none; else none, so that a source's `US` does not stay), script where the tag names one,
 * and the BCP 47 tag where the style already gives one (LibreOffice reads it before the others).
 */
function languageAttributes(part: XmlPart, target: TargetLanguage, properties: string): Record<string, string | null> {
  let locale: Intl.Locale | null = null;
  try {
    locale = new Intl.Locale(target.code);
  } catch {
    return {};
  }
  const kind = scriptKind(target);
  const region =
    locale.region ?? (locale.language === 'zh' ? (locale.maximize().script === 'Hant' ? 'TW' : 'CN') : undefined);
  const suffix = kind === 'latin' ? '' : `-${kind}`;
  const style: Record<string, string | null> = {};
  const fo: Record<string, string | null> = {};
  const put = kind === 'latin' ? fo : style;
  put[`language${suffix}`] = locale.language;
  put[`country${suffix}`] = region ?? null;
  put[`script${suffix}`] = locale.script ?? null;
  const rfc = `rfc-language-tag${suffix}`;
  if (writtenAttribute(properties, `${prefixOf(part.root, STYLE).prefix}:${rfc}`) !== undefined)
    style[rfc] = locale.toString();
  return { ...qualified(part, FO, fo), ...qualified(part, STYLE, style) };
}

/** `fo:text-align` as a right-to-left paragraph keeps the alignment: edges become its start and end. */
const MIRRORED: Record<string, string> = { left: 'start', right: 'end' };

function rightToLeftAttributes(part: XmlPart, tag: string): Record<string, string | null> {
  const align = writtenAttribute(tag, `${prefixOf(part.root, FO).prefix}:text-align`);
  return {
    ...qualified(part, STYLE, { 'writing-mode': 'rl-tb' }),
    ...(align && MIRRORED[align] && qualified(part, FO, { 'text-align': MIRRORED[align] })),
  };
}

/** The style written with the target's properties: each properties element's start tag set, or one added. */
function retargetedStyle(part: XmlPart, style: XmlElement, target: TargetLanguage): PartPatch {
  const text = part.text;
  const styleName = (local: string) => `${prefixOf(part.root, STYLE).prefix}:${local}`;
  const paragraph = elements(style).find((e) => is(e, STYLE, 'paragraph-properties'));
  const textProperties = elements(style).find((e) => is(e, STYLE, 'text-properties'));
  const edits: { start: number; end: number; text: string }[] = [];
  const tagOf = (element: XmlElement) => text.slice(element.start, element.contentStart);
  if (target.rightToLeft) {
    if (paragraph) {
      const tag = tagOf(paragraph);
      edits.push({
        start: paragraph.start,
        end: paragraph.contentStart,
        text: withAttributes(tag, rightToLeftAttributes(part, tag)),
      });
    } else {
      const empty = `<${styleName('paragraph-properties')}/>`;
      // The schema puts paragraph properties first among a paragraph style's children.
      edits.push({ start: -1, end: -1, text: withAttributes(empty, rightToLeftAttributes(part, empty)) });
    }
  }
  if (textProperties) {
    const tag = tagOf(textProperties);
    edits.push({
      start: textProperties.start,
      end: textProperties.contentStart,
      text: withAttributes(tag, languageAttributes(part, target, tag)),
    });
  } else {
    const empty = `<${styleName('text-properties')}/>`;
    // Text properties follow the paragraph properties.
    const at = paragraph ? paragraph.end : -1;
    edits.push({ start: at, end: at, text: withAttributes(empty, languageAttributes(part, target, empty)) });
  }
  const selfClosing = style.contentStart === style.end;
  const startTag = tagOf(style);
  const open = selfClosing ? startTag.replace(/\s*\/>$/, '>') : startTag;
  const close = selfClosing ? `</${style.name}>` : '';
  // Insertions at the style's start (-1) go right after its start tag, in the order made.
  let out =
    open +
    edits
      .filter((e) => e.start === -1)
      .map((e) => e.text)
      .join('');
  let copied = style.contentStart;
  for (const edit of edits.filter((e) => e.start >= 0).sort((a, b) => a.start - b.start)) {
    out += text.slice(copied, edit.start) + edit.text;
    copied = edit.end;
  }
  return { xml: part, start: style.start, end: style.end, text: out + text.slice(copied, style.end) + close };
}

/** The styles of `family` in `container` (`office:automatic-styles` or `office:styles`) by name. */
function stylesOfFamily(part: XmlPart, local: string, family: 'paragraph' | 'text'): Map<string, XmlElement> {
  const container = elements(part.root).find((e) => is(e, OFFICE, local));
  const styles = new Map<string, XmlElement>();
  for (const style of container ? elements(container) : [])
    if (is(style, STYLE, 'style') && attributeOf(style, STYLE, 'family', part) === family) {
      const name = attributeOf(style, STYLE, 'name', part);
      if (name !== undefined && !styles.has(name)) styles.set(name, style);
    }
  return styles;
}

/** What an automatic style of the part's own, for its paragraphs naming none, takes: its name and where it goes. */
function ownStyle(
  part: XmlPart,
  target: TargetLanguage,
  taken: ReadonlySet<string>,
): { name: string; patch: PartPatch } {
  let n = 1;
  while (taken.has(`Tessera_${n}`)) n++;
  const name = `Tessera_${n}`;
  const s = prefixOf(part.root, STYLE).prefix;
  const pp = `<${s}:paragraph-properties/>`;
  const tp = `<${s}:text-properties/>`;
  const style =
    `<${s}:style ${s}:name="${name}" ${s}:family="paragraph">` +
    (target.rightToLeft ? withAttributes(pp, rightToLeftAttributes(part, pp)) : '') +
    withAttributes(tp, languageAttributes(part, target, tp)) +
    `</${s}:style>`;
  const o = prefixOf(part.root, OFFICE).prefix;
  const container = elements(part.root).find((e) => is(e, OFFICE, 'automatic-styles'));
  if (container && container.contentStart !== container.end) {
    const at = container.contentEnd;
    return { name, patch: { xml: part, start: at, end: at, text: style } };
  }
  const whole = `<${o}:automatic-styles>${style}</${o}:automatic-styles>`;
  if (container) return { name, patch: { xml: part, start: container.start, end: container.end, text: whole } };
  // None yet: where the schema puts automatic styles, before the body (content.xml) or the master pages (styles.xml).
  const next = elements(part.root).find((e) => is(e, OFFICE, 'body') || is(e, OFFICE, 'master-styles'));
  const at = next?.start ?? part.root.contentEnd;
  return { name, patch: { xml: part, start: at, end: at, text: whole } };
}

/**
 * What the patches need of a `text:p` or `text:h`, kept as the paragraph is read rather than its element (whose
 * tree the reader lets go).
 */
export interface ParagraphStyling {
  /** Its start tag's span. */
  start: number;
  contentStart: number;
  /** The style it names. */
  styleName: string | undefined;
  /** The style names of the spans in its own text (not in the paragraphs of a note or frame inside it). */
  spanStyleNames: readonly string[];
}

/** Whether a text style's properties name a language of any kind of script (or a BCP 47 tag). */
function namesLanguage(part: XmlPart, style: XmlElement): boolean {
  const properties = elements(style).find((e) => is(e, STYLE, 'text-properties'));
  if (!properties) return false;
  const tag = part.text.slice(properties.start, properties.contentStart);
  return /\s[\w.-]+:(?:language|rfc-language-tag)(?:-asian|-complex)?\s*=/.test(tag);
}

/** A span's text style with the target's language in its text properties; nothing else of it changes. */
function retargetedTextStyle(part: XmlPart, style: XmlElement, target: TargetLanguage): PartPatch {
  const properties = elements(style).find((e) => is(e, STYLE, 'text-properties'))!;
  const tag = part.text.slice(properties.start, properties.contentStart);
  return {
    xml: part,
    start: properties.start,
    end: properties.contentStart,
    text: withAttributes(tag, languageAttributes(part, target, tag)),
  };
}

/** What the patches need to know of the document beyond its translated paragraphs. */
export interface OdfDocument {
  /** The styling of the `text:p` or `text:h` a paragraph is read from. */
  stylingOf(paragraph: TranslatedParagraph['paragraph']): ParagraphStyling | undefined;
  /** The document's `styles.xml`, where the common styles are. */
  stylesOf(part: XmlPart): XmlPart | null;
  /**
   * Whether a paragraph of the part naming no style gets one: not in a spreadsheet's cells, whose text Calc shows in
   * the cell's style.
   */
  stylesUnstyled(part: XmlPart): boolean;
}

/** The patches telling the translated paragraphs the target language, of their parts and of `styles.xml`. */
export function targetLanguagePatches(
  translated: readonly TranslatedParagraph[],
  target: TargetLanguage,
  { stylingOf, stylesOf, stylesUnstyled }: OdfDocument,
): PartPatch[] {
  const patches: PartPatch[] = [];
  const done = new Set<XmlElement>();
  const own = new Map<XmlPart, string>();
  const retarget = (part: XmlPart, style: XmlElement) => {
    if (done.has(style)) return;
    done.add(style);
    patches.push(retargetedStyle(part, style, target));
  };
  const automatic = new Map<XmlPart, Map<string, XmlElement>>();
  const common = new Map<XmlPart, Map<string, XmlElement>>();
  const textStyles = new Map<XmlPart, Map<string, XmlElement>>();
  const cached = (
    cache: Map<XmlPart, Map<string, XmlElement>>,
    part: XmlPart,
    local: string,
    family: 'paragraph' | 'text' = 'paragraph',
  ) => cache.get(part) ?? cache.set(part, stylesOfFamily(part, local, family)).get(part)!;
  const retargetSpans = (part: XmlPart, paragraph: ParagraphStyling) => {
    const styles = cached(textStyles, part, 'automatic-styles', 'text');
    for (const name of paragraph.spanStyleNames) {
      const style = styles.get(name);
      // Each span style is looked at once, whether it names a language or not: thousands of spans share a few.
      if (!style || done.has(style)) continue;
      done.add(style);
      if (namesLanguage(part, style)) patches.push(retargetedTextStyle(part, style, target));
    }
  };
  for (const { xml, paragraph } of translated) {
    const element = stylingOf(paragraph);
    if (!element) continue;
    retargetSpans(xml, element);
    const name = element.styleName;
    const stylesPart = stylesOf(xml);
    if (name !== undefined) {
      const style = cached(automatic, xml, 'automatic-styles').get(name);
      const shared = stylesPart && cached(common, stylesPart, 'styles').get(name);
      if (style) retarget(xml, style);
      else if (shared) retarget(stylesPart, shared);
      // A name no style has: the paragraph is shown in the default style, which this file's other paragraphs share.
      continue;
    }
    if (!stylesUnstyled(xml)) continue;
    let ownName = own.get(xml);
    if (ownName === undefined) {
      const taken = new Set([
        ...cached(automatic, xml, 'automatic-styles').keys(),
        ...(stylesPart ? cached(common, stylesPart, 'styles').keys() : []),
      ]);
      const made = ownStyle(xml, target, taken);
      ownName = made.name;
      own.set(xml, ownName);
      patches.push(made.patch);
    }
    const tag = xml.text.slice(element.start, element.contentStart);
    const named = withAttributes(tag, qualified(xml, TEXT, { 'style-name': ownName }));
    patches.push({ xml, start: element.start, end: element.contentStart, text: named });
  }
  return patches;
}
