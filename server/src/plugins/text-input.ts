import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** JSON nested deeper than this is no request of ours; the route's schema refuses it anyway. */
const MAX_DEPTH = 32;

/**
 * The path (`body.source`, `query.search`) of the first string holding U+0000 in `value`, if any.
 * Keys are checked too: they end up as column values in a few places (TM props, for one).
 */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes('\u0000')) return itemPath;
    const found = findNulCharacter(item, itemPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function nulCharacterError(path: string): HttpError {
  const message = 'contains a NUL character (U+0000), which text cannot hold';
  return new HttpError(400, `Invalid request: ${path} ${message}`, [{ path, message }]);
}

/**
 * PostgreSQL text cannot store U+0000, so a NUL anywhere in a request would otherwise fail deep inside a query
 * as a 500. Every route's parameters, query and JSON body are checked before validation and refused with a 400
 * naming the field. (Multipart fields are checked where uploads are received.)
 */
export const textInputPlugin = fp(async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const path =
      findNulCharacter(request.params, 'params') ?? findNulCharacter(request.query, 'query') ?? findNulCharacter(request.body, 'body');
    if (path) throw nulCharacterError(path);
  });
}, { name: 'text-input', dependencies: ['errors'] });
