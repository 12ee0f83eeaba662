/**
 * @tessera/shared/api-errors: what to tell a person about a failed API call, in their language. Every error answer
 * of the API carries a stable `code` beside its English `message` (contract ErrorBody); a code this catalog knows
 * is told in the active locale, with the values of the answer's `details` in its placeholders, and any other error
 * keeps the server's own text.
 *
 * In a component: `const errorText = useApiErrorText(); … toast.error(errorText(error))`.
 * Outside React: `apiErrorText(error)` (the active locale) or `apiErrorText(error, 'de')`; `knownApiErrorText(error)`
 * is the catalog's words only, undefined when the code is not one it knows.
 */
import { useCallback } from 'react';
import { isApiError } from '@tessera/shared/core';
import type { Translate } from '@tessera/shared/i18n';
import { hasMessage, messagesIn, useMessages } from './i18n.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The code of an API error answer (`glossary_not_found`); undefined for any other error or an answer without one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.body)) return undefined;
  const { code } = error.body;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** A code's message key in the catalogs: `glossary_not_found` → `glossaryNotFound`. */
const keyOf = (code: string) => code.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The catalog's text for the answer's code with the answer's details in its placeholders; undefined when the code
 * is unknown, or when the message needs a value the details do not hold (the server's text says it then).
 */
function translated(error: unknown, t: Translate): string | undefined {
  const code = apiErrorCode(error);
  if (code === undefined) return undefined;
  const key = keyOf(code);
  if (!hasMessage(key)) return undefined;
  const body = (error as { body: Record<string, unknown> }).body;
  const details = isRecord(body.details) ? body.details : {};
  // The compiled message reads each placeholder's value from `values`: a value it asks for and lacks shows up here.
  let lacking = false;
  const values = new Proxy(details, {
    get(target, name) {
      const value = Reflect.get(target, name);
      if (typeof name === 'string' && (value === undefined || value === null)) lacking = true;
      return value;
    },
  });
  const text = t(key, values);
  return lacking ? undefined : text;
}

function errorText(error: unknown, t: Translate): string {
  const text = translated(error, t);
  if (text !== undefined) return text;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What to tell about `error` in the active locale: the catalog's words for an API answer's code, else the error's own
 * message (the server's English text for an answer, an Error's message). Re-renders when the locale changes; suspends
 * while its catalog loads, as the screens' own messages do.
 */
export function useApiErrorText(): (error: unknown) => string {
  const t = useMessages();
  return useCallback((error: unknown) => errorText(error, t), [t]);
}

/** useApiErrorText for code outside components: in `locale`, the active one by default (English until loaded). */
export function apiErrorText(error: unknown, locale?: string): string {
  return errorText(error, messagesIn(locale));
}

/**
 * The catalog's words for an API answer's code, in `locale` (the active one by default); undefined for an answer
 * whose code the catalog does not know (or whose details lack a value its words need) and for any other error. For
 * a wording that prefers its own general words to the server's English text: a 404 is "gone" unless its code says
 * what is gone.
 */
export function knownApiErrorText(error: unknown, locale?: string): string | undefined {
  return translated(error, messagesIn(locale));
}
