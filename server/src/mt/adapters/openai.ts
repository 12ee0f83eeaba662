import { joinUrl, postJson, unexpected, type ProviderReach } from '../http.ts';
import type { MtBatch, MtProvider, MtSegment } from '../provider.ts';

export interface OpenAiOptions extends ProviderReach {
  /** The server's base URL: https://api.openai.com, http://localhost:11434 (Ollama), …; a trailing /v1 is fine. */
  url: string;
  model: string;
  /** Local servers often need none. */
  apiKey?: string;
}

/** Segments go one per chat request (each with its own context and terms), this many at a time. */
const CONCURRENT_REQUESTS = 4;
const MAX_BATCH = 20;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
export function languageName(code: string): string {
  try {
    const name = languageNames.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export function chatUrl(base: string): string {
  return /\/v1\/?$/.test(base) ? joinUrl(base, '/chat/completions') : joinUrl(base, '/v1/chat/completions');
}

/**
 * The chat messages for one segment: the instructions (languages, keep the code elements, answer the translation
 * alone), then the neighbouring segments as context, the glossary terms found in it and the segment itself.
 */
export function chatMessages(segment: MtSegment, sourceLang: string, targetLang: string) {
  const system =
    `You are a professional translator. Translate the text the user gives from ${languageName(sourceLang)} ` +
    `into ${languageName(targetLang)}. The text may contain placeholder elements such as <x id="1"/>: keep ` +
    'every one of them exactly once, where it belongs in the translation, and add no others. Use the terminology ' +
    'given. Answer with the translation only: no explanations, notes or quotation marks.';
  const parts: string[] = [];
  if (segment.before.length > 0)
    parts.push(`Text before it (context only, do not translate):\n${segment.before.join('\n')}`);
  if (segment.after.length > 0)
    parts.push(`Text after it (context only, do not translate):\n${segment.after.join('\n')}`);
  if (segment.terms.length > 0)
    parts.push(`Terminology:\n${segment.terms.map((term) => `- ${term.source} = ${term.target}`).join('\n')}`);
  parts.push(`Translate this text:\n${segment.text}`);
  return [
    { role: 'system', content: system },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/**
 * An OpenAI-compatible chat endpoint (`POST /v1/chat/completions`: OpenAI, Azure-style gateways, vLLM, Ollama,
 * llama.cpp's server): one request per segment, temperature 0.
 */
export function openAiProvider(options: OpenAiOptions): MtProvider {
  const url = chatUrl(options.url);
  async function one(segment: MtSegment, batch: MtBatch, signal: AbortSignal): Promise<string> {
    const body = await postJson({
      label: 'The chat model server',
      url,
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      body: {
        model: options.model,
        temperature: 0,
        messages: chatMessages(segment, batch.sourceLang, batch.targetLang),
      },
      secret: options.apiKey,
      timeoutMs: options.timeoutMs,
      allowPrivateNetwork: options.allowPrivateNetwork,
      signal,
    });
    const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw unexpected('The chat model server');
    // Reasoning models may think aloud first.
    return content.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  }
  return {
    name: 'openai',
    maxBatch: MAX_BATCH,
    usesTerms: true,
    async translate(batch: MtBatch, signal: AbortSignal) {
      const results: string[] = new Array(batch.segments.length);
      // The first failure stops the requests still running: the batch fails as a whole anyway.
      const stop = new AbortController();
      const inner = AbortSignal.any([signal, stop.signal]);
      let next = 0;
      const worker = async () => {
        while (next < batch.segments.length && !inner.aborted) {
          const index = next++;
          try {
            results[index] = await one(batch.segments[index]!, batch, inner);
          } catch (error) {
            stop.abort(error);
            throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENT_REQUESTS, batch.segments.length) }, worker));
      return results;
    },
  };
}
