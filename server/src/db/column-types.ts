import { sql, type ColumnType, type Generated } from 'kysely';
import type { ProcessingStatus } from '@tessera/shared/contract';

/** A timestamptz column: read as a Date, written as a Date or an ISO string, left out for the default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** When a row was created and last changed, kept by the column defaults and the writes that change it. */
export interface Timestamps {
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What glossaries and TMs have alike: a named language pair whose file imports run in the background. */
export interface ImportedResourceColumns extends Timestamps {
  id: Generated<number>;
  name: string;
  source_lang: string;
  target_lang: string;
  created_by: number;
  processing_status: ColumnType<ProcessingStatus, ProcessingStatus | undefined, ProcessingStatus>;
  /** 0..1 while an import runs; 1 when done. */
  processing_progress: ColumnType<number, number | undefined, number>;
  /** Why the import failed, written for the user. */
  processing_error: string | null;
}

/** A new value for `updated_at`: now in milliseconds, yet always later than the previous version. */
export const NEXT_VERSION = sql<Date>`greatest(date_trunc('milliseconds', now()), updated_at + interval '1 millisecond')`;

/** A glossary or TM to create: what its creator names, and who that is. */
export interface NewImportedResource {
  name: string;
  source_lang: string;
  target_lang: string;
  created_by: number;
}

/**
 * The glossary or TM a create request asks for, by `userId`. The fields a client may set are copied one by one,
 * so that a body can set no other column; the contract's LanguageCode has given the codes in canonical form.
 */
export function newImportedResource(
  { name, source_lang, target_lang }: Omit<NewImportedResource, 'created_by'>,
  userId: number,
): NewImportedResource {
  return { name, source_lang, target_lang, created_by: userId };
}

/** A timestamp as the API answers it (ISO 8601 in UTC), from a Date or the text a backend may give instead. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** A json or jsonb column's value: parsed already on one backend, JSON text on the other. */
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
