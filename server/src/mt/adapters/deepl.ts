import { joinUrl, postJson, unexpected, type ProviderReach } from '../http.ts';
import type { MtBatch, MtProvider } from '../provider.ts';

export interface DeeplOptions extends ProviderReach {
  apiKey: string;
  /** Unset: api-free.deepl.com for Free keys (ending ":fx"), else api.deepl.com. */
  url?: string;
}

/** DeepL takes up to 50 texts per request. */
const MAX_TEXTS = 50;

/** Target variants DeepL wants spelled out; other targets (and every source) are the bare language. */
const DEEPL_TARGET_VARIANTS = new Set(['EN-GB', 'EN-US', 'PT-BR', 'PT-PT', 'ZH-HANS', 'ZH-HANT', 'ES-419']);
const DEEPL_TARGET_DEFAULTS: Record<string, string> = { EN: 'EN-US', PT: 'PT-PT', ZH: 'ZH-HANS' };

export function deeplSourceLang(lang: string): string {
  return lang.split('-')[0]!.toUpperCase();
}

export function deeplTargetLang(lang: string): string {
  const parts = lang.toUpperCase().split('-');
  const base = parts[0]!;
  for (const subtag of parts.slice(1)) {
    const variant = `${base}-${subtag === 'TW' || subtag === 'HK' ? 'HANT' : subtag === 'CN' || subtag === 'SG' ? 'HANS' : subtag}`;
    if (DEEPL_TARGET_VARIANTS.has(variant)) return variant;
  }
  return DEEPL_TARGET_DEFAULTS[base] ?? base;
}

/**
 * DeepL API v2 (`POST /v2/translate`, https://developers.deepl.com/api-reference/translate): texts in one request,
 * inline codes as XML tags kept by `tag_handling: xml`. A single segment's neighbours go in `context` (DeepL
 * reads it, does not translate or bill it); a batch is its own context. DeepL glossaries are resources created
 * beforehand per language pair, so the segment's terms are not sent.
 */
export function deeplProvider(options: DeeplOptions): MtProvider {
  const base = options.url ?? (options.apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
  return {
    name: 'deepl',
    maxBatch: MAX_TEXTS,
    usesTerms: false,
    countsTokens: false,
    async translate(batch: MtBatch, signal: AbortSignal) {
      const single = batch.segments.length === 1 ? batch.segments[0]! : undefined;
      const context = single ? [...single.before, ...single.after].join('\n') : '';
      const body = await postJson({
        label: 'DeepL',
        url: joinUrl(base, '/v2/translate'),
        headers: { authorization: `DeepL-Auth-Key ${options.apiKey}` },
        body: {
          text: batch.segments.map((segment) => segment.text),
          source_lang: deeplSourceLang(batch.sourceLang),
          target_lang: deeplTargetLang(batch.targetLang),
          tag_handling: 'xml',
          ...(context ? { context } : {}),
        },
        secret: options.apiKey,
        timeoutMs: options.timeoutMs,
        allowPrivateNetwork: options.allowPrivateNetwork,
        signal,
        statusMessages: {
          456: 'The DeepL account has used up its character quota',
          413: 'DeepL refused the request as too large (413)',
        },
      });
      const translations = (body as { translations?: unknown }).translations;
      if (!Array.isArray(translations) || translations.length !== batch.segments.length) throw unexpected('DeepL');
      return translations.map((item) => {
        const text = (item as { text?: unknown } | null)?.text;
        if (typeof text !== 'string') throw unexpected('DeepL');
        return text;
      });
    },
  };
}
