import { z } from 'zod';
import { ErrorBody } from '../common.ts';
import type { Route } from '../routes.ts';

/** The error statuses most routes answer (`{message}`), when an endpoint names none. */
const USUAL_ERRORS = [400, 401, 403, 404, 409] as const;

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 502 | 503 | 504;

/** What the table says of a route besides its method, path and permission: its schemas and its documentation. */
export interface EndpointSchemas {
  summary: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answers that succeed, by status. */
  response: { [status: number]: z.ZodType };
  /** The error statuses it answers with `{message}` (the usual five when left out). */
  errors?: readonly ErrorStatus[];
  /** `multipart/form-data` for uploads: the body is a form, read by the route as a stream. */
  consumes?: string[];
}

type ErrorsOf<S> = S extends { errors: readonly (infer E extends ErrorStatus)[] } ? E : (typeof USUAL_ERRORS)[number];

/** The fastify schema the server registers: the success answers and an ErrorBody per error status. */
export type FastifySchemaOf<S extends EndpointSchemas> = Omit<S, 'errors' | 'response'> & {
  tags: string[];
  response: S['response'] & { [K in ErrorsOf<S>]: typeof ErrorBody };
};

export type Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> = R & {
  /** The success answers only: what a caller receives. */
  readonly response: S['response'];
  readonly schema: FastifySchemaOf<S>;
};

/** Any entry of the table, whatever its schemas. */
export type SomeEndpoint = Route & {
  readonly response: EndpointSchemas['response'];
  readonly schema: Omit<EndpointSchemas, 'errors'> & { tags: string[] };
};

/** The endpoints of one OpenAPI tag: `define(routes.glossary.get, { summary, params, response })`. */
export function endpointsTagged(tag: string) {
  return function define<R extends Route, const S extends EndpointSchemas>(route: R, schemas: S): Endpoint<R, S> {
    const { errors = USUAL_ERRORS, response, ...rest } = schemas;
    const errorAnswers = Object.fromEntries(errors.map((status) => [status, ErrorBody]));
    const schema = { ...rest, tags: [tag], response: { ...response, ...errorAnswers } };
    return { ...route, response, schema: schema as FastifySchemaOf<S> };
  };
}

/** The body of an answer that has none (204). */
export const NoContent = z.null();
