// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, api, configureApi, DEFAULT_API_BASE, isApiError, onUnauthorized } from './client.ts';
import { CSRF_HEADER, CSRF_VALUE } from '../contract/common.ts';

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
    await expect(api.get('/glossary/')).resolves.toEqual([{ id: 1 }]);
    expect(new URL(seen[0].url).pathname).toBe('/api/glossary/');
  });

  it('appends query parameters to the path and leaves out absent ones', async () => {
    server.use(mswHttp.get('*/api/glossary/3/records', () => HttpResponse.json({ records: [], total_rows: 0 })));
    await api.get('/glossary/3/records', { page: 2, search: 'cat dog', missing: undefined });
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('search')).toBe('cat dog');
    expect(url.searchParams.has('missing')).toBe(false);
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
    await expect(api.put('/glossary/3', { name: 'Legal' })).resolves.toEqual({ message: 'renamed' });
    await api.get('/user/');
    expect(received).toEqual({ name: 'Legal' });
    expect(seen[0].headers.get('content-type')).toContain('application/json');
    expect(seen.map((r) => r.headers.get(CSRF_HEADER))).toEqual([CSRF_VALUE, CSRF_VALUE]);
  });

  it('gives undefined for 204 No Content', async () => {
    server.use(mswHttp.delete('*/api/glossary/records/9', () => new HttpResponse(null, { status: 204 })));
    await expect(api.delete('/glossary/records/9')).resolves.toBeUndefined();
  });

  it('turns any status outside 200-299 into an ApiError with status, response and parsed body', async () => {
    server.use(
      mswHttp.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Wrong email or password' }, { status: 401 }),
      ),
    );
    const error = await api.post('/auth/login', { email: 'a@b.c', password: 'x' }).catch((e: unknown) => e);
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
    const notFound = (await api.get('/glossary/404').catch((e: unknown) => e)) as ApiError;
    expect(notFound.status).toBe(404);
    expect(notFound.body).toBeUndefined();
    expect(notFound.message).toBe('Request failed with status 404');
    await expect(api.get('/moved')).rejects.toMatchObject({ status: 304 });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(mswHttp.get('*/api/down', () => HttpResponse.error()));
    await expect(api.get('/down')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('tells its 401 listeners that the session ended on the server, for any call', async () => {
    server.use(mswHttp.get('*/api/glossary/', () => HttpResponse.json({ message: 'Sign in first' }, { status: 401 })));
    server.use(mswHttp.get('*/api/document/', () => HttpResponse.json({ message: 'nope' }, { status: 403 })));
    let calls = 0;
    const stop = onUnauthorized(() => (calls += 1));
    await expect(api.get('/document/')).rejects.toMatchObject({ status: 403 });
    expect(calls).toBe(0);
    await expect(api.get('/glossary/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
    stop();
    await expect(api.get('/glossary/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toBe(1);
  });
});
