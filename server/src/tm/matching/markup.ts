import { inlineText, inlineToken, joinInline, splitInline, type InlineCode } from '@tessera/shared/contract';
import { escapeXmlText } from '../../formats/xml-escape.ts';
import { parseSegment } from '../../formats/tmx/segment.ts';
import { inlineCodeProblems, pairsOf } from '../../formats/inline-codes.ts';

/**
 * Inline codes between the two worlds fuzzy matching joins: a document segment holds code tokens (`\u0001n\u0002`,
 * see contract documents.ts) with its `codes`; a TM unit holds TMX inline markup (<bpt>, <ept>, <ph>, <it>, <ut>,
 * <hi>). Both reduce to the same comparable form (plain text + code signature), a TM target is mapped onto a
 * segment's own codes for insertion, and an approved segment is written to a TM as TMX markup.
 */

type CodeKind = InlineCode['kind'];
interface MarkupCode {
  kind: CodeKind;
  /** Which code of the source this is: the pair number for <bpt>/<ept>, `x` or the occurrence otherwise. */
  key: string;
}
type MarkupPart = string | MarkupCode;

const KIND_LETTER: Record<CodeKind, string> = { open: 'o', close: 'c', standalone: 's' };

/** Where each code stands in the plain text and its kind, e.g. "0o 11c 20s": equal signatures, same tags. */
function signatureOf(parts: readonly (string | { kind: CodeKind })[]): { text: string; codes: string } {
  let text = '';
  const codes: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text += part;
    else codes.push(`${text.length}${KIND_LETTER[part.kind]}`);
  }
  return { text, codes: codes.join(' ') };
}

/** A document segment (source or target with code tokens) as text + code signature. */
export function segmentSignature(value: string, codes: readonly InlineCode[]): { text: string; codes: string } {
  return signatureOf(
    splitInline(value).map((part) =>
      typeof part === 'string' ? part : { kind: codes[part.code - 1]?.kind ?? 'standalone' },
    ),
  );
}

