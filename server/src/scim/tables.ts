import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamp, Timestamps } from '../db/column-types.ts';

export interface ScimTokensTable {
  id: Generated<number>;
  name: string;
  /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
  token_hash: string;
  created_by: number | null;
  created_at: Timestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The role map of SCIM groups: one row (id 1) or none (no group maps to a role). */
export interface ScimSettingsTable {
  id: number;
  /** Written as JSON text, read back parsed. */
  role_map: ColumnType<Record<string, Role>, string, string>;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** An account as the identity provider names it; the users row holds the rest. */
export interface ScimUsersTable extends Timestamps {
  user_id: number;
  /** The SCIM userName as sent (an e-mail or a login), unique ignoring case. */
  user_name: string;
  external_id: string | null;
  given_name: string | null;
  family_name: string | null;
}

export interface ScimGroupsTable extends Timestamps {
  id: Generated<number>;
  /** Unique ignoring case; the role map's key. */
  display_name: string;
  external_id: string | null;
}

export interface ScimGroupMembersTable {
  group_id: number;
  user_id: number;
}

export interface ScimTables {
  scim_tokens: ScimTokensTable;
  scim_settings: ScimSettingsTable;
  scim_users: ScimUsersTable;
  scim_groups: ScimGroupsTable;
  scim_group_members: ScimGroupMembersTable;
}
