import type { ColumnType } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamp } from '../../db/column-types.ts';

export interface SignInProvidersTable {
  slug: string;
  protocol: 'oidc';
  name: string;
  issuer: string;
  client_id: string;
  /** Sealed with the secrets key (security/secrets.ts); null for a public client. */
  client_secret_sealed: string | null;
  groups_claim: string;
  /** Written as JSON text, read back parsed. */
  role_map: ColumnType<Record<string, Role>, string, string>;
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
}
