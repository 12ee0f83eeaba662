import type { FastifyInstance } from 'fastify';

/** Routes whose answer is an event stream that stays open while the caller may have it. */
export const STREAM_ROUTES = ['GET /api/user/events'];

/**
 * Asks an event-stream route of the app (`appOf`, read when first asked, as the test harness makes it late): an admitted stream stays open, which an injected request would wait for
 * forever, so it is asked over HTTP (the app listening on a port of its own, once) and closed once its status
 * has come.
 */
export function streamAsker(appOf: () => FastifyInstance) {
  let baseUrl: Promise<string> | undefined;
  return async (url: string, headers: Record<string, string>): Promise<{ statusCode: number; body: string }> => {
    baseUrl ??= appOf().listen({ port: 0, host: '127.0.0.1' });
    const closing = new AbortController();
    const response = await fetch(`${await baseUrl}${url}`, { headers, signal: closing.signal });
    const body = response.headers.get('content-type')?.startsWith('text/event-stream') ? '' : await response.text();
    closing.abort();
    return { statusCode: response.status, body };
  };
}
