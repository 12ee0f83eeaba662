import { readFileSync } from 'node:fs';
import { lineAndColumn } from '../line-and-column.ts';
import { FormatError } from '../terms.ts';
import { childElements, readXmlTree, textContent, type XmlElement } from '../xml-tree.ts';

/**
 * Sentence segmentation rules in SRX 2.0, the LISA/GALA exchange format that memoQ, Trados, Okapi and OmegaT
 * read and write. No maintained npm package reads SRX, so this is written from the specification: a file holds
 * named sets of rules (`<languagerule>`), each rule a pair of regular expressions, the text before a possible
 * break and the text after it, with `break="yes"` or `"no"`; `<maprules>` maps language codes (by pattern) to
 * rule sets. At each position the first rule whose pair matches around it decides; with `cascade="yes"` the
 * rule sets of every map matching the language apply in order, else only the first map's.
 *
 * SRX patterns are ICU (Java) regular expressions; they run here as JavaScript ones with the `u` flag, which
 * read the usual syntax (`\p{Lu}`, classes, lookaround) alike. Escaped punctuation (`\-`, `\'`, which the `u`
 * flag refuses outside classes) and `\Q…\E` quoting are rewritten to their JavaScript equivalents, and a
 * leading `(?i)` becomes the `i` flag; a pattern JavaScript still cannot read refuses the file with its line.
 */

/** Where inline codes at a break go (SRX `<formathandle>`): true, into the sentence before the break. */
export interface FormatHandling {
  start: boolean;
  end: boolean;
  isolated: boolean;
}

export interface SegmentationRule {
  breaks: boolean;
  /** Matches, with zero width, each position where the rule's before and after patterns meet. */
  at: RegExp;
  /** The same pattern, sticky: whether it matches at its `lastIndex`. */
  here: RegExp;
}

export interface SegmentationRules {
  cascade: boolean;
  formatHandling: FormatHandling;
  /** The rules of each rule set, in the file's order. */
  ruleSets: ReadonlyMap<string, readonly SegmentationRule[]>;
  /** Language patterns (anchored, case-insensitive) and the rule set each names, in the file's order. */
  languageMaps: readonly { language: RegExp; ruleSet: string }[];
}

/** SRX 2.0's own defaults where a file has no `<formathandle>` for a kind of code. */
const SRX_FORMAT_HANDLING: FormatHandling = { start: false, end: true, isolated: true };

/** Refusal of an SRX file, naming the line and column of `element`. */
function srxError(text: string, element: XmlElement, problem: string): FormatError {
  const { line, column } = lineAndColumn(text, element.start);
  return new FormatError(`Malformed SRX at line ${line}, column ${column}: ${problem}`);
}

const hex = (character: string) => character.codePointAt(0)!.toString(16);

/** An ICU pattern as JavaScript reads it with the `u` flag (see the file's header); its flags apart. */
export function javascriptPattern(icu: string): { source: string; flags: string } {
  let source = icu;
  let flags = '';
  if (source.startsWith('(?i)')) {
    source = source.slice(4);
    flags = 'i';
  }
  source = source
    .replace(/\\Q([\s\S]*?)(?:\\E|$)/g, (_, quoted: string) => [...quoted].map((c) => `\\u{${hex(c)}}`).join(''))
    .replace(/\\([^A-Za-z0-9])/gu, (_, escaped: string) => `\\u{${hex(escaped)}}`);
  return { source, flags };
}

/** A pattern matching, with zero width, where `before` ends and `after` starts (either may be empty). */
function compileRule(text: string, rule: XmlElement, before: string, after: string): RegExp {
  const [b, a] = [javascriptPattern(before), javascriptPattern(after)];
  const wrap = (part: { source: string; flags: string }) =>
    part.flags ? `(?${part.flags}:${part.source})` : part.source;
  try {
    return new RegExp(`(?<=${wrap(b)})(?=${wrap(a)})`, 'gu');
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : '';
    throw srxError(text, rule, `a rule's patterns are no regular expression (${reason}).`);
  }
}

function requiredAttribute(text: string, element: XmlElement, name: string): string {
  const value = element.attributes.get(name);
  if (value === undefined) throw srxError(text, element, `<${element.local}> has no ${name} attribute.`);
  return value;
}

function readRule(text: string, rule: XmlElement): SegmentationRule {
  const part = (name: string) => {
    const element = childElements(rule).find((child) => child.local === name);
    return element ? textContent(element) : '';
  };
  const breaks = rule.attributes.get('break') ?? 'yes';
  if (breaks !== 'yes' && breaks !== 'no') throw srxError(text, rule, `break="${breaks}" is neither yes nor no.`);
  const at = compileRule(text, rule, part('beforebreak'), part('afterbreak'));
  return { breaks: breaks === 'yes', at, here: new RegExp(at.source, 'uy') };
}

