import { isApiError } from '@tessera/shared';
import type { Translate } from '@tessera/shared/i18n';

/** Where a dialog's save stands: the mutation that sends it, running or failed. */
export type SaveRequest = { isPending: boolean; error: unknown };

export type FieldErrors = Partial<Record<'email' | 'username' | 'display_name' | 'password' | 'role', string>>;

const FORM_FIELDS = new Set<keyof FieldErrors>(['email', 'username', 'display_name', 'password', 'role']);

/**
 * Splits a failed call (if any) into messages for the form's fields (400 details name `body.email` etc.) and one
 * message for the form (409 "A user with this email already exists", 403, network errors). The server's messages
 * are shown as it sends them; the ones written here are in `t`'s language.
 */
export function describeFailure(error: unknown, t: Translate): { fields: FieldErrors; message?: string } {
  if (!error) return { fields: {} };
  if (!isApiError(error)) return { fields: {}, message: t('usersFailureUnknown') };
  if (error.status === 0) return { fields: {}, message: t('usersFailureOffline') };
  const fields: FieldErrors = {};
  const details = (error.body as { details?: unknown } | undefined)?.details;
  if (error.status === 400 && Array.isArray(details)) {
    for (const detail of details as { path?: string; message?: string }[]) {
      const field = detail.path?.replace(/^body\./, '');
      if (FORM_FIELDS.has(field as keyof FieldErrors))
        fields[field as keyof FieldErrors] = detail.message ?? t('usersFieldInvalid');
    }
    if (Object.keys(fields).length > 0) return { fields };
  }
  if (error.status === 409) {
    if (/email/i.test(error.message)) return { fields: { email: error.message } };
    if (/username/i.test(error.message)) return { fields: { username: error.message } };
  }
  if (error.status === 403) return { fields: {}, message: t('usersFailureForbidden') };
  return { fields: {}, message: error.message };
}
