/**
 * Fuzzing every route of the OpenAPI document (so new routes are covered automatically): malformed bodies, query
 * strings and path ids, as an admin and anonymously. Every answer must be below 500 and JSON (`{message}` for
 * errors; downloads excepted), and the server must still be healthy afterwards.
 *
 * The cases come from a seeded generator: a failure names the seed and the request, and `FUZZ_SEED=<n>` replays
 * it (or tries other cases).
 */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import { describeWithDatabases, type TestContext } from '../test/harness.ts';
import { createSession } from '../auth/repository.ts';
import { prng } from '../test/prng.ts';
import { createGlossary, createGlossaryRecord, createTm, createTmUnit } from '../test/resources.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const ADMIN_CASES_PER_ROUTE = 12;
/** Uploads parse their file up front: fewer cases keep the run short. */
const ADMIN_CASES_PER_UPLOAD_ROUTE = 6;
const ANONYMOUS_CASES_PER_ROUTE = 2;

const fixture = (path: string) => readFileSync(new URL(`../formats/${path}`, import.meta.url));

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { in: 'path' | 'query'; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

interface Route {
  method: string;
  /** OpenAPI path: /api/glossary/{id}. */
  path: string;
  operation: Operation;
}

interface Case {
  caller: 'admin' | 'anonymous';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

class Random {
  readonly #next: () => number;
  constructor(seed: number) {
    this.#next = prng(seed);
  }
  int(below: number): number {
    return Math.floor(this.#next() * below);
  }
  chance(probability: number): boolean {
    return this.#next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const MEGABYTE = 'x'.repeat(1024 * 1024);
const NASTY_STRINGS = [
  '',
  ' ',
  ' 1',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  MEGABYTE,
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:00Z',
  '-1',
  '1e999',
  'null',
  'undefined',
  '<x>&amp;</x>',
  '\u0001\u0002',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u202e',
  '😀',
  'de-DE-x-'.repeat(30),
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  1e308,
  true,
  false,
  null,
  [],
  {},
  [1, 'a'],
  { nested: { deeper: ['x'] } },
];
const NASTY_PATH_IDS = [
  '%201',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '1.5',
  '1e0',
  '0x1',
  '%ED%A0%80',
  '1%2F2',
  'x'.repeat(3000),
  '%F0%9F%98%80',
];
/** Query values, already encoded: a lone surrogate cannot be percent-encoded as UTF-8, so it goes as its CESU bytes. */
const NASTY_QUERY_VALUES = [
  '',
  '-1',
  '1.5',
  '99999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '%FF',
  encodeURIComponent(MEGABYTE),
  'null',
  '%20%31',
  'a%26b%3Dc',
];
const BROKEN_BODIES: { contentType?: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"name":' },
  { contentType: 'application/json', payload: '{"a":1}}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '[1,2]' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '{"name":"\\ud800","source":"\\udc00x"}' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'name=a&source_lang=en' },
  { contentType: 'application/xml', payload: '<name>a</name>' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { payload: '{"name":"no content type"}' },
];

/** A value that the schema would plausibly accept (the mutations then break it). */
function plausible(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return plausible(random.pick(options), random, depth + 1);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'email') return `fuzz${random.int(1e6)}@example.com`;
      if (schema.format === 'date-time') return new Date().toISOString();
      const samples = ['en', 'de-AT', 'fr', 'A plausible text', 'ok', '1', 'long enough password'];
      const fitting = samples.filter(
        (s) =>
          (!schema.pattern || new RegExp(schema.pattern).test(s)) &&
          s.length >= (schema.minLength ?? 0) &&
          s.length <= (schema.maxLength ?? Infinity),
      );
      return fitting.length > 0 ? random.pick(fitting) : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 10, random.int(3)));
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: random.int(3) }, () => plausible(schema.items, random, depth + 1));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.7)) value[key] = plausible(property, random, depth + 1);
      }
      return value;
    }
    default:
      return 'x';
  }
}

