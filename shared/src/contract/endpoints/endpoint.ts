import { z } from 'zod';
import { ErrorBody } from '../common.ts';
import type { PathParams, Route } from '../routes.ts';

/** The error statuses most routes answer (`{message}`), when neither an endpoint nor its group names others. */
const USUAL_ERRORS = [400, 401, 403, 404, 409] as const;

/** The error statuses of a route that nothing can conflict with (no 409). */
export const NO_CONFLICT_ERRORS = [400, 401, 403, 404] as const;

/**
 * The OpenAPI tags, one per area of the API, each with what it holds; the docs list them in this order. An
 * endpoint's tag is its group's unless it names another.
 */
export const API_TAGS = {
  auth: "Signing in and out, one's own account and password, and accepting an invitation",
  users: 'User administration: accounts, roles, passwords and invitations',
  tokens: "Personal API tokens: one's own, and every user's for administrators",
  glossaries: 'Glossaries and their terms: import, export, records',
  'translation memories': 'Translation memories: import, export, records and concordance search',
  projects: 'Projects grouping documents with their translation memories and glossaries; analysis and pre-translation',
  documents:
    'Documents and their segments: upload, editing, live events, matches, terms, QA, comments, history, download',
  workflow: 'Who works on a document in which step (translation, review) by when',
  review:
    "A reviewer's rejections and corrections with their errors (LQA), the error typology and a document's quality",
  jobs: 'Background jobs (imports, pre-translation): progress and cancelling',
  'machine translation': 'The machine translation provider: settings and a test',
  webhooks: "A project's outbound webhooks (Standard Webhooks) and their deliveries",
  health: 'Whether the server and its database answer',
  security: "The browser's reports of what the Content-Security-Policy blocked",
  'command line': 'The tessera command (push, pull, status) as the npm package this server hands out',
} as const;

export type ApiTag = keyof typeof API_TAGS;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 502 | 503 | 504;

/** What the table says of a route besides its method, path and permission: its schemas and its documentation. */
export interface EndpointSchemas {
  summary: string;
  description?: string;
  /** The OpenAPI tag, when not its group's. */
  tag?: ApiTag;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answers that succeed, by status: a JSON body's schema, or a body of another media type (`streamed`). */
  response: { [status: number]: z.ZodType | MediaAnswer };
  /** The error statuses it answers with `{message}` (its group's when left out). */
  errors?: readonly ErrorStatus[];
  /** `multipart/form-data` for uploads: the body is a form, read by the route as a stream. */
  consumes?: string[];
}

/** The schemas a route's entry needs: a path with parameters needs their schema. */
type SchemasOf<R extends Route> = keyof PathParams<R['path']> extends never
  ? EndpointSchemas
  : EndpointSchemas & { params: z.ZodType };

type ErrorsOf<S, Usual extends readonly ErrorStatus[]> = S extends { errors: readonly (infer E extends ErrorStatus)[] }
  ? E
  : Usual[number];

/** The fastify schema the server registers: the success answers and an ErrorBody per error status. */
export type FastifySchemaOf<
  S extends EndpointSchemas,
  Usual extends readonly ErrorStatus[] = typeof USUAL_ERRORS,
> = Omit<S, 'errors' | 'response' | 'tag'> & {
  tags: string[];
  response: S['response'] & { [K in ErrorsOf<S, Usual>]: typeof ErrorBody };
};

export type Endpoint<
  R extends Route = Route,
  S extends EndpointSchemas = EndpointSchemas,
  Usual extends readonly ErrorStatus[] = typeof USUAL_ERRORS,
> = R & {
  /** The success answers only: what a caller receives. */
  readonly response: S['response'];
  readonly schema: FastifySchemaOf<S, Usual>;
};

/** Any entry of the table, whatever its schemas. */
export type SomeEndpoint = Route & {
  readonly response: EndpointSchemas['response'];
  readonly schema: Omit<EndpointSchemas, 'errors' | 'tag'> & { tags: string[] };
};

/**
 * The endpoints of one OpenAPI tag, a domain of ../routes.ts at a time, each under its route's name:
 * `define(routes.glossary, { get: { summary, params, response }, ... })`. `errors`: the error statuses its
 * endpoints answer unless one names its own.
 */
export function endpointsTagged<const Usual extends readonly ErrorStatus[] = typeof USUAL_ERRORS>(
  groupTag: ApiTag,
  { errors: usualErrors }: { errors?: Usual } = {},
) {
  const endpointOf = (route: Route, { tag = groupTag, errors, response, body, ...rest }: EndpointSchemas) => {
    const errorStatuses = errors ?? usualErrors ?? USUAL_ERRORS;
    const errorAnswers = Object.fromEntries(errorStatuses.map((status) => [status, ErrorBody]));
    const schema = { ...rest, ...(body ? { body: strictBody(body) } : {}) };
    return { ...route, response, schema: { ...schema, tags: [tag], response: { ...response, ...errorAnswers } } };
  };
  return function define<D extends Record<string, Route>, const S extends { [K in keyof D]: SchemasOf<D[K]> }>(
    domain: D,
    schemas: S & Record<Exclude<keyof S, keyof D>, never>,
  ) {
    const bySchemas = schemas as Record<string, EndpointSchemas>;
    const entries = Object.entries(domain).map(([name, route]) => [name, endpointOf(route, bySchemas[name]!)]);
    return Object.fromEntries(entries) as { [K in keyof D]: Endpoint<D[K], S[K], Usual> };
  };
}

/**
 * A request body that refuses a field its route does not know (400 naming it), at its top level: a client's
 * mistake (a `reason` sent beside `review` instead of in it) is said, not silently dropped.
 */
export function strictBody(body: z.ZodType): z.ZodType {
  if (body instanceof z.ZodObject) return body.strict();
  if (body instanceof z.ZodNullable) return strictBody(body.unwrap() as z.ZodType).nullable();
  if (body instanceof z.ZodUnion) return z.union((body.options as z.ZodType[]).map(strictBody));
  return body;
}

const UPLOAD_ERRORS = [400, 401, 403, 404, 409, 413, 422] as const;

/**
 * The schemas of a file upload processed in the background: a multipart body, read by the route as a stream,
 * answered 202 with what it started; 413 when too large, 422 when it cannot be imported.
 */
export function backgroundUpload<const Started extends z.ZodType>(started: Started) {
  return { consumes: ['multipart/form-data'], response: { 202: started }, errors: UPLOAD_ERRORS };
}

/** The body of an answer that has none (204). */
export const NoContent = z.null();

/** An answer whose body is not JSON: its media type and what it holds. */
export interface MediaAnswer {
  description: string;
  content: { [mediaType: string]: { schema: z.ZodType } };
}

/** An answer that streams Server-Sent Events (`text/event-stream`) until either side closes it. */
export function eventStream(description: string): MediaAnswer {
  return { description, content: { 'text/event-stream': { schema: z.string() } } };
}
