import type { ColumnType } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamp } from '../../db/column-types.ts';

/** A provider admins added: the OpenID Connect columns are set on `oidc` rows, the directory's on `ldap` rows. */
export interface SignInProvidersTable {
  slug: string;
  protocol: 'oidc' | 'ldap' | 'saml';
  name: string;
  issuer: string | null;
  client_id: string | null;
  /** Sealed with the secrets key (security/secrets.ts); null for a public client. */
  client_secret_sealed: string | null;
  groups_claim: string | null;
  /** Written as JSON text, read back parsed. */
  role_map: ColumnType<Record<string, Role>, string, string>;
  ldap_url: string | null;
  starttls: ColumnType<boolean, boolean | undefined, boolean>;
  allow_plain: ColumnType<boolean, boolean | undefined, boolean>;
  /** PEM certificates trusted for the directory besides the system's. */
  tls_ca: string | null;
  bind_dn: string | null;
  /** Sealed with the secrets key, like client_secret_sealed. */
  bind_password_sealed: string | null;
  search_base: string | null;
  search_filter: string | null;
  group_search_base: string | null;
  group_search_filter: string | null;
  trust_mail: ColumnType<boolean, boolean | undefined, boolean>;
  /** Where the SAML identity provider's metadata is fetched from when saved; null when it was pasted. */
  saml_metadata_url: string | null;
  saml_metadata_xml: string | null;
  saml_idp_entity_id: string | null;
  saml_idp_sso_url: string | null;
  /** The identity provider's signing certificates, PEM, one after the other. */
  saml_idp_certificates: string | null;
  saml_groups_attribute: string | null;
  saml_allow_idp_initiated: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whether saml_metadata_url may be on a private network (an admin's opt-in). */
  saml_allow_private_network: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whether the e-mail attribute links an existing account with that address. */
  saml_trust_email: ColumnType<boolean, boolean | undefined, boolean>;
  /** Tessera's own private key for this identity provider (PEM), sealed like client_secret_sealed. */
  saml_sp_private_key_sealed: string | null;
  /** Its certificate (PEM), published in Tessera's metadata for the identity provider. */
  saml_sp_certificate: string | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface SsoIdentitiesTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: Timestamp;
  last_sign_in_at: Timestamp;
}

export interface SsoFlowsTable {
  /** SHA-256 (hex) of the browser's flow cookie. */
  cookie_hash: string;
  provider: string;
  state: string;
  nonce: string;
  code_verifier: string;
  /** A path of this app, checked when the flow started. */
  redirect: string;
  expires_at: Date | string;
}

/** An AuthnRequest Tessera sent and not yet answered: its answer's InResponseTo must name it. */
export interface SamlRequestsTable {
  request_id: string;
  provider: string;
  /** A path of this app, checked when the sign-in started. */
  redirect: string;
  expires_at: Date | string;
}

/** An assertion already used to sign in, kept until it expires: the same one posted again is refused. */
export interface SamlAssertionsTable {
  provider: string;
  assertion_id: string;
  expires_at: Date | string;
}

/** How a session signed in through a provider (sign-out.ts). */
export interface SsoSessionsTable {
  /** The session's token_hash. */
  token_hash: string;
  provider: string;
  /** JSON: what the provider's logout needs (LogoutHint). */
  logout_hint: string;
}

/** A session ended by signing out, its provider's logout still to offer: under the SHA-256 of a browser's cookie. */
export interface SsoSignOutsTable {
  cookie_hash: string;
  provider: string;
  logout_hint: string;
  expires_at: Date | string;
}

export interface SignInPolicyTable {
  id: number;
  require_sso: boolean;
  break_glass_user_id: number | null;
  updated_at: Timestamp;
}

export interface SsoTables {
  sign_in_providers: SignInProvidersTable;
  sso_identities: SsoIdentitiesTable;
  sso_flows: SsoFlowsTable;
  sign_in_policy: SignInPolicyTable;
  saml_requests: SamlRequestsTable;
  saml_assertions: SamlAssertionsTable;
  sso_sessions: SsoSessionsTable;
  sso_sign_outs: SsoSignOutsTable;
}
