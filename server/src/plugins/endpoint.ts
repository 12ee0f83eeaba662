import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SomeEndpoint } from '@tessera/shared/contract/endpoints';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A route handler whose request and reply are typed by the endpoint's schemas. */
type EndpointHandler<E extends SomeEndpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  E['schema'],
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers the route of a contract endpoint: its method, path, schemas and who may call it all come from the
 * endpoint table, so a route only adds its handler: `route(app, endpoints.glossary.get, async (request) => …)`.
 */
export function route<E extends SomeEndpoint>(app: ZodApp, contract: E, handler: EndpointHandler<E>): void {
  const { method, path, permission, sessionOnly, schema } = contract;
  const config: FastifyContextConfig = contract.public
    ? {
        public: true,
        ...(contract.recordsOnly && { recordsOnly: true }),
        ...(contract.signedPost && { signedPost: true }),
      }
    : { permission, sessionOnly };
  app.route({ method, url: path, schema: schema as E['schema'], config, handler });
}
