/**
 * Signing in through the one session store and API client. The login screen loads this module when the form is
 * submitted, so the page a signed-out visitor opens first does not download the HTTP client.
 */
import { session, signInFailureMessage } from '@tessera/shared';
import type { LoginBody } from '@tessera/shared/contract';

/** Signs in; resolves to null on success, else to the message to show. */
export async function signIn(credentials: LoginBody): Promise<string | null> {
  try {
    await session.login(credentials);
    return null;
  } catch (error) {
    return signInFailureMessage(error);
  }
}
