import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorBody, IdParam, ValidationProblem } from '@tessera/shared/contract';
import { DatabaseError } from '../db/errors.ts';
import { errorsPlugin, foundOr404, HttpError, notFoundHandler, requirePathId } from './errors.ts';

/** What a code looks like: snake_case words, stable across releases. */
const CODE = /^[a-z]+(_[a-z0-9]+)*$/;

describe('the error answers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 100 }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.setNotFoundHandler(notFoundHandler());
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/api/http-error', async () => {
      throw new HttpError(409, 'last_active_admin', 'This is the last active admin', { field: 'role' });
    });
    typed.get('/api/found', async () => foundOr404(undefined, 'glossary_not_found', 'Glossary not found'));
    await typed.register(async (scoped) => {
      requirePathId(scoped, async (id) => id === 1, 'project_not_found', 'Project not found');
      scoped
        .withTypeProvider<ZodTypeProvider>()
        .get('/api/projects/:id', { schema: { params: IdParam } }, async () => ({
          ok: true,
        }));
    });
    typed.post('/api/validated', { schema: { body: z.object({ name: z.string().min(2) }) } }, async () => ({}));
    const Problems = z.strictObject({
      name: z.string().trim().min(1, 'name is required').max(5),
      role: z.enum(['user', 'admin']),
      ids: z.union([z.array(z.number()).min(1), z.object({ all: z.literal(true) })]),
    });
    typed.post(
      '/api/problems',
      { schema: { body: Problems, querystring: z.object({ page: z.coerce.number().int().min(0) }) } },
      async () => ({}),
    );
    typed.get('/api/misanswered', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
      n: 'not a number' as unknown as number,
    }));
    const databaseError = (code: string) => new DatabaseError({ message: `database said ${code}`, code });
    typed.get('/api/unique', async () => {
      throw databaseError('23505');
    });
    typed.get('/api/foreign-key', async () => {
      throw databaseError('23503');
    });
    typed.get('/api/data-exception', async () => {
      throw databaseError('22008');
    });
    typed.get('/api/boom', async () => {
      throw new Error('secret internals');
    });
    typed.post('/api/any', async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  const json = (payload: string, contentType = 'application/json') => ({
    method: 'POST' as const,
    payload,
    headers: { 'content-type': contentType },
  });

  const kinds: [string, string | InjectOptions, number, string][] = [
    ['an HttpError', '/api/http-error', 409, 'last_active_admin'],
    ['foundOr404', '/api/found', 404, 'glossary_not_found'],
    ['requirePathId', '/api/projects/2', 404, 'project_not_found'],
    ['a schema validation failure', { url: '/api/validated', ...json('{"name":"x"}') }, 400, 'invalid_request'],
    ['an answer that misses its schema', '/api/misanswered', 500, 'internal_error'],
    ['a body above the limit', { url: '/api/any', ...json(`{"text":"${'x'.repeat(200)}"}`) }, 413, 'payload_too_large'],
    ['a unique violation', '/api/unique', 409, 'already_exists'],
    ['a foreign key violation', '/api/foreign-key', 409, 'reference_conflict'],
    ['a value the database cannot store', '/api/data-exception', 400, 'value_not_storable'],
    ['malformed JSON', { url: '/api/any', ...json('{"name":') }, 400, 'bad_request'],
    ['an unsupported media type', { url: '/api/any', ...json('x', 'text/x-unknown') }, 415, 'unsupported_media_type'],
    ['an unexpected error', '/api/boom', 500, 'internal_error'],
    ['an unknown path', '/api/no/such/thing', 404, 'not_found'],
  ];

  it.each(kinds)('answers %s with its status, a code and a message', async (_, request, status, code) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    const body = ErrorBody.strict().parse(response.json());
    expect(body.code).toBe(code);
    expect(body.code).toMatch(CODE);
    expect(body.message).not.toBe('');
    expect(response.body).not.toContain('secret internals');
  });

  it('keeps the message and details beside the code', async () => {
    expect((await app.inject('/api/http-error')).json()).toEqual({
      message: 'This is the last active admin',
      code: 'last_active_admin',
      details: { field: 'role' },
    });
    const invalid = (await app.inject({ url: '/api/validated', ...json('{"name":"x"}') })).json();
    expect(invalid).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/^Invalid request: /) });
    expect(invalid.details[0].path).toBe('body.name');
    expect((await app.inject('/api/projects/1')).json()).toEqual({ ok: true });
  });

  it("lists a refused request's problems with their kind and limit, for clients to word in their language", async () => {
    const refused = await app.inject({ url: '/api/problems?page=0', ...json('{"name":"Annabel","ids":[],"x":1}') });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body.message).toBe(`Invalid request: body.name ${body.details[0].message}`);
    expect(body.details).toEqual([
      { path: 'body.name', message: expect.any(String), kind: 'too_long', maximum: 5 },
      { path: 'body.role', message: expect.any(String), kind: 'required' },
      // A union is told by its closest option: here the list, which needs an id.
      { path: 'body.ids', message: expect.any(String), kind: 'too_few', minimum: 1 },
      { path: 'body', message: expect.any(String), kind: 'unknown_keys', keys: ['x'] },
    ]);
    for (const problem of body.details) expect(ValidationProblem.strict().parse(problem)).toEqual(problem);
    const query = await app.inject({
      url: '/api/problems?page=-1',
      ...json('{"name":"Anna","role":"user","ids":[1]}'),
    });
    expect(query.json().details).toEqual([
      { path: 'querystring.page', message: expect.any(String), kind: 'too_small', minimum: 0, inclusive: true },
    ]);
    const body2 = await app.inject({ url: '/api/problems?page=1', ...json('{"name":" ","role":"boss","ids":[1]}') });
    expect(body2.json().details).toEqual([
      { path: 'body.name', message: 'name is required', kind: 'required' },
      { path: 'body.role', message: expect.any(String), kind: 'not_one_of', choices: ['user', 'admin'] },
    ]);
  });
});
