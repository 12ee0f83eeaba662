import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('machine translation settings from the environment', () => {
  it('is off unless MT_PROVIDER names a provider', () => {
    expect(loadConfig({}).mt).toBeUndefined();
    expect(loadConfig({ MT_PROVIDER: 'none' }).mt).toBeUndefined();
    expect(loadConfig({}).mtTimeoutMs).toBe(30_000);
  });

  it('reads each provider with what it needs', () => {
    expect(loadConfig({ MT_PROVIDER: 'DeepL', MT_API_KEY: 'k:fx' }).mt).toEqual({
      provider: 'deepl',
      url: undefined,
      apiKey: 'k:fx',
      model: undefined,
    });
    expect(loadConfig({ MT_PROVIDER: 'libretranslate', MT_URL: 'http://localhost:5000' }).mt).toMatchObject({
      provider: 'libretranslate',
      url: 'http://localhost:5000',
    });
    const llm = loadConfig({
      MT_PROVIDER: 'openai',
      MT_URL: 'http://localhost:11434',
      MT_MODEL: 'llama3',
      MT_TIMEOUT_SECONDS: '90',
    });
    expect(llm.mt).toMatchObject({ provider: 'openai', model: 'llama3' });
    expect(llm.mtTimeoutMs).toBe(90_000);
  });

  it('refuses to start with an incomplete or unknown provider, naming the variable', () => {
    expect(() => loadConfig({ MT_PROVIDER: 'google' })).toThrow(
      'MT_PROVIDER must be one of deepl, libretranslate, openai or none, got "google"',
    );
    expect(() => loadConfig({ MT_PROVIDER: 'deepl' })).toThrow(
      'MT_PROVIDER=deepl: DeepL needs an API key (MT_API_KEY)',
    );
    expect(() => loadConfig({ MT_PROVIDER: 'libretranslate' })).toThrow(
      "MT_PROVIDER=libretranslate: LibreTranslate needs the server's URL (MT_URL)",
    );
    expect(() => loadConfig({ MT_PROVIDER: 'openai', MT_URL: 'http://x' })).toThrow(
      'An OpenAI-compatible server needs a model name (MT_MODEL)',
    );
    expect(() => loadConfig({ MT_PROVIDER: 'libretranslate', MT_URL: 'ftp://x' })).toThrow(
      'MT_URL must be an http:// or https:// URL, got "ftp://x"',
    );
    expect(() => loadConfig({ MT_TIMEOUT_SECONDS: '0' })).toThrow('MT_TIMEOUT_SECONDS must be at least 1');
  });
});
