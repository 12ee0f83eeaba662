import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { sql } from 'kysely';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import { buildApp, type App } from './app.ts';
import { HttpError } from './plugins/errors.ts';
import { receiveUpload, sweepStaleUploads } from './plugins/uploads.ts';
import { openTestDatabase, testConfig, type Backend } from './test/harness.ts';
import type { Db } from './db/database.ts';

const backend: Backend = 'pglite';

describe('app plumbing', () => {
  let db: Db;
  let close: () => Promise<void>;
  let app: App;

  beforeAll(async () => {
    ({ db, close } = await openTestDatabase(backend));
    app = await buildApp({
      db,
      config: testConfig({ uploadLimitBytes: 1000, dataDir: mkdtempSync(join(tmpdir(), 'tessera-app-test-')) }),
    });
    const open = { public: true } as const;
    app.get('/api/test/boom', { config: open }, async () => {
      throw new Error('password=hunter2 at /srv/secret.ts:12');
    });
    app.get('/api/test/http-error', { config: open }, async () => {
      throw new HttpError(422, 'cannot_be_done', 'That cannot be done', { field: 'name' });
    });
    app.post(
      '/api/test/echo',
      { config: open, schema: { body: z.object({ name: z.string().min(2) }) } },
      async (request) => request.body,
    );
    app.post('/api/test/any', { config: open }, async () => ({ ok: true }));
    app.post('/api/test/clash', { config: open }, async () => {
      await db
        .insertInto('users')
        .values({ email: 'clash@example.com', username: 'clash', password_hash: 'x', role: 'user' })
        .execute();
      return { ok: true };
    });
    app.post(
      '/api/test/cast',
      { config: open, schema: { body: z.object({ value: z.string(), type: z.enum(['timestamptz', 'integer']) }) } },
      async (request) => {
        const { value, type } = request.body;
        await sql`select ${value}::${sql.raw(type)}`.execute(db);
        return { ok: true };
      },
    );
    app.post('/api/test/upload', { config: open }, async (request) => {
      const upload = await receiveUpload(request);
      const bytes = (await readFile(upload.path)).length;
      await upload.remove();
      return { bytes, size: upload.size, filename: upload.filename, fields: upload.fields };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await close();
    rmSync(app.config.dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: { [CSRF_HEADER]: CSRF_VALUE } });

  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await app.inject('/api/no/such/thing?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/no/such/thing', code: 'not_found' });
  });

  it('hides the internals of unexpected errors behind a plain 500', async () => {
    const response = await app.inject('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'internal_error' });
    expect(response.body).not.toContain('hunter2');
  });

  it('sends an HttpError as {message, code, details}', async () => {
    const response = await app.inject('/api/test/http-error');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'That cannot be done',
      code: 'cannot_be_done',
      details: { field: 'name' },
    });
  });

  it('turns schema validation failures into 400 naming the field', async () => {
    const response = await post('/api/test/echo', { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid request: body\.name /);
    expect(response.json().details[0].path).toBe('body.name');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: '{"name":',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
  });

  it('turns an unhandled unique violation into 409', async () => {
    expect((await post('/api/test/clash', {})).statusCode).toBe(200);
    const again = await post('/api/test/clash', {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This already exists', code: 'already_exists' });
  });

  it('answers a value the database cannot store (a year-0 date, an integer overflow) with 400, not 500', async () => {
    for (const [value, type] of [
      ['0000-01-01T00:00:00Z', 'timestamptz'],
      ['99999999999', 'integer'],
    ]) {
      const response = await post('/api/test/cast', { value, type });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringMatching(/^Invalid request: a value cannot be stored \(.*out of range/),
        code: 'value_not_storable',
      });
    }
    expect((await post('/api/test/cast', { value: '2024-01-01T00:00:00Z', type: 'timestamptz' })).statusCode).toBe(200);
  });

  it('answers 413 with a JSON message when an upload exceeds the limit', async () => {
    const boundary = '----tessera';
    const body = (size: number) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="lang"\r\n\r\nde\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(size)}\r\n--${boundary}--\r\n`,
      );
    const upload = (size: number) =>
      app.inject({
        method: 'POST',
        url: '/api/test/upload',
        payload: body(size),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: CSRF_VALUE },
      });
    const small = await upload(500);
    expect(small.statusCode).toBe(200);
    expect(small.json()).toEqual({ bytes: 500, size: 500, filename: 'a.txt', fields: { lang: 'de' } });
    const large = await upload(5000);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/larger than the limit/);
    expect(readdirSync(join(app.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('answers a request that is not multipart, or whose multipart body is broken, with 400', async () => {
    const send = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/upload',
        payload,
        headers: { 'content-type': contentType, [CSRF_HEADER]: CSRF_VALUE },
      });
    const notMultipart = await send('application/json', '{}');
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toMatch(/multipart\/form-data/);
    const noBoundary = await send('multipart/form-data', 'abc');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toMatch(/^The upload could not be read/);
    const cutOff = await send(
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
    );
    expect(cutOff.statusCode).toBe(400);
    expect(readdirSync(join(app.config.dataDir, 'uploads'))).toEqual([]);
  });

  it("reads the form's fields before and after the file, leaving blank ones out", async () => {
    const boundary = '----order';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${field('before', 'a')}${field('blank', ' ')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.txt"\r\n\r\nxyz\r\n${field('after', 'b')}--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: CSRF_VALUE },
    });
    expect(response.json()).toEqual({ bytes: 3, size: 3, filename: 'f.txt', fields: { before: 'a', after: 'b' } });
  });

  it('refuses an upload without a "file" part, or with text that cannot be stored, leaving nothing behind', async () => {
    const boundary = '----refused';
    const send = (disposition: string, fields = '') =>
      app.inject({
        method: 'POST',
        url: '/api/test/upload',
        payload: `${fields}--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\nxyz\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: CSRF_VALUE },
      });
    const noFile = await send('name="name"');
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'Send the file in a part named "file"', code: 'file_part_missing' });
    expect((await send('name="document"; filename="a.txt"')).json()).toEqual({
      message: 'Send the file in a part named "file", not "document"',
      code: 'file_part_missing',
    });
    const nulName = await send(
      'name="file"; filename="a.txt"',
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n`,
    );
    expect(nulName.statusCode).toBe(400);
    expect(nulName.json().details).toEqual([{ path: 'fields.name', message: expect.stringMatching(/NUL/) }]);
    // What FormData.append('file', blob, '') sends: a file part without a file name, which routes read formats by.
    const nameless = (disposition: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/upload',
        payload: `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\nxyz\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [CSRF_HEADER]: CSRF_VALUE },
      });
    for (const disposition of ['name="file"', 'name="file"; filename=""', 'name="file"; filename="  "']) {
      const response = await nameless(disposition);
      expect(response.statusCode, disposition).toBe(400);
      expect(response.json(), disposition).toEqual({
        message: 'The file has no name: send it with its file name (Content-Disposition filename)',
        code: 'file_name_missing',
      });
    }
    const nulFileName = await send('name="file"; filename="a\u0000.txt"');
    expect(nulFileName.statusCode).toBe(400);
    expect(nulFileName.json().details[0].path).toBe('filename');
    expect(readdirSync(join(app.config.dataDir, 'uploads'))).toEqual([]);
  });

  it('refuses JSON strings and keys holding a lone UTF-16 surrogate with 400 naming the field', async () => {
    const send = (json: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test/any',
        payload: json,
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      });
    for (const [json, path] of [
      ['{"name":"a\\ud800b"}', 'body.name'],
      ['{"list":["ok","\\udfff"]}', 'body.list.1'],
      ['{"\\ud83d":1}', 'body.\ud83d'],
    ]) {
      const response = await send(json!);
      expect(response.statusCode, json).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringMatching(/lone UTF-16 surrogate/),
        details: [{ path }],
      });
    }
    expect((await send('{"name":"\\ud83d\\ude00 paired is fine"}')).statusCode).toBe(200);
  });

  it('refuses text holding a NUL character (which PostgreSQL cannot store) with 400 naming the field', async () => {
    const inBody = await post('/api/test/any', { outer: { name: 'a\u0000b' } });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json()).toMatchObject({
      message: expect.stringMatching(/^Invalid request: body\.outer\.name contains a NUL/),
      details: [{ path: 'body.outer.name' }],
    });
    const inQuery = await app.inject('/api/health?search=%00');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().details[0].path).toBe('query.search');
  });

  it("answers a malformed %-escape in the URL with the API's JSON error body", async () => {
    const response = await app.inject('/api/%ff');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['message', 'code']);
    expect(response.json().code).toBe('bad_request');
  });

  it("tags every answer with a request id, reusing the caller's x-request-id", async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect((await app.inject('/api/health')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'x\n{"level":60}' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends basic security headers', async () => {
    const response = await app.inject('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('publishes an OpenAPI document built from the zod schemas, and the docs page', async () => {
    const spec = (await app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths['/users/'].post.requestBody.content['application/json'].schema.properties.email).toBeDefined();
    expect((await app.inject('/api/docs/')).statusCode).toBe(200);
  });
});

