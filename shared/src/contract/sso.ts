import { z } from 'zod';
import { Id } from './common.ts';
import { PAGE_SIZE } from './plain.ts';
import { Role } from './users.ts';

/**
 * Single sign-on (server/src/auth/sso, README there): providers a person signs in with instead of a Tessera
 * password, by OpenID Connect or with their company directory's password (LDAP, Active Directory); `protocol`
 * tells which. Secrets are write-only: a client secret or a directory's bind password is never sent back, only
 * whether one is stored (`has_client_secret`, `has_bind_password`).
 */

/** A provider's name in URLs (`/auth/sso/{provider}/start`): lower-case letters, digits and dashes. */
export const ProviderSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'provider must be 1-40 lower-case letters, digits or dashes');

export const ProviderParam = z.object({ provider: ProviderSlug });

/**
 * GET /auth/providers (public): what the sign-in page shows, a button each. An OpenID Connect provider's button
 * goes to its start URL; a directory's opens a username and password form posting to /auth/ldap/{slug}/login.
 */
export const PublicSignInProviderList = z.array(
  z.discriminatedUnion('protocol', [
    z.object({ protocol: z.literal('oidc'), slug: ProviderSlug, name: z.string(), start_url: z.string() }),
    z.object({ protocol: z.literal('ldap'), slug: ProviderSlug, name: z.string() }),
    z.object({ protocol: z.literal('saml'), slug: ProviderSlug, name: z.string(), start_url: z.string() }),
  ]),
);
export type PublicSignInProviderList = z.infer<typeof PublicSignInProviderList>;

/**
 * GET /auth/sso/signed-out: the provider this browser just signed out of Tessera from, whose own sign-out the sign-in
 * page offers ("Also sign out of …", a link to logout_url); null when there is none to offer.
 */
export const SsoSignedOut = z.object({
  provider: z.object({ slug: ProviderSlug, name: z.string(), logout_url: z.string() }).nullable(),
});
export type SsoSignedOut = z.infer<typeof SsoSignedOut>;

/** GET /auth/sso/{provider}/start: the page to land on once signed in, a path of this app only. */
export const SsoStartQuery = z.object({ redirect: z.string().max(2000).optional() });

/**
 * POST /auth/saml/{provider}/acs: what the identity provider's page posts (HTTP-POST binding), form-encoded.
 * RelayState: the page to land on, a path of this app (Tessera sends it with its AuthnRequest).
 */
export const SamlAcsBody = z.strictObject({
  SAMLResponse: z.string().min(1, 'SAMLResponse is required').max(1_000_000),
  RelayState: z.string().max(2000).optional(),
});

/**
 * GET /auth/saml/{provider}/slo: the identity provider's LogoutResponse (to Tessera's LogoutRequest) or its own
 * LogoutRequest, by the HTTP-Redirect binding: deflated, base64, signed in the query.
 */
export const SamlSloQuery = z
  .object({
    SAMLRequest: z.string().max(100_000).optional(),
    SAMLResponse: z.string().max(100_000).optional(),
    RelayState: z.string().max(2000).optional(),
    SigAlg: z.string().max(200).optional(),
    Signature: z.string().max(2000).optional(),
  })
  .refine((query) => (query.SAMLRequest === undefined) !== (query.SAMLResponse === undefined), {
    message: 'SAMLRequest or SAMLResponse is required, not both',
  });

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

const ProviderSource = z.enum(['database', 'environment']).describe("'environment' (OIDC_*, LDAP_*): read-only here");

