import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a Standard Webhooks timestamp may be from now: older deliveries may be replays. */
const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Constant-time equality of two strings (of any lengths: a length difference is no shortcut either). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const hmac = (secret: string | Buffer, body: Buffer) => createHmac('sha256', secret).update(body);

/** Which forge's scheme verified a delivery. */
export type SignatureScheme = 'github' | 'gitlab' | 'gitea' | 'standard-webhooks';

/**
 * Verifies an inbound delivery with the connection's secret, by the scheme its headers say: GitHub's
 * `X-Hub-Signature-256: sha256=<hex HMAC of the body>`, GitLab's `X-Gitlab-Token: <secret>`, Gitea's
 * `X-Gitea-Signature: <hex HMAC>`, else the Standard Webhooks headers (`webhook-signature: v1,<base64 HMAC of
 * "id.timestamp.body">`, several allowed, the timestamp within five minutes). Answers the scheme, or undefined
 * when the delivery is unsigned or wrongly signed.
 */
export function verifyDelivery(
  headers: Headers,
  body: Buffer,
  secret: string,
  now = Date.now(),
): SignatureScheme | undefined {
  const github = header(headers, 'x-hub-signature-256');
  if (github !== undefined)
    return sameText(github, `sha256=${hmac(secret, body).digest('hex')}`) ? 'github' : undefined;
  const gitlab = header(headers, 'x-gitlab-token');
  if (gitlab !== undefined) return sameText(gitlab, secret) ? 'gitlab' : undefined;
  const gitea = header(headers, 'x-gitea-signature');
  if (gitea !== undefined) return sameText(gitea, hmac(secret, body).digest('hex')) ? 'gitea' : undefined;
  return verifyStandardWebhook(headers, body, secret, now) ? 'standard-webhooks' : undefined;
}

function verifyStandardWebhook(headers: Headers, body: Buffer, secret: string, now: number): boolean {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  // A whsec_ secret is the base64 of its key; any other is used as it is written.
  const key = secret.startsWith('whsec_') ? Buffer.from(secret.slice('whsec_'.length), 'base64') : secret;
  const expected = hmac(key, Buffer.concat([Buffer.from(`${id}.${timestamp}.`), body])).digest('base64');
  // Every signature is compared, so the time taken says nothing about which one matched.
  let matched = false;
  for (const signature of signatures.split(' ')) {
    const [version, value] = signature.split(',', 2);
    if (version === 'v1' && value !== undefined && sameText(value, expected)) matched = true;
  }
  return matched;
}

/**
 * The branch a push event is for (`refs/heads/<branch>` in GitHub's, GitLab's and Gitea's `ref`), or undefined
 * when the delivery names none (a ping, another event): then it pulls, since the branch cannot be told.
 */
export function pushedBranch(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const ref = (payload as { ref?: unknown }).ref;
  return typeof ref === 'string' && ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
}
