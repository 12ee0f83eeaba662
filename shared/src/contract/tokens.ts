import { z } from 'zod';
import { TOKEN_MAX_DAYS_LIMIT } from './plain.ts';
import { Id, Timestamp } from './common.ts';
import { Password, UserRef } from './users.ts';

/**
 * What an API token may do with its owner's permissions: `read` only reads (GET), `write` everything the owner
 * may but the account's own acts, which need a signed-in session: creating tokens, changing the password and
 * signing out everywhere. Listing and revoking the owner's tokens is open to both.
 */
export const TokenScope = z.enum(['read', 'write']);
export type TokenScope = z.infer<typeof TokenScope>;

export const CreateTokenBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  scope: TokenScope,
  /** Every token expires: absent, it lasts as long as the server allows (the admin's ceiling, else API_TOKEN_MAX_DAYS). */
  expires_at: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 timestamp with its offset' })
    .refine((value) => !value.startsWith('0000'), 'must be an ISO 8601 timestamp with its offset')
    .optional(),
});
export type CreateTokenBody = z.input<typeof CreateTokenBody>;

/** A token as listed: never its secret. */
export const ApiToken = z.object({
  id: Id,
  name: z.string(),
  scope: TokenScope,
  created_at: Timestamp,
  expires_at: Timestamp.nullable(),
  last_used_at: Timestamp.nullable(),
});
export type ApiToken = z.infer<typeof ApiToken>;

/** The answer of creating a token: the only time its secret is ever shown. */
export const CreatedApiToken = ApiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;

export const ApiTokenList = z.array(ApiToken);

/**
 * How long API tokens may last at most on this server. `source` says where the ceiling comes from: an admin's
 * setting (`database`), else the server's environment (API_TOKEN_MAX_DAYS, 365 days unless set).
 */
export const TokenSettings = z.object({
  max_days: z.int().min(1),
  source: z.enum(['environment', 'database']),
  updated_at: Timestamp.nullable(),
});
export type TokenSettings = z.infer<typeof TokenSettings>;

/** PUT /users/tokens/settings (admins): the new ceiling; tokens already made keep their expiry. */
export const PutTokenSettingsBody = z
  .object({
    max_days: z
      .int('max_days must be a whole number of days')
      .min(1, 'max_days must be at least 1')
      .max(TOKEN_MAX_DAYS_LIMIT, `max_days may be at most ${TOKEN_MAX_DAYS_LIMIT}`),
  })
  .strict();
export type PutTokenSettingsBody = z.infer<typeof PutTokenSettingsBody>;

/** GET /user/tokens/limit: the ceiling a new token's expiry must keep to, for everyone making one. */
export const TokenLimit = z.object({ max_days: z.int().min(1) });
export type TokenLimit = z.infer<typeof TokenLimit>;

/** Every user's tokens, for admins. */
export const UserApiToken = ApiToken.extend({ user: UserRef });
export type UserApiToken = z.infer<typeof UserApiToken>;
export const UserApiTokenList = z.array(UserApiToken);

/** POST /user/password: one's own password; the other sessions end, and with `revoke_tokens` every API token. */
export const ChangePasswordBody = z.object({
  old_password: z.string().min(1, 'old_password is required').max(256),
  new_password: Password,
  /** Also revoke every API token of the account (after a suspected takeover). */
  revoke_tokens: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
