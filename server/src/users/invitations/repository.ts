import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Invitation, InvitationStatus, Role } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { hashToken } from '../../security/token-hash.ts';
import { iso } from '../../db/column-types.ts';

function statusOf(row: { used_at: Date | string | null; expires_at: Date | string }, now: number): InvitationStatus {
  if (row.used_at !== null) return 'used';
  return new Date(row.expires_at).getTime() <= now ? 'expired' : 'pending';
}

/** Creates an invitation; answers its id, expiry and the link's secret (only its hash is stored). */
export async function createInvitation(
  db: Db,
  invitation: { email: string; role: Role; invitedBy: number; lifetimeMs: number },
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('invitations')
    .values({
      token_hash: hashToken(token),
      email: invitation.email.toLowerCase(),
      role: invitation.role,
      invited_by: invitation.invitedBy,
      expires_at: new Date(Date.now() + invitation.lifetimeMs),
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, token, expiresAt: new Date(row.expires_at) };
}

export async function listInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.used_at',
      'users.id as inviter_id',
      'users.username as inviter_username',
      'users.display_name as inviter_display_name',
    ])
    .orderBy('invitations.id', 'desc')
    .execute();
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row, now),
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    used_at: row.used_at === null ? null : iso(row.used_at),
    invited_by:
      row.inviter_id !== null && row.inviter_username !== null
        ? { id: row.inviter_id, username: row.inviter_username, display_name: row.inviter_display_name }
        : null,
  }));
}

export async function deleteInvitation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('invitations').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface InvitationLookup {
  id: number;
  email: string;
  role: Role;
  status: InvitationStatus;
  expiresAt: Date;
}

/** The invitation of a link's secret, whatever its state; `lock` holds its row until the transaction ends. */
export async function findInvitation(
  db: Db,
  token: string,
  options: { lock?: boolean } = {},
): Promise<InvitationLookup | undefined> {
  let query = db
    .selectFrom('invitations')
    .select(['id', 'email', 'role', 'used_at', 'expires_at', sql<Date>`now()`.as('now')])
    .where('token_hash', '=', hashToken(token));
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  // The database's clock decides expiry, as it does for sessions and tokens.
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row, new Date(row.now).getTime()),
    expiresAt: new Date(row.expires_at),
  };
}

export async function markInvitationUsed(db: Db, id: number, userId: number): Promise<void> {
  await db.updateTable('invitations').set({ used_at: new Date(), user_id: userId }).where('id', '=', id).execute();
}
