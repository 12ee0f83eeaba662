import type { TermStatus } from '@tessera/shared/contract';

/*
 * The one place a language model's prompt is built (README.md, "The LLM prompt"). Pure: the same input gives the
 * same messages, which prompt.test.ts pins down as the specification.
 */

/** A TM match shown to the model as a worked example of how this client translates. */
export interface PromptExample {
  /** The unit's plain source text. */
  source: string;
  /** Its target mapped onto the segment's codes, in the tagged form the segment is sent in. */
  target: string;
  similarity: number;
}

/** A glossary term found in the segment. */
export interface PromptTerm {
  source: string;
  target: string;
  status: TermStatus;
}

/** A neighbouring segment: its plain source, and its target once confirmed (else only the source is shown). */
export interface PromptNeighbour {
  source: string;
  target?: string;
}

export interface PromptInput {
  sourceLang: string;
  targetLang: string;
  /** The segment in tagged form (`<x id="n"/>` for its codes, XML-escaped text). */
  segment: string;
  examples?: readonly PromptExample[];
  terms?: readonly PromptTerm[];
  /** Nearest last / first. */
  before?: readonly PromptNeighbour[];
  after?: readonly PromptNeighbour[];
  key?: string | null;
  note?: string | null;
  context?: string | null;
  /** The document's format (`json`, `xliff`, `po`…). */
  format?: string | null;
  /** The project's instructions for the target language (a style guide). */
  instructions?: string | null;
  /** Estimated tokens the prompt may take (default DEFAULT_PROMPT_BUDGET). */
  budget?: number;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface Prompt {
  messages: ChatMessage[];
  /** The estimate of the messages' tokens (estimateTokens). */
  tokens: number;
  /** What was left out to keep within the budget, in the order it was dropped. */
  dropped: string[];
}

/** Examples a prompt shows at most, and the similarity an example needs. */
export const MAX_EXAMPLES = 3;
export const EXAMPLE_THRESHOLD = 75;
/** Estimated tokens: enough for three examples, a dozen terms, four neighbours and a long segment. */
export const DEFAULT_PROMPT_BUDGET = 2000;

/**
 * Tokens estimated plainly as characters / 4 (rounded up), the usual rule of thumb for English on BPE
 * tokenisers; no tokenizer is loaded because the model behind the OpenAI-compatible endpoint is not known.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
export function languageName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const quote = (words: readonly string[]) => `"${words.join(' ')}"`;

/**
 * How an example's source differs from the segment, word by word (the longest common subsequence of the
 * whitespace-separated words): `"Close" instead of "Cancel"`, `"now" added`, `"please" left out`. Empty when
 * the words are the same.
 */
export function sourceDifferences(example: string, segment: string): string[] {
  const a = example.split(/\s+/).filter(Boolean);
  const b = segment.split(/\s+/).filter(Boolean);
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const differences: string[] = [];
  let removed: string[] = [];
  let added: string[] = [];
  const flush = () => {
    if (removed.length && added.length) differences.push(`${quote(added)} instead of ${quote(removed)}`);
    else if (added.length) differences.push(`${quote(added)} added`);
    else if (removed.length) differences.push(`${quote(removed)} left out`);
    removed = [];
    added = [];
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flush();
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  flush();
  return differences;
}

const hasCodes = (tagged: string) => /<x id="\d+"\/>/.test(tagged);

function systemMessage(input: PromptInput): string {
  const lines = [
    `You are a professional translator. Translate the text the user gives from ${languageName(input.sourceLang)} ` +
      `into ${languageName(input.targetLang)}.`,
  ];
  if (input.format) lines.push(`The text is one segment of a document in the ${input.format} format.`);
  if (hasCodes(input.segment))
    lines.push(
      'The text contains placeholder elements such as <x id="1"/> standing for formatting: keep every one of them ' +
        'exactly once, in the same order where they enclose words, around the words they belong to, and add no others.',
    );
  lines.push(
    "Follow the translation memory's examples where the text is the same, and the terminology given. Answer with " +
      'the translation only: no explanations, notes or quotation marks.',
  );
  if (input.instructions?.trim())
    lines.push(`Instructions for this project and language (follow them):\n${input.instructions.trim()}`);
  return lines.join('\n');
}

function neighbourLines(neighbours: readonly PromptNeighbour[]): string {
  return neighbours
    .map((n) => (n.target === undefined ? n.source : `${n.source}\n  (translated: ${n.target})`))
    .join('\n');
}

/**
 * The chat messages for one segment, within the token budget. When the estimate is over it, context goes in this
 * order until it fits: neighbours (farthest first), examples beyond the best (least similar first), the unit's
 * note, context and key, the best example, then terms that are not forbidden (last first). Never dropped: the
 * segment, the rules (languages, placeholders, answer form), the instructions and the forbidden terms; a prompt
 * holding only those may stay over the budget.
 */
export function buildPrompt(input: PromptInput): Prompt {
  const budget = input.budget ?? DEFAULT_PROMPT_BUDGET;
  const examples = [...(input.examples ?? [])]
    .filter((example) => example.similarity >= EXAMPLE_THRESHOLD)
    .sort((x, y) => y.similarity - x.similarity)
    .slice(0, MAX_EXAMPLES);
  const terms = input.terms ?? [];
  const state = {
    before: [...(input.before ?? [])],
    after: [...(input.after ?? [])],
    examples,
    allowed: terms.filter((term) => term.status !== 'forbidden'),
    forbidden: terms.filter((term) => term.status === 'forbidden'),
    key: input.key?.trim() || undefined,
    note: input.note?.trim() || undefined,
    context: input.context?.trim() || undefined,
  };
  const system = systemMessage(input);
  const segmentPlain = input.segment.replace(/<x id="\d+"\/>/g, ' ');

  const user = () => {
    const parts: string[] = [];
    if (state.examples.length > 0)
      parts.push(
        "Examples from this client's translation memory:\n" +
          state.examples
            .map((example, index) => {
              const differences = sourceDifferences(example.source, segmentPlain);
              return (
                `${index + 1}. (${example.similarity}% similar) ${example.source}\n   Translation: ${example.target}` +
                (differences.length ? `\n   The text to translate differs: ${differences.join('; ')}` : '')
              );
            })
            .join('\n'),
      );
    if (state.allowed.length > 0)
      parts.push(
        'Terminology:\n' +
          state.allowed
            .map(
              (term) =>
                `- ${term.source} = ${term.target}` +
                (term.status === 'deprecated'
                  ? ' (deprecated: avoid)'
                  : term.status === 'preferred'
                    ? ' (preferred)'
                    : ''),
            )
            .join('\n'),
      );
    if (state.forbidden.length > 0)
      parts.push('Never use:\n' + state.forbidden.map((term) => `- ${term.target} (for ${term.source})`).join('\n'));
    const about = [
      state.key && `Key: ${state.key}`,
      state.context && `Context: ${state.context}`,
      state.note && `Note: ${state.note}`,
    ].filter(Boolean);
    if (about.length > 0) parts.push(`About the text:\n${about.join('\n')}`);
    if (state.before.length > 0)
      parts.push(`Text before it (context only, do not translate):\n${neighbourLines(state.before)}`);
    if (state.after.length > 0)
      parts.push(`Text after it (context only, do not translate):\n${neighbourLines(state.after)}`);
    parts.push(`Translate this text:\n${input.segment}`);
    return parts.join('\n\n');
  };

  /** Drops the next thing in the stated order and names it; undefined when nothing droppable is left. */
  const dropOne = (): string | undefined => {
    const farther = state.before.length >= state.after.length && state.before.length > 0 ? 'before' : 'after';
    if (state.before.length + state.after.length > 0) {
      if (farther === 'before') state.before.shift();
      else state.after.pop();
      return `neighbour ${farther}`;
    }
    if (state.examples.length > 1) return `example ${state.examples.pop()!.similarity}%`;
    if (state.note) return ((state.note = undefined), 'note');
    if (state.context) return ((state.context = undefined), 'context');
    if (state.key) return ((state.key = undefined), 'key');
    if (state.examples.length === 1) return `example ${state.examples.pop()!.similarity}%`;
    if (state.allowed.length > 0) return `term ${state.allowed.pop()!.source}`;
    return undefined;
  };

  const dropped: string[] = [];
  let content = user();
  let tokens = estimateTokens(system) + estimateTokens(content);
  while (tokens > budget) {
    const what = dropOne();
    if (!what) break;
    dropped.push(what);
    content = user();
    tokens = estimateTokens(system) + estimateTokens(content);
  }
  return {
    messages: [
      { role: 'system', content: system },
      { role: 'user', content },
    ],
    tokens,
    dropped,
  };
}

/**
 * The message asking again once when the answer's placeholders are wrong: the previous exchange stays, and the
 * problem is named so the model can fix just that.
 */
export function repairMessages(prompt: readonly ChatMessage[], answer: string, problem: string): ChatMessage[] {
  return [
    ...prompt,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content:
        `The placeholder elements of your translation are wrong: ${problem}. Answer again with the whole ` +
        'translation, every placeholder of the text exactly once, paired ones in the order they enclose words, ' +
        'and nothing else.',
    },
  ];
}
