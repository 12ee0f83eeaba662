import type { AcceptInvitationBody, User } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword } from '../passwords.ts';
import { HttpError } from '../../plugins/errors.ts';
import { insertUser } from '../repository.ts';
import { findInvitation, markInvitationUsed, type InvitationLookup } from './repository.ts';

/** Why a link cannot be used, as the error to answer; undefined when it can. */
export function invitationProblem(invitation: InvitationLookup | undefined): HttpError | undefined {
  if (!invitation)
    return new HttpError(
      404,
      'invitation_invalid',
      'This invitation link is not valid: it may have been withdrawn. Ask an admin for a new one.',
    );
  if (invitation.status === 'used')
    return new HttpError(
      410,
      'invitation_used',
      'This invitation link was already used. Sign in with the account it created.',
    );
  if (invitation.status === 'expired')
    return new HttpError(410, 'invitation_expired', 'This invitation link has expired. Ask an admin for a new one.');
  return undefined;
}

/**
 * Creates the invited account and spends the link, in one transaction holding the invitation's row: two
 * submissions of one link (two tabs, two server processes) create one account, the other answers 410.
 */
export async function acceptInvitation(db: Db, token: string, body: AcceptInvitationBody): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const invitation = await findInvitation(trx, token, { lock: true });
      const problem = invitationProblem(invitation);
      if (problem) throw problem;
      const user = await insertUser(trx, {
        email: invitation!.email,
        username: body.username,
        passwordHash,
        role: invitation!.role,
      });
      await markInvitationUsed(trx, invitation!.id, user.id);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key'))
      throw new HttpError(409, 'account_email_exists', 'An account with this email already exists; sign in instead');
    if (isUniqueViolation(error, 'users_username_key'))
      throw new HttpError(409, 'username_taken', 'This username is taken; choose another');
    throw error;
  }
}
