import { ApiError, errorMessage, isApiError, type ErrorWording } from '@tessera/shared';
import type { Message, Translate } from '@tessera/shared/i18n/catalog';
import * as usersWords from '../../locales/en/users.arb';

/** Where a dialog's save stands: the mutation that sends it, running or failed. */
export type SaveRequest = { isPending: boolean; error: unknown };

export type FieldErrors = Partial<Record<'email' | 'username' | 'display_name' | 'password' | 'role', string>>;

const FORM_FIELDS = new Set<keyof FieldErrors>(['email', 'username', 'display_name', 'password', 'role']);

type Detail = { path?: unknown; message?: unknown; kind?: unknown; format?: unknown };

/**
 * The characters a name may have, in this form's words: the shared wording knows only that a pattern was not met
 * ("not in the expected form"), and the server's reason is English.
 */
const CHARACTERS = {
  display_name: usersWords.usersDisplayNameCharacters,
  username: usersWords.usersUsernameCharacters,
} as const satisfies Partial<Record<keyof FieldErrors, Message<'users'>>>;

/** A refusal's problems with one field, worded as the shared wording words a refusal (in the interface's language). */
function fieldProblems(
  error: ApiError,
  field: keyof FieldErrors,
  details: Detail[],
  t: Translate<'users'>,
  names: ErrorWording['fields'],
) {
  const pattern = details.some((detail) => detail.kind === 'invalid_format' && detail.format === 'regex');
  if (pattern && field in CHARACTERS) return t(CHARACTERS[field as keyof typeof CHARACTERS]);
  const first = typeof details[0]?.message === 'string' ? details[0].message : t(usersWords.usersFieldInvalid);
  const body = { ...(error.body as object), message: first, details };
  return errorMessage(new ApiError(error.status, error.response, body), { fields: names });
}

/**
 * Splits a failed call (if any) into messages for the form's fields (400 details name `body.email` etc.) and one
 * message for the form (409 "A user with this email already exists", 403, network errors). The server's answers
 * are told in the interface's language by their codes (errorMessage), with the form's `names` for its fields; the
 * ones written here are in `t`'s language.
 */
export function describeFailure(
  error: unknown,
  t: Translate<'users'>,
  names?: ErrorWording['fields'],
): { fields: FieldErrors; message?: string } {
  if (!error) return { fields: {} };
  if (!isApiError(error)) return { fields: {}, message: t(usersWords.usersFailureUnknown) };
  if (error.status === 0) return { fields: {}, message: t(usersWords.usersFailureOffline) };
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (error.status === 400 && Array.isArray(details)) {
    const byField = new Map<keyof FieldErrors, Detail[]>();
    for (const detail of details as Detail[]) {
      const field = typeof detail?.path === 'string' ? detail.path.replace(/^body\./, '') : undefined;
      if (FORM_FIELDS.has(field as keyof FieldErrors))
        byField.set(field as keyof FieldErrors, [...(byField.get(field as keyof FieldErrors) ?? []), detail]);
    }
    if (byField.size > 0) {
      const fields: FieldErrors = {};
      for (const [field, its] of byField) fields[field] = fieldProblems(error, field, its, t, names);
      return { fields };
    }
  }
  if (error.status === 409) {
    if (/email/i.test(error.message)) return { fields: { email: errorMessage(error) } };
    if (/username/i.test(error.message)) return { fields: { username: errorMessage(error) } };
  }
  if (error.status === 403) return { fields: {}, message: t(usersWords.usersFailureForbidden) };
  return { fields: {}, message: errorMessage(error, { fields: names }) };
}
