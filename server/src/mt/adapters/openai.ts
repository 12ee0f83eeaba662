import { joinUrl, postJson, unexpected, type ProviderReach } from '../http.ts';
import { MtError, type ModelCallOptions, type MtBatch, type MtProvider } from '../provider.ts';
import { limiter } from '../limit.ts';
import { buildPrompt, estimateTokens, repairMessages, type ChatMessage } from '../prompt.ts';

export interface OpenAiOptions extends ProviderReach {
  /** The server's base URL: https://api.openai.com, http://localhost:11434 (Ollama), …; a trailing /v1 is fine. */
  url: string;
  model: string;
  /** Local servers often need none. */
  apiKey?: string;
  /** The estimated tokens a prompt may take (MT_PROMPT_TOKENS). */
  promptTokens?: number;
}

/** Segments go one per chat request (each with its own context and terms), this many at a time per batch. */
const CONCURRENT_REQUESTS = 4;
const MAX_BATCH = 20;
/**
 * Model calls of every pre-translation together: runs share this limit, while the editor's suggestions pass
 * outside it, so a long pre-translation never makes a translator's suggestion wait behind it.
 */
export const backgroundModelCalls = limiter(CONCURRENT_REQUESTS);

export function chatUrl(base: string): string {
  return /\/v1\/?$/.test(base) ? joinUrl(base, '/chat/completions') : joinUrl(base, '/v1/chat/completions');
}

/** The prompt of one segment of a batch (prompt.ts builds every model prompt). */
export function promptOf(batch: MtBatch, index: number, budget?: number) {
  const segment = batch.segments[index]!;
  const neighbours = (sources: string[], targets: (string | null)[] | undefined) =>
    sources.map((source, at) => (targets?.[at] ? { source, target: targets[at] } : { source }));
  return buildPrompt({
    sourceLang: batch.sourceLang,
    targetLang: batch.targetLang,
    segment: segment.text,
    examples: segment.examples,
    terms: segment.terms.map((term) => ({ ...term, status: term.status ?? 'admitted' })),
    before: neighbours(segment.before, segment.beforeTargets),
    after: neighbours(segment.after, segment.afterTargets),
    key: segment.key,
    note: segment.note,
    context: segment.context,
    format: batch.format,
    instructions: batch.instructions,
    budget,
  });
}

/**
 * An OpenAI-compatible chat endpoint (`POST /v1/chat/completions`: OpenAI, Azure-style gateways, vLLM, Ollama,
 * llama.cpp's server): one request per segment, temperature 0.
 */
export function openAiProvider(options: OpenAiOptions): MtProvider {
  const url = chatUrl(options.url);
  async function ask(
    messages: ChatMessage[],
    signal: AbortSignal,
    onTokens?: (tokens: number) => void,
    answerSchema?: ModelCallOptions['answerSchema'],
  ): Promise<string> {
    const body = await postJson({
      label: 'The chat model server',
      url,
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      body: {
        model: options.model,
        temperature: 0,
        messages,
        ...(answerSchema && {
          response_format: { type: 'json_schema', json_schema: { ...answerSchema, strict: true } },
        }),
      },
      secret: options.apiKey,
      timeoutMs: options.timeoutMs,
      allowPrivateNetwork: options.allowPrivateNetwork,
      signal,
    });
    const answer = body as { choices?: { message?: { content?: unknown } }[]; usage?: { total_tokens?: unknown } };
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw unexpected('The chat model server');
    onTokens?.(tokensUsed(answer.usage?.total_tokens, messages, content));
    // Reasoning models may think aloud first.
    return content.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  }
  return {
    name: 'openai',
    maxBatch: MAX_BATCH,
    usesTerms: true,
    countsTokens: true,
    async translate(batch: MtBatch, signal: AbortSignal) {
      // The first failure stops the requests still running: the batch fails as a whole anyway.
      const stop = new AbortController();
      const inner = AbortSignal.any([signal, stop.signal]);
      const limit = batch.background ? backgroundModelCalls : limiter(CONCURRENT_REQUESTS);
      return Promise.all(
        batch.segments.map((_, index) =>
          limit(async () => {
            inner.throwIfAborted();
            return ask(promptOf(batch, index, options.promptTokens).messages, inner, batch.onTokens);
          }).catch((error: unknown) => {
            stop.abort(error);
            throw error;
          }),
        ),
      );
    },
    async repair(batch: MtBatch, index: number, answer: string, problem: string, signal: AbortSignal) {
      const again = () =>
        ask(
          repairMessages(promptOf(batch, index, options.promptTokens).messages, answer, problem),
          signal,
          batch.onTokens,
        );
      return batch.background ? backgroundModelCalls(again) : again();
    },
    async complete(messages: ChatMessage[], { signal, background, onTokens, answerSchema }: ModelCallOptions) {
      // A server that refuses structured output (an older one: 400 or 422 for response_format) is asked again
      // without it; the prompt asks for the same JSON.
      const call = () =>
        ask(messages, signal, onTokens, answerSchema).catch((error: unknown) => {
          const refused = error instanceof MtError && (error.providerStatus === 400 || error.providerStatus === 422);
          if (!answerSchema || !refused) throw error;
          return ask(messages, signal, onTokens);
        });
      return background ? backgroundModelCalls(call) : call();
    },
  };
}

/**
 * The tokens a call used: what the server reports (`usage.total_tokens`, which OpenAI, vLLM, Ollama and llama.cpp's
 * server send), else the prompt's and answer's estimate, so a server that reports nothing is still counted.
 */
function tokensUsed(reported: unknown, messages: readonly ChatMessage[], answer: string): number {
  if (typeof reported === 'number' && Number.isSafeInteger(reported) && reported >= 0) return reported;
  return messages.reduce((sum, message) => sum + estimateTokens(message.content), estimateTokens(answer));
}
