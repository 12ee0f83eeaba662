import type { ColumnType, Generated, Selectable } from 'kysely';
import type { TmImportReport, TmProp, TmxDetails } from '@tessera/shared/contract';
import type { ImportedResourceColumns, Timestamps } from '../db/column-types.ts';

type Json<T> = ColumnType<T, string, string>;

/** The table of a TM's units: its partition of tm_units (during an import, the table to be attached). */
export const unitsTableOf = (tmId: number) => `tm_units_${Math.trunc(tmId)}`;

export interface TranslationMemoriesTable extends ImportedResourceColumns {
  /** What the last import did (JSON of TmImportReport); null for TMs created empty. */
  import_report: Json<TmImportReport | null> | null;
  /** Kept up to date by every write, so listing TMs never counts millions of rows. */
  units_count: ColumnType<number, number | undefined, number>;
}

export interface TmUnitsTable extends Timestamps {
  id: Generated<number>;
  tm_id: number;
  /** Segment markup (TMX inline XML). */
  source: string;
  target: string;
  /** Plain text without inline codes: what search (and later fuzzy matching) looks at. */
  source_text: string;
  target_text: string;
  creation_date: Date | string | null;
  change_date: Date | string | null;
  creation_id: string | null;
  change_id: string | null;
  props: Json<TmProp[]>;
  notes: Json<string[]>;
  /** TMX details (tuid, usagecount, each language's props and notes); null when the file gave none. */
  tmx_details: ColumnType<TmxDetails | string | null, string | null | undefined, string | null>;
}

export interface TmTables {
  translation_memories: TranslationMemoriesTable;
  tm_units: TmUnitsTable;
}

export type TranslationMemoryRow = Selectable<TranslationMemoriesTable>;
export type TmUnitRow = Selectable<TmUnitsTable>;
