import { literalColumns, pgArrayLiteral, pgJsonArrayLiteral } from '../db/array-literal.ts';
import type { TmxUnit } from '../formats/tmx/unit.ts';

const TEXT_FIELDS = [
  'source',
  'target',
  'sourceText',
  'targetText',
  'creationDate',
  'changeDate',
  'creationId',
  'changeId',
] as const;
/** Each unit's props and notes, and its TMX details (NULL for none), as JSON text. */
const JSON_FIELDS = ['props', 'notes', 'details'] as const;

/**
 * A batch of imported units as the columns of one `INSERT ... SELECT FROM unnest(...)`, each column already
 * written as a PostgreSQL array literal ('{"a","b",NULL}') and named after the unit's field. The parsing worker
 * builds them, so the main thread passes eleven strings per batch to the database instead of serialising
 * thousands of values itself.
 */
export type UnitColumns = { count: number } & Record<
  (typeof TEXT_FIELDS)[number] | (typeof JSON_FIELDS)[number],
  string
>;

/** Duplicates (same source and target) are left in: the import merges them once the file is loaded (repository.ts). */
export function toUnitColumns(units: TmxUnit[]): UnitColumns {
  return {
    count: units.length,
    ...literalColumns(units, TEXT_FIELDS, pgArrayLiteral),
    ...literalColumns(units, JSON_FIELDS, pgJsonArrayLiteral),
  };
}
