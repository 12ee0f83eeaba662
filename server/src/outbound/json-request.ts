import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PrivateAddressError, isPrivateAddress, literalAddress, publicOnlyLookup } from './address.ts';

/** More than any answer Tessera reads from a service takes: one answering more is refused while it sends. */
export const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export interface JsonRequest {
  url: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  headers?: Record<string, string>;
  /** Sent as JSON; none for a GET. */
  body?: unknown;
  /** Whether the service may be on this machine or a private network (else only public addresses are used). */
  allowPrivateNetwork?: boolean;
  signal: AbortSignal;
}

export interface JsonAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
}

/**
 * One request with a JSON body, its answer read up to MAX_ANSWER_BYTES (whatever its status). Without
 * `allowPrivateNetwork` the connection goes only to public addresses: a URL naming a private one is refused before
 * connecting (PrivateAddressError), a name is checked on the addresses it resolves to when the connection is made.
 * Redirects are not followed.
 */
export function requestJson(call: JsonRequest): Promise<JsonAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(call.url);
    const literal = literalAddress(url);
    if (!call.allowPrivateNetwork && literal && isPrivateAddress(literal)) {
      reject(new PrivateAddressError(literal));
      return;
    }
    const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(body && { 'content-type': 'application/json', 'content-length': String(body.length) }),
        ...call.headers,
      },
      signal: call.signal,
      ...(call.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const tooLarge = () => {
        request.destroy();
        reject(new AnswerTooLargeError());
      };
      if (Number(response.headers['content-length']) > MAX_ANSWER_BYTES) return tooLarge();
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > MAX_ANSWER_BYTES) return tooLarge();
        chunks.push(chunk);
      });
      response.on('error', reject);
      response.on('close', () => {
        if (!response.complete) reject(new Error('The answer was cut short'));
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.end(body);
  });
}