function readFormatHandling(text: string, header: XmlElement | undefined): FormatHandling {
  const handling = { ...SRX_FORMAT_HANDLING };
  for (const element of header ? childElements(header) : []) {
    if (element.local !== 'formathandle') continue;
    const type = requiredAttribute(text, element, 'type');
    if (type !== 'start' && type !== 'end' && type !== 'isolated')
      throw srxError(text, element, `formathandle type="${type}" is none of start, end, isolated.`);
    handling[type] = requiredAttribute(text, element, 'include') === 'yes';
  }
  return handling;
}

function readLanguageMap(text: string, map: XmlElement, ruleSets: ReadonlyMap<string, unknown>) {
  const pattern = requiredAttribute(text, map, 'languagepattern');
  const ruleSet = requiredAttribute(text, map, 'languagerulename');
  if (!ruleSets.has(ruleSet)) throw srxError(text, map, `no <languagerule> is named "${ruleSet}".`);
  const { source, flags } = javascriptPattern(pattern);
  try {
    return { language: new RegExp(`^(?:${source})$`, `iu${flags.replace('i', '')}`), ruleSet };
  } catch {
    throw srxError(text, map, `languagepattern "${pattern}" is no regular expression.`);
  }
}

/** The rules of an SRX 2.0 file's text; a file that is not one is refused with the line of its problem. */
export function parseSrx(text: string): SegmentationRules {
  const root = readXmlTree(text);
  if (root.local !== 'srx') throw srxError(text, root, `the document is <${root.local}>, not <srx>.`);
  const version = root.attributes.get('version');
  if (version !== undefined && !version.startsWith('2.'))
    throw srxError(text, root, `SRX ${version} is not read; save the rules as SRX 2.0.`);
  const child = (parent: XmlElement | undefined, name: string) =>
    parent && childElements(parent).find((element) => element.local === name);
  const header = child(root, 'header');
  const body = child(root, 'body');
  const ruleSets = new Map<string, SegmentationRule[]>();
  for (const set of childElements(child(body, 'languagerules') ?? root).filter((e) => e.local === 'languagerule')) {
    const rules = childElements(set).filter((element) => element.local === 'rule');
    ruleSets.set(
      requiredAttribute(text, set, 'languagerulename'),
      rules.map((rule) => readRule(text, rule)),
    );
  }
  const maps = child(body, 'maprules');
  if (!maps) throw srxError(text, body ?? root, 'there is no <maprules>, so no language has rules.');
  return {
    cascade: header?.attributes.get('cascade') === 'yes',
    formatHandling: readFormatHandling(text, header),
    ruleSets,
    languageMaps: childElements(maps)
      .filter((element) => element.local === 'languagemap')
      .map((map) => readLanguageMap(text, map, ruleSets)),
  };
}

/** The rules of `language` (a BCP 47 code): every matching map's rule set in order with cascade, else the first. */
export function rulesForLanguage(rules: SegmentationRules, language: string): readonly SegmentationRule[] {
  let byLanguage = rulesByLanguage.get(rules);
  if (!byLanguage) rulesByLanguage.set(rules, (byLanguage = new Map()));
  let found = byLanguage.get(language);
  if (!found) byLanguage.set(language, (found = languageRules(rules, language)));
  return found;
}

/** Each rule file's rules by language, found once: every paragraph of a document asks for them. */
const rulesByLanguage = new WeakMap<SegmentationRules, Map<string, readonly SegmentationRule[]>>();

function languageRules(rules: SegmentationRules, language: string): readonly SegmentationRule[] {
  const maps = rules.languageMaps.filter((map) => map.language.test(language));
  return (rules.cascade ? maps : maps.slice(0, 1)).flatMap((map) => rules.ruleSets.get(map.ruleSet) ?? []);
}

/** Tessera's rules (`default.srx` beside this file): English, German, French, Spanish, Japanese and Chinese. */
export const DEFAULT_SEGMENTATION: SegmentationRules = parseSrx(
  readFileSync(new URL('default.srx', import.meta.url), 'utf8'),
);

const parsed = new Map<string, SegmentationRules>();
/** How many rule files stay parsed: a few projects' uploads and downloads at a time. */
const PARSED_KEPT = 16;

/** The rules of an SRX file's text (parsed once while in use), or Tessera's own where there is none. */
export function segmentationRules(srx: string | null | undefined): SegmentationRules {
  if (!srx) return DEFAULT_SEGMENTATION;
  let rules = parsed.get(srx);
  if (!rules) {
    rules = parseSrx(srx);
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
    parsed.set(srx, rules);
  }
  return rules;
}
