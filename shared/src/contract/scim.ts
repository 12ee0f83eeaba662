import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { RoleMap } from './sso.ts';

/**
 * SCIM provisioning (server/src/scim, README there): an identity provider (Entra ID, Okta) creates, changes and
 * deactivates accounts at `/scim/v2` with a SCIM token an admin made here. The token's secret is shown once, when
 * it is made; only its SHA-256 is kept.
 */

/** A SCIM token as listed: never its secret. */
export const ScimToken = z.object({
  id: Id,
  name: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
});
export type ScimToken = z.infer<typeof ScimToken>;

export const ScimTokenList = z.array(ScimToken);
export type ScimTokenList = z.infer<typeof ScimTokenList>;

export const CreateScimTokenBody = z.object({ name: z.string().trim().min(1, 'name is required').max(100) });
export type CreateScimTokenBody = z.input<typeof CreateScimTokenBody>;

/** The answer of making a SCIM token: the only time its secret is ever shown. */
export const CreatedScimToken = ScimToken.extend({ token: z.string() });
export type CreatedScimToken = z.infer<typeof CreatedScimToken>;

/**
 * What an admin gives the identity provider and how SCIM groups become roles: `base_url` is the SCIM endpoint
 * (PUBLIC_URL/scim/v2); `role_map` maps a SCIM group's displayName to a role.
 */
export const ScimSettings = z.object({
  base_url: z.string(),
  role_map: RoleMap,
  updated_at: Timestamp.nullable(),
});
export type ScimSettings = z.infer<typeof ScimSettings>;

export const PutScimSettingsBody = z.object({ role_map: RoleMap });
export type PutScimSettingsBody = z.input<typeof PutScimSettingsBody>;
