import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sessionCookieOf, type TestContext } from '../../test/harness.ts';

/** The account a sign-in's answer opened a session for, as the app then sees it. */
export async function userOf(t: TestContext, response: LightMyRequestResponse) {
  const me = await t.anonymous.inject({
    url: '/api/user/',
    cookies: { tessera_session: sessionCookieOf(response)! },
  });
  expect(me.statusCode).toBe(200);
  return me.json() as { id: number; email: string; username: string; role: string; display_name: string | null };
}

/** A redirected sign-in's refusal: to this app's sign-in page, without a session; the words shown there (`sso_error`). */
export function refusalOf(response: LightMyRequestResponse): string | null {
  expect(response.statusCode).toBe(302);
  expect(sessionCookieOf(response)).toBeUndefined();
  const here = 'http://tessera.invalid';
  const location = new URL(response.headers.location as string, here);
  expect(location.origin).toBe(here);
  expect(location.pathname).toBe('/login/');
  return location.searchParams.get('sso_error');
}
