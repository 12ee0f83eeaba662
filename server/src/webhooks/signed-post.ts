import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PrivateAddressError, isPrivateAddress, literalAddress, publicOnlyLookup } from '../outbound/address.ts';

const SECRET_PREFIX = 'whsec_';

/** The most of a receiver's answer that is read (and of that, EXCERPT_CHARACTERS kept): its body is not ours to store. */
const READ_BYTES = 4096;
export const EXCERPT_CHARACTERS = 500;

/** The `webhook-signature` header of Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body". */
export function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

export interface SignedPost {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  allowPrivateNetwork: boolean;
  timeoutMs: number;
}

export interface ReceiverAnswer {
  status: number;
  /** The start of the answer's body, cut to EXCERPT_CHARACTERS. */
  excerpt: string;
}

/**
 * POSTs one delivery, signed with the current time, and answers the receiver's status and the start of its body.
 * Without `allowPrivateNetwork` the connection goes only to public addresses: a URL naming a private one is
 * refused before connecting, a name is checked on the addresses it resolves to when the connection is made (so
 * the connection is bound to the address that was checked). Redirects are not followed. Rejects when no answer
 * came: a refused address, a failed connection, the time limit.
 */
export function postSigned(post: SignedPost): Promise<ReceiverAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(post.url);
    const literal = literalAddress(url);
    if (!post.allowPrivateNetwork && literal && isPrivateAddress(literal)) {
      reject(new PrivateAddressError(literal));
      return;
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const body = Buffer.from(post.body);
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'user-agent': 'Tessera-Webhooks',
        'webhook-id': post.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature(post.secret, post.messageId, timestamp, post.body),
      },
      signal: AbortSignal.timeout(post.timeoutMs),
      ...(post.allowPrivateNetwork ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let received = 0;
      const answer = () => {
        resolve({
          status: response.statusCode ?? 0,
          excerpt: Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARACTERS),
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received >= READ_BYTES) answer();
      });
      response.on('end', answer);
      response.on('error', answer);
    });
    request.end(body);
  });
}

/** Why a delivery got no answer, in words for the delivery log. */
export function unansweredReason(error: unknown, url: string, timeoutMs: number): string {
  const where = new URL(url).origin;
  if (error instanceof PrivateAddressError)
    return `Not sent: ${where} is on a private network (${error.address}), which only an admin may allow`;
  const name = (error as { name?: unknown }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return `${where} did not answer within ${Math.round(timeoutMs / 100) / 10} s`;
  const code = (error as { code?: unknown }).code;
  return `${where} could not be reached${typeof code === 'string' ? ` (${code})` : ''}`;
}

/**
 * Why a webhook may not be sent to `url`, checked when it is added: an address on a private network (named
 * directly, or a name resolving to one) unless private networks are allowed, or a name that does not resolve.
 * Deliveries check again as they connect: a name may resolve elsewhere later.
 */
export async function unreachableReason(url: string, allowPrivateNetwork: boolean): Promise<string | undefined> {
  if (allowPrivateNetwork) return undefined;
  const parsed = new URL(url);
  const literal = literalAddress(parsed);
  const addresses = literal
    ? [literal]
    : await lookup(parsed.hostname, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => undefined,
      );
  if (!addresses) return `${parsed.hostname} could not be resolved`;
  const privateOne = addresses.find(isPrivateAddress);
  return privateOne
    ? `${parsed.hostname} is on a private network (${privateOne}); only an admin may allow that (allow_private_network)`
    : undefined;
}
