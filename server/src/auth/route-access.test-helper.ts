import type { FastifyInstance } from 'fastify';
import { STREAM_ROUTES, streamAsker } from './event-stream-request.test-helper.ts';

/** What the access matrices (sessions by role, API tokens by scope) do with every route of the app. */

/** A route's path at ids that exist nowhere: a request passes access control, then meets a 404 or a validation error. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, 'x');

/**
 * Calls a route of the app (`appOf`, read when first asked) with `headers` at ids that exist nowhere, with an
 * empty JSON body where its method takes one; an event stream is asked over HTTP and closed once its status came.
 */
export function routeCaller(appOf: () => FastifyInstance) {
  const askStream = streamAsker(appOf);
  return async (
    route: { method: string; url: string },
    headers: Record<string, string>,
  ): Promise<{ statusCode: number; body: string }> =>
    STREAM_ROUTES.includes(`${route.method} ${route.url}`)
      ? askStream(concreteUrl(route.url), headers)
      : appOf().inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
}

/** Whether a call answered `status` as expected: `allowed` is any answer but 401, 403 and a server error. */
export const answeredAsExpected = (expected: 'allowed' | number, status: number) =>
  expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
