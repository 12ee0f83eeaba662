import type { ColumnType, Generated } from 'kysely';
import type { TokenScope } from '@tessera/shared/contract';
import type { Timestamp } from '../../db/column-types.ts';

export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  scope: TokenScope;
  /** SHA-256 (hex) of the secret; the secret itself is shown once and never stored. */
  token_hash: string;
  created_at: Timestamp;
  /** null only on tokens made before every token had to expire, none since 0013_api_tokens_expire. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** How many days tokens may last at most, as an admin set it: one row (id 1) or none (the environment's). */
export interface ApiTokenSettingsTable {
  id: number;
  max_days: number;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface ApiTokenTables {
  api_tokens: ApiTokensTable;
  api_token_settings: ApiTokenSettingsTable;
}
