import { MtError } from './provider.ts';
import { PrivateAddressError } from '../outbound/address.ts';
import { AnswerTooLargeError, MAX_ANSWER_BYTES, requestJson, type JsonAnswer } from '../outbound/json-request.ts';

/** How a provider is reached, whichever it is. */
export interface ProviderReach {
  /** How long one request may take. */
  timeoutMs: number;
  /** Whether the provider may be on this machine or a private network (else only public addresses are used). */
  allowPrivateNetwork?: boolean;
}

export interface ProviderCall extends ProviderReach {
  /** The provider as people know it, for messages: "DeepL", "LibreTranslate". */
  label: string;
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  /** Removed from any text of the provider's that goes into a message. */
  secret?: string;
  signal: AbortSignal;
  /** Statuses with a meaning of their own at this provider (DeepL's 456: quota used up). */
  statusMessages?: Record<number, string>;
}

/** Seconds from a Retry-After header (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The provider's own error text, when it sent one (`{error: "..."}`, `{error: {message}}`, `{message}`), cut short. */
function providerMessage(text: string, secret: string | undefined): string | undefined {
  let message: unknown;
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown; detail?: unknown };
    message =
      typeof body.error === 'object' && body.error !== null
        ? (body.error as { message?: unknown }).message
        : (body.error ?? body.message ?? body.detail);
  } catch {
    return undefined;
  }
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  let clean = message.trim().replace(/\s+/g, ' ').slice(0, 300);
  if (secret) clean = clean.split(secret).join('***');
  return clean;
}

/**
 * POSTs JSON to a provider and answers its JSON body; every failure becomes an MtError whose message says what
 * happened in words (never the key, never the provider's raw answer beyond its own error message).
 */
export async function postJson(call: ProviderCall): Promise<unknown> {
  const { label } = call;
  const timeout = AbortSignal.timeout(call.timeoutMs);
  let response: JsonAnswer;
  try {
    response = await requestJson({
      url: call.url,
      method: 'POST',
      headers: call.headers,
      body: call.body,
      allowPrivateNetwork: call.allowPrivateNetwork,
      signal: AbortSignal.any([call.signal, timeout]),
    });
  } catch (error) {
    throw failure(call, error, timeout);
  }
  const { status, text } = response;
  if (status === 429) {
    const wait = retryAfterSeconds(headerText(response.headers['retry-after']));
    throw new MtError(
      429,
      `${label} is limiting how often it may be asked${wait === undefined ? '; try again shortly' : `; try again in ${wait} s`}`,
      wait,
    );
  }
  if (status < 200 || status > 299) {
    const own = providerMessage(text, call.secret);
    const known = call.statusMessages?.[status];
    const what =
      known ??
      (status === 401 || status === 403
        ? `${label} refused the API key (${status})`
        : status >= 500
          ? `${label} failed (${status})`
          : `${label} refused the request (${status})`);
    throw new MtError(502, own ? `${what}: ${own}` : what, undefined, status);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw unexpected(label);
  }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export const unexpected = (label: string) =>
  new MtError(502, `${label} answered in a form Tessera does not understand`);

function failure(call: ProviderCall, error: unknown, timeout: AbortSignal): Error {
  if (timeout.aborted)
    return new MtError(504, `${call.label} did not answer within ${Math.round(call.timeoutMs / 100) / 10} s`);
  if (call.signal.aborted) return call.signal.reason instanceof Error ? call.signal.reason : new Error('cancelled');
  if (error instanceof AnswerTooLargeError)
    return new MtError(502, `${call.label} answered with more than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`);
  const code = (error as { code?: unknown }).code;
  let where = call.url;
  try {
    where = new URL(call.url).origin;
  } catch {
    // an unparsable URL is reported as given
  }
  if (error instanceof PrivateAddressError)
    return new MtError(
      502,
      `${call.label} was not asked: ${where} is on a private network (${error.address}), which the machine translation settings do not allow`,
    );
  return new MtError(
    502,
    `${call.label} could not be reached at ${where}${typeof code === 'string' ? ` (${code})` : ''}`,
  );
}

/** Joins a base URL and a path without doubling or losing the slash between them. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
