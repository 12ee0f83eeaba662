import { describe, expect, it } from 'vitest';
import { postJson, type ProviderCall } from './http.ts';
import { MAX_ANSWER_BYTES } from '../outbound/json-request.ts';
import { MtError } from './provider.ts';
import { isPrivateAddress } from '../outbound/address.ts';
import { fakeProvider, json } from './fake-provider-server.ts';

const ok = () => fakeProvider((_request, response) => json(response, 200, { translatedText: ['Hallo'] }));

/** The MtError a POST to `url` ends with. */
async function failure(url: string, call: Partial<ProviderCall> = {}): Promise<MtError> {
  const error = await postJson({
    label: 'LibreTranslate',
    url,
    body: { q: ['Hello'] },
    timeoutMs: 2000,
    signal: new AbortController().signal,
    ...call,
  }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, url).toBeInstanceOf(MtError);
  return error as MtError;
}

describe('which addresses a provider may have', () => {
  it('counts this machine, private and link-local networks as private, in IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      'fe80::1',
      'fd00::1',
      'fc00::1',
      'ff02::1',
      '64:ff9b::a9fe:a9fe',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('counts every IPv6 form that carries an IPv4 address as private, public IPv4 inside or not', () => {
    const forms = {
      'IPv4-mapped, dotted': ['::ffff:127.0.0.1', '::ffff:10.0.0.1'],
      'IPv4-mapped, hex': ['::ffff:7f00:1', '0:0:0:0:0:ffff:a9fe:a9fe'],
      'IPv4-compatible, hex': ['::7f00:1', '::a9fe:a9fe', '::808:808'],
      'IPv4-compatible, dotted': ['::127.0.0.1', '::8.8.8.8'],
      'IPv4-translated': ['::ffff:0:7f00:1', '::ffff:0:808:808'],
      '6to4': ['2002:7f00:1::1', '2002:808:808::1', '2002::'],
      NAT64: ['64:ff9b::7f00:1', '64:ff9b::8.8.8.8', '64:ff9b:1::808:808'],
      Teredo: ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::1', '2001:0:ffff:ffff:ffff:ffff:ffff:ffff'],
    };
    for (const [form, addresses] of Object.entries(forms))
      for (const address of addresses) expect(isPrivateAddress(address), `${form}: ${address}`).toBe(true);
    // Beside Teredo's 2001:0000::/32, 2001::/16 is ordinary unicast (Google's DNS is at 2001:4860:4860::8888).
    for (const address of ['2001:4860:4860::8888', '2001:1::1', '2003::1', '64:ff9c::1', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});

describe('a POST to a provider', () => {
  it('is not sent to a private address however the URL writes it, and says the same for an open and a closed port', async () => {
    const server = await ok();
    const { port } = new URL(server.url);
    const closed = await ok();
    const closedPort = new URL(closed.url).port;
    await closed.close();

    const messages: string[] = [];
    for (const url of [
      `http://127.0.0.1:${port}/translate`,
      `http://127.0.0.1:${closedPort}/translate`,
      `http://0x7f000001:${port}/translate`,
      `http://2130706433:${port}/translate`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::127.0.0.1]:${port}/`,
      `http://[::7f00:1]:${port}/`,
      `http://[2002:7f00:1::1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/translate',
      'http://[fe80::1]/',
    ]) {
      const error = await failure(url);
      expect(error.status).toBe(502);
      expect(error.message, url).toMatch(
        /^LibreTranslate was not asked: \S+ is on a private network \(\S+\), which the machine translation settings do not allow$/,
      );
      messages.push(error.message.replace(`:${closedPort}`, `:${port}`));
    }
    expect(messages[1]).toBe(messages[0]);
    expect(server.requests).toHaveLength(0);
  });

  it('checks the addresses a name resolves to when it connects', async () => {
    const server = await ok();
    const error = await failure(`http://localhost:${new URL(server.url).port}/translate`);
    expect(error.message).toMatch(/^LibreTranslate was not asked: http:\/\/localhost:\d+ is on a private network \(/);
    expect(server.requests).toHaveLength(0);
  });

  it('reaches a provider on this machine when private networks are allowed', async () => {
    const server = await ok();
    const answer = await postJson({
      label: 'LibreTranslate',
      url: `http://localhost:${new URL(server.url).port}/translate`,
      body: { q: ['Hello'] },
      timeoutMs: 2000,
      signal: new AbortController().signal,
      allowPrivateNetwork: true,
    });
    expect(answer).toEqual({ translatedText: ['Hallo'] });
    expect(server.requests).toHaveLength(1);
  });

  it('stops reading an answer larger than the limit while it arrives', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const huge = 200 * 1024 * 1024;
    let written = 0;
    const server = await fakeProvider((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const writeMore = () => {
        while (written < huge && !response.destroyed) {
          written += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', writeMore);
        }
        response.end();
      };
      writeMore();
    });
    const error = await failure(server.url, { allowPrivateNetwork: true, timeoutMs: 20_000 });
    expect(error.status).toBe(502);
    expect(error.message).toBe(`LibreTranslate answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
    // What the sockets' buffers took before the connection closed, not the whole answer.
    expect(written).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses at once an answer whose announced length is over the limit', async () => {
    const server = await fakeProvider((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024) });
      response.write('{"translatedText": ["');
      // the rest never comes: the client must not wait for it
    });
    const error = await failure(server.url, { allowPrivateNetwork: true, timeoutMs: 20_000 });
    expect(error.message).toBe(`LibreTranslate answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
  });
});
