import { apiErrorCode, apiErrorText, knownApiErrorText, type FieldNames } from '@tessera/shared/api-errors';
import { isApiError } from '@tessera/shared/core';
import { messagesIn } from './i18n.ts';
import * as clientErrorsWords from './locales/en/client-errors.arb';

/**
 * A screen's own words for the answers that depend on what it shows (a record, a segment, a unit…), and its names
 * for the fields it sends, which a refused form's problem is told with (`{ fields: { name: t('nameLabel') } }`).
 */
export type ErrorWording = { notFound?: string; conflict?: string; fields?: FieldNames };

/**
 * What to tell the user about a failed call, in the interface's language: the server's message when it sent one
 * (its code's words, else its own text), plain words for no answer at all, a missing thing (404) and a refusal
 * (403). A 404 is told by the screen's own words first, then by its code's words when the catalog knows the code
 * ("Glossary not found"), and only then as something gone in general; a 403 by its code's words when the code is a
 * specific one ("Only its author or an admin can change or delete a comment"), the general refusal for `forbidden`
 * or a code the catalog does not know. Every screen's error toasts and alerts use it.
 */
export function errorMessage(error: unknown, wording: ErrorWording = {}): string {
  const t = messagesIn();
  if (isApiError(error)) {
    if (error.status === 0) return t(clientErrorsWords.serverUnreachable);
    // A missing session, which the client loads no error words for (the guard and the sign-in-again dialog act on
    // it): told in the client's own words.
    if (error.status === 401 && apiErrorCode(error) === 'not_signed_in') return t(clientErrorsWords.notSignedIn);
    if (error.status === 404) return wording.notFound ?? knownApiErrorText(error) ?? t(clientErrorsWords.notFound);
    if (error.status === 409 && wording.conflict) return wording.conflict;
    // The generic `forbidden` (a role's rights) says no more than the general words; a code of its own says why.
    if (error.status === 403)
      return (apiErrorCode(error) !== 'forbidden' && knownApiErrorText(error)) || t(clientErrorsWords.permissionDenied);
    const body = error.body;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return apiErrorText(error, { fields: wording.fields });
    return t(clientErrorsWords.serverError, { status: error.status });
  }
  return error instanceof Error ? error.message : t(clientErrorsWords.somethingWentWrong);
}

/**
 * Why signing in failed, in words: the server's own reason (wrong password, account disabled, too many attempts),
 * told by its code in the interface's language.
 */
export function signInFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return messagesIn()(clientErrorsWords.serverUnreachable);
    return apiErrorText(error);
  }
  return messagesIn()(clientErrorsWords.signInFailed);
}
