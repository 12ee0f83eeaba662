import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { inlineToken as tok, type MtSettings } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client } from '../test/harness.ts';
import { json, startFakeProvider } from './fake-provider-server.ts';
import { NOT_CONFIGURED } from './translate.ts';
import { createGlossaryWithTerms, linkGlossaries, savedRecord, uploadDocumentWithRecords } from '../test/resources.ts';

const KEY = 'mt-key-never-shown-0d5e2b';

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="1"><source>Welcome to the installer.</source></trans-unit>
    <trans-unit id="2"><source>Press <g id="b">Start</g> to open the file menu.</source></trans-unit>
    <trans-unit id="3"><source>Then wait.</source></trans-unit>
  </body></file>
</xliff>`;

const putSettings = (admin: Client, payload: object) =>
  admin.inject({ method: 'PUT', url: '/api/mt/settings', payload });

/** A LibreTranslate stand-in that prefixes each text, so what came back is recognisable. */
const libre = () =>
  startFakeProvider((request, response) =>
    json(response, 200, { translatedText: request.body.q.map((text: string) => `[de] ${text}`) }),
  );

describeWithPostgresToo('machine translation routes', (t) => {
  let provider: Awaited<ReturnType<typeof libre>>;
  beforeAll(async () => {
    provider = await libre();
  });
  afterAll(async () => {
    await provider.close();
  });
  afterEach(async () => {
    t.config.mt = undefined;
    await t.db.deleteFrom('mt_settings').execute();
    provider.requests.length = 0;
  });

  it('lets an admin store a provider whose key is never answered, only has_key', async () => {
    const admin = await t.signIn('admin');
    expect((await admin.inject('/api/mt/settings')).json()).toEqual({
      provider: null,
      url: null,
      model: null,
      has_key: false,
      allow_private_network: false,
      source: 'none',
      updated_at: null,
    });

    const refused = await putSettings(admin, { provider: 'deepl' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('DeepL needs an API key');

    const saved = await putSettings(admin, { provider: 'deepl', api_key: KEY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(KEY);
    expect(saved.json()).toMatchObject({
      provider: 'deepl',
      url: null,
      model: null,
      has_key: true,
      source: 'database',
    });
    const read = await admin.inject('/api/mt/settings');
    expect(read.body).not.toContain(KEY);
    expect(read.json<MtSettings>().has_key).toBe(true);

    // The same provider and URL keep the stored key when none is sent...
    expect((await putSettings(admin, { provider: 'deepl' })).json().has_key).toBe(true);
    // ...another server never gets it without the admin typing it again.
    const moved = await putSettings(admin, { provider: 'deepl', url: 'https://deepl-proxy.example' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe('DeepL needs an API key: enter it again for the new provider or URL');

    const libreWithoutKey = await putSettings(admin, { provider: 'libretranslate', url: provider.url });
    expect(libreWithoutKey.json()).toMatchObject({ provider: 'libretranslate', url: provider.url, has_key: false });
    expect((await t.db.selectFrom('mt_settings').select('api_key').executeTakeFirstOrThrow()).api_key).toBeNull();

    const off = await putSettings(admin, { provider: null });
    expect(off.json()).toMatchObject({ provider: null, has_key: false, source: 'none' });
  });

  it('checks what each provider needs and that the URL is http(s)', async () => {
    const admin = await t.signIn('admin');
    expect((await putSettings(admin, { provider: 'libretranslate' })).json().message).toBe(
      "LibreTranslate needs the server's URL",
    );
    expect((await putSettings(admin, { provider: 'openai', url: 'http://llm.example' })).json().message).toBe(
      'An OpenAI-compatible server needs a model name',
    );
    const badUrl = await putSettings(admin, { provider: 'libretranslate', url: 'file:///etc/passwd' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().message).toContain('must be an http:// or https:// address');
    expect((await putSettings(admin, { provider: 'google', url: 'http://x.example' })).statusCode).toBe(400);
    expect(
      (await putSettings(admin, { provider: 'openai', url: 'http://llm.example', model: 'llama3', extra: 1 }))
        .statusCode,
    ).toBe(400);
  });

  it('keeps the settings to admins', async () => {
    for (const role of ['manager', 'user'] as const) {
      const client = await t.signIn(role);
      expect((await client.inject('/api/mt/settings')).statusCode).toBe(403);
      expect((await putSettings(client, { provider: 'libretranslate', url: provider.url })).statusCode).toBe(403);
    }
    expect((await t.anonymous.inject('/api/mt/settings')).statusCode).toBe(401);
  });

  it("shows settings from the server's environment, which the screen cannot change", async () => {
    const admin = await t.signIn('admin');
    t.config.mt = { provider: 'openai', url: 'http://llm.example', model: 'llama3', apiKey: KEY };
    const read = await admin.inject('/api/mt/settings');
    expect(read.json()).toEqual({
      provider: 'openai',
      url: 'http://llm.example',
      model: 'llama3',
      has_key: true,
      allow_private_network: true,
      source: 'environment',
      updated_at: null,
    });
    expect(read.body).not.toContain(KEY);
    const refused = await putSettings(admin, { provider: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Machine translation is set by the server's environment (MT_PROVIDER); change it there",
    );
  });

  it('lets an admin try the provider on a sentence', async () => {
    const admin = await t.signIn('admin');
    const tryIt = (payload: object, client: Client = admin) =>
      client.inject({ method: 'POST', url: '/api/mt/test', payload });
    const off = await tryIt({ text: 'Hello', source_lang: 'en', target_lang: 'fr' });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(NOT_CONFIGURED);

    await putSettings(admin, { provider: 'libretranslate', url: provider.url, allow_private_network: true });
    const tried = await tryIt({ text: ' Hello <b> & you ', source_lang: 'en', target_lang: 'fr-CA' });
    expect(tried.statusCode, tried.body).toBe(200);
    expect(tried.json()).toMatchObject({ target: '[de] Hello <b> & you', provider: 'libretranslate' });
    expect(tried.json().milliseconds).toBeGreaterThanOrEqual(0);
    expect(provider.requests.at(-1)!.body).toEqual({
      q: ['Hello &lt;b&gt; &amp; you'],
      source: 'en',
      target: 'fr',
      format: 'html',
    });

    expect((await tryIt({ text: 'a\u0001b', source_lang: 'en', target_lang: 'fr' })).statusCode).toBe(400);
    expect((await tryIt({ text: 'Hello', source_lang: 'english', target_lang: 'fr' })).statusCode).toBe(400);
    const manager = await t.signIn('manager');
    expect((await tryIt({ text: 'Hello', source_lang: 'en', target_lang: 'fr' }, manager)).statusCode).toBe(403);
  });

  it('tells every signed-in reader whether a provider is configured, so screens ask for suggestions only then', async () => {
    const admin = await t.signIn('admin');
    const translator = await t.signIn('user');
    const status = async () => {
      const response = await translator.inject('/api/mt/status');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(await status()).toEqual({ available: false });
    await putSettings(admin, { provider: 'libretranslate', url: provider.url, allow_private_network: true });
    expect(await status()).toEqual({ available: true });
    await putSettings(admin, { provider: null });
    expect(await status()).toEqual({ available: false });
    expect((await t.anonymous.inject('/api/mt/status')).statusCode).toBe(401);
  });

  it('answers 409 for an MT suggestion until a provider is configured, 404 for a segment that does not exist', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliff);
    const response = await manager.inject(`/api/document/records/${records[1]!.id}/mt`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(NOT_CONFIGURED);
    expect((await manager.inject('/api/document/records/999999/mt')).statusCode).toBe(404);
  });

  it("gives a translator the provider's translation of a segment with its inline codes in place", async () => {
    const admin = await t.signIn('admin');
    const translator = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, admin, xliff);
    expect(
      (await putSettings(admin, { provider: 'libretranslate', url: provider.url, allow_private_network: true }))
        .statusCode,
    ).toBe(200);

    const response = await translator.inject(`/api/document/records/${records[1]!.id}/mt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      target: `[de] Press ${tok(1)}Start${tok(2)} to open the file menu.`,
      provider: 'libretranslate',
    });
    expect(provider.requests.map((request) => request.body)).toEqual([
      { q: ['Press <x id="1"/>Start<x id="2"/> to open the file menu.'], source: 'en', target: 'de', format: 'html' },
    ]);

    // What came back can be saved as it is.
    await savedRecord(translator, records[1]!, { target: response.json().target });
  });

  it("sends the LLM the segment's neighbours and the terms of the document's glossaries found in it", async () => {
    const admin = await t.signIn('admin');
    const { document, records } = await uploadDocumentWithRecords(t, admin, xliff);
    const { id } = document;
    const llm = await startFakeProvider((_request, response) =>
      json(response, 200, {
        choices: [
          {
            message: {
              role: 'assistant',
              content: 'Drücken Sie <x id="1"/>Start<x id="2"/>, um das Dateimenü zu öffnen.',
            },
          },
        ],
      }),
    );
    try {
      const { glossary } = await createGlossaryWithTerms(admin, 'UI', [
        { source: 'file menu', target: 'Dateimenü' },
        { source: 'menu', target: 'Menü' },
        { source: 'install', target: 'installieren' },
        { source: 'Cancel', target: 'Abbrechen' },
      ]);
      await linkGlossaries(admin, `/api/document/${id}`, [glossary.id]);
      await putSettings(admin, {
        provider: 'openai',
        url: llm.url,
        model: 'llama3',
        api_key: KEY,
        allow_private_network: true,
      });

      const response = await admin.inject(`/api/document/records/${records[1]!.id}/mt`);
      expect(response.json()).toEqual({
        target: `Drücken Sie ${tok(1)}Start${tok(2)}, um das Dateimenü zu öffnen.`,
        provider: 'openai',
      });
      expect(llm.requests).toHaveLength(1);
      expect(llm.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(llm.requests[0]!.body.messages[1].content).toBe(
        // "install" is inside "installer" of a neighbour, not in this segment: only whole words of the segment count
        'Terminology:\n- file menu = Dateimenü\n- menu = Menü\n\n' +
          'About the text:\nKey: 2\n\n' +
          'Text before it (context only, do not translate):\nWelcome to the installer.\n\n' +
          'Text after it (context only, do not translate):\nThen wait.\n\n' +
          'Translate this text:\nPress <x id="1"/>Start<x id="2"/> to open the file menu.',
      );
    } finally {
      await llm.close();
    }
  });

  it('asks a provider on a private network only when the settings allow it, and tells translators only that it failed', async () => {
    const admin = await t.signIn('admin');
    const translator = await t.signIn('user');
    const { records } = await uploadDocumentWithRecords(t, admin, xliff);
    const suggestion = (client: Client) => client.inject(`/api/document/records/${records[1]!.id}/mt`);
    const saved = await putSettings(admin, { provider: 'libretranslate', url: provider.url });
    expect(saved.json()).toMatchObject({ url: provider.url, allow_private_network: false });

    const refused = await suggestion(translator);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      'The machine translation provider could not translate this; an admin finds why in the server log or by trying the provider under Settings › Machine translation',
    );
    const tried = await admin.inject({
      method: 'POST',
      url: '/api/mt/test',
      payload: { text: 'Hello', source_lang: 'en', target_lang: 'de' },
    });
    expect(tried.statusCode).toBe(502);
    expect(tried.json().message).toBe(
      `LibreTranslate was not asked: ${provider.url} is on a private network (127.0.0.1), which the machine translation settings do not allow`,
    );
    expect(provider.requests).toHaveLength(0);

    const allowed = await putSettings(admin, {
      provider: 'libretranslate',
      url: provider.url,
      allow_private_network: true,
    });
    expect(allowed.json().allow_private_network).toBe(true);
    expect((await admin.inject('/api/mt/settings')).json().allow_private_network).toBe(true);
    expect((await suggestion(translator)).statusCode).toBe(200);
    // Left out, the permission is not kept: every save says it again.
    expect((await putSettings(admin, { provider: 'libretranslate', url: provider.url })).json()).toMatchObject({
      allow_private_network: false,
    });
  });

  it('refuses a provider on this machine written as any IPv6 form of an IPv4 address', async () => {
    const admin = await t.signIn('admin');
    const { port } = new URL(provider.url);
    const hosts = [
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[::7f00:1]',
      '[2002:7f00:1::1]',
      '[64:ff9b::7f00:1]',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
    ];
    for (const host of hosts) {
      const url = `http://${host}:${port}`;
      expect((await putSettings(admin, { provider: 'libretranslate', url })).statusCode, url).toBe(200);
      const tried = await admin.inject({
        method: 'POST',
        url: '/api/mt/test',
        payload: { text: 'Hello', source_lang: 'en', target_lang: 'de' },
      });
      expect(tried.statusCode, url).toBe(502);
      expect(tried.json().message, url).toMatch(
        /^LibreTranslate was not asked: \S+ is on a private network \(\S+\), which the machine translation settings do not allow$/,
      );
    }
    expect(provider.requests).toHaveLength(0);
  });

  it('turns the provider refusing or rate limiting into a clear message, 429 with Retry-After, without retrying', async () => {
    const admin = await t.signIn('admin');
    const { records } = await uploadDocumentWithRecords(t, admin, xliff);
    await putSettings(admin, {
      provider: 'libretranslate',
      url: provider.url,
      allow_private_network: true,
      api_key: KEY,
    });
    provider.answerWith((_request, response) =>
      json(response, 429, { error: 'Slowdown: 20 per 1 minute' }, { 'retry-after': '42' }),
    );
    try {
      const limited = await admin.inject(`/api/document/records/${records[0]!.id}/mt`);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('42');
      expect(limited.json().message).toBe('LibreTranslate is limiting how often it may be asked; try again in 42 s');
      expect(provider.requests).toHaveLength(1);

      provider.answerWith((_request, response) => json(response, 403, { error: `Invalid API key ${KEY}` }));
      const refused = await admin.inject(`/api/document/records/${records[0]!.id}/mt`);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe('LibreTranslate refused the API key (403): Invalid API key ***');
      const translator = await t.signIn('user');
      const toldTranslator = await translator.inject(`/api/document/records/${records[0]!.id}/mt`);
      expect(toldTranslator.statusCode).toBe(502);
      expect(toldTranslator.json().message).not.toMatch(/LibreTranslate|403|key/);
    } finally {
      provider.answerWith((request, response) =>
        json(response, 200, { translatedText: request.body.q.map((text: string) => `[de] ${text}`) }),
      );
    }
  });
});

