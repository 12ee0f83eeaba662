import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { ApiToken, TokenScope, User, UserApiToken } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { ACTING_USER_COLUMNS } from '../repository.ts';
import { hashToken } from '../../security/token-hash.ts';
import type { ApiTokensTable } from './tables.ts';
import { endingSessions } from '../session-cache.ts';
import { iso, isoOrNull } from '../../db/column-types.ts';

/** Secrets start with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_PREFIX = 'tsr_';

type TokenRow = Pick<ApiTokensTable, 'name' | 'scope'> & {
  id: number;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
};

function toApiToken(row: TokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: iso(row.created_at),
    expires_at: isoOrNull(row.expires_at),
    last_used_at: isoOrNull(row.last_used_at),
  };
}

const COLUMNS = [
  'api_tokens.id',
  'api_tokens.name',
  'api_tokens.scope',
  'api_tokens.created_at',
  'api_tokens.expires_at',
  'api_tokens.last_used_at',
] as const;

export interface NewToken {
  userId: number;
  name: string;
  scope: TokenScope;
  expiresAt: Date;
}

/** Creates a token; answers it with its secret, which exists nowhere else from then on. */
export async function createApiToken(db: Db, token: NewToken): Promise<ApiToken & { token: string }> {
  const secret = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('api_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: hashToken(secret),
      expires_at: token.expiresAt,
    })
    .returning(['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
  return { ...toApiToken(row), token: secret };
}

/** A user's tokens, expired ones included (so their owner sees why a script stopped), newest first. */
export async function listUserTokens(db: Db, userId: number): Promise<ApiToken[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toApiToken);
}

export async function listAllTokens(db: Db): Promise<UserApiToken[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([...COLUMNS, 'users.id as user_id', 'users.username', 'users.display_name'])
    .orderBy('api_tokens.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...toApiToken(row),
    user: { id: row.user_id, username: row.username, display_name: row.display_name },
  }));
}

/**
 * Deletes a token, only among the given user's when `userId` is set; answers whether one was deleted, once every
 * API process was told (what the token opened ends: auth/access-watch.ts).
 */
export async function deleteApiToken(db: Db, id: number, userId?: number): Promise<boolean> {
  const ended = endingSessions(db);
  let query = db.deleteFrom('api_tokens').where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  if (result.numDeletedRows === 0n) return false;
  await ended();
  return true;
}

/**
 * Revokes every token of a user (signed out everywhere, disabled, a password changed after a takeover). In a
 * transaction, the caller goes through endingSessions itself.
 */
export async function deleteUserTokens(db: Db, userId: number): Promise<void> {
  const ended = endingSessions(db);
  const { numDeletedRows } = await db.deleteFrom('api_tokens').where('user_id', '=', userId).executeTakeFirst();
  if (numDeletedRows > 0n) await ended();
}

export interface TokenLookup {
  user: User;
  tokenId: number;
  scope: TokenScope;
  lastUsedAt: Date | null;
}

/**
 * The token of a secret when it is unexpired and its user enabled, with that user. The user is read on every
 * call (no cache), so disabling a user stops their tokens at the very next request, on every server process.
 */
export async function findApiToken(db: Db, secret: string): Promise<TokenLookup | undefined> {
  if (!secret.startsWith(TOKEN_PREFIX)) return undefined;
  const row = await liveTokens(db)
    .select([...ACTING_USER_COLUMNS, 'api_tokens.id as token_id', 'api_tokens.scope', 'api_tokens.last_used_at'])
    .where('api_tokens.token_hash', '=', hashToken(secret))
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, scope, last_used_at, ...user } = row;
  return { user, tokenId: token_id, scope, lastUsedAt: last_used_at === null ? null : new Date(last_used_at) };
}

/** The users of those of these tokens (ids) that still let them in, by token id. */
export async function liveApiTokenUsers(db: Db, tokenIds: number[]): Promise<Map<number, User>> {
  if (tokenIds.length === 0) return new Map();
  const rows = await liveTokens(db)
    .select([...ACTING_USER_COLUMNS, 'api_tokens.id as token_id'])
    .where('api_tokens.id', 'in', tokenIds)
    .execute();
  return new Map(rows.map(({ token_id, ...user }) => [token_id, user]));
}

/** Tokens that still let their user in: unexpired, of an enabled user. */
function liveTokens(db: Db) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .where((eb) => eb.or([eb('api_tokens.expires_at', 'is', null), eb('api_tokens.expires_at', '>', sql<Date>`now()`)]))
    .where('users.disabled', '=', false);
}

export async function touchApiToken(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: new Date() }).where('id', '=', tokenId).execute();
}
