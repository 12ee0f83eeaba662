/**
 * The real API for a front-end test, in the test's own process: msw hands every `/api` request the page makes to
 * the Fastify app of a suite (one app and PGlite database per `describeOnRealApi`, as describeWithDatabases makes
 * them), as the user the test signed in. Screens whose behaviour rests on a rule of the server (inline codes, step
 * guards, QA, counts, permissions) are tested here rather than against the development mock, which holds no rules.
 * Test-only: front-end test files import it, no bundle does.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Role } from '@tessera/shared/contract';
import { describeWithDatabases, type SignedInClient, type TestContext } from './harness.ts';

export interface RealApi {
  /** The suite's app and database: its clients seed data through the API (see resources.ts). */
  readonly t: TestContext;
  /**
   * Creates a user of this role and signs the page in as them: the page's requests carry their session from
   * then on. The client returned calls the API as the same user, to seed what the screen shows.
   */
  signIn(role: Role): Promise<SignedInClient>;
  /** Signs the page in as a user signed in before (the page's requests carry their session from then on). */
  showPageTo(client: SignedInClient): void;
}

/** A request the page sent, as the app's `inject` takes it, with the session the page holds. */
async function injected(request: Request, session: string | undefined) {
  const url = new URL(request.url);
  const headers = Object.fromEntries(request.headers);
  if (session) headers.cookie = `tessera_session=${session}`;
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return {
    method: request.method as 'GET',
    url: url.pathname + url.search,
    headers,
    ...(body && body.byteLength > 0 ? { payload: Buffer.from(body) } : {}),
  };
}

/** The app's answer as the page receives it. */
function answered(response: Awaited<ReturnType<TestContext['app']['inject']>>): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || name === 'set-cookie' || name === 'content-length') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const noBody = response.statusCode === 204 || response.statusCode === 304;
  return new HttpResponse(noBody ? null : response.rawPayload, { status: response.statusCode, headers });
}

/**
 * A suite of front-end tests whose page talks to the real server. Event streams are not forwarded (inject answers
 * once a response ends): a screen that listens to one waits as it would for a slow connection.
 */
export function describeOnRealApi(title: string, define: (api: RealApi) => void): void {
  describeWithDatabases(
    title,
    (t) => {
      // The page's session: set by signIn, replaced or cleared by what the app answers (a sign-out, say).
      let session: string | undefined;
      const forward = http.all('*/api/*', async ({ request }) => {
        if (request.headers.get('accept') === 'text/event-stream') return new Promise<Response>(() => {});
        const response = await t.app.inject(await injected(request, session));
        const cookie = response.cookies.find((c) => c.name === 'tessera_session');
        if (cookie) session = cookie.value || undefined;
        return answered(response);
      });
      const page = setupServer(forward);
      // As in the server's own tests: a database is created and migrated before the suite.
      vi.setConfig({ hookTimeout: 120_000 });
      beforeAll(() => page.listen({ onUnhandledFrame: 'error' }));
      afterAll(() => page.close());
      define({
        t,
        async signIn(role) {
          const client = await t.signIn(role);
          session = client.sessionCookie;
          return client;
        },
        showPageTo(client) {
          session = client.sessionCookie;
        },
      });
    },
    { only: 'pglite' },
  );
}
