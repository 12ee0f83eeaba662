import { joinUrl, postJson, unexpected, type ProviderReach } from '../http.ts';
import type { MtBatch, MtProvider } from '../provider.ts';

export interface LibreTranslateOptions extends ProviderReach {
  url: string;
  /** Only servers started with --api-keys want one. */
  apiKey?: string;
}

const MAX_TEXTS = 25;

/** LibreTranslate names languages by their bare ISO 639 code, except Chinese scripts on newer servers. */
export function libreLang(lang: string): string {
  const [base, ...rest] = lang.split('-');
  const lower = base!.toLowerCase();
  if (lower === 'zh' && rest.some((subtag) => /^(hant|tw|hk)$/i.test(subtag))) return 'zt';
  return lower;
}

/**
 * A LibreTranslate server (`POST /translate`, https://docs.libretranslate.com/guides/api_usage/): `q` as an
 * array translates a batch in one request; `format: html` keeps the code elements. It takes no context or terms.
 */
export function libreTranslateProvider(options: LibreTranslateOptions): MtProvider {
  return {
    name: 'libretranslate',
    maxBatch: MAX_TEXTS,
    usesTerms: false,
    countsTokens: false,
    async translate(batch: MtBatch, signal: AbortSignal) {
      const body = await postJson({
        label: 'LibreTranslate',
        url: joinUrl(options.url, '/translate'),
        body: {
          q: batch.segments.map((segment) => segment.text),
          source: libreLang(batch.sourceLang),
          target: libreLang(batch.targetLang),
          format: 'html',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        },
        secret: options.apiKey,
        timeoutMs: options.timeoutMs,
        allowPrivateNetwork: options.allowPrivateNetwork,
        signal,
      });
      const translated = (body as { translatedText?: unknown }).translatedText;
      if (!Array.isArray(translated) || translated.length !== batch.segments.length) throw unexpected('LibreTranslate');
      return translated.map((text) => {
        if (typeof text !== 'string') throw unexpected('LibreTranslate');
        return text;
      });
    },
  };
}
