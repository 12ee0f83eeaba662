import { z } from 'zod';
import { Id } from './common.ts';

export const Role = z.enum(['admin', 'manager', 'user']);
export type Role = z.infer<typeof Role>;

/** A user as every screen sees it. */
export const User = z.object({
  id: Id,
  email: z.string(),
  username: z.string(),
  role: Role,
  disabled: z.boolean(),
});
export type User = z.infer<typeof User>;

/** The short form embedded in records (created_by_user with id and username). */
export const UserRef = User.pick({ id: true, username: true });
export type UserRef = z.infer<typeof UserRef>;

export const Email = z.string().trim().toLowerCase().email('must be a valid email address').max(254);
export const Username = z
  .string()
  .trim()
  .min(2, 'must be at least 2 characters')
  .max(64)
  .regex(/^[\p{L}\p{N}._-]+$/u, 'may contain letters, digits, dots, dashes and underscores');
export const Password = z.string().min(10, 'must be at least 10 characters').max(256);

export const CreateUserBody = z.object({ email: Email, username: Username, password: Password, role: Role });
export type CreateUserBody = z.infer<typeof CreateUserBody>;

export const UpdateUserBody = z
  .object({ email: Email, username: Username, role: Role, disabled: z.boolean() })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'nothing to change');
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

export const SetPasswordBody = z.object({ password: Password });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

export const UserList = z.array(User);
