import type { FastifyContextConfig } from 'fastify';
import type { SomeEndpoint } from '@tessera/shared/contract/endpoints';

/**
 * The route options of a contract endpoint: its method, path, schemas and who may call it, all from the endpoint
 * table, so a route only adds its handler: `app.route({ ...endpoint(endpoints.glossary.get), handler })`.
 */
export function endpoint<E extends SomeEndpoint>(endpoint: E) {
  const { method, path, permission, sessionOnly, schema } = endpoint;
  const config: FastifyContextConfig = endpoint.public ? { public: true } : { permission, sessionOnly };
  return { method, url: path, schema: schema as E['schema'], config };
}
