import { isApiError } from '@tessera/shared/core';

/** A screen's own words for the answers that depend on what it shows (a record, a segment, a unit…). */
export type ErrorWording = { notFound?: string; conflict?: string };

/**
 * What to tell the user about a failed call: the server's message when it sent one, plain words for no
 * answer at all, a missing thing (404) and a refusal (403). Every screen's error toasts and alerts use it.
 */
export function errorMessage(error: unknown, wording: ErrorWording = {}): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    if (error.status === 404)
      return wording.notFound ?? 'It no longer exists; it may have been deleted by someone else.';
    if (error.status === 409 && wording.conflict) return wording.conflict;
    if (error.status === 403) return 'You do not have permission to do this.';
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
    return `The server answered with an error (${error.status}).`;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

/** Why signing in failed, in words: the server's own message (wrong password, account disabled, too many attempts). */
export function signInFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    return error.message;
  }
  return 'Signing in failed. Please try again.';
}
