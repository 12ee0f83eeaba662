// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  ApiError,
  apiRequest,
  call,
  configureApi,
  DEFAULT_API_BASE,
  isApiError,
  onUnauthorized,
  plainCalls,
  urlOf,
} from './client.ts';
import { CSRF_HEADER, CSRF_VALUE } from '../contract/common.ts';
import type { Glossary } from '../contract/glossary.ts';
import { routes } from '../contract/routes.ts';
import { apiErrorText } from '../api-errors/index.ts';
import { wordsLoaded } from '../api-errors/i18n.ts';
import { setLocale } from '../i18n/locale.ts';

const server = setupServer();
const seen: Request[] = [];

beforeAll(() => {
  configureApi({ baseURL: 'http://api.test/api' });
  server.listen({ onUnhandledRequest: 'error' } as Parameters<typeof server.listen>[0]);
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => {
  server.close();
  configureApi({ baseURL: DEFAULT_API_BASE });
});

describe('API client', () => {
  it('reads JSON answers from paths under /api', async () => {
    server.use(mswHttp.get('*/api/glossary/', () => HttpResponse.json([{ id: 1 }])));
    await expect(call(routes.glossary.list)).resolves.toEqual([{ id: 1 }]);
    expect(new URL(seen[0].url).pathname).toBe('/api/glossary/');
  });

  it('appends query parameters to the path and leaves out absent ones', async () => {
    server.use(mswHttp.get('*/api/glossary/3/records', () => HttpResponse.json({ records: [], total_rows: 0 })));
    await call(routes.glossary.records, { params: { id: 3 }, query: { page: 2, search: 'cat dog' } });
    await call(routes.glossary.records, { params: { id: 3 }, query: { page: 0, search: undefined } });
    const [url, withoutSearch] = seen.map((request) => new URL(request.url));
    expect(url!.searchParams.get('page')).toBe('2');
    expect(url!.searchParams.get('search')).toBe('cat dog');
    expect(withoutSearch!.searchParams.has('search')).toBe(false);
  });

  it('sends bodies as JSON and the CSRF header on every call', async () => {
    let received: unknown;
    server.use(
      mswHttp.put('*/api/glossary/3', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ message: 'renamed' });
      }),
      mswHttp.get('*/api/user/', () => HttpResponse.json({ id: 1 })),
    );
    await expect(call(routes.glossary.rename, { params: { id: 3 }, body: { name: 'Legal' } })).resolves.toEqual({
      message: 'renamed',
    });
    await call(routes.auth.me);
    expect(received).toEqual({ name: 'Legal' });
    expect(seen[0].headers.get('content-type')).toContain('application/json');
    expect(seen.map((r) => r.headers.get(CSRF_HEADER))).toEqual([CSRF_VALUE, CSRF_VALUE]);
  });

  it('gives undefined for 204 No Content', async () => {
    server.use(mswHttp.delete('*/api/user/tokens/9', () => new HttpResponse(null, { status: 204 })));
    await expect(call(routes.tokens.revokeMine, { params: { id: 9 } })).resolves.toBeUndefined();
  });

  it('turns any status outside 200-299 into an ApiError with status, response and parsed body', async () => {
    server.use(
      mswHttp.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    const error = await call(routes.auth.login, { body: { email: 'a@b.c', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 401)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(401);
    expect(apiError.body).toEqual({ message: 'Wrong email or password' });
    expect(apiError.message).toBe('Wrong email or password');
    expect(apiError.response?.status).toBe(401);
  });

  it('treats a 3xx answer as an error too, and an empty error body as undefined', async () => {
    server.use(
      mswHttp.get('*/api/glossary/404', () => new HttpResponse(null, { status: 404 })),
      mswHttp.get('*/api/moved', () => new HttpResponse(null, { status: 304 })),
    );
    const notFound = (await call(routes.glossary.get, { params: { id: 404 } }).catch((e: unknown) => e)) as ApiError;
    expect(notFound.status).toBe(404);
    expect(notFound.body).toBeUndefined();
    expect(notFound.message).toBe('Request failed with status 404');
    await expect(apiRequest({ path: '/moved' })).rejects.toMatchObject({ status: 304 });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(mswHttp.get('*/api/down', () => HttpResponse.error()));
    await expect(apiRequest({ path: '/down' })).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('hands an error answer over with its words in the interface language, downloaded with the first one told', async () => {
    await setLocale('de', { remember: false });
    const answer = (status: number, code: string) => () =>
      HttpResponse.json({ message: `English for ${code}`, code }, { status });
    server.use(mswHttp.get('*/api/user/', answer(401, 'not_signed_in')));
    await expect(apiRequest({ path: '/user/' })).rejects.toBeInstanceOf(ApiError);
    // The guard acts on a missing session without words: a signed-out visitor's page does not download them.
    expect(wordsLoaded()).toBe(false);

    server.use(mswHttp.get('*/api/glossary/:id', answer(404, 'glossary_not_found')));
    const failure: unknown = await call(routes.glossary.get, { params: { id: 9 } }).catch((error: unknown) => error);
    expect(apiErrorText(failure)).toBe('Glossar nicht gefunden');
    await setLocale('en', { remember: false });
    expect(apiErrorText(failure)).toBe('Glossary not found');
  });

  it('tells its 401 listeners that the session ended on the server, for any call', async () => {
    server.use(mswHttp.get('*/api/glossary/', () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 })));
    server.use(mswHttp.get('*/api/document/', () => HttpResponse.json({ message: 'nope' }, { status: 403 })));
    let calls = 0;
    const stop = onUnauthorized(() => (calls += 1));
    await expect(call(routes.documents.list)).rejects.toMatchObject({ status: 403 });
    expect(calls).toBe(0);
    await expect(call(routes.glossary.list)).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    stop();
    await expect(call(routes.glossary.list)).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
  });

  it('types each call from the contract table: its path parameters, body and answer', () => {
    const getGlossary = () => call(routes.glossary.get, { params: { id: 1 } });
    expectTypeOf(getGlossary).returns.resolves.toEqualTypeOf<Glossary>();
    const revoke = () => call(routes.tokens.revokeMine, { params: { id: 1 } });
    expectTypeOf(revoke).returns.resolves.toEqualTypeOf<undefined>();
    // @ts-expect-error: the route's path has an :id
    const withoutId = () => call(routes.glossary.get);
    // @ts-expect-error: a glossary's name is a string
    const wrongBody = () => call(routes.glossary.create, { body: { name: 1, source_lang: 'en', target_lang: 'de' } });
    expect([withoutId, wrongBody]).toHaveLength(2);
  });

  it('builds the URL of a route for links the browser follows itself', () => {
    expect(urlOf(routes.glossary.download, { id: 3 }, { format: 'tbx' })).toBe(
      'http://api.test/api/glossary/3/download?format=tbx',
    );
  });

  it("makes a domain's plain calls: the :id first, then the body of a write or the signal of a read", async () => {
    const bodies: unknown[] = [];
    server.use(
      mswHttp.get('*/api/glossary/4', () => HttpResponse.json({ id: 4 })),
      mswHttp.put('*/api/glossary/4', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'renamed' });
      }),
    );
    const glossary = plainCalls(routes.glossary);
    await expect(glossary.get(4, new AbortController().signal)).resolves.toEqual({ id: 4 });
    await expect(glossary.rename(4, { name: 'Legal' })).resolves.toEqual({ message: 'renamed' });
    expect(bodies).toEqual([{ name: 'Legal' }]);
    const aborted = new AbortController();
    aborted.abort();
    await expect(glossary.get(4, aborted.signal)).rejects.toThrow();
    expectTypeOf(glossary.get).returns.resolves.toEqualTypeOf<Glossary>();
    expectTypeOf(glossary.rename).parameter(1).toEqualTypeOf<{ name: string }>();
  });
});
