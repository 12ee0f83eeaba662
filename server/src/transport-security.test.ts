/**
 * Strict-Transport-Security: answers that arrived over HTTPS, directly or through a proxy the server trusts
 * (TRUST_PROXY), tell browsers to use HTTPS only from then on; nothing else does, so a plain-HTTP client cannot
 * claim HTTPS to get it.
 */
import { request } from 'node:https';
import { expect, it } from 'vitest';
import { describeWithDatabases } from './test/harness.ts';
import { httpsServerFor } from './test/tls.ts';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The Strict-Transport-Security header of a GET of `path` over HTTPS (the test certificate is not checked). */
function hstsOverHttps(url: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    request(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.headers['strict-transport-security']);
    })
      .on('error', reject)
      .end();
  });
}

describeWithDatabases(
  'Strict-Transport-Security behind a trusted proxy',
  (t) => {
    it('is sent when the proxy says the request came over HTTPS, on the API and elsewhere', async () => {
      for (const url of ['/api/health', '/api/glossary/', '/no-such-page']) {
        const response = await t.anonymous.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
        expect(response.headers['strict-transport-security'], url).toBe(HSTS);
      }
    });

    it('is not sent when the proxy says the request came over plain HTTP, or says nothing', async () => {
      for (const headers of [{ 'x-forwarded-proto': 'http' }, {}]) {
        const response = await t.anonymous.inject({ url: '/api/health', headers });
        expect(response.statusCode).toBe(200);
        expect(response.headers['strict-transport-security'], JSON.stringify(headers)).toBeUndefined();
      }
    });

    it("takes the protocol the nearest proxy saw: the last of a list, not a client's first", async () => {
      const forged = await t.anonymous.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https, http' } });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
      const relayed = await t.anonymous.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http, https' } });
      expect(relayed.headers['strict-transport-security']).toBe(HSTS);
    });
  },
  { config: { trustProxy: true } },
);

describeWithDatabases('Strict-Transport-Security without a trusted proxy', (t) => {
  it('is not sent over plain HTTP, whatever X-Forwarded-Proto claims', async () => {
    for (const headers of [{ 'x-forwarded-proto': 'https' }, {}]) {
      const response = await t.anonymous.inject({ url: '/api/health', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['strict-transport-security'], JSON.stringify(headers)).toBeUndefined();
    }
  });

  it('is sent when the server itself is reached over HTTPS', async () => {
    const https = await httpsServerFor(t.app);
    try {
      expect(await hstsOverHttps(`${https.url}/api/health`)).toBe(HSTS);
    } finally {
      await https.close();
    }
  });
});
