/**
 * The single sign-on providers the sign-in page offers, a button each. Loaded by the login screen after it shows,
 * so the page a signed-out visitor opens first does not wait for the HTTP client.
 */
import { call, routes } from '@tessera/shared';
import type { PublicSignInProviderList } from '@tessera/shared/contract';

/** The providers; none when the server cannot say (the password form still works then). */
export async function signInProviders(): Promise<PublicSignInProviderList> {
  try {
    return await call(routes.sso.providers);
  } catch {
    return [];
  }
}
