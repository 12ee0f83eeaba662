import type { ColumnType, Generated } from 'kysely';
import type { MtProviderName, MtQualityError, MtQualityMethod } from '@tessera/shared/contract';
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

/** A project's quality estimates of machine suggestions (off without a row) and pre-translation's threshold. */
export interface MtQualitySettingsTable {
  project_id: number;
  enabled: boolean;
  threshold: number | null;
  updated_by: number | null;
  updated_at: Timestamp;
}

/**
 * The latest quality estimate of a segment's machine translation (`target`, in code tokens): the segment's history
 * records it when that target is saved with origin `mt`.
 */
export interface MtQualityEstimatesTable {
  record_id: number;
  target: string;
  method: MtQualityMethod;
  score: number | null;
  errors: ColumnType<MtQualityError[] | string, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MtTables {
  mt_settings: MtSettingsTable;
  mt_instructions: MtInstructionsTable;
  mt_token_usage: MtTokenUsageTable;
  mt_token_ceilings: MtTokenCeilingsTable;
  mt_quality_settings: MtQualitySettingsTable;
  mt_quality_estimates: MtQualityEstimatesTable;
}