describeWithPostgresToo(
  'machine translation keys in the log',
  (t) => {
    it('never logs the API key, even at trace level with a provider that echoes it', async () => {
      const written: string[] = [];
      const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
      const echo = await startFakeProvider((request, response) =>
        json(response, 500, { error: `bad key ${request.body.api_key}` }),
      );
      try {
        const admin = await t.signIn('admin');
        const { records } = await uploadDocumentWithRecords(t, admin, xliff);
        const saved = await putSettings(admin, {
          provider: 'libretranslate',
          url: echo.url,
          allow_private_network: true,
          api_key: KEY,
        });
        expect(saved.statusCode).toBe(200);
        const failed = await admin.inject(`/api/document/records/${records[0]!.id}/mt`);
        expect(failed.statusCode).toBe(502);
        expect(failed.body).not.toContain(KEY);
        expect(echo.requests[0]!.body.api_key).toBe(KEY);
      } finally {
        spy.mockRestore();
        await echo.close();
      }
      const log = written.join('');
      expect(log).toContain('machine translation failed');
      expect(log).not.toContain(KEY);
    });

    it("logs a provider's failure once, as a warning without a stack", async () => {
      const written: string[] = [];
      const failing = await startFakeProvider((_request, response) =>
        json(response, 500, { error: 'Model not loaded' }),
      );
      const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
      try {
        const admin = await t.signIn('admin');
        const translator = await t.signIn('user');
        const { records } = await uploadDocumentWithRecords(t, admin, xliff);
        await putSettings(admin, { provider: 'libretranslate', url: failing.url, allow_private_network: true });
        written.length = 0;
        const failed = await translator.inject(`/api/document/records/${records[0]!.id}/mt`);
        expect(failed.statusCode).toBe(502);
      } finally {
        spy.mockRestore();
        await failing.close();
      }
      const lines = written.join('').split('\n');
      const about = lines.filter((line) => /machine translation failed|request failed/.test(line));
      expect(about).toHaveLength(1);
      expect(about[0]).toMatch(/ WARN +machine translation failed: LibreTranslate failed \(500\): Model not loaded/);
      expect(lines.filter((line) => /^\s+at /.test(line))).toEqual([]);
    });
  },
  { config: { logLevel: 'trace', logFormat: 'pretty' } },
);
