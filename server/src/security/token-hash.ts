import { createHash } from 'node:crypto';

/**
 * What a table keeps of a secret handed out once (a session cookie, an API token, an invitation link): its SHA-256,
 * so that a leaked table opens nothing. The secrets are random and long, so no salt or slow hash is needed.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
