/**
 * Why a request's session no longer lets it in, in a 401's `details.reason`, when the server may say: only to the
 * browser holding that session's cookie, never to someone who merely names an account. Zod-free: the session store
 * reads it on every page.
 */
export const SESSION_ENDED_ACCOUNT_DISABLED = 'account_disabled';

/** Whether an error answer's body says the session ended because its account is disabled. */
export function saysAccountDisabled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('details' in body)) return false;
  const { details } = body;
  return (
    typeof details === 'object' &&
    details !== null &&
    'reason' in details &&
    details.reason === SESSION_ENDED_ACCOUNT_DISABLED
  );
}