/** One provider as an admin sees it (never its secret). */
export const SignInProvider = z.discriminatedUnion('protocol', [
  z.object({
    slug: ProviderSlug,
    protocol: z.literal('oidc'),
    name: z.string(),
    issuer: z.string(),
    client_id: z.string(),
    has_client_secret: z.boolean(),
    groups_claim: z.string(),
    role_map: RoleMap,
    source: ProviderSource,
  }),
  z.object({
    slug: ProviderSlug,
    protocol: z.literal('ldap'),
    name: z.string(),
    url: z.string(),
    starttls: z.boolean(),
    allow_plain: z.boolean(),
    /** PEM certificates trusted for the directory besides the system's; null: the system's alone. */
    tls_ca: z.string().nullable(),
    /** The service account that searches; null: an anonymous search. */
    bind_dn: z.string().nullable(),
    has_bind_password: z.boolean(),
    search_base: z.string(),
    search_filter: z.string(),
    /** Where groups are searched with group_search_filter; null: the person's `memberOf` attribute. */
    group_search_base: z.string().nullable(),
    group_search_filter: z.string(),
    /** Whether the directory's `mail` is trusted enough to link an existing account with that e-mail. */
    trust_mail: z.boolean(),
    role_map: RoleMap,
    source: ProviderSource,
  }),
  z.object({
    slug: ProviderSlug,
    protocol: z.literal('saml'),
    name: z.string(),
    /** Where the identity provider's metadata was read from; null when it was pasted. */
    metadata_url: z.string().nullable(),
    /** What was read from the metadata: the identity provider's entity id, its sign-in URL, its signing certificates. */
    idp_entity_id: z.string(),
    idp_sso_url: z.string(),
    idp_certificates: z.number().int(),
    groups_attribute: z.string(),
    /** Whether a sign-in the identity provider starts (no AuthnRequest of Tessera's) is accepted. */
    allow_idp_initiated: z.boolean(),
    /** Whether metadata_url may be on a private network (this machine, the company's network). */
    allow_private_network: z.boolean(),
    /** Whether the e-mail the identity provider sends links an existing account with that address. */
    trust_email: z.boolean(),
    /**
     * Tessera's own certificate for this identity provider (PEM), published in its metadata; null: no key, so
     * AuthnRequests are not signed and assertions cannot be encrypted. Its private key is never sent back.
     */
    sp_certificate: z.string().nullable(),
    has_sp_private_key: z.boolean(),
    /** What to give the identity provider: Tessera's entity id (its metadata URL) and its assertion consumer URL. */
    sp_entity_id: z.string(),
    acs_url: z.string(),
    role_map: RoleMap,
    source: ProviderSource,
  }),
]);
export type SignInProvider = z.infer<typeof SignInProvider>;
export const SignInProviderList = z.array(SignInProvider);

const OidcProviderBody = z.object({
  /** Left out: OpenID Connect, as before directories could be added. */
  protocol: z.literal('oidc').default('oidc'),
  name: z.string().trim().min(1, 'name is required').max(100),
  issuer: z.url({ protocol: /^https?$/, error: 'issuer must be an http(s) URL' }).max(2000),
  client_id: z.string().trim().min(1, 'client_id is required').max(500),
  /** A new secret; left out keeps the stored one. */
  client_secret: z.string().min(1).max(2000).optional(),
  groups_claim: z.string().trim().min(1).max(200).default('groups'),
  role_map: RoleMap.refine((map) => Object.keys(map).length > 0, 'role_map needs at least one group'),
});

/** The default search for the person signing in; `{username}` is replaced by what they typed, escaped (RFC 4515). */
const DEFAULT_LDAP_SEARCH_FILTER = '(uid={username})';
/** The default search for a person's groups under group_search_base; `{dn}` is replaced by their entry's DN, escaped. */
const DEFAULT_LDAP_GROUP_FILTER = '(member={dn})';

/** An LDAP filter with its placeholder: parenthesised, as RFC 4515 writes one. */
const filterWith = (placeholder: string) =>
  z
    .string()
    .trim()
    .max(1000)
    .refine((filter) => filter.startsWith('(') && filter.endsWith(')'), 'a filter is written in parentheses')
    .refine((filter) => filter.includes(placeholder), `the filter must contain ${placeholder}`);

const LdapProviderBody = z
  .object({
    protocol: z.literal('ldap'),
    name: z.string().trim().min(1, 'name is required').max(100),
    url: z
      .url({ protocol: /^ldaps?$/, error: 'url must be an ldaps:// or ldap:// URL' })
      .max(2000)
      .refine(
        (url) => /^ldaps?:\/\/[^/?#]+\/?$/i.test(url),
        'url names a host and port only, like ldaps://ldap.example.com',
      ),
    /** Upgrade an ldap:// connection with StartTLS before anything is sent. */
    starttls: z.boolean().default(false),
    /** Let passwords travel in clear over ldap:// without StartTLS (a directory on a trusted network only). */
    allow_plain: z.boolean().default(false),
    tls_ca: z
      .string()
      .trim()
      .max(50_000)
      .refine((pem) => pem.includes('-----BEGIN CERTIFICATE-----'), 'tls_ca must be PEM certificates')
      .nullable()
      .default(null),
    bind_dn: z.string().trim().min(1).max(1000).nullable().default(null),
    /** A new password for bind_dn; left out keeps the stored one (a null bind_dn forgets it). */
    bind_password: z.string().min(1).max(1000).optional(),
    search_base: z.string().trim().min(1, 'search_base is required').max(1000),
    search_filter: filterWith('{username}').default(DEFAULT_LDAP_SEARCH_FILTER),
    group_search_base: z.string().trim().min(1).max(1000).nullable().default(null),
    group_search_filter: filterWith('{dn}').default(DEFAULT_LDAP_GROUP_FILTER),
    trust_mail: z.boolean().default(false),
    role_map: RoleMap.refine((map) => Object.keys(map).length > 0, 'role_map needs at least one group'),
  })
  .superRefine((body, context) => {
    const ldaps = /^ldaps:/i.test(body.url);
    if (ldaps && body.starttls)
      context.addIssue({
        code: 'custom',
        path: ['starttls'],
        message: 'StartTLS upgrades an ldap:// connection: an ldaps:// one is encrypted already',
      });
    if (/^ldap:/i.test(body.url) && !body.starttls && !body.allow_plain)
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message:
          'ldap:// without StartTLS sends passwords in clear: use ldaps://, turn StartTLS on, or allow plain connections',
      });
  });

