import { INLINE_CODE_START, inlineToken } from '@tessera/shared/contract/segment-text';
import type { InlineCode } from '@tessera/shared/contract';
import { DEFAULT_SEGMENTATION, rulesForLanguage, type FormatHandling, type SegmentationRules } from './srx.ts';

/**
 * Cutting a paragraph of prose into sentences by SRX rules (`srx.ts`), for every format whose units are
 * paragraphs (plain text, HTML, Markdown, Office documents). A paragraph is a token string: its inline codes
 * are `\u0001n\u0002` tokens (see `@tessera/shared/contract`), which the rules never see ("end.</b> Next"
 * ends a sentence like "end. Next"). At a break, codes go to the sentence before or after as the rules'
 * `<formathandle>` says (by default a closing code before, an opening one after), and no break falls inside a
 * pair of codes, so every sentence holds both halves of its pairs. White space around each sentence is left out
 * of it: the sentences with the white space between them give the paragraph back.
 */

export interface SentenceSpan {
  /** Offsets `[start, end)` in the paragraph's token string. */
  start: number;
  end: number;
}

const TOKEN = /\u0001(\d+)\u0002/g;

interface StrippedParagraph {
  /** The text without its tokens, which the rules read. */
  plain: string;
  /** For each offset of `plain` (between two of its characters), the span of the text's tokens there. */
  tokensAt(offset: number): [number, number];
}

/** A paragraph without codes (most of them), which the rules read as it is. */
const uncoded = (text: string): StrippedParagraph => ({ plain: text, tokensAt: noTokensAt });
const noTokensAt = (offset: number): [number, number] => [offset, offset];

function strip(text: string): StrippedParagraph {
  if (!text.includes(INLINE_CODE_START)) return uncoded(text);
  /** Each token: where it stands in `plain`, its span in the text, and the length of the tokens up to its end. */
  const tokens: { at: number; start: number; end: number; removed: number }[] = [];
  let plain = '';
  let copied = 0;
  let removed = 0;
  for (const token of text.matchAll(TOKEN)) {
    plain += text.slice(copied, token.index);
    copied = token.index + token[0].length;
    removed += token[0].length;
    tokens.push({ at: plain.length, start: token.index, end: copied, removed });
  }
  plain += text.slice(copied);
  /** The first token standing at `offset` of `plain` or after it. */
  const firstFrom = (offset: number) => {
    let [low, high] = [0, tokens.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (tokens[middle]!.at < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    plain,
    tokensAt(offset) {
      const first = firstFrom(offset);
      let last = first;
      while (tokens[last]?.at === offset) last++;
      if (last > first) return [tokens[first]!.start, tokens[last - 1]!.end];
      const at = offset + (tokens[first - 1]?.removed ?? 0);
      return [at, at];
    },
  };
}

/**
 * The offsets of `plain` where the first rule matching there says to break. Only where some breaking rule matches
 * can the first matching rule break, so the breaking rules are searched for over the whole text and every rule is
 * tried, in order, at just those offsets: the many exceptions (abbreviations) never scan the whole paragraph.
 */
function breaksOf(plain: string, language: string, rules: SegmentationRules): number[] {
  const ordered = rulesForLanguage(rules, language);
  // A list rather than a set: most paragraphs have one candidate (their last full stop) or none.
  const candidates: number[] = [];
  for (const rule of ordered) if (rule.breaks) addInnerMatches(rule.at, plain, candidates);
  if (candidates.length === 0) return candidates;
  candidates.sort((a, b) => a - b);
  const breaks: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const offset = candidates[i]!;
    if (i > 0 && offset === candidates[i - 1]) continue; // found by several breaking rules
    for (const rule of ordered) {
      rule.here.lastIndex = offset;
      if (!rule.here.test(plain)) continue;
      if (rule.breaks) breaks.push(offset);
      break;
    }
  }
  return breaks;
}

/**
 * Adds to `offsets` where the zero-width global `pattern` matches strictly inside `text`. The pattern's own
 * `lastIndex` is moved, as `matchAll` would move a copy of it made for each paragraph.
 */
function addInnerMatches(pattern: RegExp, text: string, offsets: number[]): void {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > 0 && match.index < text.length) offsets.push(match.index);
    if (pattern.lastIndex === match.index) pattern.lastIndex = nextCodePoint(text, match.index);
  }
}

/** The index after the code point at `index` (a surrogate pair is one). */
function nextCodePoint(text: string, index: number): number {
  const code = text.charCodeAt(index);
  const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
  return index + (pair ? 2 : 1);
}

const kindOf = (codes: readonly Pick<InlineCode, 'kind'>[], id: string) => codes[Number(id) - 1]?.kind ?? 'standalone';
const includedBefore = (handling: FormatHandling, kind: InlineCode['kind']) =>
  kind === 'open' ? handling.start : kind === 'close' ? handling.end : handling.isolated;

/**
 * Where a break between two characters falls among the codes between them: after those that go with the
 * sentence before, up to the first that goes with the next one.
 */