/** A TM segment (TMX inline markup) as text + code signature. */
export function markupSignature(markup: string): { text: string; codes: string } {
  return signatureOf(markupParts(markup));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.includes('&')
    ? text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (entity, name: string) =>
        name.startsWith('#x')
          ? String.fromCodePoint(parseInt(name.slice(2), 16))
          : name.startsWith('#')
            ? String.fromCodePoint(parseInt(name.slice(1), 10))
            : (ENTITIES[name] ?? entity),
      )
    : text;

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`).exec(attributes)?.[1];

/**
 * TMX inline markup (as stored: well-formed, checked by parseSegment or the import) as text runs and codes. Code
 * elements are taken whole with their native-code content; <hi> is a pair around translatable text.
 */
export function markupParts(markup: string): MarkupPart[] {
  const parts: MarkupPart[] = [];
  const occurrences = { ph: 0, hiOpen: 0, hiClose: 0 };
  const hiStack: number[] = [];
  const pattern =
    /<(bpt|ept|ph|it|ut)\b([^>]*?)(?:\/>|>[\s\S]*?<\/\1\s*>)|<hi\b[^>]*?\/>|<hi\b[^>]*>|<\/hi\s*>|<\/?sub\b[^>]*>/g;
  let last = 0;
  for (let match = pattern.exec(markup); match; match = pattern.exec(markup)) {
    if (match.index > last) parts.push(unescapeXml(markup.slice(last, match.index)));
    last = match.index + match[0].length;
    const [whole, name, attributes = ''] = match;
    if (name === 'bpt') parts.push({ kind: 'open', key: `p${attribute(attributes, 'i')}` });
    else if (name === 'ept') parts.push({ kind: 'close', key: `p${attribute(attributes, 'i')}` });
    else if (name === 'it') {
      const begin = attribute(attributes, 'pos') === 'begin';
      parts.push({ kind: begin ? 'open' : 'close', key: `it${attribute(attributes, 'x') ?? occurrences.ph++}` });
    } else if (name)
      parts.push({ kind: 'standalone', key: `s${attribute(attributes, 'x') ?? `#${occurrences.ph++}`}` });
    else if (whole.startsWith('<hi') && !whole.endsWith('/>')) {
      hiStack.push(occurrences.hiOpen);
      parts.push({ kind: 'open', key: `h${occurrences.hiOpen++}` });
    } else if (whole.startsWith('</hi'))
      parts.push({ kind: 'close', key: `h${hiStack.pop() ?? occurrences.hiClose++}` });
  }
  if (last < markup.length) parts.push(unescapeXml(markup.slice(last)));
  return parts.filter((part) => part !== '');
}

/**
 * A TM unit's target for a document segment: the unit's codes are mapped onto the segment's own codes (the n-th
 * opening code of the unit's source is the n-th opening code of the segment's source, and likewise for closing
 * and standalone ones), codes the segment lacks are left out, and where the mapped codes would not nest the
 * match's plain text is taken instead. The segment's codes still missing are placed by the source alignment
 * (placeMissingCodes) or left out for the translator to place and QA to report: never side by side at the end,
 * where a pair would enclose nothing and its formatting would be lost.
 */
export function targetForSegment(
  unit: { source: string; target: string },
  segment: { source: string; codes: readonly InlineCode[] },
): string {
  const segmentCodes = codeIdsOf(segment.source);
  const byKind = (kind: CodeKind) =>
    segmentCodes.filter((id) => (segment.codes[id - 1]?.kind ?? 'standalone') === kind);
  const free = { open: byKind('open'), close: byKind('close'), standalone: byKind('standalone') };
  const mapped = new Map<string, number>();
  for (const part of markupParts(unit.source)) {
    if (typeof part === 'string') continue;
    const id = free[part.kind].shift();
    if (id !== undefined) mapped.set(`${part.kind}:${part.key}`, id);
  }
  const used = new Set<number>();
  let target = '';
  let plain = '';
  for (const part of markupParts(unit.target)) {
    if (typeof part === 'string') {
      const text = part.replace(/[\u0001\u0002]/g, '');
      target += text;
      plain += text;
      continue;
    }
    const id = mapped.get(`${part.kind}:${part.key}`);
    if (id === undefined || used.has(id)) continue;
    used.add(id);
    target += inlineToken(id);
  }
  const withCodes = nestsLikeSource(target, segment) ? target : plain;
  return placeMissingCodes(withCodes, segment);
}

/** Where `words` stand in `text` as whole words (not inside a longer word: "Save" is not in "Saved"). */
function wholeOccurrences(text: string, words: string): number[] {
  const found: number[] = [];
  const wordCharacter = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
    const edgesFree =
      !(wordCharacter.test(words[0]!) && wordCharacter.test(text[at - 1] ?? '')) &&
      !(wordCharacter.test(words.at(-1)!) && wordCharacter.test(text[at + words.length] ?? ''));
    if (edgesFree) found.push(at);
  }
  return found;
}

const codeIdsOf = (value: string) =>
  splitInline(value).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));

/** Whether the codes a target holds are a valid subset of the source's: each once, pairs whole and nested. */
function nestsLikeSource(target: string, segment: { source: string; codes: readonly InlineCode[] }): boolean {
  const present = new Set(codeIdsOf(target));
  const pairs = pairsOf(segment.codes);
  if ([...present].some((id) => pairs.has(id) && !present.has(pairs.get(id)!))) return false;
  const sameCodes = joinInline(
    splitInline(segment.source).filter((part) => typeof part === 'string' || present.has(part.code)),
  );
  return inlineCodeProblems(sameCodes, target, segment.codes).length === 0;
}

/**
 * Places the segment's codes a match's target lacks where the source says they go: codes before the source's
 * first words go before the target's, codes after its last words after the target's (a pair around the whole
 * source around the whole target), and a pair around words that the target holds exactly once as they are (a
 * name, a number, a URL) around those. The others are left out rather than guessed: QA reports them missing
 * and F9 puts them in. A placement that would not nest with the target's codes is not made.
 */
export function placeMissingCodes(target: string, segment: { source: string; codes: readonly InlineCode[] }): string {
  const present = new Set(codeIdsOf(target));
  const pairs = pairsOf(segment.codes);
  const parts = splitInline(segment.source);
  const hasWords = (part: (typeof parts)[number]) => typeof part === 'string' && part.trim() !== '';
  const firstWords = parts.findIndex(hasWords);
  const lastWords = parts.findLastIndex(hasWords);
  const indexOf = (id: number) => parts.findIndex((part) => typeof part !== 'string' && part.code === id);
  const edge = (index: number) => (firstWords < 0 || index < firstWords ? 'start' : index > lastWords ? 'end' : null);
  const before: number[] = [];
  const after: number[] = [];
  let placed = target;
  for (const [index, part] of parts.entries()) {
    if (typeof part === 'string' || present.has(part.code)) continue;
    const partner = pairs.get(part.code);
    if (partner === undefined) {
      const side = edge(index);
      if (side === 'start') before.push(part.code);
      else if (side === 'end') after.push(part.code);
      continue;
    }
    if (segment.codes[part.code - 1]?.kind !== 'open' || present.has(partner)) continue;
    const close = indexOf(partner);
    if (edge(index) === 'start' && edge(close) === 'end' && inlineText(target).trim() !== '') {
      before.push(part.code);
      after.unshift(partner);
      continue;
    }
    const words = inlineText(joinInline(parts.slice(index + 1, close))).trim();
    const found = words === '' ? [] : wholeOccurrences(placed, words);
    if (found.length !== 1) continue;
    const at = found[0]!;
    placed = `${placed.slice(0, at)}${inlineToken(part.code)}${words}${inlineToken(partner)}${placed.slice(at + words.length)}`;
  }
  const result = `${before.map(inlineToken).join('')}${placed}${after.map(inlineToken).join('')}`;
  return nestsLikeSource(result, segment) ? result : target;
}

/**
 * A document segment (code tokens + codes) as TMX inline markup, for writing an approved segment into a TM:
 * paired codes become <bpt>/<ept> numbered by their pair, a half without its partner <it>, the rest <ph>; each
 * holds the file's own markup as native code. Checked and normalised by parseSegment like any unit typed in.
 */
export function segmentToMarkup(value: string, codes: readonly InlineCode[]): { xml: string; text: string } {
  const parts = splitInline(value);
  const present = new Set(
    parts.flatMap((part) => (typeof part === 'string' ? [] : [codes[part.code - 1]?.label ?? ''])),
  );
  const pairNumber = (label: string) => label.replace(/[<>/]/g, '');
  let markup = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      markup += escapeXmlText(part);
      continue;
    }
    const code = codes[part.code - 1];
    const native = escapeXmlText(code?.xml ?? '');
    if (!code || code.kind === 'standalone') {
      markup += `<ph x="${part.code}">${native}</ph>`;
      continue;
    }
    const number = pairNumber(code.label);
    const partner = code.kind === 'open' ? `</${number}>` : `<${number}>`;
    if (!present.has(partner))
      markup += `<it pos="${code.kind === 'open' ? 'begin' : 'end'}" x="${part.code}">${native}</it>`;
    else markup += code.kind === 'open' ? `<bpt i="${number}">${native}</bpt>` : `<ept i="${number}">${native}</ept>`;
  }
  return parseSegment(markup);
}
