import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Role, User } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { UserRow } from './tables.ts';

const PUBLIC_COLUMNS = ['id', 'email', 'username', 'display_name', 'role', 'disabled'] as const;

export function toUser(row: Pick<UserRow, (typeof PUBLIC_COLUMNS)[number]>): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    display_name: row.display_name,
    role: row.role,
    disabled: row.disabled,
  };
}

export async function listUsers(db: Db): Promise<User[]> {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('id').execute();
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function findUserWithHashByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewUser {
  email: string;
  username: string;
  displayName?: string | null;
  passwordHash: string;
  role: Role;
}

/**
 * A username no account has yet (in any case), made from what a provider or directory proposes for an account made
 * without a person choosing one: only what the contract's Username allows (letters of any script, digits, dots,
 * dashes, underscores), at most 40 of them so a suffix still fits its 64; `user` when nothing is left, one character
 * padded to the contract's two. When the name is taken, a short random suffix, then a longer one; undefined when
 * those are taken too.
 */
export async function freeUsername(db: Db, wanted: string): Promise<string | undefined> {
  const allowed = Array.from(wanted.normalize('NFC').replace(/[^\p{L}\p{N}._-]/gu, ''))
    .slice(0, 40)
    .join('');
  const base = allowed === '' ? 'user' : allowed.padEnd(2, '_');
  for (const candidate of [
    base,
    `${base}-${randomBytes(2).toString('hex')}`,
    `${base}-${randomBytes(4).toString('hex')}`,
  ]) {
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(username)`, '=', candidate.toLowerCase())
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  return undefined;
}

/** Throws a unique violation (users_email_key / users_username_key) on a clash. */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db
    .insertInto('users')
    .values({
      email: user.email.toLowerCase(),
      username: user.username,
      display_name: user.displayName ?? null,
      password_hash: user.passwordHash,
      role: user.role,
    })
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface UserChanges {
  email?: string;
  username?: string;
  display_name?: string | null;
  role?: Role;
  disabled?: boolean;
}

export async function updateUser(db: Db, id: number, changes: UserChanges): Promise<User | undefined> {
  return db
    .updateTable('users')
    .set({ ...changes, ...(changes.email ? { email: changes.email.toLowerCase() } : {}), updated_at: new Date() })
    .where('id', '=', id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ids of enabled admins, locked until the transaction ends so two demotions cannot both pass the check. */
export async function lockActiveAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabled', '=', false)
    .forUpdate()
    .execute();
  return rows.map((r) => r.id);
}

export async function setInterfaceLocale(db: Db, id: number, locale: string | null): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: new Date() }).where('id', '=', id).execute();
}

/**
 * What is a person's own beside their user: the interface language they chose (null: their browser's decides) and
 * their browser's time zone (null: none known yet).
 */
export interface PersonalSettings {
  locale: string | null;
  time_zone: string | null;
}

export async function findPersonalSettings(db: Db, id: number): Promise<PersonalSettings> {
  const row = await db.selectFrom('users').select(['locale', 'time_zone']).where('id', '=', id).executeTakeFirst();
  return { locale: row?.locale ?? null, time_zone: row?.time_zone ?? null };
}

/** Keeps the time zone of the browser a person uses; their user's updated_at stays (it is no change of theirs). */
export async function setTimeZone(db: Db, id: number, timeZone: string | null): Promise<void> {
  await db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', id).execute();
}
