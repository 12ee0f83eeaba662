import type { SignInPolicy } from '@tessera/shared/contract';
import type { Db } from '../../db/database.ts';
import { listProviders, type ProviderConfig } from './providers.ts';

export async function readPolicy(db: Db): Promise<SignInPolicy> {
  const row = await db.selectFrom('sign_in_policy').selectAll().where('id', '=', 1).executeTakeFirst();
  return { require_sso: row?.require_sso ?? false, break_glass_user_id: row?.break_glass_user_id ?? null };
}

export async function savePolicy(db: Db, policy: SignInPolicy): Promise<void> {
  const values = { ...policy, updated_at: new Date() };
  await db
    .insertInto('sign_in_policy')
    .values({ id: 1, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** Why invitations are refused, made and opened, while single sign-on is required. */
export const INVITATIONS_OFF =
  'Single sign-on is required, so no one joins with a password: people sign in with the company account instead';

/**
 * Why this account may not sign in with its password: single sign-on is required and it is not the break-glass
 * local admin. Said only after the password was right, as "disabled" is (auth/routes.ts).
 */
export async function passwordSignInRefusal(db: Db, config: ProviderConfig, userId: number) {
  const policy = await readPolicy(db);
  if (!policy.require_sso || policy.break_glass_user_id === userId) return undefined;
  const names = (await listProviders(db, config)).map((p) => p.name);
  return `Single sign-on is required: sign in with ${names.length ? names.join(' or ') : 'your company account'}`;
}
