/**
 * @tessera/shared/api-errors: what to tell a person about a failed API call, in their language. Every error answer
 * of the API carries a stable `code` beside its English `message` (contract ErrorBody); a code this catalog knows
 * is told in the active locale, with the values of the answer's `details` in its placeholders, and any other error
 * keeps the server's own text.
 *
 * In a component: `const errorText = useApiErrorText(); … toast.error(errorText(error))`.
 * Outside React: `apiErrorText(error)` (the active locale) or `apiErrorText(error, 'de')`; `knownApiErrorText(error)`
 * is the catalog's words only, undefined when the code is not one it knows.
 *
 * A 400 `invalid_request` (a request that does not fit the endpoint's schema) is told by every one of its problems,
 * joined as the language joins a list: its details are the contract's ValidationProblem list, each with a kind
 * (required, too_long…) worded here with the field's name, which a screen gives as `fields`
 * (`errorText(error, { fields: { name: t('nameLabel') } })`).
 */
import { useCallback } from 'react';
import { isApiError } from '@tessera/shared/core';
import { activeLocale, formatsOf, useLocale, type TranslateKey } from '@tessera/shared/i18n';
import { hasMessage, loadApiErrorWords, messagesIn, useMessages, wordsLoaded } from './i18n.ts';

export { loadApiErrorWords };

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
 * A screen's names for the fields of what it sends, by their path in the API without the request's part:
 * `{ name: t('projectName'), target_langs: t('targetLanguages') }`. A list's entries are named by the list
 * (`target_langs` names `target_langs.1`); a field the screen does not name is called by its name in the API.
 */
export type FieldNames = Readonly<Record<string, string>>;

/** What a wording is asked for beside the error: its language (the active one by default) and the fields' names. */
export interface ApiErrorWording {
  locale?: string;
  fields?: FieldNames;
}

/** The request's parts that begin a problem's path (`body.name`): the field is what follows. */
const REQUEST_PARTS = new Set(['body', 'query', 'querystring', 'params', 'headers', 'fields']);

