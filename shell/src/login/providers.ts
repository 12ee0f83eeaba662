/**
 * The single sign-on providers the sign-in page offers, a button each. Loaded by the login screen after it shows,
 * so the page a signed-out visitor opens first does not wait for the HTTP client.
 */
import { call, routes } from '@tessera/shared';
import type { PublicSignInProviderList, SsoSignedOut } from '@tessera/shared/contract';

/** The providers; none when the server cannot say (the password form still works then). */
export async function signInProviders(): Promise<PublicSignInProviderList> {
  try {
    return await call(routes.sso.providers);
  } catch {
    return [];
  }
}

/**
 * The provider this browser just signed out of Tessera from, whose own sign-out may be offered; null when none (or
 * when the server cannot say: signing out of Tessera is done either way).
 */
export async function signedOutProvider(): Promise<SsoSignedOut['provider']> {
  try {
    return (await call(routes.sso.signedOut)).provider;
  } catch {
    return null;
  }
}
