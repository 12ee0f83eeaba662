/**
 * The ONE HTTP client of the front end: base path /api, JSON bodies and answers, the CSRF header on
 * every call, query parameters appended, any status outside 200-299 becomes an `ApiError`, 204 gives undefined.
 * Every `shared/src/api/<domain>.ts` call goes through `apiRequest`; screens never use axios directly.
 */
import axios from 'axios';
import type { AxiosResponse, Method } from 'axios';
import type { z } from 'zod';
// From the zod-free modules: importing common.ts would pull zod into every page.
import { CSRF_HEADER, CSRF_VALUE } from '../contract/csrf.ts';
import { pathOf, type PathParams, type Route } from '../contract/routes.ts';
// Types only: the schemas stay on the server's side of the table.
import type { AnyEndpoint } from '../contract/endpoints/index.ts';
import { loadApiErrorWords } from '../api-errors/i18n.ts';

/** A non-2xx answer (or no answer at all: status 0). `body` is the parsed JSON body, undefined when empty. */
export class ApiError extends Error {
  readonly status: number;
  readonly response: AxiosResponse | undefined;
  readonly body: unknown;

  constructor(status: number, response: AxiosResponse | undefined, body: unknown, message?: string) {
    super(message ?? messageOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.response = response;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Codes of answers that report a state of things, which screens show in their own words and never tell as an error:
 * no session (the guard and the sign-in-again dialog act on it), a project without a repository connection.
 */
const STATES_NOT_ERRORS = new Set(['not_signed_in', 'repository_not_connected']);

/**
 * Whether an error answer is one a screen may tell the person, in words loaded for it: one with a code that is not
 * a state (so a signed-out visitor's first page, or a project's page, does not download the words).
 */
function toldByCode(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('code' in body) || typeof body.code !== 'string') return false;
  return !STATES_NOT_ERRORS.has(body.code);
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}

export const DEFAULT_API_BASE = '/api';

/** The axios instance; exported for the rare caller that needs raw access (uploads with progress). */
export const http = axios.create({
  baseURL: DEFAULT_API_BASE,
  // Cross-origin dev (a remote on its own port talking to the API) must still send the session cookie.
  withCredentials: true,
  headers: { Accept: 'application/json', [CSRF_HEADER]: CSRF_VALUE },
  // We decide what counts as an error ourselves (below), so axios must not throw first.
  validateStatus: () => true,
  // The CSRF defence is the header above, not axios's XSRF cookie: where the browser has a Cookie Store, looking
  // that cookie up holds every request back until an asynchronous read answers (tens of milliseconds after a key).
  withXSRFToken: false,
});

/** Point the client at another API origin (standalone dev against a remote server, tests in Node). */
export function configureApi(options: { baseURL?: string }): void {
  if (options.baseURL !== undefined) http.defaults.baseURL = options.baseURL;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type ApiRequest = {
  method?: Method;
  /** Path under the API base (`pathOf` of a route of the contract). */
  path: string;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /** Uploads pass FormData and may want progress. */
  onUploadProgress?: (fraction: number) => void;
};

/** Drop absent parameters so `?search=undefined` is never sent by accident. */
function presentParams(query: QueryParams | undefined): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params[key] = value;
  return params;
}

function parsedBody(data: unknown): unknown {
  if (data === '' || data === undefined) return undefined;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  return data;
}

const unauthorizedListeners = new Set<(sentAt: number, body: unknown) => void>();

/**
 * Called whenever the server answers 401: the session ended on the server (signed out elsewhere, expired,
 * user disabled). The session store listens, so the next navigation checks the user again. `sentAt` is when the
 * request left (`performance.now()`): one sent before a new sign-in carried the old session's cookie. `body`: the
 * answer's, which may say why (contract/session-end.ts).
 */
export function onUnauthorized(listener: (sentAt: number, body: unknown) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  let response: AxiosResponse;
  const sentAt = performance.now();
  try {
    response = await http.request({
      method: request.method ?? 'GET',
      url: request.path,
      params: presentParams(request.query),
      data: request.body,
      signal: request.signal,
      onUploadProgress: request.onUploadProgress
        ? (event) => request.onUploadProgress?.(event.total ? event.loaded / event.total : 0)
        : undefined,
    });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    // No answer at all (server down, CORS, offline): status 0 keeps one error type for every caller.
    throw new ApiError(0, undefined, undefined, error instanceof Error ? error.message : 'Network error');
  }
  if (response.status < 200 || response.status > 299) {
    const body = parsedBody(response.data);
    if (response.status === 401) for (const listener of unauthorizedListeners) listener(sentAt, body);
    // The words that tell it come with the first such answer, before any screen sees it.
    if (toldByCode(body)) await loadApiErrorWords();
    throw new ApiError(response.status, response, body);
  }
  if (response.status === 204) return undefined as T;
  return parsedBody(response.data) as T;
}

/**
 * The absolute URL of a route, for what the browser fetches itself: a download link streamed to disk, an event
 * stream. `query` values are encoded.
 */
export function urlOf<R extends Route>(route: R, params: PathParams<R['path']>, query: Record<string, string> = {}) {
  const base = (http.defaults.baseURL ?? DEFAULT_API_BASE).replace(/\/$/, '');
  const search = new URLSearchParams(query).toString();
  return `${base}${pathOf(route, params)}${search ? `?${search}` : ''}`;
}

/** The table's entry for a route (its schemas, as types). */
type EndpointOf<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;
type SchemaOf<R extends Route> = EndpointOf<R>['schema'];

type ParamsInput<R extends Route> = keyof PathParams<R['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<R['path']> };
type QueryInput<R extends Route> =
  SchemaOf<R> extends { querystring: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined };
type BodyInput<R extends Route> =
  SchemaOf<R> extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : SchemaOf<R> extends { consumes: string[] }
      ? { body: FormData }
      : { body?: undefined };

/** What a call of the route sends: its path parameters, query and body as the table types them. */
export type CallInput<R extends Route> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> & { signal?: AbortSignal; onUploadProgress?: (fraction: number) => void };

/** What a call of the route answers: its success body (undefined for 204). */
export type CallAnswer<R extends Route> = EndpointOf<R>['response'] extends infer A
  ? { [S in keyof A]: S extends 204 ? undefined : A[S] extends z.ZodType ? z.output<A[S]> : never }[keyof A]
  : never;

type Optional<I> = object extends I ? [input?: I] : [input: I];

/** Calls a route of the contract's table: `call(routes.glossary.get, { params: { id } })`. */
export function call<R extends Route>(route: R, ...[input]: Optional<CallInput<R>>): Promise<CallAnswer<R>> {
  const { params, query, body, signal, onUploadProgress } = (input ?? {}) as CallInput<Route> & {
    params?: Record<string, string | number>;
    query?: QueryParams;
    body?: unknown;
  };
  return apiRequest<CallAnswer<R>>({
    method: route.method,
    path: pathOf(route, (params ?? {}) as PathParams<R['path']>),
    query,
    body,
    signal,
    onUploadProgress,
  });
}

/** A plain call's first argument: the route's `:id`, when its path has one. */
type IdFirst<R extends Route> = [keyof PathParams<R['path']>] extends [never] ? [] : [id: number];
type BodyOf<R extends Route> = CallInput<R> extends { body: infer B } ? B : undefined;
/** A write's body: none for a POST that sends nothing (cancel, sign out). */
type BodyArg<R extends Route> = undefined extends BodyOf<R> ? [body?: undefined] : [body: BodyOf<R>];
const SENDS_BODY = new Set<string>(['POST', 'PUT', 'PATCH']);

/**
 * A route's call with plain arguments: its `:id` first when its path has one, then its body when its method sends
 * one, else an abort signal: `(id, body)`, `(id, signal?)`, `(body)` or `(signal?)`. A route with another path
 * parameter (`:token`) has none: call it with `call`.
 */
export type PlainCall<R extends Route> = [Exclude<keyof PathParams<R['path']>, 'id'>] extends [never]
  ? (
      ...args: [...IdFirst<R>, ...(R['method'] extends 'POST' | 'PUT' | 'PATCH' ? BodyArg<R> : [signal?: AbortSignal])]
    ) => Promise<CallAnswer<R>>
  : never;

function plainCall<R extends Route>(route: R): PlainCall<R> {
  const takesId = /:id(\/|$)/.test(route.path);
  const sendsBody = SENDS_BODY.has(route.method);
  const plain = (...args: unknown[]) => {
    const params = takesId ? { id: args.shift() } : undefined;
    const input = sendsBody ? { params, body: args[0] } : { params, signal: args[0] };
    return call(route as Route, input as never);
  };
  return plain as unknown as PlainCall<R>;
}

/**
 * The plain calls of a domain's routes, by their names in the table, for a domain's API module to export under
 * its own names: `export const { get: getGlossary } = plainCalls(routes.glossary)`.
 */
export function plainCalls<D extends Record<string, Route>>(domain: D): { [K in keyof D]: PlainCall<D[K]> } {
  const calls = Object.entries(domain).map(([name, route]) => [name, plainCall(route)]);
  return Object.fromEntries(calls) as { [K in keyof D]: PlainCall<D[K]> };
}