const SamlProviderBody = z
  .object({
    protocol: z.literal('saml'),
    name: z.string().trim().min(1, 'name is required').max(100),
    /**
     * The identity provider's metadata: fetched from metadata_url when saved, or pasted as metadata_xml; neither
     * keeps the stored metadata of a provider that has some.
     */
    metadata_url: z
      .url({ protocol: /^https?$/, error: 'metadata_url must be an http(s) URL' })
      .max(2000)
      .optional(),
    metadata_xml: z.string().trim().min(1).max(500_000).optional(),
    groups_attribute: z.string().trim().min(1).max(500).default('groups'),
    allow_idp_initiated: z.boolean().default(false),
    /** Let metadata_url be on a private network: an identity provider on the company's own network. */
    allow_private_network: z.boolean().default(false),
    /**
     * Link an existing account whose e-mail is the one the identity provider sends, as an OpenID Connect provider's
     * `email_verified` does: only when the provider's e-mail attribute is managed by IT, not by each person.
     */
    trust_email: z.boolean().default(false),
    /**
     * Tessera's key for this identity provider (PEM), with which it signs its AuthnRequests and decrypts encrypted
     * assertions: a new one, with its certificate; left out keeps the stored one (a null sp_certificate forgets it).
     */
    sp_private_key: z
      .string()
      .trim()
      .max(20_000)
      .refine((pem) => pem.includes('PRIVATE KEY-----'), 'sp_private_key must be a PEM private key')
      .optional(),
    sp_certificate: z
      .string()
      .trim()
      .max(20_000)
      .refine((pem) => pem.includes('-----BEGIN CERTIFICATE-----'), 'sp_certificate must be a PEM certificate')
      .nullable()
      .default(null),
    role_map: RoleMap.refine((map) => Object.keys(map).length > 0, 'role_map needs at least one group'),
  })
  .refine((body) => body.metadata_url === undefined || body.metadata_xml === undefined, {
    path: ['metadata_url'],
    message: "give the identity provider's metadata by its URL (metadata_url) or its XML (metadata_xml), not both",
  })
  .refine((body) => body.sp_private_key === undefined || body.sp_certificate !== null, {
    path: ['sp_certificate'],
    message: 'give the certificate of sp_private_key (sp_certificate)',
  });

/** PUT /admin/sign-in-providers/{provider}: an OpenID Connect provider, a directory or a SAML identity provider. */
export const PutSignInProviderBody = z.discriminatedUnion('protocol', [
  OidcProviderBody,
  LdapProviderBody,
  SamlProviderBody,
]);
export type PutSignInProviderBody = z.input<typeof PutSignInProviderBody>;

/** POST /auth/ldap/{provider}/login: the directory's username and password. */
export const LdapLoginBody = z.object({
  username: z.string().trim().min(1, 'username is required').max(256),
  // An empty password would make an anonymous bind, which directories answer with success.
  password: z.string().min(1, 'password is required').max(1024),
  remember: z.boolean().default(false),
});
export type LdapLoginBody = z.input<typeof LdapLoginBody>;

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

/**
 * `?users=1,2,3`: how these users sign in (a page of the users table, at most PAGE_SIZE of them), each named once;
 * without it, every user.
 */
export const SignInMethodsQuery = z.object({
  users: z
    .string()
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, 'must be comma-separated user ids such as "1,2"')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .pipe(z.array(Id).max(PAGE_SIZE, `names more than ${PAGE_SIZE} users`))
    .optional(),
});
export type SignInMethodsQuery = z.input<typeof SignInMethodsQuery>;
