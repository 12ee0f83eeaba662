import type { AccountHooks } from '../users/account-hooks.ts';
import { deleteUserSessions, endSessionsOfDisabledUser, forgetSessionsOfDisabledUser } from './repository.ts';
import { endingSessions } from './session-cache.ts';
import { deleteUserTokens } from './tokens/repository.ts';
import { INVITATIONS_OFF, readPolicy } from './sso/policy.ts';

/**
 * What becomes of a user's sessions and API tokens when their account changes, in the same transaction: disabling
 * ends every session (remembered as ended by the account's disabling) and revokes every token, so that enabling the
 * user again does not bring back what they had handed out; a new password ends every session but the caller's own.
 * Every server process forgets the sessions it keeps once the change is announced (session-cache.ts).
 */
export const authAccountHooks: AccountHooks = {
  changing: endingSessions,
  async changed(trx, user) {
    if (user.disabled) {
      await endSessionsOfDisabledUser(trx, user.id);
      await deleteUserTokens(trx, user.id);
    } else {
      await forgetSessionsOfDisabledUser(trx, user.id);
    }
  },
  async passwordSet(trx, userId, keepSessionHash) {
    await deleteUserSessions(trx, userId, keepSessionHash);
  },
  async passwordAccountsRefusal(db) {
    return (await readPolicy(db)).require_sso ? INVITATIONS_OFF : undefined;
  },
};
