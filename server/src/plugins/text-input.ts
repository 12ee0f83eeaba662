import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** JSON nested deeper than this is no request of ours; the route's schema refuses it anyway. */
const MAX_DEPTH = 32;

export interface InvalidText {
  /** Where: `body.source`, `query.search`, `fields.name`. */
  path: string;
  problem: string;
}

const NUL = 'contains a NUL character (U+0000), which text cannot hold';
const LONE_SURROGATE =
  'contains a lone UTF-16 surrogate (an escape such as \\ud800 without its pair), which is no character';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE_PATTERN = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL;
  if (LONE_SURROGATE_PATTERN.test(text)) return LONE_SURROGATE;
  return undefined;
}

/**
 * The first string in `value` that no text column can store as sent, if any. Keys are checked too: they end up
 * as column values in a few places (TM props, for one).
 */
export function findInvalidText(value: unknown, path: string, depth = 0): InvalidText | undefined {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem ? { path, problem } : undefined;
  }
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    const keyProblem = problemOf(key);
    if (keyProblem) return { path: itemPath, problem: keyProblem };
    const found = findInvalidText(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function invalidTextError({ path, problem }: InvalidText): HttpError {
  return new HttpError(400, 'invalid_request', `Invalid request: ${path} ${problem}`, [{ path, message: problem }]);
}

/**
 * PostgreSQL text cannot store U+0000, so a NUL anywhere in a request would otherwise fail deep inside a query
 * as a 500; a lone surrogate (JSON allows the escape "\\ud800" alone) would be stored as U+FFFD without a word.
 * Every route's parameters, query and JSON body are checked before validation and refused with a 400 naming the
 * field. (Multipart fields are checked where uploads are received.)
 */
export const textInputPlugin = fp(
  async function textInputPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request) => {
      const invalid =
        findInvalidText(request.params, 'params') ??
        findInvalidText(request.query, 'query') ??
        findInvalidText(request.body, 'body');
      if (invalid) throw invalidTextError(invalid);
    });
  },
  { name: 'text-input', dependencies: ['errors'] },
);
