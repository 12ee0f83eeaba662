import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { User } from '@tessera/shared/contract';
import { hashToken } from '../security/token-hash.ts';
import { recordSignIn } from '../users/user-pages.ts';
import { endingSessions, type SessionLookup } from './session-cache.ts';

export async function createSession(db: Db, userId: number, persistent: boolean, lifetimeMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      persistent,
      created_at: new Date(now),
      last_seen_at: new Date(now),
      expires_at: new Date(now + lifetimeMs),
    })
    .execute();
  await recordSignIn(db, userId, new Date(now));
  return token;
}

/** The columns of the user a session or API token acts for: what requests know of their user. */
export const ACTING_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.username',
  'users.display_name',
  'users.role',
  'users.disabled',
] as const;

/** Sessions that still let their user in: unexpired, of an enabled user. */
function liveSessions(db: Db) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('users.disabled', '=', false);
}

/** The live session of a token (by its hash) with its (enabled) user, or undefined. */
export async function findSession(db: Db, tokenHash: string): Promise<SessionLookup | undefined> {
  const row = await liveSessions(db)
    .select([...ACTING_USER_COLUMNS, 'sessions.persistent', 'sessions.last_seen_at', 'sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { persistent, last_seen_at, expires_at, ...user } = row;
  return { user, persistent, lastSeenAt: new Date(last_seen_at), expiresAt: new Date(expires_at), tokenHash };
}

/** The users of those of these sessions (token hashes) that are live, by token hash. */
export async function liveSessionUsers(db: Db, tokenHashes: string[]): Promise<Map<string, User>> {
  if (tokenHashes.length === 0) return new Map();
  const rows = await liveSessions(db)
    .select([...ACTING_USER_COLUMNS, 'sessions.token_hash'])
    .where('sessions.token_hash', 'in', tokenHashes)
    .execute();
  return new Map(rows.map(({ token_hash, ...user }) => [token_hash, user]));
}

/** Slides a browser session's idle deadline forward. */
export async function touchSession(db: Db, tokenHash: string, idleTimeoutMs: number): Promise<void> {
  const now = Date.now();
  await db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(now), expires_at: new Date(now + idleTimeoutMs) })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const ended = endingSessions(db);
  const { numDeletedRows } = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (numDeletedRows > 0n) await ended();
}

/** Ends the sessions of these token hashes (a provider's single logout names them by its own session). */
export async function deleteSessionsByHash(db: Db, tokenHashes: string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  const ended = endingSessions(db);
  const { numDeletedRows } = await db.deleteFrom('sessions').where('token_hash', 'in', tokenHashes).executeTakeFirst();
  if (numDeletedRows > 0n) await ended();
}

/**
 * Ends every session of a user (disabled, password reset), optionally keeping one. In a transaction, the caller
 * goes through endingSessions itself.
 */
export async function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<void> {
  const ended = endingSessions(db);
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
  const { numDeletedRows } = await query.executeTakeFirst();
  if (numDeletedRows > 0n) await ended();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
  await db
    .deleteFrom('disabled_account_sessions')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}

/**
 * Ends every session of a user being disabled (in the caller's transaction, which goes through endingSessions),
 * remembering each by its token's hash until it would have expired: a request still carrying one is told that the
 * account is disabled, which only the session's own browser can learn, rather than only that nobody is signed in.
 */
export async function endSessionsOfDisabledUser(trx: Db, userId: number): Promise<void> {
  await trx
    .insertInto('disabled_account_sessions')
    .columns(['token_hash', 'user_id', 'expires_at'])
    .expression(
      trx.selectFrom('sessions').select(['token_hash', 'user_id', 'expires_at']).where('user_id', '=', userId),
    )
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
  await deleteUserSessions(trx, userId);
}

/** The user is enabled again: their old sessions say nothing more, they sign in anew. */
export async function forgetSessionsOfDisabledUser(trx: Db, userId: number): Promise<void> {
  await trx.deleteFrom('disabled_account_sessions').where('user_id', '=', userId).execute();
}

/** Whether a token (by its hash) opened a session that ended because its account is disabled, and still is. */
export async function isSessionOfDisabledAccount(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('disabled_account_sessions as ended')
    .innerJoin('users', 'users.id', 'ended.user_id')
    .select('ended.user_id')
    .where('ended.token_hash', '=', tokenHash)
    .where('ended.expires_at', '>', sql<Date>`now()`)
    .where('users.disabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}
