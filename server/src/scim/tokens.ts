import { randomBytes } from 'node:crypto';
import type { CreatedScimToken, ScimToken } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { hashToken } from '../security/token-hash.ts';

/**
 * SCIM secrets start with this, so a leaked one is recognisable; it is not an API token's prefix (`tsr_`), so
 * neither kind is ever looked up as the other.
 */
export const SCIM_TOKEN_PREFIX = 'tscim_';

/** last_used_at is written at most this often per token (saves a write per provisioning call). */
const TOUCH_INTERVAL_MS = 60_000;

interface TokenRow {
  id: number;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

function toScimToken(row: TokenRow): ScimToken {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}

const COLUMNS = ['id', 'name', 'created_at', 'last_used_at'] as const;

/** Makes a token; answers it with its secret, which exists nowhere else from then on. */
export async function createScimToken(db: Db, name: string, createdBy: number): Promise<CreatedScimToken> {
  const secret = SCIM_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('scim_tokens')
    .values({ name, token_hash: hashToken(secret), created_by: createdBy })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...toScimToken(row), token: secret };
}

export async function listScimTokens(db: Db): Promise<ScimToken[]> {
  const rows = await db.selectFrom('scim_tokens').select(COLUMNS).orderBy('id', 'desc').execute();
  return rows.map(toScimToken);
}

export async function deleteScimToken(db: Db, id: number): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('scim_tokens').where('id', '=', id).executeTakeFirst();
  return numDeletedRows > 0n;
}

/**
 * The token of a secret, read on every request (no cache): a revoked token is refused from the next request on,
 * on every server process. Its last use is noted.
 */
export async function findScimToken(db: Db, secret: string): Promise<{ id: number } | undefined> {
  if (!secret.startsWith(SCIM_TOKEN_PREFIX)) return undefined;
  const row = await db
    .selectFrom('scim_tokens')
    .select(['id', 'last_used_at'])
    .where('token_hash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.last_used_at === null || Date.now() - new Date(row.last_used_at).getTime() > TOUCH_INTERVAL_MS)
    await db.updateTable('scim_tokens').set({ last_used_at: new Date() }).where('id', '=', row.id).execute();
  return { id: row.id };
}