function splitAmongCodes(
  text: string,
  [from, to]: [number, number],
  codes: readonly Pick<InlineCode, 'kind'>[],
  handling: FormatHandling,
): number {
  let split = from;
  for (const token of text.slice(from, to).matchAll(TOKEN)) {
    if (!includedBefore(handling, kindOf(codes, token[1]!))) break;
    split = from + token.index + token[0].length;
  }
  return split;
}

/** The offsets of `text` inside a pair of codes (after an opening code whose closing one is still to come). */
function insidePair(text: string, codes: readonly Pick<InlineCode, 'kind'>[]): (offset: number) => boolean {
  if (codes.length === 0) return outsideEveryPair; // no code opens a pair
  const opened: [number, number][] = [];
  let depth = 0;
  let since = 0;
  for (const token of text.matchAll(TOKEN)) {
    const kind = kindOf(codes, token[1]!);
    if (kind === 'open' && depth++ === 0) since = token.index + token[0].length;
    if (kind === 'close' && depth > 0 && --depth === 0) opened.push([since, token.index]);
  }
  return (offset) => opened.some(([start, end]) => offset >= start && offset <= end);
}

const outsideEveryPair = () => false;

/** A white space character (a pattern made once: a literal in a loop is a new object each time round). */
const WHITE_SPACE = /\s/;

/** Adds `[start, end)` without the white space at either end, unless only white space is left. */
function addTrimmed(sentences: SentenceSpan[], text: string, start: number, end: number): void {
  while (start < end && WHITE_SPACE.test(text[start]!)) start++;
  while (end > start && WHITE_SPACE.test(text[end - 1]!)) end--;
  if (start < end) sentences.push({ start, end });
}

/**
 * The sentences of a paragraph (a token string whose codes are `codes`, by id) in `language`, by `rules`
 * (Tessera's default rules unless a project has its own).
 */
export function segmentParagraph(
  text: string,
  language: string | undefined,
  rules: SegmentationRules = DEFAULT_SEGMENTATION,
  codes: readonly Pick<InlineCode, 'kind'>[] = [],
): SentenceSpan[] {
  const { plain, tokensAt } = strip(text);
  const inside = insidePair(text, codes);
  const sentences: SentenceSpan[] = [];
  let start = 0;
  for (const offset of breaksOf(plain, language ?? '', rules)) {
    const split = splitAmongCodes(text, tokensAt(offset), codes, rules.formatHandling);
    if (inside(split)) continue;
    addTrimmed(sentences, text, start, split);
    start = split;
  }
  addTrimmed(sentences, text, start, text.length);
  return sentences;
}

/** A sentence of a coded paragraph: its span, and its text and codes renumbered from 1 as a segment holds them. */
export interface CodedSentence extends SentenceSpan {
  source: string;
  codes: InlineCode[];
}

const PAIR_LABEL = /^<\/?\d+>$/;

/**
 * The sentences of a paragraph whose codes are `codes` (ids from 1), each with its own codes numbered from 1;
 * pairs labelled `<n>`/`</n>` are numbered again from 1 within the sentence.
 */
export function sentencesOf(
  paragraph: string,
  codes: readonly InlineCode[],
  language: string | undefined,
  rules?: SegmentationRules,
): CodedSentence[] {
  return segmentParagraph(paragraph, language, rules, codes).map(({ start, end }) => {
    const own: InlineCode[] = [];
    const pairs: number[] = [];
    let pairCount = 0;
    const source = paragraph.slice(start, end).replace(TOKEN, (_, id: string) => {
      const code = codes[Number(id) - 1]!;
      let label = code.label;
      if (PAIR_LABEL.test(label) && code.kind === 'open') {
        pairs.push(++pairCount);
        label = `<${pairCount}>`;
      } else if (PAIR_LABEL.test(label) && code.kind === 'close' && pairs.length) label = `</${pairs.pop()}>`;
      own.push({ ...code, id: own.length + 1, label });
      return inlineToken(own.length);
    });
    return { start, end, source, codes: own };
  });
}

/** A letter of any script: a sentence without one holds no word. */
const LETTER = /\p{L}/u;
/** A list's letter or Roman number typed as text, with its full stop or brackets: "a)", "(b)", "iv.", "XII." */
const LIST_LABEL = /^\(?(?:[a-z]|(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3}))[.)]$/i;

/**
 * Whether a sentence holds words to translate. Numbers, rules and list numbers typed as text ("1.", "120", "12 %",
 * "____", "a)") do not, and are not offered as segments, as memoQ and Trados do not offer them: their text stays as
 * the original has it.
 */
export function holdsWords(text: string): boolean {
  return LETTER.test(text) && !LIST_LABEL.test(text.trim());
}

/**
 * The sentences of a paragraph that hold words (`holdsWords` of `textOf` each), each with its number among all of
 * them: the segments of a paragraph are keyed by those numbers, which stay what they were before numbers and rules
 * were left out.
 */
export function sentencesWithWords<Sentence>(
  sentences: readonly Sentence[],
  textOf: (sentence: Sentence) => string,
): { sentence: Sentence; number: number }[] {
  const kept: { sentence: Sentence; number: number }[] = [];
  sentences.forEach((sentence, index) => {
    if (holdsWords(textOf(sentence))) kept.push({ sentence, number: index + 1 });
  });
  return kept;
}