describe('temp uploads of interrupted imports', () => {
  it('are swept at start: all of them when this process owns the data folder, only old ones otherwise', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-sweep-'));
    try {
      const dir = join(dataDir, 'uploads');
      mkdirSync(dir);
      writeFileSync(join(dir, 'old.upload'), 'x');
      writeFileSync(join(dir, 'tm-new.tmx'), 'x');
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
      utimesSync(join(dir, 'old.upload'), twoDaysAgo, twoDaysAgo);
      expect(await sweepStaleUploads(dataDir, { olderThanMs: 24 * 3600 * 1000 })).toBe(1);
      expect(readdirSync(dir)).toEqual(['tm-new.tmx']);
      expect(await sweepStaleUploads(dataDir, { olderThanMs: 0 })).toBe(1);
      expect(readdirSync(dir)).toEqual([]);
      expect(await sweepStaleUploads(join(dataDir, 'missing'), { olderThanMs: 0 })).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('route declarations', () => {
  it('refuses to start when an /api route declares neither a permission nor public', async () => {
    const { db, close } = await openTestDatabase(backend);
    const app = await buildApp({ db, config: testConfig() });
    try {
      expect(() => app.get('/api/undeclared', async () => 'oops')).toThrow(
        /declares neither config.permission nor config.public/,
      );
      expect(() =>
        app.get('/api/typo', { config: { permission: 'glossary.raed' as never } }, async () => 'oops'),
      ).toThrow(/unknown permission/);
    } finally {
      await app.close();
      await close();
    }
  });
});
