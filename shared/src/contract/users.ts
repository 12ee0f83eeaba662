import { z } from 'zod';
import { Id } from './common.ts';

export const Role = z.enum(['admin', 'manager', 'user']);
export type Role = z.infer<typeof Role>;

/** A user as every screen sees it. */
export const User = z.object({
  id: Id,
  email: z.string(),
  username: z.string(),
  /** The name the person goes by, with spaces ("Ana María López"); null when none was given. */
  display_name: z.string().nullable(),
  role: Role,
  disabled: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The short form embedded in records (created_by_user with id, username and display name). */
export const UserRef = User.pick({ id: true, username: true, display_name: true });
export type UserRef = z.infer<typeof UserRef>;

export const Email = z.string().trim().toLowerCase().email('must be a valid email address').max(254);
export const Username = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(64)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'may contain letters, digits, dots, dashes and underscores');
/**
 * A display name: letters (of any script, with their marks), spaces, and the apostrophes, hyphens and dots of
 * names like "O'Brien", "Jean-Luc" or "J. R. R."; null, or empty after trimming, means none.
 */
export const DisplayName = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .regex(/^([\p{L}\p{M}][\p{L}\p{M} .'’-]*)?$/u, 'may contain letters, spaces, apostrophes, hyphens and dots')
  .transform((name) => name.replace(/\s+/g, ' ') || null)
  .nullable();
export const Password = z.string().min(10, 'must be at least 10 characters').max(256);

export const CreateUserBody = z.object({
  email: Email,
  username: Username,
  display_name: DisplayName.optional(),
  password: Password,
  role: Role,
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const UpdateUserBody = z
  .object({ email: Email, username: Username, display_name: DisplayName, role: Role, disabled: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** A language tag of the interface's language ("de", "pt-BR"); which ones the screens have is theirs to know. */
export const InterfaceLocale = z
  .string()
  .max(35)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as "de" or "pt-BR"');

/** The signed-in person: a user, and the interface language they chose (null: their browser's decides). */
export const Me = User.extend({ locale: InterfaceLocale.nullable() });
export type Me = z.infer<typeof Me>;

/** What a person may change of their own profile: the display name, the interface's language, or both. */
export const UpdateProfileBody = z
  .object({ display_name: DisplayName.optional(), locale: InterfaceLocale.nullable().optional() })
  .refine((b) => b.display_name !== undefined || b.locale !== undefined, 'nothing to change');
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const SetPasswordBody = z.object({ password: Password });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

export const UserList = z.array(User);
