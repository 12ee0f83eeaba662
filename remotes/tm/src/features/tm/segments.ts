import type { Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from '../../common/i18n.ts';
import * as tmWords from '../../locales/en/tm.arb';

/**
 * Segments arrive as TMX inline markup: text with &amp; &lt; &gt; escaped, plus inline elements. Native-code
 * elements (bpt, ept, ph, it, ut) carry formatting codes of the original file, not text: they are shown as
 * small tag chips; hi and sub hold text and are shown as text.
 */
export type SegmentPart = { kind: 'text'; text: string } | { kind: 'tag'; label: string; code: string };

const CODE_ELEMENTS = new Set(['bpt', 'ept', 'ph', 'it', 'ut']);
const TOKEN = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+/g;

export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    const lower = entity.toLowerCase();
    if (named[lower]) return named[lower];
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  return match ? unescapeXml(match[1] ?? match[2] ?? '') : undefined;
}

function tagLabel(name: string, attributes: string): string {
  const id = attribute(attributes, 'i') ?? attribute(attributes, 'x') ?? '';
  if (name === 'bpt') return `<${id}>`;
  if (name === 'ept') return `</${id}>`;
  if (name === 'it') return attribute(attributes, 'pos') === 'end' ? `</${id}>` : `<${id}>`;
  return `<${id || name}/>`;
}

/** Splits segment markup into text runs and tag chips (code = the native code the chip stands for). */
export function segmentParts(markup: string): SegmentPart[] {
  const parts: SegmentPart[] = [];
  let code: { label: string; text: string; depth: number } | null = null;
  for (const match of markup.matchAll(TOKEN)) {
    const [token, closing, name, attributes = '', selfClosing] = match;
    if (!name) {
      if (code) code.text += unescapeXml(token);
      else parts.push({ kind: 'text', text: unescapeXml(token) });
      continue;
    }
    const isCode = CODE_ELEMENTS.has(name);
    if (code) {
      if (!selfClosing) code.depth += closing ? -1 : 1;
      if (code.depth === 0) {
        parts.push({ kind: 'tag', label: code.label, code: code.text });
        code = null;
      }
      continue;
    }
    if (isCode && !closing) {
      if (selfClosing) parts.push({ kind: 'tag', label: tagLabel(name, attributes), code: '' });
      else code = { label: tagLabel(name, attributes), text: '', depth: 1 };
    }
    // hi/sub start and end tags: their content is text, shown as such.
  }
  return parts;
}

/** True when the markup has inline elements, so it is edited as markup rather than as plain text. */
export function hasInlineElements(markup: string): boolean {
  return /<[A-Za-z]/.test(markup);
}

/**
 * A tagged segment as the editor shows it: text, with every inline tag as a token such as ⟨1⟩ … ⟨/1⟩ or ⟨2/⟩
 * (the chip's label in other brackets, which text rarely holds), and what markup each token stands for. A code
 * element (bpt, ept, ph, it, ut) is one token with its native code; hi and sub tags are tokens of their own.
 */
export type TokenizedSegment = { text: string; tokens: Map<string, string> };

const TOKEN_OPEN = '⟨';
const TOKEN_CLOSE = '⟩';
const TOKEN_IN_TEXT = /⟨[^⟨⟩]*⟩/g;

export function tokenizeSegment(markup: string): TokenizedSegment {
  const tokens = new Map<string, string>();
  let text = '';
  const token = (label: string, xml: string) => {
    let name = `${TOKEN_OPEN}${label}${TOKEN_CLOSE}`;
    // Labels repeat when ids do (two <ph/> without x): a number keeps each token one of a kind.
    for (let n = 2; tokens.has(name); n++) name = `${TOKEN_OPEN}${label}#${n}${TOKEN_CLOSE}`;
    tokens.set(name, xml);
    text += name;
  };
  let code: { label: string; xml: string; depth: number } | null = null;
  for (const match of markup.matchAll(TOKEN)) {
    const [tokenText, closing, name, attributes = '', selfClosing] = match;
    if (code) {
      code.xml += tokenText;
      if (name && !selfClosing) code.depth += closing ? -1 : 1;
      if (code.depth === 0) {
        token(code.label, code.xml);
        code = null;
      }
      continue;
    }
    if (!name) {
      text += unescapeXml(tokenText);
      continue;
    }
    const label = tagLabel(name, attributes).slice(1, -1);
    if (CODE_ELEMENTS.has(name) && !closing && !selfClosing) code = { label, xml: tokenText, depth: 1 };
    else if (CODE_ELEMENTS.has(name)) token(label, tokenText);
    else token(closing ? `/${name}` : selfClosing ? `${name}/` : name, tokenText);
  }
  return { text, tokens };
}

/**
 * Markup again from what the translator typed around the tokens: text escaped, each token its markup. Every
 * token must still be there, once and whole; otherwise the problem in words (`t`'s, the active locale's by
 * default; nothing is sent then).
 */
export function markupFromTokens(
  edited: string,
  tokens: Map<string, string>,
  t: Translate<'tm'> = messagesIn(),
): { markup: string } | { problem: string } {
  const used = new Set<string>();
  let markup = '';
  let at = 0;
  for (const match of edited.matchAll(TOKEN_IN_TEXT)) {
    const name = match[0];
    if (!tokens.has(name)) return { problem: t(tmWords.tmTagUnknown, { tag: name }) };
    if (used.has(name)) return { problem: t(tmWords.tmTagTwice, { tag: name }) };
    used.add(name);
    markup += escapeXml(edited.slice(at, match.index)) + tokens.get(name)!;
    at = match.index + name.length;
  }
  markup += escapeXml(edited.slice(at));
  const missing = [...tokens.keys()].filter((name) => !used.has(name));
  if (missing.length > 0)
    return { problem: t(tmWords.tmTagsMissing, { count: missing.length, tags: missing.join(' ') }) };
  return { markup };
}

/** What the editor shows: plain text for plain segments, text with tag tokens for tagged ones. */
export function editableText(markup: string): string {
  return hasInlineElements(markup) ? tokenizeSegment(markup).text : unescapeXml(markup);
}

/**
 * What the editor sends back: plain text escaped; tagged text with its tokens turned back into their markup (a
 * problem said in `t`'s words, the active locale's by default).
 */
export function markupFromEditor(
  original: string,
  edited: string,
  t: Translate<'tm'> = messagesIn(),
): { markup: string } | { problem: string } {
  return hasInlineElements(original)
    ? markupFromTokens(edited, tokenizeSegment(original).tokens, t)
    : { markup: escapeXml(edited) };
}
