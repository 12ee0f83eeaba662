import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts';

/**
 * An error whose status and message are meant for the client: `throw new HttpError(404, 'Glossary not found')`.
 * `details` (optional) is sent as is, so keep it free of internals.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly details?: unknown;

  constructor(statusCode: number, message: string, details?: unknown) {
    super(message);
    this.statusCode = statusCode;
    this.details = details;
  }
}

/** `found`, or a 404 with `message` when there is nothing: `foundOr404(await findGlossary(db, id), 'Glossary not found')`. */
export function foundOr404<T>(found: T | null | undefined, message: string): T {
  if (found === null || found === undefined) throw new HttpError(404, message);
  return found;
}

/**
 * For a plugin whose routes are all about the one thing named by the `:id` of their paths: each of them answers
 * 404 with `message`, before its handler runs, when nothing `exists` with that id.
 */
export function requirePathId(app: FastifyInstance, exists: (id: number) => Promise<boolean>, message: string): void {
  app.addHook('preHandler', async (request) => {
    if (!(await exists((request.params as { id: number }).id))) throw new HttpError(404, message);
  });
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

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: {
    issue?: { path?: PropertyKey[]; message?: string };
    errors?: { path: PropertyKey[]; message: string }[][];
  };
}

/**
 * A union's failure told as the problems of its closest option (the one with the fewest): "body.ids is required" or
 * "Unrecognized key" says what to fix, where "Invalid input" does not.
 */
function closestOption(issue: ValidationIssue): ValidationIssue[] {
  const options = issue.keyword === 'invalid_union' ? issue.params?.errors : undefined;
  if (!options?.length) return [issue];
  const closest = options.reduce((best, option) => (option.length < best.length ? option : best));
  const base = (issue.instancePath ?? '').replace(/\/$/, '');
  return closest.map((inner) => ({
    instancePath: [base, ...inner.path.map(String)].join('/'),
    message: inner.message,
  }));
}

function describeValidation(
  context: string | undefined,
  issues: ValidationIssue[],
): { message: string; details: unknown } {
  const details = issues.flatMap(closestOption).map((issue) => {
    const path = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return { path: [context, path].filter(Boolean).join('.'), message: issue.message ?? 'is invalid' };
  });
  const first = details[0];
  const message = first ? `Invalid request: ${first.path ? `${first.path} ` : ''}${first.message}` : 'Invalid request';
  return { message, details };
}

/** Turns every error into the API's JSON error body `{message, details?}`; 5xx never shows internals. */
export const errorsPlugin = fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      if (error instanceof HttpError) {
        // An HttpError's message was written for the client, even a deliberate 503. A 502 or 504 says that a
        // service the server called failed: whoever throws it logs why, and a stack of ours would not help.
        if (error.statusCode >= 500 && !UPSTREAM_FAILURES.has(error.statusCode))
          request.log.error({ err: error }, 'request failed');
        return reply
          .status(error.statusCode)
          .send({ message: error.message, ...(error.details === undefined ? {} : { details: error.details }) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .status(400)
          .send(describeValidation(error.validationContext, error.validation as ValidationIssue[]));
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
        return reply.status(500).send({ message: 'Internal server error' });
      }
      if (PAYLOAD_TOO_LARGE_CODES.has(error.code) || error.statusCode === 413) {
        return reply.status(413).send({ message: error.message || 'Upload too large' });
      }
      if (isUniqueViolation(error)) {
        return reply.status(409).send({ message: 'This already exists' });
      }
      if (isForeignKeyViolation(error)) {
        return reply.status(409).send({ message: 'This refers to something that does not exist or is still in use' });
      }
      if (isDataException(error)) {
        // Schemas cannot know every limit of a column type (a year-0 date, an integer overflow); the value came
        // from the request, and PostgreSQL's message names the value and type without internals.
        request.log.warn({ err: error }, 'value refused by the database');
        return reply.status(400).send({ message: `Invalid request: a value cannot be stored (${error.message})` });
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, unsupported media type, ...) have safe messages.
        return reply.status(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Internal server error' });
    });
  },
  { name: 'errors' },
);

/** Answers unknown /api paths with a JSON 404; other paths go to `fallback` (the SPA) when there is one. */
export function notFoundHandler(fallback?: (request: FastifyRequest, reply: FastifyReply) => unknown) {
  return function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0]!;
    if (fallback && path !== '/api' && !path.startsWith('/api/')) return fallback(request, reply);
    return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
  };
}
