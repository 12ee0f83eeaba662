import { isApiError } from '@tessera/shared';

/** What to tell the user about a failed call: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection and try again.';
    if (error.status === 404) return 'It no longer exists; it may have been deleted by someone else.';
    if (error.status === 403) return 'You do not have permission to do this.';
    if (error.body && typeof error.body === 'object' && 'message' in error.body && typeof error.body.message === 'string') {
      return error.body.message;
    }
    return `The server answered with an error (${error.status}).`;
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}

export const CONFLICT_MESSAGE = 'This unit was changed by someone else since you started editing it.';