/** The field a problem is about, as the screen names it; undefined for a problem of the whole request. */
function fieldName(path: string, fields: FieldNames | undefined): string | undefined {
  const steps = path.split('.').filter(Boolean);
  if (steps.length > 0 && REQUEST_PARTS.has(steps[0]!)) steps.shift();
  if (steps.length === 0) return undefined;
  const apiName = steps.join('.');
  const withoutIndexes = steps.filter((step) => !/^\d+$/.test(step)).join('.');
  return fields?.[apiName] ?? fields?.[withoutIndexes] ?? apiName;
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const strings = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')
    ? (value as string[])
    : undefined;

/**
 * The words for a validation problem (contract ValidationProblem: a detail of a 400 `invalid_request`): its kind
 * with the field's name and the detail's limit, choices, format or type. Undefined for a problem of a kind it does
 * not word (`invalid`: a rule of the endpoint's own, which only the server's text says), or without what its words
 * need (a field, a limit).
 */
function problemText(problem: unknown, t: TranslateKey, locale: string, fields: FieldNames | undefined) {
  if (!isRecord(problem) || typeof problem.path !== 'string') return undefined;
  const field = fieldName(problem.path, fields);
  const formats = formatsOf(locale);
  const minimum = numberOrUndefined(problem.minimum);
  const maximum = numberOrUndefined(problem.maximum);
  const exclusive = problem.inclusive === false;
  if (problem.kind === 'unknown_keys') {
    const keys = strings(problem.keys);
    return keys && t('invalidRequestUnknownKeys', { count: keys.length, keys: formats.list(keys) });
  }
  if (field === undefined) return undefined;
  switch (problem.kind) {
    case 'required':
      return t('invalidRequestRequired', { field });
    case 'too_short':
      return minimum === undefined ? undefined : t('invalidRequestTooShort', { field, minimum });
    case 'too_long':
      return maximum === undefined ? undefined : t('invalidRequestTooLong', { field, maximum });
    case 'too_few':
      return minimum === undefined ? undefined : t('invalidRequestTooFew', { field, minimum });
    case 'too_many':
      return maximum === undefined ? undefined : t('invalidRequestTooMany', { field, maximum });
    case 'too_small':
      if (minimum === undefined) return undefined;
      return t(exclusive ? 'invalidRequestMoreThan' : 'invalidRequestAtLeast', {
        field,
        minimum: formats.number(minimum),
      });
    case 'too_big':
      if (maximum === undefined) return undefined;
      return t(exclusive ? 'invalidRequestLessThan' : 'invalidRequestAtMost', {
        field,
        maximum: formats.number(maximum),
      });
    case 'not_one_of': {
      const choices = strings(problem.choices);
      return (
        choices &&
        t('invalidRequestNotOneOf', { field, count: choices.length, choices: formats.list(choices, 'disjunction') })
      );
    }
    case 'invalid_format':
      return typeof problem.format === 'string'
        ? t('invalidRequestFormat', { field, format: problem.format })
        : undefined;
    case 'wrong_type':
      return typeof problem.expected === 'string'
        ? t('invalidRequestType', { field, expected: problem.expected })
        : undefined;
    default:
      return undefined;
  }
}

/**
 * A problem the catalog does not word, told by the server's own English text for it (the detail's `message`) after
 * the field's name; undefined for a detail without one, whose words cannot be told apart from the others'.
 */
function serverProblemText(problem: unknown, t: TranslateKey, fields: FieldNames | undefined) {
  if (!isRecord(problem) || typeof problem.message !== 'string' || problem.message === '') return undefined;
  const field = typeof problem.path === 'string' ? fieldName(problem.path, fields) : undefined;
  return field === undefined ? problem.message : t('invalidRequestServerText', { field, problem: problem.message });
}

/**
 * The words for a refused request's problems (a 400 `invalid_request`'s details), each told once, joined as the
 * language joins a list ("Name is required and Target languages needs at least 1 entry"). Undefined, so that the
 * server's text says it, when the catalog words none of them (the server's message then says it all in English). A
 * problem it does not word is told by the server's text for it; when even that is missing, only the first problem is
 * told, as the server's message does, and only if the catalog words it.
 */
function problemsText(details: unknown, t: TranslateKey, locale: string, fields: FieldNames | undefined) {
  if (!Array.isArray(details) || details.length === 0) return undefined;
  const worded = details.map((problem) => problemText(problem, t, locale, fields));
  if (worded.every((text) => text === undefined)) return undefined;
  const told = details.map((problem, index) => worded[index] ?? serverProblemText(problem, t, fields));
  if (told.some((text) => text === undefined)) return worded[0];
  // A list's entries are named by their list: ten wrong languages say "Target languages …" once.
  return formatsOf(locale).list([...new Set(told as string[])]);
}

/**
 * The catalog's text for the answer's code with the answer's details in its placeholders; undefined when the code
 * is unknown, or when the message needs a value the details do not hold (the server's text says it then). A 400
 * `invalid_request` is told by its problems (problemsText).
 */
function translated(error: unknown, t: TranslateKey, locale: string, fields?: FieldNames): string | undefined {
  const code = apiErrorCode(error);
  if (code === undefined) return undefined;
  if (!wordsLoaded()) {
    // An answer the client did not wait for (a shell whose client is older than these words): told by the
    // server's text, and the next one in the user's language.
    void loadApiErrorWords();
    return undefined;
  }
  const body = (error as { body: Record<string, unknown> }).body;
  if (code === 'invalid_request') return problemsText(body.details, t, locale, fields);
  const key = keyOf(code);
  if (!hasMessage(key)) return undefined;
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

function errorText(error: unknown, t: TranslateKey, locale: string, fields?: FieldNames): string {
  const text = translated(error, t, locale, fields);
  if (text !== undefined) return text;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A wording's locale and field names, from the locale alone as earlier releases took it or from the options. */
const wordingOf = (wording: string | ApiErrorWording | undefined): ApiErrorWording =>
  typeof wording === 'string' ? { locale: wording } : (wording ?? {});

/**
 * What to tell about `error` in the active locale: the catalog's words for an API answer's code, else the error's own
 * message (the server's English text for an answer, an Error's message). Re-renders when the locale changes; suspends
 * while its catalog loads, as the screens' own messages do. `fields` names the fields of a refused form.
 */
export function useApiErrorText(): (error: unknown, wording?: { fields?: FieldNames }) => string {
  const t = useMessages();
  const locale = useLocale();
  return useCallback(
    (error: unknown, wording?: { fields?: FieldNames }) => errorText(error, t, locale, wording?.fields),
    [t, locale],
  );
}

/**
 * useApiErrorText for code outside components: in the wording's locale, the active one by default (English until
 * loaded); `apiErrorText(error, 'de')` or `apiErrorText(error, { locale: 'de', fields: { name: 'Name' } })`.
 */
export function apiErrorText(error: unknown, wording?: string | ApiErrorWording): string {
  const { locale = activeLocale(), fields } = wordingOf(wording);
  return errorText(error, messagesIn(locale), locale, fields);
}

/**
 * The catalog's words for an API answer's code, in the wording's locale (the active one by default); undefined for
 * an answer whose code the catalog does not know (or whose details lack a value its words need) and for any other
 * error. For a wording that prefers its own general words to the server's English text: a 404 is "gone" unless its
 * code says what is gone.
 */
export function knownApiErrorText(error: unknown, wording?: string | ApiErrorWording): string | undefined {
  const { locale = activeLocale(), fields } = wordingOf(wording);
  return translated(error, messagesIn(locale), locale, fields);
}
