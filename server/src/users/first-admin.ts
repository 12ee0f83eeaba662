import type { z } from 'zod';
import { Email, Password } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { generatePassword, hashPassword } from './passwords.ts';
import { countUsers, insertUser } from './repository.ts';

export interface FirstAdminResult {
  email: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * On an empty users table, creates the first admin from TESSERA_ADMIN_EMAIL / TESSERA_ADMIN_PASSWORD or with
 * a generated password. Returns undefined when users exist (or another process created the admin first).
 */
export async function ensureFirstAdmin(db: Db, options: FirstAdminSettings): Promise<FirstAdminResult | undefined> {
  if ((await countUsers(db)) > 0) return undefined;
  const { email } = checkFirstAdminSettings(options);
  const generatedPassword = options.password ? undefined : generatePassword();
  const password = options.password ?? generatedPassword!;
  try {
    await insertUser(db, { email, username: 'admin', passwordHash: await hashPassword(password), role: 'admin' });
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return { email, generatedPassword };
}

export interface FirstAdminSettings {
  email?: string;
  password?: string;
}

/**
 * The first admin obeys the same rules as every user created on the users screen. Throws a message naming the
 * variable; main.ts calls it before opening anything, so bad settings stop the start at once.
 */
export function checkFirstAdminSettings(options: FirstAdminSettings): { email: string } {
  const email = checked('TESSERA_ADMIN_EMAIL', Email, options.email ?? 'admin@tessera.local');
  if (options.password !== undefined) checked('TESSERA_ADMIN_PASSWORD', Password, options.password);
  return { email };
}

function checked(variable: string, schema: z.ZodType<string>, value: string): string {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${variable} ${result.error.issues[0]?.message ?? 'is invalid'}`);
  return result.data;
}