/** Breaks one thing in a plausible body: a field gets a nasty value, goes missing, or an unknown field joins. */
function mutate(body: unknown, random: Random): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || random.chance(0.1))
    return random.pick(NASTY_VALUES);
  const copy = { ...(body as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const roll = random.int(10);
  if (keys.length > 0 && roll < 6) copy[random.pick(keys)] = random.pick(NASTY_VALUES);
  else if (keys.length > 0 && roll < 8) delete copy[random.pick(keys)];
  else copy[random.pick(['extra', 'id', 'role', 'updated_at', '\ud800'])] = random.pick(NASTY_VALUES);
  return copy;
}

function multipartBody(random: Random): { payload: Buffer; contentType: string } {
  const boundary = `fuzz${random.int(1e9)}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const name of ['name', 'source_lang', 'target_lang']) {
    if (random.chance(0.7))
      field(
        name,
        random.chance(0.5) ? random.pick(['Fuzzed', 'en', 'de', 'fr-CA']) : String(random.pick(NASTY_STRINGS)),
      );
  }
  if (random.chance(0.85)) {
    const filename = random.pick([
      undefined,
      '',
      'a.tmx',
      'a.xlf',
      'a.csv',
      'a.xlsx',
      'a.tbx',
      'a\u0000.xlf',
      '../../a.xlf',
      `${'n'.repeat(1000)}.xlf`,
      'ä 😀.csv',
    ]);
    const content = random.pick<Buffer | string>([
      fixture('tmx/fixtures/tmx14b.tmx'),
      fixture('xliff/fixtures/sample-1.2.xlf'),
      'source,target\nhello,hallo\n',
      '',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>',
      '<tmx><body><tu>',
      Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x50, 0x4b]),
    ]);
    // Without a filename parameter the part is still a file when typed application/octet-stream.
    const disposition = filename === undefined ? '' : `; filename="${filename}"`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${random.chance(0.85) ? 'file' : 'upload'}"${disposition}\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    );
  }
  if (random.chance(0.9)) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function isMultipartRoute(route: Route): boolean {
  return /multipart/i.test(`${route.operation.summary ?? ''} ${route.operation.description ?? ''}`);
}

function queryString(route: Route, random: Random): string {
  const pairs: string[] = [];
  for (const parameter of route.operation.parameters ?? []) {
    if (parameter.in !== 'query' || random.chance(0.4)) continue;
    const value = random.chance(0.5)
      ? encodeURIComponent(String(plausible(parameter.schema, random)))
      : random.pick(NASTY_QUERY_VALUES);
    pairs.push(`${parameter.name}=${value}`);
    if (random.chance(0.15)) pairs.push(`${parameter.name}=${value}`);
  }
  if (random.chance(0.1))
    pairs.push(`${random.pick(['unknown', 'page[]', '__proto__'])}=${random.pick(NASTY_QUERY_VALUES)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function generateCase(route: Route, caller: Case['caller'], random: Random, ids: (path: string) => number): Case {
  const id = random.chance(0.6) ? String(ids(route.path)) : random.pick(NASTY_PATH_IDS);
  const url = route.path.replace('{id}', id) + queryString(route, random);
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_VALUE };
  // Some broken bodies come without a content type: the request then has no content-type header.
  const withBody = (payload: string | Buffer, contentType: string | undefined): Case => ({
    caller,
    method: route.method,
    url,
    headers: contentType ? { ...headers, 'content-type': contentType } : headers,
    payload,
  });
  const brokenBody = () => {
    const broken = random.pick(BROKEN_BODIES);
    return withBody(broken.payload, broken.contentType);
  };
  if (route.method === 'GET' || route.method === 'DELETE') {
    return random.chance(0.1) ? brokenBody() : { caller, method: route.method, url, headers };
  }
  if (isMultipartRoute(route) && random.chance(0.8)) {
    const { payload, contentType } = multipartBody(random);
    return withBody(payload, contentType);
  }
  if (random.chance(0.25)) return brokenBody();
  const schema = route.operation.requestBody?.content['application/json']?.schema;
  const body = random.chance(0.85) ? mutate(plausible(schema, random), random) : plausible(schema, random);
  return withBody(JSON.stringify(body), 'application/json');
}

/** What is wrong with an answer, if anything. */
function problemOf(route: Route, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status === 204) return response.body === '' ? undefined : 'a 204 with a body';
  if (status < 300 && route.path.endsWith('/download')) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `answered ${status} as ${response.headers['content-type']}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  if (status >= 400 && typeof (body as { message?: unknown } | null)?.message !== 'string')
    return `answered ${status} without a message`;
  return undefined;
}

function describeCase(request: Case): string {
  const payload =
    request.payload === undefined
      ? ''
      : ` ${request.headers['content-type'] ?? '(no content type)'} ${JSON.stringify(String(request.payload).slice(0, 160))}`;
  return `${request.caller} ${request.method} ${request.url.slice(0, 160)}${payload}`;
}

function routesOf(spec: { servers: { url: string }[]; paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  // The document's paths are under its server's URL (/api).
  const base = spec.servers[0]!.url;
  for (const [pathUnderBase, operations] of Object.entries(spec.paths)) {
    const path = `${base}${pathUnderBase}`;
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(operations))
      routes.push({ method: method.toUpperCase(), path, operation });
  }
  // Deletions last, so the other routes meet the fixtures they are about.
  return routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}

/** Something of each kind to point valid ids at (another user than the admin, so the admin stays usable). */
async function createFixtures(t: TestContext) {
  const admin = await t.signIn('admin');
  const other = await t.createUser('user');
  const post = async (url: string, payload: object) => {
    const response = await admin.inject({ method: 'POST', url, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    return response.json() as { id: number };
  };
  const glossary = await post('/api/glossary/', { name: 'Fuzz', source_lang: 'en', target_lang: 'de' });
  const glossaryRecord = await post(`/api/glossary/${glossary.id}/records`, { source: 'a', target: 'b' });
  const tm = await post('/api/translation_memory/', { name: 'Fuzz', source_lang: 'en', target_lang: 'de' });
  const tmRecord = await post(`/api/translation_memory/${tm.id}/records`, { source: 'a', target: 'b' });
  const boundary = 'fuzzfixture';
  const upload = await admin.inject({
    method: 'POST',
    url: '/api/document/',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.xlf"\r\n\r\n`),
      fixture('xliff/fixtures/sample-1.2.xlf'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(202);
  await t.app.jobs.idle();
  const document = upload.json() as { id: number };
  const segment = (await admin.inject(`/api/document/${document.id}/records`)).json().records[0] as { id: number };
  return {
    adminId: admin.user.id,
    idFor(path: string): number {
      const records = path.includes('/records/');
      if (path.startsWith('/api/users/')) return other.user.id;
      if (path.startsWith('/api/glossary/')) return records ? glossaryRecord.id : glossary.id;
      if (path.startsWith('/api/translation_memory/')) return records ? tmRecord.id : tm.id;
      if (path.startsWith('/api/document/')) return records ? segment.id : document.id;
      return 1;
    },
  };
}

describeWithDatabases('fuzzing every route', (t) => {
  it(
    'answers malformed requests to every route below 500 and in JSON, and stays healthy',
    { timeout: 90_000 },
    async () => {
      const routes = routesOf((await t.anonymous.inject('/api/docs/json')).json());
      expect(routes.length).toBeGreaterThan(30);
      expect(routes.filter(isMultipartRoute).length).toBeGreaterThanOrEqual(3);
      const { adminId, idFor } = await createFixtures(t);

      const problems: string[] = [];
      let session = await createSession(t.db, adminId, false, 3_600_000);
      for (const route of routes) {
        const random = new Random(SEED ^ hash(`${route.method} ${route.path}`));
        const adminCases = isMultipartRoute(route) ? ADMIN_CASES_PER_UPLOAD_ROUTE : ADMIN_CASES_PER_ROUTE;
        const cases = [
          ...Array.from({ length: adminCases }, () => generateCase(route, 'admin', random, idFor)),
          ...Array.from({ length: ANONYMOUS_CASES_PER_ROUTE }, () => generateCase(route, 'anonymous', random, idFor)),
        ];
        for (const request of cases) {
          // Signing out ends the session it is sent with.
          if (route.path === '/api/auth/logout') session = await createSession(t.db, adminId, false, 3_600_000);
          const headers =
            request.caller === 'admin' ? { ...request.headers, cookie: `tessera_session=${session}` } : request.headers;
          const response = await t.app.inject({
            method: request.method as InjectOptions['method'],
            url: request.url,
            headers,
            payload: request.payload,
          });
          const problem = problemOf(route, response);
          if (problem) problems.push(`${describeCase(request)}: ${problem} ${response.body.slice(0, 200)}`);
        }
      }
      await t.app.jobs.idle();
      expect(problems, `FUZZ_SEED=${SEED} replays these`).toEqual([]);
      expect((await t.anonymous.inject('/api/health')).statusCode).toBe(200);
    },
  );

  it('answers what earlier fuzz runs found with 4xx', async () => {
    const admin = await t.signIn('admin');
    const glossary = await createGlossary(admin, { name: 'Found', source_lang: 'en', target_lang: 'de' });
    const record = await createGlossaryRecord(admin, glossary.id, { source: 'a', target: 'b' });
    const tm = await createTm(admin, { name: 'Found', source_lang: 'en', target_lang: 'de' });
    const unit = await createTmUnit(admin, tm.id, { source: 'a', target: 'b' });
    const saveSeenAt = (url: string, updated_at: string) =>
      admin.inject({ method: 'PUT', url, payload: { source: 'a', target: 'b', updated_at } });

    const yearZero = await saveSeenAt(`/api/glossary/records/${record.id}`, '0000-01-01T00:00:00Z');
    expect(yearZero.statusCode, yearZero.body).toBe(400);
    expect(yearZero.json().message).toMatch(/^Invalid request: body\.updated_at must be the ISO 8601 timestamp/);
    const notADate = await saveSeenAt(`/api/translation_memory/records/${unit.id}`, 'ok');
    expect(notADate.statusCode, notADate.body).toBe(400);

    const spaceOne = await admin.inject({ method: 'DELETE', url: `/api/glossary/%20${glossary.id}` });
    expect(spaceOne.statusCode).toBe(400);
    expect((await admin.inject(`/api/glossary/${glossary.id}`)).statusCode).toBe(200);

    for (const url of ['/api/glossary/import', '/api/document/', '/api/translation_memory/import']) {
      const emptyFileName = await admin.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\n\r\n\r\n--b--\r\n',
      });
      expect(emptyFileName.statusCode, `${url}: ${emptyFileName.body}`).toBeLessThan(500);
    }
    // What FormData.append('file', blob, '') sends: a file part with no file name, typed application/octet-stream.
    for (const url of [
      '/api/document/',
      '/api/glossary/import',
      `/api/glossary/${glossary.id}/import`,
      '/api/translation_memory/import',
      `/api/translation_memory/${tm.id}/import`,
    ]) {
      const nameless = await admin.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n' +
          '--b\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n' +
          'source,target\nhello,hallo\n\r\n--b--\r\n',
      });
      expect(nameless.statusCode, `${url}: ${nameless.body}`).toBe(400);
      expect(nameless.json().message, url).toMatch(/^The file has no name/);
    }
    await t.app.jobs.idle();

    const surrogate = await admin.inject({
      method: 'POST',
      url: '/api/glossary/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"x\\ud800","source_lang":"en","target_lang":"de"}',
    });
    expect(surrogate.statusCode).toBe(400);
  });
});
