/**
 * Signing in through the one session store and API client. The login screen loads this module when the form is
 * submitted, so the page a signed-out visitor opens first does not download the HTTP client.
 */
import { isApiError, session } from '@tessera/shared';
import type { LoginBody } from '@tessera/shared/contract';

/** Why the sign-in failed, in words: the server's own `message` when it sent one. */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    return error.message;
  }
  return 'Signing in failed. Please try again.';
}

/** Signs in; resolves to null on success, else to the message to show. */
export async function signIn(credentials: LoginBody): Promise<string | null> {
  try {
    await session.login(credentials);
    return null;
  } catch (error) {
    return failureMessage(error);
  }
}
