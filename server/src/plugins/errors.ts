import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { validationProblems, type ErrorBody, type IssueLike, type ValidationProblem } from '@tessera/shared/contract';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts';

/**
 * An error whose status, code and message are meant for the client:
 * `throw new HttpError(404, 'glossary_not_found', 'Glossary not found')`.
 * `code` is the answer's stable machine name for what went wrong (snake_case, one meaning per code): clients tell it
 * in their own language and read `message`, the English text, only for a code they do not know. Every call site
 * writes its code as a literal (error-codes.test.ts holds them to that). `details` (optional) is sent as is, so
 * keep it free of internals.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(statusCode: number, code: string, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

/**
 * `found`, or a 404 with `code` and `message` when there is nothing:
 * `foundOr404(await findGlossary(db, id), 'glossary_not_found', 'Glossary not found')`.
 */
export function foundOr404<T>(found: T | null | undefined, code: string, message: string): T {
  if (found === null || found === undefined) throw new HttpError(404, code, message);
  return found;
}

/**
 * For a plugin whose routes are all about the one thing named by the `:id` of their paths: each of them answers
 * 404 with `code` and `message`, before its handler runs, when nothing `exists` with that id.
 */
export function requirePathId(
  app: FastifyInstance,
  exists: (id: number) => Promise<boolean>,
  code: string,
  message: string,
): void {
  app.addHook('preHandler', async (request) => {
    if (!(await exists((request.params as { id: number }).id))) throw new HttpError(404, code, message);
  });
}

/** The API's error body: `{message, code, details?}` (see ErrorBody in the contract). */
export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { message, code, ...(details === undefined ? {} : { details }) };
}

/** Fastify and plugin error codes whose message is safe and useful to show. */
const PAYLOAD_TOO_LARGE_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_ERR_CTP_BODY_TOO_LARGE',
]);

/** Bad gateway, gateway timeout. */
const UPSTREAM_FAILURES = new Set([502, 504]);

/** PostgreSQL's SQLSTATE class 22, "data exception": a value its column type cannot hold. */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** One of Fastify's validation entries as fastify-type-provider-zod makes it of a zod issue. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  /** The zod issue's other fields (minimum, values, format, …; a union's `errors`, the issues of each option). */
  params?: Record<string, unknown> & { errors?: ZodIssueLike[][] };
}

/** A zod issue with its own fields, as a union's options hold them. */
type ZodIssueLike = IssueLike & { path: PropertyKey[]; errors?: ZodIssueLike[][] };

/** The zod issue a validation entry was made of: its code, its path and the fields that say its limit. */
function issueOf(entry: ValidationIssue): ZodIssueLike {
  const path = (entry.instancePath ?? '').split('/').filter(Boolean);
  return { ...entry.params, code: entry.keyword ?? 'custom', path, message: entry.message };
}

/**
 * A union's failure told as the problems of its closest option (the one with the fewest): "body.ids is required" or
 * "Unrecognized key" says what to fix, where "Invalid input" does not.
 */
function closestOption(issue: ZodIssueLike): ZodIssueLike[] {
  const options = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
  if (!options.length) return [issue];
  const closest = options.reduce((best, option) => (option.length < best.length ? option : best));
  return closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** The part of the request a validation context names (Fastify's `querystring` is the request's `query`). */
const REQUEST_PARTS: Record<string, 'body' | 'query' | 'params' | 'headers'> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/**
 * A validation failure as the answer says it: the first problem in the English message, every problem in the
 * details with its kind and limits (contract ValidationProblem), for clients to word in their language.
 */
function describeValidation(
  request: FastifyRequest,
  context: string | undefined,
  entries: ValidationIssue[],
): { message: string; details: ValidationProblem[] } {
  const part = context === undefined ? undefined : REQUEST_PARTS[context];
  const issues = entries.map(issueOf).flatMap(closestOption);
  const details = validationProblems(issues, context, part && request[part]);
  const first = details[0];
  const message = first ? `Invalid request: ${first.path ? `${first.path} ` : ''}${first.message}` : 'Invalid request';
  return { message, details };
}

/** Status codes of Fastify's own client errors (malformed JSON, unsupported media type, …) and their codes. */
const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  411: 'length_required',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'headers_too_large',
};

/** Turns every error into the API's JSON error body `{message, code, details?}`; 5xx never shows internals. */
export const errorsPlugin = fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error instanceof HttpError) {
        // An HttpError's message was written for the client, even a deliberate 503. A 502 or 504 says that a
        // service the server called failed: whoever throws it logs why, and a stack of ours would not help.
        if (error.statusCode >= 500 && !UPSTREAM_FAILURES.has(error.statusCode))
          request.log.error({ err: error }, 'request failed');
        return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const validation = error.validation as ValidationIssue[];
        const { message, details } = describeValidation(request, error.validationContext, validation);
        return reply.status(400).send(errorBody('invalid_request', message, details));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
        return reply.status(500).send(errorBody('internal_error', 'Internal server error'));
      }
      if (PAYLOAD_TOO_LARGE_CODES.has(error.code) || error.statusCode === 413) {
        return reply.status(413).send(errorBody('payload_too_large', error.message || 'Upload too large'));
      }
      if (isUniqueViolation(error)) {
        return reply.status(409).send(errorBody('already_exists', 'This already exists'));
      }
      if (isForeignKeyViolation(error)) {
        return reply
          .status(409)
          .send(errorBody('reference_conflict', 'This refers to something that does not exist or is still in use'));
      }
      if (isDataException(error)) {
        // Schemas cannot know every limit of a column type (a year-0 date, an integer overflow); the value came
        // from the request, and PostgreSQL's message names the value and type without internals.
        request.log.warn({ err: error }, 'value refused by the database');
        return reply
          .status(400)
          .send(errorBody('value_not_storable', `Invalid request: a value cannot be stored (${error.message})`));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, unsupported media type, ...) have safe messages.
        return reply.status(status).send(errorBody(CLIENT_ERROR_CODES[status] ?? 'bad_request', error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', 'Internal server error'));
    });
  },
  { name: 'errors' },
);

/** Answers unknown /api paths with a JSON 404; other paths go to `fallback` (the SPA) when there is one. */
export function notFoundHandler(fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0]!;
    if (fallback && path !== '/api' && !path.startsWith('/api/')) return fallback(request, reply);
    return reply.status(404).send(errorBody('not_found', `Not found: ${request.method} ${path}`));
  };
}
