import { z } from 'zod';
import { Role } from './users.ts';

/**
 * Single sign-on (server/src/auth/sso, README there): providers a person signs in with instead of a Tessera
 * password. OpenID Connect today; the `protocol` field leaves room for SAML and LDAP on the same settings.
 * A client secret is write-only: it is never sent back, only whether one is stored (`has_client_secret`).
 */

/** A provider's name in URLs (`/auth/sso/{provider}/start`): lower-case letters, digits and dashes. */
export const ProviderSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'provider must be 1-40 lower-case letters, digits or dashes');

export const ProviderParam = z.object({ provider: ProviderSlug });

/** GET /auth/providers (public): what the sign-in page shows, a button each. */
export const PublicSignInProviderList = z.array(
  z.object({ slug: ProviderSlug, name: z.string(), start_url: z.string() }),
);
export type PublicSignInProviderList = z.infer<typeof PublicSignInProviderList>;

/** GET /auth/sso/{provider}/start: the page to land on once signed in, a path of this app only. */
export const SsoStartQuery = z.object({ redirect: z.string().max(2000).optional() });

/** GET /auth/sso/{provider}/callback: what the provider sends back (or its error). */
export const SsoCallbackQuery = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(1024).optional(),
  iss: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/** Group name → role, e.g. `{"translators": "user", "pm": "manager", "it-admins": "admin"}`. */
export const RoleMap = z.record(z.string().min(1).max(256), Role);
export type RoleMap = z.infer<typeof RoleMap>;

/** One provider as an admin sees it (never its secret). */
export const SignInProvider = z.object({
  slug: ProviderSlug,
  protocol: z.literal('oidc'),
  name: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean(),
  groups_claim: z.string(),
  role_map: RoleMap,
  /** 'environment' (OIDC_*): read-only here. */
  source: z.enum(['database', 'environment']),
});
export type SignInProvider = z.infer<typeof SignInProvider>;
export const SignInProviderList = z.array(SignInProvider);

/** PUT /admin/sign-in-providers/{provider}. */
export const PutSignInProviderBody = z.object({
  name: z.string().trim().min(1, 'name is required').max(100),
  issuer: z.url({ protocol: /^https?$/, error: 'issuer must be an http(s) URL' }).max(2000),
  client_id: z.string().trim().min(1, 'client_id is required').max(500),
  /** A new secret; left out keeps the stored one. */
  client_secret: z.string().min(1).max(2000).optional(),
  groups_claim: z.string().trim().min(1).max(200).default('groups'),
  role_map: RoleMap.refine((map) => Object.keys(map).length > 0, 'role_map needs at least one group'),
});
export type PutSignInProviderBody = z.input<typeof PutSignInProviderBody>;

/** GET/PUT /admin/sign-in-policy. */
export const SignInPolicy = z.object({
  require_sso: z.boolean(),
  /** The local admin who may still sign in with a password while single sign-on is required. */
  break_glass_user_id: z.number().int().positive().nullable(),
});
export type SignInPolicy = z.infer<typeof SignInPolicy>;

/** GET /admin/sign-in-methods: how each user signs in (users without a row sign in with a password). */
export const SignInMethodList = z.array(
  z.object({ user_id: z.number().int(), providers: z.array(z.string()), password: z.boolean() }),
);
export type SignInMethodList = z.infer<typeof SignInMethodList>;
