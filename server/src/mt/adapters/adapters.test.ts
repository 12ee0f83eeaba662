import { describe, expect, it } from 'vitest';
import { deeplProvider, deeplTargetLang } from './deepl.ts';
import { libreTranslateProvider } from './libretranslate.ts';
import { chatUrl, openAiProvider } from './openai.ts';
import { MtError, type MtBatch, type MtProvider, type MtSegment } from '../provider.ts';
import { fakeProvider, json } from '../fake-provider-server.ts';

const KEY = 'secret-key-4f1c9a:fx';
const never = new AbortController().signal;
const segment = (text: string, extra: Partial<MtSegment> = {}): MtSegment => ({
  text,
  before: [],
  after: [],
  terms: [],
  ...extra,
});
const batch = (...segments: MtSegment[]): MtBatch => ({ sourceLang: 'en', targetLang: 'de-AT', segments });

/** Rejects with the provider's MtError, for assertions on its status and message. */
async function failure(provider: MtProvider, input = batch(segment('Hello'))): Promise<MtError> {
  const error = await provider.translate(input, never).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MtError);
  return error as MtError;
}

describe('DeepL adapter', () => {
  it('posts the texts to /v2/translate with the key header, DeepL language codes and XML tag handling', async () => {
    const server = await fakeProvider((request, response) =>
      json(response, 200, {
        translations: request.body.text.map((text: string) => ({
          detected_source_language: 'EN',
          text: `[de] ${text}`,
        })),
      }),
    );
    const provider = deeplProvider({ apiKey: KEY, url: server.url, timeoutMs: 5000, allowPrivateNetwork: true });
    const answers = await provider.translate(
      batch(segment('Press <x id="1"/>Start<x id="2"/>.'), segment('Tom &amp; Jerry')),
      never,
    );

    expect(answers).toEqual(['[de] Press <x id="1"/>Start<x id="2"/>.', '[de] Tom &amp; Jerry']);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/v2/translate');
    expect(request!.headers.authorization).toBe(`DeepL-Auth-Key ${KEY}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      text: ['Press <x id="1"/>Start<x id="2"/>.', 'Tom &amp; Jerry'],
      source_lang: 'EN',
      target_lang: 'DE',
      tag_handling: 'xml',
    });
  });

  it("sends a single segment's neighbours as context, which DeepL reads without translating", async () => {
    const server = await fakeProvider((request, response) =>
      json(response, 200, { translations: [{ text: 'Speichern' }] }),
    );
    const provider = deeplProvider({ apiKey: KEY, url: server.url, timeoutMs: 5000, allowPrivateNetwork: true });
    await provider.translate(batch(segment('Save', { before: ['The file menu'], after: ['Save as…'] })), never);
    expect(server.requests[0]!.body.context).toBe('The file menu\nSave as…');
  });

  it('maps language tags onto the target variants DeepL names', () => {
    expect(deeplTargetLang('en')).toBe('EN-US');
    expect(deeplTargetLang('en-GB')).toBe('EN-GB');
    expect(deeplTargetLang('pt-BR')).toBe('PT-BR');
    expect(deeplTargetLang('zh-TW')).toBe('ZH-HANT');
    expect(deeplTargetLang('de-CH')).toBe('DE');
  });

  it('takes up to 50 texts a request', () => {
    expect(deeplProvider({ apiKey: KEY, timeoutMs: 1 }).maxBatch).toBe(50);
  });

  it('says when the quota is used up (456) and when the key is refused (403), never echoing the key', async () => {
    const server = await fakeProvider((_request, response) => json(response, 456, { message: 'Quota exceeded' }));
    const provider = deeplProvider({ apiKey: KEY, url: server.url, timeoutMs: 5000, allowPrivateNetwork: true });
    const quota = await failure(provider);
    expect(quota.status).toBe(502);
    expect(quota.message).toBe('The DeepL account has used up its character quota: Quota exceeded');

    server.answerWith((_request, response) => json(response, 403, { message: `Wrong key ${KEY}` }));
    const refused = await failure(provider);
    expect(refused.message).toBe('DeepL refused the API key (403): Wrong key ***');
    expect(refused.message).not.toContain(KEY);
  });

  it('turns a 429 into a rate-limit error carrying Retry-After', async () => {
    const server = await fakeProvider((_request, response) =>
      json(response, 429, { message: 'Too many requests' }, { 'retry-after': '7' }),
    );
    const error = await failure(
      deeplProvider({ apiKey: KEY, url: server.url, timeoutMs: 5000, allowPrivateNetwork: true }),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(7);
    expect(error.message).toBe('DeepL is limiting how often it may be asked; try again in 7 s');
  });

  it('refuses an answer that does not have one translation per text', async () => {
    const server = await fakeProvider((_request, response) => json(response, 200, { translations: [] }));
    const error = await failure(
      deeplProvider({ apiKey: KEY, url: server.url, timeoutMs: 5000, allowPrivateNetwork: true }),
    );
    expect(error.message).toBe('DeepL answered in a form Tessera does not understand');
  });
});

describe('LibreTranslate adapter', () => {
  it('posts the batch as q to /translate in html format, with the api_key when one is set', async () => {
    const server = await fakeProvider((request, response) =>
      json(response, 200, { translatedText: request.body.q.map((text: string) => text.replace('Hello', 'Hallo')) }),
    );
    const provider = libreTranslateProvider({
      url: `${server.url}/`,
      apiKey: KEY,
      timeoutMs: 5000,
      allowPrivateNetwork: true,
    });
    const answers = await provider.translate(batch(segment('Hello <x id="1"/>world'), segment('Hello')), never);

    expect(answers).toEqual(['Hallo <x id="1"/>world', 'Hallo']);
    expect(server.requests[0]!.path).toBe('/translate');
    expect(server.requests[0]!.body).toEqual({
      q: ['Hello <x id="1"/>world', 'Hello'],
      source: 'en',
      target: 'de',
      format: 'html',
      api_key: KEY,
    });
  });

  it('sends no api_key to a server without keys', async () => {
    const server = await fakeProvider((_request, response) => json(response, 200, { translatedText: ['Hallo'] }));
    await libreTranslateProvider({ url: server.url, timeoutMs: 5000, allowPrivateNetwork: true }).translate(
      batch(segment('Hello')),
      never,
    );
    expect(server.requests[0]!.body).not.toHaveProperty('api_key');
  });

  it("passes on the server's own error message (400: an unsupported language)", async () => {
    const server = await fakeProvider((_request, response) => json(response, 400, { error: 'xx is not supported' }));
    const error = await failure(
      libreTranslateProvider({ url: server.url, timeoutMs: 5000, allowPrivateNetwork: true }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe('LibreTranslate refused the request (400): xx is not supported');
  });

  it('reads a Retry-After given as an HTTP date', async () => {
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    const server = await fakeProvider((_request, response) =>
      json(response, 429, { error: 'Slowdown: 30 per 1 minute' }, { 'retry-after': inTenSeconds }),
    );
    const error = await failure(
      libreTranslateProvider({ url: server.url, timeoutMs: 5000, allowPrivateNetwork: true }),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(8);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(10);
  });

  it('says when the server fails (500) and when it answers something that is not JSON', async () => {
    const server = await fakeProvider((_request, response) => json(response, 500, { error: 'Internal error' }));
    const provider = libreTranslateProvider({ url: server.url, timeoutMs: 5000, allowPrivateNetwork: true });
    expect((await failure(provider)).message).toBe('LibreTranslate failed (500): Internal error');
    server.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>proxy login</html>');
    });
    expect((await failure(provider)).message).toBe('LibreTranslate answered in a form Tessera does not understand');
  });

  it('gives up after the timeout with a 504', async () => {
    const server = await fakeProvider(() => {
      // never answers
    });
    const error = await failure(libreTranslateProvider({ url: server.url, timeoutMs: 200, allowPrivateNetwork: true }));
    expect(error.status).toBe(504);
    expect(error.message).toBe('LibreTranslate did not answer within 0.2 s');
  });

  it('says when nothing listens at the URL', async () => {
    const server = await fakeProvider(() => undefined);
    const url = server.url;
    await server.close();
    const error = await failure(libreTranslateProvider({ url, timeoutMs: 5000, allowPrivateNetwork: true }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(`LibreTranslate could not be reached at ${url} (ECONNREFUSED)`);
  });
});

describe('OpenAI-compatible chat adapter', () => {
  it('asks one chat completion per segment with the model, its neighbours and the glossary terms found in it', async () => {
    const server = await fakeProvider((request, response) => {
      const user = request.body.messages[1].content as string;
      const text = user.slice(user.lastIndexOf('\n') + 1);
      json(response, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: `  [de] ${text}\n` }, finish_reason: 'stop' }],
      });
    });
    const provider = openAiProvider({
      url: server.url,
      model: 'gpt-test',
      apiKey: KEY,
      timeoutMs: 5000,
      allowPrivateNetwork: true,
    });
    const answers = await provider.translate(
      batch(
        segment('Open the <x id="1"/>file menu', {
          before: ['Welcome.'],
          after: ['Then choose Save.'],
          terms: [{ source: 'file menu', target: 'Dateimenü' }],
        }),
        segment('Done'),
      ),
      never,
    );

    expect(answers).toEqual(['[de] Open the <x id="1"/>file menu', '[de] Done']);
    expect(server.requests).toHaveLength(2);
    const first = server.requests.find((request) => request.body.messages[1].content.endsWith('file menu'))!;
    expect(first.path).toBe('/v1/chat/completions');
    expect(first.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(first.body.model).toBe('gpt-test');
    expect(first.body.temperature).toBe(0);
    expect(first.body.messages[0].role).toBe('system');
    expect(first.body.messages[0].content).toContain('from English (en) into Austrian German (de-AT)');
    expect(first.body.messages[0].content).toContain('<x id="1"/>');
    expect(first.body.messages[1]).toEqual({
      role: 'user',
      content:
        'Terminology:\n- file menu = Dateimenü\n\n' +
        'Text before it (context only, do not translate):\nWelcome.\n\n' +
        'Text after it (context only, do not translate):\nThen choose Save.\n\n' +
        'Translate this text:\nOpen the <x id="1"/>file menu',
    });
    const second = server.requests.find((request) => request.body.messages[1].content.endsWith('Done'))!;
    expect(second.body.messages[1].content).toBe('Translate this text:\nDone');
  });

  it('leaves out the Authorization header without a key, drops a reasoning block and accepts a base URL ending in /v1', async () => {
    const server = await fakeProvider((_request, response) =>
      json(response, 200, {
        choices: [{ message: { role: 'assistant', content: '<think>short word</think>\nHallo' } }],
      }),
    );
    const provider = openAiProvider({
      url: `${server.url}/v1`,
      model: 'llama3',
      timeoutMs: 5000,
      allowPrivateNetwork: true,
    });
    expect(await provider.translate(batch(segment('Hello')), never)).toEqual(['Hallo']);
    expect(server.requests[0]!.path).toBe('/v1/chat/completions');
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(chatUrl('http://host/')).toBe('http://host/v1/chat/completions');
  });

  it('asks for structured output where an answer schema is given, and again without it from a server that refuses it', async () => {
    const schema = { name: 'errors', schema: { type: 'object' } };
    const server = await fakeProvider((request, response) =>
      request.body.response_format
        ? json(response, 400, { error: { message: 'Unrecognized request argument supplied: response_format' } })
        : json(response, 200, { choices: [{ message: { role: 'assistant', content: '{"errors": []}' } }] }),
    );
    const provider = openAiProvider({ url: server.url, model: 'm', timeoutMs: 5000, allowPrivateNetwork: true });
    const messages = [{ role: 'user' as const, content: 'Annotate' }];
    expect(await provider.complete!(messages, { signal: never, answerSchema: schema })).toBe('{"errors": []}');
    expect(server.requests.map((request) => request.body.response_format)).toEqual([
      { type: 'json_schema', json_schema: { name: 'errors', schema: { type: 'object' }, strict: true } },
      undefined,
    ]);
    // Without a schema nothing is asked of the format; another failure is not asked again.
    await provider.complete!(messages, { signal: never });
    expect(server.requests).toHaveLength(3);
    server.answerWith((_request, response) => json(response, 500, { error: { message: 'down' } }));
    await expect(provider.complete!(messages, { signal: never, answerSchema: schema })).rejects.toThrow('failed (500)');
    expect(server.requests).toHaveLength(4);
  });

  it("passes on the server's error object and refuses a key without echoing it", async () => {
    const server = await fakeProvider((_request, response) =>
      json(response, 401, {
        error: {
          message: `Incorrect API key provided: ${KEY}`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      }),
    );
    const error = await failure(
      openAiProvider({ url: server.url, model: 'm', apiKey: KEY, timeoutMs: 5000, allowPrivateNetwork: true }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe('The chat model server refused the API key (401): Incorrect API key provided: ***');
  });

  it('stops the other requests of a batch at the first failure', async () => {
    let calls = 0;
    const server = await fakeProvider((_request, response) => {
      calls++;
      if (calls === 1) json(response, 429, { error: { message: 'Rate limit reached' } }, { 'retry-after': '3' });
      // the others never answer: they must be cancelled, not waited for
    });
    const provider = openAiProvider({ url: server.url, model: 'm', timeoutMs: 60_000, allowPrivateNetwork: true });
    const error = await failure(
      provider,
      batch(segment('a'), segment('b'), segment('c'), segment('d'), segment('e'), segment('f')),
    );
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // four at a time: the fifth and sixth segments are never asked for
    expect(server.requests.length).toBeLessThanOrEqual(4);
  });
});
