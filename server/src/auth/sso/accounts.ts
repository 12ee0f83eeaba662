import type { Role, User } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { findUser, freeUsername, insertUser } from '../../users/repository.ts';
import { changeUser } from '../../users/service.ts';
import { authAccountHooks } from '../account-hooks.ts';
import type { Provider } from './providers.ts';

/** Why a sign-in through a provider is refused, in words for the person; the details go to the log. */
export class SsoRefusal extends Error {
  override name = 'SsoRefusal';
}

/**
 * The password hash of an account made by single sign-on: no password matches it (users/passwords.ts reads only
 * `scrypt$…`), so the person signs in through the provider until an admin sets a password.
 */
export const NO_PASSWORD = 'sso';

const RANK: Record<Role, number> = { user: 1, manager: 2, admin: 3 };

/** The highest role any of the person's groups maps to; undefined when none is mapped. */
export function roleFromGroups(groups: unknown, roleMap: Record<string, Role>): Role | undefined {
  const names = Array.isArray(groups) ? groups : typeof groups === 'string' ? [groups] : [];
  let best: Role | undefined;
  for (const name of names) {
    const role = typeof name === 'string' && Object.hasOwn(roleMap, name) ? roleMap[name] : undefined;
    if (role && (!best || RANK[role] > RANK[best])) best = role;
  }
  return best;
}

/** Whom a refused person should ask: the first active admin, by name and e-mail. */
export async function adminToAsk(db: Db): Promise<string> {
  const admin = await db
    .selectFrom('users')
    .select(['email', 'display_name'])
    .where('role', '=', 'admin')
    .where('disabled', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  if (!admin) return 'your administrator';
  return admin.display_name ? `${admin.display_name} (${admin.email})` : admin.email;
}

/** What a provider says of the person, as OpenID Connect names it; a directory's entry is read into the same. */
export interface ProviderClaims {
  sub: string;
  /** The names of the person's groups (the provider's groups claim, the directory's groups). */
  groups?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  preferred_username?: unknown;
  [claim: string]: unknown;
}

/**
 * The Tessera account of the person the provider vouches for: found by (provider, subject); else an existing account
 * with the same e-mail, linked only when the provider says the e-mail is verified; else created just in time. Their
 * role is the one their groups map to now, at every sign-in; no mapped group, or a disabled account, is refused.
 */
export async function accountFor(
  db: Db,
  provider: Pick<Provider, 'slug' | 'name' | 'roleMap'>,
  claims: ProviderClaims,
): Promise<User> {
  const role = roleFromGroups(claims.groups, provider.roleMap);
  if (!role)
    throw new SsoRefusal(
      `Your ${provider.name} account is in no group that may use Tessera; ask ${await adminToAsk(db)} to give you access`,
    );
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  const identity = await db
    .selectFrom('sso_identities')
    .select('user_id')
    .where('provider', '=', provider.slug)
    .where('subject', '=', claims.sub)
    .executeTakeFirst();
  let user = identity ? await findUser(db, identity.user_id) : undefined;
  if (!user && email) {
    const sameEmail = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (sameEmail) {
      // An unverified e-mail proves nothing: anyone may type someone else's address at a provider.
      if (claims.email_verified !== true)
        throw new SsoRefusal(
          `A Tessera account with the e-mail ${email} exists, but ${provider.name} does not say the address is verified; ` +
            `verify it there, or ask ${await adminToAsk(db)}`,
        );
      user = await findUser(db, sameEmail.id);
    }
  }
  if (!user) {
    if (!email) throw new SsoRefusal(`${provider.name} did not tell your e-mail address; ask ${await adminToAsk(db)}`);
    const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) || null : null;
    const wanted = typeof claims.preferred_username === 'string' ? claims.preferred_username : email.split('@')[0]!;
    const username = await freeUsername(db, wanted);
    if (!username)
      throw new SsoRefusal('No free username could be found for your account; ask an administrator to create it');
    try {
      user = await insertUser(db, {
        email,
        username,
        displayName: name,
        passwordHash: NO_PASSWORD,
        role,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new SsoRefusal('Your account was being created at the same moment; try again');
      throw error;
    }
  }
  // Before the link: a disabled account gains no way in, not even one that would work once it is enabled again.
  if (user.disabled) throw new SsoRefusal('This account is disabled');
  await db
    .insertInto('sso_identities')
    .values({ provider: provider.slug, subject: claims.sub, user_id: user.id })
    .onConflict((conflict) => conflict.columns(['provider', 'subject']).doUpdateSet({ last_sign_in_at: new Date() }))
    .execute();
  if (user.role !== role) user = await changeUser(db, authAccountHooks, user.id, { role });
  return user;
}
