import type { CreateUserBody, Reassignment, UpdateUserBody, User } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { hashPassword } from './passwords.ts';
import type { AccountHooks } from './account-hooks.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
import { reassignOpenSteps } from '../assignments/repository.ts';
import { findUser, insertUser, lockActiveAdminIds, setPasswordHash, updateUser } from './repository.ts';

/** Turns a unique-index clash into a 409 that says which field clashed. */
function clashError(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_email_key'))
    return new HttpError(409, 'user_email_exists', 'A user with this email already exists');
  if (isUniqueViolation(error, 'users_username_key'))
    return new HttpError(409, 'user_username_exists', 'A user with this username already exists');
  return error;
}

export async function createUser(db: Db, body: CreateUserBody): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  try {
    const { email, username, role } = body;
    return await insertUser(db, { email, username, displayName: body.display_name, passwordHash, role });
  } catch (error) {
    throw clashError(error);
  }
}

/**
 * Changes a user. The last enabled admin can be neither disabled nor demoted. `hooks` follow the change in the same
 * transaction: disabling ends all the user's sessions and revokes their API tokens, so that a request with an old
 * cookie is refused by every server process once the database's announcement reaches it (see AccountHooks).
 * `alongside` runs in the same transaction once the user is known to exist: what must happen with the change or not at all.
 */
export async function changeUser(
  db: Db,
  hooks: AccountHooks,
  id: number,
  changes: UpdateUserBody,
  alongside?: (trx: Db) => Promise<void>,
): Promise<User> {
  const ended = hooks.changing(db);
  try {
    const changed = await db.transaction().execute(async (trx) => {
      const current = foundOr404(await findUser(trx, id), 'user_not_found', 'User not found');
      await alongside?.(trx);
      const losesAdmin =
        current.role === 'admin' &&
        !current.disabled &&
        (changes.disabled === true || (changes.role !== undefined && changes.role !== 'admin'));
      if (losesAdmin) {
        const admins = await lockActiveAdminIds(trx);
        if (admins.length <= 1) {
          throw new HttpError(
            409,
            'last_active_admin',
            'This is the last active admin; make another user an admin first',
          );
        }
      }
      const updated = foundOr404(await updateUser(trx, id, changes), 'user_not_found', 'User not found');
      await hooks.changed(trx, updated);
      return updated;
    });
    // A session answers with its user's name and role: every process reads it again.
    await ended();
    return changed;
  } catch (error) {
    throw clashError(error);
  }
}

/**
 * Disables a user and gives the open steps of `reassign` to others in the same transaction: either the account is
 * disabled with its work handed on, or nothing changes.
 */
export async function disableUser(
  db: Db,
  hooks: AccountHooks,
  id: number,
  reassign: readonly Reassignment[],
  actorId: number,
): Promise<User> {
  return changeUser(db, hooks, id, { disabled: true }, (trx) => reassignOpenSteps(trx, id, reassign, actorId));
}

/**
 * Sets a new password; `hooks` end the user's other sessions (all of them unless it is the caller's own) in the same
 * transaction. `alongside` runs in it too, once the password is set.
 */
export async function resetPassword(
  db: Db,
  hooks: AccountHooks,
  id: number,
  password: string,
  keepSessionHash?: string | null,
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const ended = hooks.changing(db);
  await db.transaction().execute(async (trx) => {
    if (!(await setPasswordHash(trx, id, passwordHash))) throw new HttpError(404, 'user_not_found', 'User not found');
    await hooks.passwordSet(trx, id, keepSessionHash ?? undefined);
    await alongside?.(trx);
  });
  await ended();
}
