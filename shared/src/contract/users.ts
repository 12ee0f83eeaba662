import { z } from 'zod';
import { isTimeZone } from './time-zone.ts';
import { Id, PageQuery, SortOrder, Timestamp, pageOf } from './common.ts';

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

/** The IANA time zone a person's browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
export const TimeZone = z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as "Europe/Berlin"');

/**
 * The signed-in person: a user, the interface language they chose (null: their browser's decides) and the time zone
 * of the browser they last used (null: none known yet), which their e-mails' dates are written in.
 */
export const Me = User.extend({ locale: InterfaceLocale.nullable(), time_zone: TimeZone.nullable() });
export type Me = z.infer<typeof Me>;

/**
 * What a person may change of their own profile: the display name, the interface's language, the time zone (the
 * interface sends its browser's), one or more of them.
 */
export const UpdateProfileBody = z
  .object({
    display_name: DisplayName.optional(),
    locale: InterfaceLocale.nullable().optional(),
    time_zone: TimeZone.nullable().optional(),
  })
  .refine(
    (b) => b.display_name !== undefined || b.locale !== undefined || b.time_zone !== undefined,
    'nothing to change',
  );
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const SetPasswordBody = z.object({ password: Password });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

export const UserList = z.array(User);

/**
 * What the users table sorts by: the name shown (the display name, else the username; case ignored), the email, the
 * role (admin, manager, user), the last sign-in (never signed in counts as earliest), the status (active first).
 * Users of one sort value follow by name, then by id.
 */
export const UserSort = z.enum(['name', 'email', 'role', 'last_sign_in', 'status']);
export type UserSort = z.infer<typeof UserSort>;
export const UserStatus = z.enum(['active', 'disabled']);
export type UserStatus = z.infer<typeof UserStatus>;

/**
 * `GET /users/`'s paging parameters, every one optional. Sent with none, the route answers every user (UserList), as
 * it always has; sent with any, a page of PAGE_SIZE users (UserPage): `search` a case-insensitive substring of the
 * username, display name or email, `role` and `status` filters, the sort (by name unless said) and its order.
 */
export const UsersQuery = z.object({
  page: PageQuery.shape.page.unwrap().optional(),
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  sort: UserSort.optional(),
  order: SortOrder.optional(),
  role: Role.optional(),
  status: UserStatus.optional(),
});
export type UsersQuery = z.input<typeof UsersQuery>;

/** A user as the users table lists them: with the time of their last sign-in (null: never signed in). */
export const ListedUser = User.extend({ last_sign_in_at: Timestamp.nullable() });
export type ListedUser = z.infer<typeof ListedUser>;
export const UserPage = pageOf(ListedUser);
export type UserPage = z.infer<typeof UserPage>;
