import type { FastifyRequest } from 'fastify';

/**
 * The secret of an `Authorization: Bearer <secret>` header; '' for a malformed or other Authorization header
 * (refused as a bad token rather than ignored, so a broken script fails loudly); undefined without one.
 */
export function bearerSecretOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{1,200})[ ]*$/i.exec(header);
  return match ? match[1]! : '';
}

/** Methods a `read` token may use: they change nothing. */
export const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
