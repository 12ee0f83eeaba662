import { z } from 'zod';

/** Credentials of POST /auth/login. */
export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'email is required').max(254),
  password: z.string().min(1, 'password is required').max(256),
  remember: z.boolean().default(false),
});
export type LoginBody = z.input<typeof LoginBody>;

/** The current user answered by GET /user/ and POST /auth/login is the `User` of ./users.ts. */

export { SESSION_ENDED_ACCOUNT_DISABLED, saysAccountDisabled } from './session-end.ts';
