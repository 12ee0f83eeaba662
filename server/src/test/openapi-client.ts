/**
 * A caller outside the project, using a client generated from the API description: types by openapi-typescript,
 * calls by openapi-fetch. ../app/openapi.test.ts generates `./openapi-paths.ts` from /api/docs/json into a folder of its
 * own, type-checks this file against it and runs it against the real server. The project's type check leaves this
 * file out (tsconfig.json): the types it imports exist only once the test has made them.
 */
import createClient from 'openapi-fetch';
import { CSRF_HEADER, CSRF_VALUE } from '@tessera/shared/contract';
import type { paths } from './openapi-paths.ts';

/** Signs in, then asks who is signed in with the session cookie the sign-in set: that user's email. */
export async function signInAndAskWhoIsSignedIn(baseUrl: string, email: string, password: string): Promise<string> {
  const client = createClient<paths>({ baseUrl, headers: { [CSRF_HEADER]: CSRF_VALUE } });
  const signIn = await client.POST('/auth/login', { body: { email, password } });
  if (!signIn.data) throw new Error(`sign-in answered ${signIn.response.status}: ${signIn.error?.message}`);
  const cookie = signIn.response.headers.getSetCookie().map((header) => header.split(';')[0]);
  const me = await client.GET('/user/', { headers: { cookie: cookie.join('; ') } });
  if (!me.data) throw new Error(`GET /user/ answered ${me.response.status}: ${me.error?.message}`);
  return me.data.email;
}
