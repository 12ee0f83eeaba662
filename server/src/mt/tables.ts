import type { Generated } from 'kysely';
import type { MtProviderName } from '@tessera/shared/contract';
import type { Timestamp } from '../db/column-types.ts';

/** The machine translation provider an admin configured: one row (id 1) or none (off). */
export interface MtSettingsTable {
  id: number;
  provider: MtProviderName;
  url: string | null;
  model: string | null;
  /** Write-only through the API: read by the server to call the provider, never answered or logged. */
  api_key: string | null;
  /** Whether the provider may be on this machine or a private network (addresses checked when connecting). */
  allow_private_network: Generated<boolean>;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** A project's instructions to language models for one target language (a style guide); no row: none. */
export interface MtInstructionsTable {
  project_id: number;
  lang: string;
  instructions: string;
  updated_by: number | null;
  updated_at: Timestamp;
}

/** The tokens models used for a project in a calendar month (UTC, `YYYY-MM`), as the model servers reported them. */
export interface MtTokenUsageTable {
  project_id: number;
  month: string;
  tokens: number;
}

/** A project's monthly ceiling of model tokens, set by an admin; no row: none. */
export interface MtTokenCeilingsTable {
  project_id: number;
  ceiling: number;
  updated_by: number | null;
  updated_at: Timestamp;
}

export interface MtTables {
  mt_settings: MtSettingsTable;
  mt_instructions: MtInstructionsTable;
  mt_token_usage: MtTokenUsageTable;
  mt_token_ceilings: MtTokenCeilingsTable;
}
