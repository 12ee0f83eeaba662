import {
  inlineToken,
  splitInline,
  type InlineCode,
  type MtProviderName,
  type TermStatus,
} from '@tessera/shared/contract';
import { inlineCodeProblems } from '../formats/inline-codes.ts';
import { escapeXmlText } from '../formats/xml-escape.ts';
import type { ChatMessage } from './prompt.ts';

/** A term of a linked glossary found in the segment, for providers that can use it (the LLM prompt). */
export interface MtTerm {
  source: string;
  target: string;
  /** Absent: admitted. A forbidden term is told to the model as one never to use. */
  status?: TermStatus;
}

/**
 * One segment to translate. `text` holds inline codes as `<x id="n"/>` elements (XML-escaped text around them),
 * the form every adapter sends: DeepL keeps XML tags with tag_handling=xml, LibreTranslate keeps HTML tags,
 * and the LLM is told to keep them.
 */
export interface MtSegment {
  text: string;
  /** Plain text of the segments before and after it, nearest last / first: context, never translated. */
  before: string[];
  after: string[];
  /** The neighbours' targets where confirmed (else null), beside `before` / `after`; models read them. */
  beforeTargets?: (string | null)[];
  afterTargets?: (string | null)[];
  terms: MtTerm[];
  /** TM matches of the segment (tagged targets), which models read as worked examples. */
  examples?: { source: string; target: string; similarity: number }[];
  /** The unit's key, note and context in its file. */
  key?: string | null;
  note?: string | null;
  context?: string | null;
}

export interface MtBatch {
  sourceLang: string;
  targetLang: string;
  segments: MtSegment[];
  /** The document's format. */
  format?: string;
  /** The project's instructions for the target language. */
  instructions?: string | null;
  /** Pre-translation: its model calls share one limit across runs, so the editor's suggestions never wait on them. */
  background?: boolean;
  /** Models: told the tokens each call used (as the server reports them, else estimated), for the project's count. */
  onTokens?: (tokens: number) => void;
}

export interface MtProvider {
  readonly name: MtProviderName;
  /** How many segments one call of `translate` takes at most (callers split larger batches). */
  readonly maxBatch: number;
  /** Whether it reads `terms` (else nobody looks them up). */
  readonly usesTerms: boolean;
  /** Whether it spends model tokens (reported through `onTokens`), which a project's monthly ceiling limits. */
  readonly countsTokens: boolean;
  /** One translation per segment, in order, in the same tagged form. Throws MtError. */
  translate(batch: MtBatch, signal: AbortSignal): Promise<string[]>;
  /**
   * Models only: asks again for one segment whose answer got its codes wrong, the problem named (code-check.ts).
   * Providers without it have their answers' codes put right by `restoreCodes`.
   */
  repair?(batch: MtBatch, index: number, answer: string, problem: string, signal: AbortSignal): Promise<string>;
  /** Models only: one chat request of other messages (a quality estimate's), its answer's text. Throws MtError. */
  complete?(messages: ChatMessage[], options: ModelCallOptions): Promise<string>;
}

export interface ModelCallOptions {
  signal: AbortSignal;
  /** Pre-translation's: it shares one limit with every other run's model calls. */
  background?: boolean;
  onTokens?: (tokens: number) => void;
  /** The JSON schema the answer is to follow, for a model server that takes structured output (else ignored). */
  answerSchema?: { name: string; schema: object };
}

/**
 * What went wrong with the provider, in words for the person who asked (never the key or the raw answer).
 * `status` is what the API answers: 409 no provider configured, 429 rate limited, 502 the provider refused or failed, 504 no answer in time.
 */
export class MtError extends Error {
  override name = 'MtError';
  readonly status: 409 | 429 | 502 | 504;
  readonly retryAfterSeconds?: number;
  /** The provider's own HTTP status where it refused or failed the request (a 400 for a parameter it does not take). */
  readonly providerStatus?: number;

  constructor(status: 409 | 429 | 502 | 504, message: string, retryAfterSeconds?: number, providerStatus?: number) {
    super(message);
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.providerStatus = providerStatus;
  }
}

/** A segment's source (code tokens) as the tagged text providers receive. */
export function toTagged(value: string): string {
  return splitInline(value)
    .map((part) => (typeof part === 'string' ? escapeXmlText(part) : `<x id="${part.code}"/>`))
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && code !== 1 && code !== 2 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A provider's tagged translation back to code tokens. Providers answer the element as they like
 * (`<x id="1"/>`, `<x id="1"></x>`, `<x id='1' />`): each becomes its token; any other markup a provider
 * invents is dropped.
 */
export function fromTagged(answer: string): string {
  // Our tokens' control characters are never real text: a provider echoing them must not forge a code.
  const tagged = answer.replace(/[\u0001\u0002]/g, '');
  let out = '';
  let last = 0;
  const tag = /<(\/?)([a-z][\w:-]*)(\s[^<>]*?)?(\/?)>/gi;
  for (let match = tag.exec(tagged); match; match = tag.exec(tagged)) {
    out += unescapeXml(tagged.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, attributes] = match;
    if (closing || name!.toLowerCase() !== 'x') continue;
    const id = /\bid\s*=\s*["']?(\d+)/i.exec(attributes ?? '')?.[1];
    if (id) out += inlineToken(Number(id));
  }
  out += unescapeXml(tagged.slice(last));
  return out;
}

/**
 * A machine translation made safe to save: inline codes the source does not have are dropped, a code used twice
 * keeps its first place, missing ones go at the end; when the order still breaks a pair's nesting, the
 * translation's text is kept and every code of the source follows it in source order (always valid).
 */
export function restoreCodes(translation: string, source: string, codes: readonly InlineCode[]): string {
  const wanted = splitInline(source).flatMap((part) => (typeof part === 'string' ? [] : [part.code]));
  const used = new Set<number>();
  let target = '';
  let plain = '';
  for (const part of splitInline(translation)) {
    if (typeof part === 'string') {
      target += part;
      plain += part;
    } else if (wanted.includes(part.code) && !used.has(part.code)) {
      used.add(part.code);
      target += inlineToken(part.code);
    }
  }
  const withCodes =
    target +
    wanted
      .filter((id) => !used.has(id))
      .map(inlineToken)
      .join('');
  if (inlineCodeProblems(source, withCodes, codes).length === 0) return withCodes;
  return plain + wanted.map(inlineToken).join('');
}
