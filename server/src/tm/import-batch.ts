import { pgArrayLiteral, pgJsonArrayLiteral } from '../db/array-literal.ts';
import type { TmxUnit } from '../formats/tmx/unit.ts';

/**
 * A batch of imported units as the columns of one `INSERT ... SELECT FROM unnest(...)`, each column already
 * written as a PostgreSQL array literal ('{"a","b",NULL}'). The parsing worker builds them, so the main
 * thread passes ten strings per batch to the database instead of serialising thousands of values itself.
 */
export interface UnitColumns {
  count: number;
  source: string;
  target: string;
  sourceText: string;
  targetText: string;
  creationDate: string;
  changeDate: string;
  creationId: string;
  changeId: string;
  /** JSON text of each unit's props / notes. */
  props: string;
  notes: string;
  /** JSON text of each unit's TMX details, NULL for none. */
  details: string;
}

/** Duplicates (same source and target) are left in: the import merges them once the file is loaded (repository.ts). */
export function toUnitColumns(units: TmxUnit[]): UnitColumns {
  const column = (pick: (unit: TmxUnit) => string | null) => pgArrayLiteral(units.map(pick));
  return {
    count: units.length,
    source: column((u) => u.source),
    target: column((u) => u.target),
    sourceText: column((u) => u.sourceText),
    targetText: column((u) => u.targetText),
    creationDate: column((u) => u.creationDate),
    changeDate: column((u) => u.changeDate),
    creationId: column((u) => u.creationId),
    changeId: column((u) => u.changeId),
    props: pgJsonArrayLiteral(units.map((u) => u.props)),
    notes: pgJsonArrayLiteral(units.map((u) => u.notes)),
    details: pgJsonArrayLiteral(units.map((u) => u.details)),
  };
}
